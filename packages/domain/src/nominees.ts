import { NOMINEE_SHARE, NOMINEE_SHARES_TOTAL_MAX } from './constants';
import { compareDecimal, sumDecimals } from './money';
import { fail, ok, type RuleParams } from './result';
import {
  parseCalendarDate,
  validateDateOfBirth,
  type DateOfBirthCode,
} from './validation/dateOfBirth';
import { validateFullName, type FullNameCode } from './validation/fullName';
import { validatePhone, type PhoneCode, type PhoneRuleOptions } from './validation/phone';
import { isBlank, textOf } from './validation/text';

/** Codes of the nominee rules (namespace `validation`). */
export const nomineeCodes = [
  'nominee_name_required',
  'nominee_relationship_required',
  'nominee_relationship_too_long',
  'nominee_phone_required',
  'nominee_share_required',
  'nominee_share_invalid',
  'nominee_share_out_of_range',
  'nominee_shares_exceed_total',
  'nominee_shares_must_total',
] as const;
export type NomineeCode = (typeof nomineeCodes)[number];

/** Every code a nominee failure can carry: the nominee's own and those of shared field rules. */
export type NomineeRuleCode =
  | NomineeCode
  | Exclude<FullNameCode, 'full_name_required'>
  | Exclude<PhoneCode, 'phone_required'>
  | Exclude<DateOfBirthCode, 'dob_required' | 'dob_too_young'>;

/** The form fields of a nominee (spec 3: name, phone, dob, relation, share percent). */
export const nomineeFields = ['name', 'relation', 'phone', 'dob', 'share'] as const;
export type NomineeField = (typeof nomineeFields)[number];

/** A nominee as the form holds it. */
export interface NomineeInput {
  name: unknown;
  relation: unknown;
  phone: unknown;
  /** Share in percent, a decimal string with at most 2 decimals ('33.34'). */
  share: unknown;
  /** Optional 'YYYY-MM-DD' (spec 3 lists it; spec 5 does not require it). */
  dob?: unknown;
}

/** Options of the nominee rules. */
export interface NomineeRuleOptions {
  /** Phone rule options (country code, known codes, bounds). */
  phone?: PhoneRuleOptions;
  /** The local day 'YYYY-MM-DD': with it, a given dob must not be in the future. */
  today?: string;
}

/** A nominee failure names the field it belongs to (and, in a list, the nominee's index). */
export type NomineeResult =
  | { ok: true }
  | { ok: false; code: NomineeRuleCode; params?: RuleParams; field?: NomineeField; index?: number };

/** Fraction digits of a share: shares are hundredths of a percent at most. */
export const NOMINEE_SHARE_DECIMALS = 2;

const SHARE_PATTERN = new RegExp(`^(0|[1-9]\\d*)(\\.\\d{1,${NOMINEE_SHARE_DECIMALS}})?$`);
/** Length cap of the relationship text (open in the spec). */
export const NOMINEE_RELATIONSHIP_MAX_LENGTH = 50;

const failOn = (
  field: NomineeField,
  code: NomineeRuleCode,
  params?: RuleParams,
): NomineeResult => ({ ...fail(code, params), field });

/**
 * spec 5/9: a share is required; a decimal of at most 2 decimals; within NOMINEE_SHARE
 * ({min} 1 to {max} 100 percent).
 */
export function validateNomineeShare(value: unknown): NomineeResult {
  if (isBlank(value)) return failOn('share', 'nominee_share_required');
  const text = textOf(value);
  if (text === undefined || !SHARE_PATTERN.test(text)) {
    return failOn('share', 'nominee_share_invalid', { decimals: NOMINEE_SHARE_DECIMALS });
  }
  if (
    compareDecimal(text, String(NOMINEE_SHARE.min)) < 0 ||
    compareDecimal(text, String(NOMINEE_SHARE.max)) > 0
  ) {
    return failOn('share', 'nominee_share_out_of_range', {
      min: NOMINEE_SHARE.min,
      max: NOMINEE_SHARE.max,
    });
  }
  return ok();
}

