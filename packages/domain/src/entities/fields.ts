import { enum as zEnum, iso, string } from 'zod';
import { DECIMAL_PATTERN, isDecimalString } from '../decimal';
import { compareDecimal, CURRENCY_PATTERN } from '../money';
import { PHONE_DIGITS } from '../constants';
import { PHONE_NUMBER_PATTERN } from '../validation/phone';

/**
 * Field schemas the entities share (spec 3). Their issue messages are `entityIssueCodes`
 * (entityIssueCodes.ts): a schema issue is a wire or form fault, not text; `@invest/i18n`
 * translates the code where a screen shows it. The patterns and codes live in zod-free modules,
 * which the browser can import without zod.
 */

/**
 * The longest wire decimal: the ledger's NUMERIC(28, 8) is at most 30 characters; rates and
 * prices get room beyond it, and nothing unbounded crosses the wire (OWASP API4).
 */
export const DECIMAL_MAX_LENGTH = 64;

/** zod schema of a decimal string (money on the wire, ARCHITECTURE 'The wire'; decimal.ts). */
export const decimalString = string()
  .max(DECIMAL_MAX_LENGTH, { message: 'invalid_decimal', abort: true })
  .regex(DECIMAL_PATTERN, { message: 'invalid_decimal' });

/** An opaque id: a non-empty string, never parsed or compared as a number. */
export const entityIdSchema = string().min(1);

/**
 * An instant: ISO-8601 in UTC with 'Z' ('2025-03-01T09:30:00Z', fraction optional; at most 40
 * characters: nanoseconds take 30).
 */
export const utcDateTimeSchema = iso.datetime().max(40);

/** A calendar date without time or zone, ISO-8601 ('1990-05-17'): birth dates, local days. */
export const calendarDateSchema = iso.date().max(10);

/** A wire decimal that is zero or more ('-0' is zero). */
export const nonNegativeDecimalString = decimalString.refine(
  // a malformed value already has 'invalid_decimal'; compareDecimal would throw on it
  (value) => !isDecimalString(value) || compareDecimal(value, '0') >= 0,
  { message: 'negative_decimal' },
);

/** ISO 4217 alphabetic code, as money.ts accepts it ('USD', 'INR'). */
export const currencyCodeSchema = string()
  .max(3, { message: 'invalid_currency', abort: true })
  .regex(CURRENCY_PATTERN, { message: 'invalid_currency' });

/** A phone number as the wire carries it: digits, optional '+' (`PHONE_NUMBER_PATTERN`). */
export const phoneNumberSchema = string()
  // '+' and the longest national number with a 3-digit country code (PHONE_NUMBER_PATTERN)
  .max(PHONE_DIGITS.max + 4, { message: 'invalid_phone', abort: true })
  .regex(PHONE_NUMBER_PATTERN, { message: 'invalid_phone' });

/**
 * A zod enum of a status list without its 'all' filter value: what a record can actually be in
 * ('all' only selects in lists).
 */
export function recordStatusEnum<const T extends string>(values: readonly T[]) {
  return zEnum(values.filter((value): value is Exclude<T, 'all'> => value !== 'all'));
}

/** Milliseconds of a UTC date-time; NaN for anything `utcDateTimeSchema` refuses. */
const instant = (value: unknown): number =>
  utcDateTimeSchema.safeParse(value).success ? Date.parse(value as string) : Number.NaN;

/**
 * The pairs [earlier, later] of a record's times that are out of order: both valid and the later
 * one before the earlier (an absent or malformed time has its own issue, or none, and never
 * orders). For zod refinements, which run even when a field failed its own checks.
 */
export function timesOutOfOrder<K extends string>(
  record: Partial<Record<K, unknown>>,
  pairs: readonly (readonly [K, K])[],
): [K, K][] {
  // NaN compares false: a pair with a missing or malformed time is never out of order
  return pairs.filter(([earlier, later]) => instant(record[later]) < instant(record[earlier])) as [
    K,
    K,
  ][];
}
