import { DEFAULT_COUNTRY_CODES, PHONE_DIGITS } from '../constants';
import { environmentProfileNames } from '../environment';
import { fail, ok, type RuleResult } from '../result';
import { isBlank, textOf } from './text';

/** Codes of the phone rules (namespace `validation`). */
export const phoneCodes = [
  'phone_required',
  'phone_invalid',
  'phone_length',
  'phone_country_code_required',
  'phone_country_code_unknown',
  'phone_area_code_unknown',
] as const;
export type PhoneCode = (typeof phoneCodes)[number];

/**
 * Dialling codes known without server data: those of the product's locales (spec 1): US 1,
 * CN 86, IN 91, ES 34, TR 90, PL 48, DE 49. Screens pass the server's list when they have it.
 */
export const KNOWN_COUNTRY_CODES = ['1', '86', '91', '34', '90', '48', '49'] as const;

/**
 * The wire shape of a phone number (`phoneNumberSchema`, entities/fields.ts). Open in the spec:
 * digits with an optional leading '+', the national number (`PHONE_DIGITS`) plus up to 3 digits
 * of country code. The full rule (area codes, per-country bounds) is `validatePhone` below.
 */
export const PHONE_NUMBER_PATTERN = new RegExp(
  `^\\+?\\d{${PHONE_DIGITS.min},${PHONE_DIGITS.max + 3}}$`,
);

/** spec 7: the environment profiles (live is the default one). */
const ENVIRONMENT_PROFILES: readonly string[] = environmentProfileNames;

/**
 * spec 5/9: the default phone country code of an environment profile: kun 91, pl 48, any other
 * known profile (dev, es, live) 1, and the fallback '01' when the profile is unknown or empty.
 *
 * Open in the spec (what '01' is): no dialling code starts with 0, so '01' is not a code of its
 * own. We read it as the spec's literal fallback value, written as the profile gives it: a
 * default '1' that came without a resolved profile. It is returned verbatim (a screen may show
 * it), and `normalizeCountryCode` reads it as '1' (leading zeros are the international prefix),
 * so a number entered under the fallback validates and dials as +1.
 */
export function defaultCountryCode(profile: string | null | undefined): string {
  const p = profile?.trim().toLowerCase() ?? '';
  if (p === 'kun') return DEFAULT_COUNTRY_CODES.kun;
  if (p === 'pl') return DEFAULT_COUNTRY_CODES.pl;
  if (ENVIRONMENT_PROFILES.includes(p)) return DEFAULT_COUNTRY_CODES.default;
  return DEFAULT_COUNTRY_CODES.fallback;
}

/**
 * A dialling code reduced to its digits: '+91' -> '91', '0048' -> '48', '01' -> '1'.
 * Undefined when it is not '+'/'0's followed by 1-3 digits.
 */
export function normalizeCountryCode(code: string): string | undefined {
  const match = /^\+?0*([1-9]\d{0,2})$/.exec(code.trim());
  return match?.[1];
}

/** '+919876543210' from a stored dialling code and national number (undefined without a number). */
export function formatMobile(
  countryCode: string | null | undefined,
  mobile: string | null | undefined,
): string | undefined {
  if (!mobile) return undefined;
  const code = countryCode ? (normalizeCountryCode(countryCode) ?? countryCode) : '';
  return code ? `+${code}${mobile}` : mobile;
}

/** Options of `validatePhone`. */
export interface PhoneRuleOptions {
  /** Fewest digits of the number (without the country code). @default PHONE_DIGITS.min */
  min?: number;
  /** Most digits of the number (without the country code). @default PHONE_DIGITS.max */
  max?: number;
  /** The chosen dialling code ('91', '+91', '01'); not checked when absent. */
  countryCode?: string;
  /** Known dialling codes (the server's country list). @default KNOWN_COUNTRY_CODES */
  knownCountryCodes?: readonly string[];
}

/** North American numbers (NANP) have 10 digits; area codes never start with 0 or 1. */
const NANP_DIGITS = 10;
const NANP_NUMBER = /^[2-9]\d{9}$/;

/**
 * spec 5: a mobile number is required; digits only (spaces around it are ignored); its digit
 * count within {min} and {max}; an unknown country code is rejected. Under +1 (and the '01'
 * fallback) the number follows the North American plan: 10 digits, and an area code starting
 * with 0 or 1 is an unknown area code.
 */
export function validatePhone(
  value: unknown,
  options: PhoneRuleOptions = {},
): RuleResult<PhoneCode> {
  const { min = PHONE_DIGITS.min, max = PHONE_DIGITS.max } = options;
  // spec 5: required
  if (isBlank(value)) return fail('phone_required');
  let country: string | undefined;
  if (options.countryCode !== undefined) {
    if (options.countryCode.trim() === '') return fail('phone_country_code_required');
    country = normalizeCountryCode(options.countryCode);
    const known = (options.knownCountryCodes ?? KNOWN_COUNTRY_CODES).map(normalizeCountryCode);
    // spec 5: an unknown area (country) code is rejected
    if (country === undefined || !known.includes(country)) {
      return fail('phone_country_code_unknown', { code: options.countryCode.trim() });
    }
  }
  const digits = textOf(value);
  if (digits === undefined || !/^\d+$/.test(digits)) return fail('phone_invalid');
  // spec 5: digit count within {min} and {max}
  if (digits.length < min || digits.length > max) return fail('phone_length', { min, max });
  if (country === '1') {
    // North America (NANP): 10 digits, and the area code starts with 2-9
    if (digits.length !== NANP_DIGITS) {
      return fail('phone_length', { min: NANP_DIGITS, max: NANP_DIGITS });
    }
    if (!NANP_NUMBER.test(digits)) {
      return fail('phone_area_code_unknown', { code: digits.slice(0, 3) });
    }
  }
  return ok();
}
