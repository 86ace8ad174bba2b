import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_DIGITS } from '../constants';
import {
  formatMobile,
  defaultCountryCode,
  KNOWN_COUNTRY_CODES,
  normalizeCountryCode,
  phoneCodes,
  validatePhone,
} from './phone';

describe('validatePhone', () => {
  it.each([undefined, null, '', '   '])('requires a number (%p)', (v) => {
    expect(validatePhone(v)).toEqual({ ok: false, code: 'phone_required' });
  });

  it.each(['98765 43210', '+919876543210', '98765-43210', '98765abc', '９８７６５４３２１０'])(
    'accepts digits only, not %j',
    (v) => {
      expect(validatePhone(v)).toEqual({ ok: false, code: 'phone_invalid' });
    },
  );

  it('refuses a non-string as invalid', () => {
    expect(validatePhone(9876543210)).toEqual({ ok: false, code: 'phone_invalid' });
  });

  it('ignores spaces around the number', () => {
    expect(validatePhone(' 9876543210 ')).toEqual({ ok: true });
  });

  it('bounds the digit count by PHONE_DIGITS with params {min} {max}', () => {
    const { min, max } = PHONE_DIGITS;
    expect(validatePhone('1'.repeat(min))).toEqual({ ok: true });
    expect(validatePhone('1'.repeat(max))).toEqual({ ok: true });
    expect(validatePhone('1'.repeat(min - 1))).toEqual({
      ok: false,
      code: 'phone_length',
      params: { min, max },
    });
    expect(validatePhone('1'.repeat(max + 1))).toMatchObject({ code: 'phone_length' });
  });

  it('takes other bounds as options', () => {
    expect(validatePhone('12345678', { min: 9, max: 9 })).toEqual({
      ok: false,
      code: 'phone_length',
      params: { min: 9, max: 9 },
    });
    expect(validatePhone('123456789', { min: 9, max: 9 })).toEqual({ ok: true });
  });

  it('accepts exactly the digit strings within the bounds', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,20}$/), (digits) => {
        const inside = digits.length >= PHONE_DIGITS.min && digits.length <= PHONE_DIGITS.max;
        expect(validatePhone(digits).ok).toBe(inside);
      }),
    );
  });

  it('rejects an unknown country code, with {code}', () => {
    expect(validatePhone('9876543210', { countryCode: '999' })).toEqual({
      ok: false,
      code: 'phone_country_code_unknown',
      params: { code: '999' },
    });
    expect(validatePhone('9876543210', { countryCode: 'abc' })).toMatchObject({
      code: 'phone_country_code_unknown',
    });
    expect(validatePhone('9876543210', { countryCode: ' ' })).toEqual({
      ok: false,
      code: 'phone_country_code_required',
    });
  });

  it.each([...KNOWN_COUNTRY_CODES.filter((c) => c !== '1'), '+91', '0048'])(
    'knows the locale code %s',
    (code) => {
      expect(validatePhone('612345678', { countryCode: code })).toEqual({ ok: true });
    },
  );

  it('checks against a list passed in (the server country list)', () => {
    const knownCountryCodes = ['+44', '33'];
    expect(validatePhone('7911123456', { countryCode: '44', knownCountryCodes })).toEqual({
      ok: true,
    });
    expect(validatePhone('7911123456', { countryCode: '91', knownCountryCodes })).toMatchObject({
      code: 'phone_country_code_unknown',
    });
  });

  it('under +1 (and the 01 fallback) wants 10 digits and a known area code', () => {
    for (const countryCode of ['1', '+1', '01']) {
      expect(validatePhone('2125550123', { countryCode })).toEqual({ ok: true });
      expect(validatePhone('0125550123', { countryCode })).toEqual({
        ok: false,
        code: 'phone_area_code_unknown',
        params: { code: '012' },
      });
      expect(validatePhone('1125550123', { countryCode })).toMatchObject({
        code: 'phone_area_code_unknown',
      });
      expect(validatePhone('212555012', { countryCode })).toEqual({
        ok: false,
        code: 'phone_length',
        params: { min: 10, max: 10 },
      });
    }
  });

  it('checks the number before the country code only when one is given', () => {
    expect(validatePhone('', { countryCode: '999' })).toMatchObject({ code: 'phone_required' });
  });

  it('exports its codes', () => {
    expect(phoneCodes).toContain('phone_length');
  });
});

describe('normalizeCountryCode', () => {
  it.each([
    ['91', '91'],
    ['+91', '91'],
    ['0091', '91'],
    ['01', '1'],
    [' 48 ', '48'],
  ])('%j is %j', (input, expected) => {
    expect(normalizeCountryCode(input)).toBe(expected);
  });

  it.each(['', '0', '+', '1234', 'x1', '+-1'])('%j is not a code', (input) => {
    expect(normalizeCountryCode(input)).toBeUndefined();
  });
});

describe('defaultCountryCode (spec 5/9)', () => {
  it.each([
    ['kun', '91'],
    ['pl', '48'],
    ['PL', '48'],
    ['live', '1'],
    ['dev', '1'],
    ['es', '1'],
    ['', '01'],
    [undefined, '01'],
    [null, '01'],
    ['staging', '01'],
  ])('%p gives %s', (profile, code) => {
    expect(defaultCountryCode(profile)).toBe(code);
  });

  it('the fallback validates as +1', () => {
    expect(validatePhone('2125550123', { countryCode: defaultCountryCode(undefined) })).toEqual({
      ok: true,
    });
  });
});

describe('formatMobile', () => {
  it('writes a stored number with its dialling code', () => {
    expect(formatMobile('91', '9876543210')).toBe('+919876543210');
    expect(formatMobile('+0048', '512345678')).toBe('+48512345678');
    expect(formatMobile('x', '5')).toBe('+x5');
    expect(formatMobile(null, '5')).toBe('5');
    expect(formatMobile('91', '')).toBeUndefined();
  });
});
