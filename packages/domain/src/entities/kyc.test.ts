import { describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../idNumber';
import { idNumberSchema, kycFormSchema, kycRecordSchema } from './kyc';

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

describe('identity numbers (PAN or Aadhaar)', () => {
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
