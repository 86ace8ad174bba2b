import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal } from '../money';
import { nomineeSchema } from './nominee';

const nominee = {
  id: 'nom_3',
  name: 'Anita Kumar',
  phone: '+919812345678',
  dob: '1992-11-02',
  relation: 'spouse',
  share: '50',
};

describe('Nominee', () => {
  it('accepts a saved nominee', () => {
    expect(nomineeSchema.parse(nominee)).toEqual(nominee);
  });

  it('accepts a new nominee without id or date of birth (not required by spec 5)', () => {
    const { id: _id, dob: _dob, ...draft } = nominee;
    expect(nomineeSchema.parse(draft)).toEqual(draft);
  });

  it.each(['1', '33.33', '100', '100.00', '99.99'])('accepts a share of %s %%', (share) => {
    expect(nomineeSchema.safeParse({ ...nominee, share }).success).toBe(true);
  });

  it.each(['0', '0.99', '100.01', '-5'])('refuses a share of %s %% as out of range', (share) => {
    const result = nomineeSchema.safeParse({ ...nominee, share });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['share_out_of_range']);
  });

  it.each([
    ['a share as a number', { share: 50 }],
    ['a share with a % sign', { share: '50%' }],
    ['a share with an exponent', { share: '1e2' }],
    ['no name', { name: undefined }],
    ['no relation', { relation: ' ' }],
    ['no phone', { phone: undefined }],
    ['a malformed date of birth', { dob: '1992-13-02' }],
  ])('refuses %s', (_label, change) => {
    expect(nomineeSchema.safeParse({ ...nominee, ...change }).success).toBe(false);
  });

  it('accepts a share exactly when it lies within 1 % and 100 %', () => {
    const share = fc
      .tuple(fc.integer({ min: 0, max: 150 }), fc.option(fc.stringMatching(/^\d{1,4}$/)))
      .map(([units, fraction]) => (fraction === null ? `${units}` : `${units}.${fraction}`));
    fc.assert(
      fc.property(share, (value) => {
        const inRange = compareDecimal(value, '1') >= 0 && compareDecimal(value, '100') <= 0;
        expect(nomineeSchema.safeParse({ ...nominee, share: value }).success).toBe(inRange);
      }),
    );
  });
});
