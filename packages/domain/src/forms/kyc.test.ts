import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_AGE } from '../constants';
import { validateKyc } from './kyc';

const today = '2026-05-20';
const body = {
  declaration: true,
  full_name: '  Asha   Rao ',
  country_code: '+91',
  mobile: '9876543210',
  dob: '1990-04-12',
  id_no: 'abcpe 1234f',
  id_front: 'up_front',
  id_back: 'up_back',
};

describe('validateKyc (POST /identify/app/v1)', () => {
  it('answers the normalised body', () => {
    expect(validateKyc(body, { today })).toEqual({
      ok: true,
      value: { ...body, full_name: 'Asha Rao', country_code: '91', id_no: 'ABCPE1234F' },
    });
  });

  it('answers every problem at once under the wire names', () => {
    expect(
      validateKyc(
        {
          declaration: false,
          full_name: ' ',
          country_code: '91',
          mobile: '',
          dob: '2030-01-01',
          id_no: '',
          id_front: null,
          id_back: '',
        },
        { today },
      ),
    ).toEqual({
      ok: false,
      issues: [
        { path: 'declaration', code: 'agreement_required' },
        { path: 'full_name', code: 'full_name_required' },
        { path: 'mobile', code: 'phone_required' },
        { path: 'dob', code: 'dob_in_future' },
        { path: 'id_no', code: 'id_no_required' },
        { path: 'id_front', code: 'upload_required' },
        { path: 'id_back', code: 'upload_required' },
      ],
    });
  });

  it('refuses an ID number that is neither a PAN nor an Aadhaar number', () => {
    const result = validateKyc({ ...body, id_no: 'ABCDE12345' }, { today });
    expect(result).toEqual({ ok: false, issues: [{ path: 'id_no', code: 'invalid_id_no' }] });
  });

  it('wants the agreement read first when the screen says it was not', () => {
    expect(validateKyc(body, { today, agreementRead: false })).toEqual({
      ok: false,
      issues: [{ path: 'declaration', code: 'agreement_not_read' }],
    });
  });

  it('takes any image value (a view passes the picked files)', () => {
    const file = { name: 'front.png' };
    const result = validateKyc({ ...body, id_front: file, id_back: file }, { today });
    expect(result.ok && result.value.id_front).toBe(file);
  });

  it('lets in adults only (spec 5/9: MIN_AGE)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (age) => {
        const dob = `${2026 - age}-05-20`;
        const result = validateKyc({ ...body, dob }, { today });
        expect(result.ok).toBe(age >= MIN_AGE);
        if (!result.ok) {
          expect(result.issues).toEqual([
            { path: 'dob', code: 'dob_too_young', params: { min: MIN_AGE } },
          ]);
        }
      }),
    );
  });
});
