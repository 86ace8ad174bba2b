// zod-free (the browser bundle). spec 3 KYC: the identity document a client proves who they are
// with, per market. India keeps PAN and Aadhaar (spec 3); every other enabled market offers the
// documents its clients carry: Poland the PESEL (printed on the ID card) and the ID card itself,
// China the resident identity card, the US a driver's licence or a state ID; a passport
// everywhere. Each document has its own format check, run by the KYC form in the browser and on
// the server alike, so a mistyped number is refused before an advisor ever reviews it.
import { isAadhaar, isPan } from './idNumber';
import { fail, ok, type RuleResult } from './result';

/** The identity documents KYC knows, in the order a market lists them. */
export const idDocumentTypes = [
  'pan',
  'aadhaar',
  'pesel',
  'cn_resident_id',
  'driver_licence',
  'state_id',
  'national_id',
  'passport',
] as const;
export type IdDocumentType = (typeof idDocumentTypes)[number];

export const isIdDocumentType = (value: unknown): value is IdDocumentType =>
  (idDocumentTypes as readonly unknown[]).includes(value);

/**
 * The documents offered to a client by the dialling code of their mobile number (the country
 * they live in), the market's own first. A country without its own list gets a passport and
 * a national ID card.
 */
const MARKET_DOCUMENTS: Readonly<Record<string, readonly IdDocumentType[]>> = {
  // India: PAN and Aadhaar (spec 3)
  '91': ['pan', 'aadhaar', 'passport'],
  // Poland: the PESEL on the ID card, or the ID card's own number
  '48': ['pesel', 'national_id', 'passport'],
  // China: the resident identity card is the national ID card
  '86': ['cn_resident_id', 'passport'],
  // the US has no national ID card: a driver's licence or a state ID
  '1': ['driver_licence', 'state_id', 'passport'],
};
const EVERYWHERE: readonly IdDocumentType[] = ['national_id', 'passport'];

/** The documents a client with this dialling code ('48', '+48') may verify with. */
export function idDocumentsFor(countryCode: string | undefined): readonly IdDocumentType[] {
  const code = (countryCode ?? '').replace(/^\+/, '').trim();
  return MARKET_DOCUMENTS[code] ?? EVERYWHERE;
}

/**
 * A document number as stored: uppercase, without the blanks and hyphens it is often printed or
 * typed with ('a123-4567 89' -> 'A12345678').
 */
export const normalizeIdDocumentNumber = (value: string): string =>
  value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');

/** 'YYYY', 'MM', 'DD' make a real calendar day. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/**
 * PESEL (Poland's personal number): eleven digits, the birth date (the month carries the century:
 * +80 for the 1800s, +20 for the 2000s, +40, +60), a serial, and a check digit over weights
 * 1-3-7-9 ('44051401359').
 */
export function isPesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = PESEL_WEIGHTS.reduce((acc, w, i) => acc + w * (d[i] as number), 0);
  if ((10 - (sum % 10)) % 10 !== d[10]) return false;
  const mm = Number(value.slice(2, 4));
  const century = [1900, 2000, 2100, 2200, 1800][Math.floor(mm / 20)];
  if (century === undefined) return false;
  return isCalendarDay(century + Number(value.slice(0, 2)), mm % 20, Number(value.slice(4, 6)));
}

/** Letters count 10-35 in the Polish ID card's check digit (A = 10, ..., Z = 35). */
const alnumValue = (c: string): number => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
const PL_ID_CARD_WEIGHTS = [7, 3, 1, 0, 7, 3, 1, 7, 3] as const;

/**
 * The Polish ID card's number (dowód osobisty): three letters and six digits, the first digit
 * the check digit of the others over weights 7-3-1 ('ABA300000').
 */
export function isPolishIdCardNumber(value: string): boolean {
  if (!/^[A-Z]{3}\d{6}$/.test(value)) return false;
  const sum = [...value].reduce((acc, c, i) => acc + alnumValue(c) * PL_ID_CARD_WEIGHTS[i]!, 0);
  return sum % 10 === Number(value[3]);
}

/**
 * The Chinese resident identity card's number: seventeen digits (region, birth date, serial) and
 * a check character by ISO 7064 MOD 11-2 ('X' for ten): '11010519491231002X'.
 */
export function isChineseResidentId(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(value[i]) * (2 ** (17 - i) % 11);
  const check = '10X98765432'[sum % 11];
  if (value[17] !== check) return false;
  const year = Number(value.slice(6, 10));
  return (
    year >= 1900 && isCalendarDay(year, Number(value.slice(10, 12)), Number(value.slice(12, 14)))
  );
}

/** A passport number: six to nine letters and digits (ICAO 9303 allows up to nine). */
export const isPassportNumber = (value: string): boolean => /^[A-Z0-9]{6,9}$/.test(value);

/**
 * A US driver's licence or state ID number: five to sixteen letters and digits with at least one
 * digit (each state has its own format within that).
 */
export const isUsLicenceNumber = (value: string): boolean =>
  /^[A-Z0-9]{5,16}$/.test(value) && /\d/.test(value);

/** A national ID card's number where the product knows no national format: 5-20 with a digit. */
const isNationalIdNumber = (value: string): boolean =>
  /^[A-Z0-9]{5,20}$/.test(value) && /\d/.test(value);

/**
 * Whether a normalised number fits the document; `countryCode` (the dialling code) picks a
 * national format where one is known (Poland's ID card).
 */
export function isIdDocumentNumber(
  type: IdDocumentType,
  value: string,
  countryCode?: string,
): boolean {
  switch (type) {
    case 'pan':
      return isPan(value);
    case 'aadhaar':
      return isAadhaar(value);
    case 'pesel':
      return isPesel(value);
    case 'cn_resident_id':
      return isChineseResidentId(value);
    case 'driver_licence':
    case 'state_id':
      return isUsLicenceNumber(value);
    case 'passport':
      return isPassportNumber(value);
    case 'national_id':
      return (countryCode ?? '').replace(/^\+/, '') === '48'
        ? isPolishIdCardNumber(value)
        : isNationalIdNumber(value);
  }
}

/**
 * Codes of the document rules (namespace `validation`): a document this client's country does
 * not offer, and a number that does not fit its document (`invalid_<type>`).
 */
export const idDocumentCodes = [
  'id_type_not_offered',
  ...idDocumentTypes.map((type) => `invalid_${type}` as const),
] as const;
export type IdDocumentCode = (typeof idDocumentCodes)[number];

/** spec 3 KYC: the document type is one offered to a client with this dialling code. */
export function validateIdDocumentType(
  type: unknown,
  countryCode: string | undefined,
): RuleResult<IdDocumentCode> {
  return isIdDocumentType(type) && idDocumentsFor(countryCode).includes(type)
    ? ok()
    : fail('id_type_not_offered');
}

/** spec 3 KYC: the number fits its document (after normalising); the type is checked apart. */
export function validateIdDocumentNumber(
  type: IdDocumentType,
  value: string,
  countryCode?: string,
): RuleResult<IdDocumentCode> {
  return isIdDocumentNumber(type, normalizeIdDocumentNumber(value), countryCode)
    ? ok()
    : fail(`invalid_${type}`);
}
