import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasValidVerhoeffCheckDigit,
  idNumberKind,
  idNumberSchema,
  isAadhaar,
  isPan,
  kycFormSchema,
  kycRecordSchema,
  verhoeffCheckDigit,
} from './kyc';

/** Eleven digits, the first 2-9: an Aadhaar number without its check digit. */
const aadhaarBody = fc.stringMatching(/^[2-9]\d{10}$/);
const withCheckDigit = (body: string) => body + verhoeffCheckDigit(body);

/** A valid Aadhaar number (its Verhoeff check digit appended). */
const AADHAAR = withCheckDigit('23456789012');

const form = {
  full_name: 'Ravi Kumar',
  mobile: '+919876543210',
  dob: '1990-05-17',
  id_no: 'ABCPE1234F',
  id_front: 'https://cdn.example.com/kyc/10042-front.jpg',
  id_back: 'https://cdn.example.com/kyc/10042-back.jpg',
  declaration: true,
};

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

  it('normalises blanks and case before checking', () => {
    const spaced = `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`;
    expect(idNumberSchema.parse(` ${spaced} `)).toBe(AADHAAR);
    expect(idNumberSchema.parse('abcpe 1234f')).toBe('ABCPE1234F');
  });

  it.each(['', 'X1234567', '123456789012', 'ABCPE-1234F'])('refuses %j with invalid_id_no', (v) => {
    const result = idNumberSchema.safeParse(v);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['invalid_id_no']);
  });
});

describe('KYC form', () => {
  it('accepts a submission with a PAN', () => {
    expect(kycFormSchema.parse(form)).toEqual(form);
  });

  it('accepts a submission with an Aadhaar number and stores it normalised', () => {
    const spaced = `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`;
    expect(kycFormSchema.parse({ ...form, id_no: spaced }).id_no).toBe(AADHAAR);
  });

  it.each([
    ['no declaration', { declaration: undefined }],
    ['the declaration unticked', { declaration: false }],
    ['a blank full name', { full_name: '  ' }],
    ['a date of birth in another format', { dob: '17/05/1990' }],
    ['a mobile number with letters', { mobile: '98765abc10' }],
    ['an id number that is neither', { id_no: 'X123' }],
    ['no front image', { id_front: '' }],
    ['no back image', { id_back: undefined }],
  ])('refuses %s', (_label, change) => {
    expect(kycFormSchema.safeParse({ ...form, ...change }).success).toBe(false);
  });
});

describe('KYC record', () => {
  const record = {
    ...form,
    submit_time: '2025-03-01T09:30:00Z',
    approve_time: '2025-03-02T14:05:00Z',
    status: 'approved',
  };

  it('accepts an approved record', () => {
    expect(kycRecordSchema.parse(record)).toEqual(record);
  });

  it('accepts a pending record without an approve time', () => {
    const pending = { ...record, approve_time: null, status: 'pending' };
    expect(kycRecordSchema.safeParse(pending).success).toBe(true);
  });

  it('refuses an approval before the submission', () => {
    const result = kycRecordSchema.safeParse({ ...record, approve_time: '2025-03-01T09:29:59Z' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'times_out_of_order', path: ['approve_time'] }),
    ]);
  });

  it.each([
    ['an unknown status', { status: 'verified' }],
    ['no status', { status: undefined }],
    ['a submit time with an offset', { submit_time: '2025-03-01T15:00:00+05:30' }],
  ])('refuses %s', (_label, change) => {
    expect(kycRecordSchema.safeParse({ ...record, ...change }).success).toBe(false);
  });
});
