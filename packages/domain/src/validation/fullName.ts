import { fail, ok, type RuleResult } from '../result';
import { codePointLength, isBlank, textOf } from './text';

/** Codes of the full-name rule (namespace `validation`). */
export const fullNameCodes = [
  'full_name_required',
  'full_name_too_long',
  'full_name_invalid',
] as const;
export type FullNameCode = (typeof fullNameCodes)[number];

/**
 * Open in the spec (a length cap): 100 characters after trimming, enough for long
 * multi-part names as identity documents print them.
 */
export const FULL_NAME_MAX_LENGTH = 100;

/** A full name as stored: trimmed, inner runs of whitespace made one space. */
export const normalizeFullName = (value: string): string => value.trim().replace(/\s+/gu, ' ');

/**
 * spec 5: the full name is required (whitespace alone is not a name); at most
 * `FULL_NAME_MAX_LENGTH` characters once normalised; no control characters.
 */
export function validateFullName(value: unknown): RuleResult<FullNameCode> {
  if (isBlank(value)) return fail('full_name_required');
  const text = textOf(value);
  if (text === undefined || /\p{Cc}/u.test(text.replace(/\s/gu, ' '))) {
    return fail('full_name_invalid');
  }
  if (codePointLength(normalizeFullName(text)) > FULL_NAME_MAX_LENGTH) {
    return fail('full_name_too_long', { max: FULL_NAME_MAX_LENGTH });
  }
  return ok();
}
