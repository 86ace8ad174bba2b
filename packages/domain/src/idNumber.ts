// zod-free (the browser bundle); the KYC schemas (id_no, form, record) are entities/kyc.ts
import { fail, ok, type RuleResult } from './result';

/** PAN (India's Permanent Account Number): five letters, four digits, a letter ('ABCPE1234F'). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

/** Aadhaar: twelve digits, the first 2-9 (UIDAI issues none starting with 0 or 1). */
export const AADHAAR_PATTERN = /^[2-9]\d{11}$/;

// Verhoeff (Aadhaar's checksum): multiplication in the dihedral group D5
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
/** Verhoeff's position permutation; position i uses it applied i times (mod 8). */
const VERHOEFF_P1 = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4] as const;
const VERHOEFF_P: readonly (readonly number[])[] = Array.from({ length: 8 }, (_, times) =>
  Array.from({ length: 10 }, (_, digit) => {
    let value = digit;
    for (let k = 0; k < times; k += 1) value = VERHOEFF_P1[value] as number;
    return value;
  }),
);
const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

/** The Verhoeff state after `digits` (rightmost first), starting at position `offset`. */
function verhoeffState(digits: string, offset: number): number {
  let c = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const row = VERHOEFF_P[(i + offset) % 8] as readonly number[];
    c = (VERHOEFF_D[c] as readonly number[])[row[digit] as number] as number;
  }
  return c;
}

/** Whether a string of digits ends with a correct Verhoeff check digit ('2363'). */
export function hasValidVerhoeffCheckDigit(digits: string): boolean {
  return /^\d+$/.test(digits) && verhoeffState(digits, 0) === 0;
}

/** The Verhoeff check digit to append to digits ('236' -> '3'); undefined for non-digits. */
export function verhoeffCheckDigit(digits: string): string | undefined {
  return /^\d+$/.test(digits) ? String(VERHOEFF_INV[verhoeffState(digits, 1)]) : undefined;
}

/** spec 3: whether a value (normalised: uppercase, no blanks) is a PAN. */
export const isPan = (value: string): boolean => PAN_PATTERN.test(value);

/**
 * spec 3: whether a value (normalised: digits, no blanks) is an Aadhaar number: twelve digits,
 * the first 2-9, and the twelfth the Verhoeff check digit of the other eleven (as UIDAI issues
 * them: a mistyped digit or two swapped neighbours is caught here, before the review).
 */
export const isAadhaar = (value: string): boolean =>
  AADHAAR_PATTERN.test(value) && hasValidVerhoeffCheckDigit(value);

/** The kind of a normalised identity number, or undefined when it is neither. */
export function idNumberKind(value: string): 'pan' | 'aadhaar' | undefined {
  if (isPan(value)) return 'pan';
  if (isAadhaar(value)) return 'aadhaar';
  return undefined;
}

/**
 * Codes of the identity-number rule: `id_no_required` (namespace `validation`) and the entity
 * code `invalid_id_no` (translated as `validation:entity.invalid_id_no`, as `idNumberSchema`'s).
 */
export const idNumberCodes = ['id_no_required'] as const;
export type IdNumberCode = (typeof idNumberCodes)[number] | 'invalid_id_no';

/** An identity number as stored: uppercase, no blanks ('abcpe 1234f' -> 'ABCPE1234F'). */
export const normalizeIdNumber = (value: string): string =>
  value.trim().toUpperCase().replace(/\s+/g, '');

/** spec 3/5: the KYC id_no is required and is a PAN or an Aadhaar number once normalised. */
export function validateIdNumber(value: unknown): RuleResult<IdNumberCode> {
  if (typeof value !== 'string' || value.trim() === '') return fail('id_no_required');
  return idNumberKind(normalizeIdNumber(value)) === undefined ? fail('invalid_id_no') : ok();
}

/** spec 3 KYC: how many trailing characters of an identity number are ever shown. */
export const ID_NUMBER_VISIBLE_CHARS = 4;

/**
 * An identity number as it may be shown: blanks removed, every character but the last four
 * replaced by `mask` ('******1234' on the wire, '••••••1234' on a screen).
 */
export function maskIdNumber(value: string, mask = '*'): string {
  const compact = value.replace(/\s+/g, '');
  const visible = compact.slice(-ID_NUMBER_VISIBLE_CHARS);
  return mask.repeat(Math.max(0, compact.length - visible.length)) + visible;
}