/**
 * spec 5: a nominee needs a name, a relationship, a phone and a share (each checked by its
 * field rule: the full-name, phone and share rules). A dob, when given, is a real date and,
 * with `today`, not in the future (nominees may be minors: no minimum age).
 */
export function validateNominee(
  nominee: NomineeInput,
  options: NomineeRuleOptions = {},
): NomineeResult {
  const name = validateFullName(nominee.name);
  if (!name.ok) {
    return name.code === 'full_name_required'
      ? failOn('name', 'nominee_name_required')
      : failOn('name', name.code, name.params);
  }
  const relationship = textOf(nominee.relation);
  if (!relationship) return failOn('relation', 'nominee_relationship_required');
  if ([...relationship].length > NOMINEE_RELATIONSHIP_MAX_LENGTH) {
    return failOn('relation', 'nominee_relationship_too_long', {
      max: NOMINEE_RELATIONSHIP_MAX_LENGTH,
    });
  }
  const phone = validatePhone(nominee.phone, options.phone);
  if (!phone.ok) {
    return phone.code === 'phone_required'
      ? failOn('phone', 'nominee_phone_required')
      : failOn('phone', phone.code, phone.params);
  }
  if (!isBlank(nominee.dob)) {
    // nominees may be minors: no minimum age; without today only the date itself is checked
    const dob =
      options.today === undefined
        ? parseCalendarDate(textOf(nominee.dob) ?? '')
          ? ok()
          : fail('dob_invalid')
        : validateDateOfBirth(nominee.dob, { today: options.today, minAge: 0 });
    // not blank, minAge 0: only dob_invalid or dob_in_future can come back
    if (!dob.ok) return failOn('dob', dob.code as 'dob_invalid' | 'dob_in_future');
  }
  return validateNomineeShare(nominee.share);
}

/**
 * The total of the shares, exactly, with 2 decimals ('100.00'). Shares must be valid decimals
 * (validate first).
 */
export const nomineeSharesTotal = (shares: readonly string[]): string =>
  sumDecimals(['0.00', ...shares]);

/**
 * spec 5/9: every nominee is valid (the first failure answers, with its `index` and `field`);
 * the shares total at most 100 % ({max}); with several nominees they total exactly 100 %
 * ({total} is the current total).
 *
 * Open in the spec (a single nominee): the 100 % total is required only "when several
 * nominees exist", and the cap applies always; so a lone nominee may hold less than 100 %
 * (the rest follows the estate), within NOMINEE_SHARE. No nominees at all is valid.
 */
export function validateNominees(
  nominees: readonly NomineeInput[],
  options: NomineeRuleOptions = {},
): NomineeResult {
  for (const [index, nominee] of nominees.entries()) {
    const result = validateNominee(nominee, options);
    if (!result.ok) return { ...result, index };
  }
  const total = nomineeSharesTotal(nominees.map((n) => textOf(n.share)!));
  const max = NOMINEE_SHARES_TOTAL_MAX;
  if (compareDecimal(total, String(max)) > 0) {
    return fail('nominee_shares_exceed_total', { max, total });
  }
  if (nominees.length > 1 && compareDecimal(total, String(max)) !== 0) {
    return fail('nominee_shares_must_total', { required: max, total });
  }
  return ok();
}

/**
 * `count` equal shares of 100 %, as 2-decimal strings summing to exactly '100.00'; the
 * hundredths left over go one each to the first nominees (3 gives '33.34', '33.33', '33.33').
 * Computed in whole hundredths of a percent (integers, exact). Above 100 nominees a share falls
 * below NOMINEE_SHARE.min: the rules then say so. Throws on a count that is not a positive
 * integer (the caller's fault).
 */
export function distributeEqually(count: number): string[] {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`Nominee count must be a positive integer: ${count}`);
  }
  const hundredths = NOMINEE_SHARES_TOTAL_MAX * 100;
  const base = Math.floor(hundredths / count);
  const extra = hundredths - base * count;
  return Array.from({ length: count }, (_, i) => {
    const h = base + (i < extra ? 1 : 0);
    return `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
  });
}
