import { MIN_AGE } from '../constants';
import { fail, ok, type RuleResult } from '../result';
import { isBlank, textOf } from './text';

/** Codes of the date-of-birth rule (namespace `validation`). */
export const dateOfBirthCodes = [
  'dob_required',
  'dob_invalid',
  'dob_in_future',
  'dob_too_young',
] as const;
export type DateOfBirthCode = (typeof dateOfBirthCodes)[number];

/** Open in the spec (a plausibility bound): a birth date more than 130 years ago is a typo. */
export const MAX_PLAUSIBLE_AGE = 130;

/** A calendar date split into numbers. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number): boolean =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** 'YYYY-MM-DD' as numbers if it is a real calendar date (year 0001-9999), else undefined. */
export function parseCalendarDate(value: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return undefined;
  }
  return { year, month, day };
}

function calendarDate(value: string, what: string): CalendarDate {
  const date = parseCalendarDate(value);
  if (!date) throw new TypeError(`Invalid ${what} (YYYY-MM-DD): ${value}`);
  return date;
}

const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * Whole years from `dob` to `today` (both 'YYYY-MM-DD'; negative when dob is later). A 29
 * February birthday is reached on 1 March in a common year (open in the spec; the later of the
 * two dates people use, so that nobody is let in a day early). Throws on a malformed date.
 */
export function ageOn(dob: string, today: string): number {
  const b = calendarDate(dob, 'date of birth');
  const t = calendarDate(today, 'today');
  const years = t.year - b.year;
  // before the birthday this year: (month, day) comparison puts 28 Feb before 29 Feb
  const beforeBirthday = t.month < b.month || (t.month === b.month && t.day < b.day);
  return beforeBirthday ? years - 1 : years;
}

/** Options of `validateDateOfBirth`. */
export interface DateOfBirthRuleOptions {
  /** The local day the rule is judged on, 'YYYY-MM-DD' (the caller's clock and timezone). */
  today: string;
  /** The minimum age in years; 0 accepts any past date (nominees). @default MIN_AGE */
  minAge?: number;
}

/**
 * spec 5/9: the date of birth is required, a real calendar date written 'YYYY-MM-DD', not after
 * `today`, and the person is at least `minAge` (18) on `today`. Throws only on a malformed
 * `today` (the caller's fault).
 */
export function validateDateOfBirth(
  value: unknown,
  { today, minAge = MIN_AGE }: DateOfBirthRuleOptions,
): RuleResult<DateOfBirthCode> {
  const now = calendarDate(today, 'today');
  if (isBlank(value)) return fail('dob_required');
  const text = textOf(value);
  const dob = text === undefined ? undefined : parseCalendarDate(text);
  if (text === undefined || dob === undefined) return fail('dob_invalid');
  if (compareDates(dob, now) > 0) return fail('dob_in_future');
  const age = ageOn(text, today);
  if (age > MAX_PLAUSIBLE_AGE) return fail('dob_invalid');
  if (age < minAge) return fail('dob_too_young', { min: minAge });
  return ok();
}
