import { describe, expect, it } from 'vitest';
import {
  idDocumentsFor,
  idDocumentTypes,
  isIdDocumentNumber,
  normalizeIdDocumentNumber,
  validateIdDocumentNumber,
  validateIdDocumentType,
  type IdDocumentType,
} from './idDocuments';
import { verhoeffCheckDigit } from './idNumber';

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

/** Per document: numbers that fit (as typed), numbers that do not, and the dialling code. */
const examples: Record<IdDocumentType, { valid: string[]; invalid: string[]; code?: string }> = {
  pan: { valid: ['ABCPE1234F', 'abcpe 1234f'], invalid: ['ABCP1234F', '1234567890', 'ABCPE12345'] },
  aadhaar: {
    valid: [AADHAAR, `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`],
    // a changed check digit; a leading 1 (never issued); eleven digits
    invalid: [
      `${AADHAAR.slice(0, 11)}${(Number(AADHAAR[11]) + 1) % 10}`,
      '123456789012',
      '23456789012',
    ],
  },
  pesel: {
    // 14 May 1944; 8 July 2002 (the month +20 carries the century)
    valid: ['44051401359', '02270803624', '4405 1401 359'],
    // a wrong check digit; ten digits; 31 February; month 13
    invalid: ['44051401358', '4405140135', '44023101356', '44130101350'],
  },
  cn_resident_id: {
    valid: ['11010519491231002X', '11010519491231002x', '440304199001010011'],
    // a wrong check character; seventeen digits; 30 February 1990
    invalid: ['110105194912310021', '11010519491231002', '440304199002300011'],
  },
  driver_licence: {
    valid: ['A1234567', 'F123-456-78-901-0', '123456789'],
    invalid: ['ABCDEFGH', 'A12', 'A1234567890123456', 'A123 456!'],
  },
  state_id: { valid: ['S1234567', '99887766'], invalid: ['STATEID', '1234'] },
  passport: {
    valid: ['X1234567', 'EA1234567', '123456'],
    invalid: ['12345', 'EA12345678', 'EA-12*45'],
  },
  national_id: {
    // Poland's ID card: three letters, the check digit, five digits
    valid: ['ABA300000', 'aba 300000'],
    invalid: ['ABA400000', 'AB1300000', '123456789'],
    code: '48',
  },
};

describe('identity documents per market (spec 3 KYC)', () => {
  it('keeps PAN and Aadhaar for India and offers each market its own documents', () => {
    expect(idDocumentsFor('91')).toEqual(['pan', 'aadhaar', 'passport']);
    expect(idDocumentsFor('+48')).toEqual(['pesel', 'national_id', 'passport']);
    expect(idDocumentsFor('86')).toEqual(['cn_resident_id', 'passport']);
    expect(idDocumentsFor('1')).toEqual(['driver_licence', 'state_id', 'passport']);
    // elsewhere (Spain, Turkey, Germany, ...): a national ID card or a passport
    expect(idDocumentsFor('34')).toEqual(['national_id', 'passport']);
    expect(idDocumentsFor(undefined)).toEqual(['national_id', 'passport']);
    for (const code of ['91', '48', '86', '1', '34', '90', '49']) {
      expect(idDocumentsFor(code)).toContain('passport');
    }
  });

  it('refuses a document the country does not offer', () => {
    expect(validateIdDocumentType('pesel', '48')).toEqual({ ok: true });
    expect(validateIdDocumentType('pan', '48')).toEqual({ ok: false, code: 'id_type_not_offered' });
    expect(validateIdDocumentType('pesel', '1')).toEqual({
      ok: false,
      code: 'id_type_not_offered',
    });
    expect(validateIdDocumentType('visa', '1')).toEqual({ ok: false, code: 'id_type_not_offered' });
  });

  describe.each(idDocumentTypes)('%s', (type) => {
    const { valid, invalid, code } = examples[type];
    it.each(valid)('accepts %j', (value) => {
      expect(isIdDocumentNumber(type, normalizeIdDocumentNumber(value), code)).toBe(true);
      expect(validateIdDocumentNumber(type, value, code)).toEqual({ ok: true });
    });
    it.each(invalid)('refuses %j with its own code', (value) => {
      expect(validateIdDocumentNumber(type, value, code)).toEqual({
        ok: false,
        code: `invalid_${type}`,
      });
    });
  });

  it('takes a national ID card number of another country by its general shape', () => {
    expect(isIdDocumentNumber('national_id', 'X1234567Z', '34')).toBe(true);
    expect(isIdDocumentNumber('national_id', 'X1234567Z', '48')).toBe(false);
    expect(isIdDocumentNumber('national_id', 'ABCDEF', '34')).toBe(false);
  });

  it('stores a number without blanks or hyphens, uppercased', () => {
    expect(normalizeIdDocumentNumber(' f123-456 78 ')).toBe('F12345678');
  });
});
