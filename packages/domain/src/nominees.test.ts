import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOMINEE_SHARE } from './constants';
import { compareDecimal, sumDecimals } from './money';
import {
  distributeEqually,
  nomineeCodes,
  nomineeSharesTotal,
  validateNominee,
  validateNominees,
  validateNomineeShare,
  type NomineeInput,
} from './nominees';

const nominee = (share: string, extra: Partial<NomineeInput> = {}): NomineeInput => ({
  name: 'Priya Sharma',
  relation: 'Daughter',
  phone: '9876543210',
  share,
  ...extra,
});

describe('validateNomineeShare', () => {
  it.each([undefined, null, '', ' '])('requires a share (%p)', (v) => {
    expect(validateNomineeShare(v)).toEqual({
      ok: false,
      code: 'nominee_share_required',
      field: 'share',
    });
  });

  it.each(['abc', '10.555', '1e2', '-5', '05', 50])(
    'refuses %p as invalid, with {decimals}',
    (v) => {
      expect(validateNomineeShare(v)).toEqual({
        ok: false,
        code: 'nominee_share_invalid',
        params: { decimals: 2 },
        field: 'share',
      });
    },
  );

  it('keeps the share within NOMINEE_SHARE, with {min} {max}', () => {
    const outOfRange = {
      ok: false,
      code: 'nominee_share_out_of_range',
      params: { min: NOMINEE_SHARE.min, max: NOMINEE_SHARE.max },
      field: 'share',
    };
    expect(validateNomineeShare('0.99')).toEqual(outOfRange);
    expect(validateNomineeShare('100.01')).toEqual(outOfRange);
    expect(validateNomineeShare('1')).toEqual({ ok: true });
    expect(validateNomineeShare('100.00')).toEqual({ ok: true });
    expect(validateNomineeShare(' 33.5 ')).toEqual({ ok: true });
  });
});

describe('validateNominee', () => {
  it('passes a complete nominee', () => {
    expect(validateNominee(nominee('100'))).toEqual({ ok: true });
  });

  it('requires name, relationship, phone and share, naming the field', () => {
    expect(validateNominee(nominee('100', { name: ' ' }))).toEqual({
      ok: false,
      code: 'nominee_name_required',
      field: 'name',
    });
    expect(validateNominee(nominee('100', { relation: '' }))).toEqual({
      ok: false,
      code: 'nominee_relationship_required',
      field: 'relation',
    });
    expect(validateNominee(nominee('100', { relation: 7 }))).toMatchObject({
      code: 'nominee_relationship_required',
    });
    expect(validateNominee(nominee('100', { phone: undefined }))).toEqual({
      ok: false,
      code: 'nominee_phone_required',
      field: 'phone',
    });
    expect(validateNominee(nominee(''))).toMatchObject({ code: 'nominee_share_required' });
  });

  it('applies the full-name and phone rules', () => {
    expect(validateNominee(nominee('100', { name: 'x'.repeat(101) }))).toEqual({
      ok: false,
      code: 'full_name_too_long',
      params: { max: 100 },
      field: 'name',
    });
    expect(validateNominee(nominee('100', { phone: '123' }))).toMatchObject({
      code: 'phone_length',
      field: 'phone',
    });
    expect(validateNominee(nominee('100'), { phone: { countryCode: '999' } })).toMatchObject({
      code: 'phone_country_code_unknown',
      field: 'phone',
    });
  });

  it('caps the relationship text, with {max}', () => {
    expect(validateNominee(nominee('100', { relation: 'r'.repeat(51) }))).toEqual({
      ok: false,
      code: 'nominee_relationship_too_long',
      params: { max: 50 },
      field: 'relation',
    });
  });

  it('checks a given dob: a real date, not in the future; minors allowed', () => {
    expect(validateNominee(nominee('100', { dob: '2020-02-30' }))).toEqual({
      ok: false,
      code: 'dob_invalid',
      field: 'dob',
    });
    expect(validateNominee(nominee('100', { dob: '2027-01-01' }), { today: '2026-06-15' })).toEqual(
      { ok: false, code: 'dob_in_future', field: 'dob' },
    );
    expect(validateNominee(nominee('100', { dob: '2027-01-01' }))).toEqual({ ok: true });
    expect(validateNominee(nominee('100', { dob: '2020-05-01' }), { today: '2026-06-15' })).toEqual(
      {
        ok: true,
      },
    );
    expect(validateNominee(nominee('100', { dob: '' }))).toEqual({ ok: true });
    expect(validateNominee(nominee('100', { dob: 20200501 }))).toMatchObject({
      code: 'dob_invalid',
    });
  });
});

