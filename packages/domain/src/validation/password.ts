import { MIN_PASSWORD_LENGTH } from '../constants';
import { fail, firstFailure, ok, type RuleResult } from '../result';
import { codePointLength } from './text';

/** Codes of the password rules (namespace `validation`). */
export const passwordCodes = [
  'password_required',
  'password_too_short',
  'password_confirm_required',
  'password_mismatch',
  'current_password_required',
  'new_password_required',
  // the server's checks of a new password (its common-password list stays out of the browser):
  // one of the most common passwords, or the client's own username or mobile number
  'password_too_common',
  'password_matches_account',
] as const;
export type PasswordCode = (typeof passwordCodes)[number];

/** A password as typed: never trimmed (spaces are characters of the secret). */
const secret = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * spec 5/9: a password is required and has at least `MIN_PASSWORD_LENGTH` (6) characters
 * (code points, so an emoji counts once). Upper bounds and strength are the server's.
 */
export function validatePassword(
  value: unknown,
  missing: 'password_required' | 'new_password_required' = 'password_required',
): RuleResult<PasswordCode> {
  const text = secret(value);
  if (text === '') return fail(missing);
  if (codePointLength(text) < MIN_PASSWORD_LENGTH) {
    return fail('password_too_short', { min: MIN_PASSWORD_LENGTH });
  }
  return ok();
}

/** spec 5: the confirmation is required and must match the password exactly. */
export function validatePasswordConfirmation(
  password: unknown,
  confirm: unknown,
): RuleResult<PasswordCode> {
  const text = secret(confirm);
  if (text === '') return fail('password_confirm_required');
  return text === secret(password) ? ok() : fail('password_mismatch');
}

/** A password change form (spec 5). `confirm` is checked when the form has the field. */
export interface PasswordChangeInput {
  current: unknown;
  next: unknown;
  confirm?: unknown;
}

/**
 * spec 5: on a change the current password is required, and so is the new one, which follows
 * the password rules; the confirmation, when the form has one, must match the new password.
 */
export function validatePasswordChange(input: PasswordChangeInput): RuleResult<PasswordCode> {
  if (secret(input.current) === '') return fail('current_password_required');
  return firstFailure(
    validatePassword(input.next, 'new_password_required'),
    'confirm' in input ? validatePasswordConfirmation(input.next, input.confirm) : ok(),
  );
}
