import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasValidVerhoeffCheckDigit,
  idNumberKind,
  maskIdNumber,
  isAadhaar,
  isPan,
  verhoeffCheckDigit,
} from './idNumber';

/** Eleven digits, the first 2-9: an Aadhaar number without its check digit. */
const aadhaarBody = fc.stringMatching(/^[2-9]\d{10}$/);
const withCheckDigit = (body: string) => body + verhoeffCheckDigit(body);

/** A valid Aadhaar number (its Verhoeff check digit appended). */
const AADHAAR = withCheckDigit('23456789012');

describe('Verhoeff check digit', () => {
  it('matches the published examples (236 -> 3, 75872 -> 2, 12345 -> 1)', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffCheckDigit('75872')).toBe('2');
    expect(verhoeffCheckDigit('12345')).toBe('1');
    expect(hasValidVerhoeffCheckDigit('2363')).toBe(true);
    expect(hasValidVerhoeffCheckDigit('2364')).toBe(false);
  });

  it('answers nothing for text that is not digits', () => {
    expect(verhoeffCheckDigit('23a')).toBeUndefined();
    expect(verhoeffCheckDigit('')).toBeUndefined();
    expect(hasValidVerhoeffCheckDigit('236x')).toBe(false);
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(aadhaarBody, fc.nat(11), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const valid = withCheckDigit(body);
        expect(hasValidVerhoeffCheckDigit(valid)).toBe(true);
        const wrong = (Number(valid[at]) + delta) % 10;
        const typo = valid.slice(0, at) + String(wrong) + valid.slice(at + 1);
        expect(hasValidVerhoeffCheckDigit(typo)).toBe(false);
      }),
    );
  });

  it('catches two different neighbours swapped', () => {
    fc.assert(
      fc.property(aadhaarBody, fc.nat(10), (body, at) => {
        const valid = withCheckDigit(body);
        fc.pre(valid[at] !== valid[at + 1]);
        const swapped = valid.slice(0, at) + valid[at + 1] + valid[at] + valid.slice(at + 2);
        expect(hasValidVerhoeffCheckDigit(swapped)).toBe(false);
      }),
    );
  });
});

describe('identity numbers (PAN or Aadhaar)', () => {
  it.each(['ABCPE1234F', 'AAAPZ9999Z'])('%s is a PAN', (value) => {
    expect(isPan(value)).toBe(true);
    expect(idNumberKind(value)).toBe('pan');
  });

  it.each(['ABCP1234F', 'ABCPE12345', '1BCPE1234F', 'ABCPE1234FF', 'abcpe1234f'])(
    '%s is not a PAN (as normalised input)',
    (value) => expect(isPan(value)).toBe(false),
  );

  it.each(['999941057058', '234123412346'])(
    '%s (published test numbers) is an Aadhaar number',
    (v) => {
      expect(isAadhaar(v)).toBe(true);
    },
  );

  it('a twelve-digit number with its check digit is an Aadhaar number', () => {
    expect(isAadhaar(AADHAAR)).toBe(true);
    expect(idNumberKind(AADHAAR)).toBe('aadhaar');
  });

  it('any eleven digits (first 2-9) with their check digit are an Aadhaar number', () => {
    fc.assert(
      fc.property(aadhaarBody, (body) => {
        expect(isAadhaar(withCheckDigit(body))).toBe(true);
      }),
    );
  });

  it.each([
    ['a wrong check digit', AADHAAR.slice(0, 11) + String((Number(AADHAAR[11]) + 1) % 10)],
    ['a first digit 0', withCheckDigit('03456789012')],
    ['a first digit 1', withCheckDigit('13456789012')],
    ['eleven digits', AADHAAR.slice(0, 11)],
    ['thirteen digits', `${AADHAAR}0`],
  ])('refuses an Aadhaar number with %s', (_label, value) => {
    expect(isAadhaar(value)).toBe(false);
    expect(idNumberKind(value)).toBeUndefined();
  });
});

describe('maskIdNumber (spec 3 KYC: only the last four characters show)', () => {
  it('masks all but the last four characters, blanks removed', () => {
    expect(maskIdNumber('ABCPE1234F')).toBe('******234F');
    expect(maskIdNumber('2345 6789 0124')).toBe('********0124');
    expect(maskIdNumber('******0124', '•')).toBe('••••••0124');
  });

  it('shows a short value whole and never more than four characters', () => {
    expect(maskIdNumber('')).toBe('');
    expect(maskIdNumber('123')).toBe('123');
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const masked = maskIdNumber(value, '#');
        const compact = value.replace(/\s+/g, '');
        expect(masked).toHaveLength(compact.length);
        expect(masked.endsWith(compact.slice(-4))).toBe(true);
        expect(masked.slice(0, -4).replace(/#/g, '')).toBe('');
      }),
    );
  });
});