describe('validateNominees', () => {
  it('accepts no nominees', () => {
    expect(validateNominees([])).toEqual({ ok: true });
  });

  it('answers the first invalid nominee with its index and field', () => {
    expect(validateNominees([nominee('50'), nominee('50', { phone: '' })])).toEqual({
      ok: false,
      code: 'nominee_phone_required',
      field: 'phone',
      index: 1,
    });
  });

  it('lets a lone nominee hold less than 100 %', () => {
    expect(validateNominees([nominee('40')])).toEqual({ ok: true });
    expect(validateNominees([nominee('100')])).toEqual({ ok: true });
  });

  it('needs several nominees to total exactly 100 %, with {required} {total}', () => {
    expect(validateNominees([nominee('33.33'), nominee('33.33'), nominee('33.34')])).toEqual({
      ok: true,
    });
    expect(validateNominees([nominee('33.33'), nominee('33.33'), nominee('33.33')])).toEqual({
      ok: false,
      code: 'nominee_shares_must_total',
      params: { required: 100, total: '99.99' },
    });
  });

  it('never lets the total exceed 100 %, with {max} {total}', () => {
    expect(validateNominees([nominee('60'), nominee('40.5')])).toEqual({
      ok: false,
      code: 'nominee_shares_exceed_total',
      params: { max: 100, total: '100.50' },
    });
  });

  it('totals exactly', () => {
    expect(nomineeSharesTotal([])).toBe('0.00');
    expect(nomineeSharesTotal(['0.1', '0.2'])).toBe('0.30');
    expect(nomineeSharesTotal(['50', '50'])).toBe('100.00');
  });

  it('accepts any equal distribution, and refuses it once one share moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.nat(), (count, pick) => {
        const shares = distributeEqually(count);
        expect(validateNominees(shares.map((s) => nominee(s)))).toEqual({ ok: true });
        const bumped = [...shares];
        const i = pick % count;
        bumped[i] = sumDecimals([bumped[i]!, '0.01']);
        expect(validateNominees(bumped.map((s) => nominee(s)))).toMatchObject({
          code: 'nominee_shares_exceed_total',
        });
      }),
    );
  });
});

describe('distributeEqually', () => {
  it('gives the leftover hundredths to the first nominees', () => {
    expect(distributeEqually(1)).toEqual(['100.00']);
    expect(distributeEqually(2)).toEqual(['50.00', '50.00']);
    expect(distributeEqually(3)).toEqual(['33.34', '33.33', '33.33']);
    expect(distributeEqually(7)).toEqual([
      '14.29',
      '14.29',
      '14.29',
      '14.29',
      '14.28',
      '14.28',
      '14.28',
    ]);
  });

  it.each([0, -1, 1.5, Number.NaN])('throws on the count %p', (count) => {
    expect(() => distributeEqually(count)).toThrow(RangeError);
  });

  it('for any count 1..20: 2-decimal shares summing to exactly 100, at most 0.01 apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (count) => {
        const shares = distributeEqually(count);
        expect(shares).toHaveLength(count);
        for (const s of shares) expect(s).toMatch(/^\d+\.\d{2}$/);
        expect(sumDecimals(shares)).toBe('100.00');
        const sorted = [...shares].sort(compareDecimal);
        expect(
          compareDecimal(sumDecimals([sorted.at(-1)!, `-${sorted[0]!}`]), '0.01'),
        ).toBeLessThanOrEqual(0);
        // non-increasing: the leftovers sit at the front
        for (let i = 1; i < count; i++) {
          expect(compareDecimal(shares[i - 1]!, shares[i]!)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('exports its codes', () => {
    expect(nomineeCodes).toContain('nominee_shares_must_total');
  });
});
