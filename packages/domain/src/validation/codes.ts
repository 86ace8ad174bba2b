import { fail, ok, type RuleResult } from '../result';
import { isBlank, textOf } from './text';

/** Codes of the invitation and verification code rules (namespace `validation`). */
export const codeFieldCodes = [
  'invitation_code_required',
  'invitation_code_invalid',
  'verification_code_required',
  'verification_code_invalid',
] as const;
export type CodeFieldCode = (typeof codeFieldCodes)[number];

/**
 * Open in the spec (the invitation code format): 4 to 32 letters, digits or hyphens, as
 * advisors hand them out ('AB12-CD34'); compared by the server, so no case rule here.
 */
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9-]{4,32}$/;

/**
 * Open in the spec (the code format; digits only): the server sends 6-digit verification codes
 * by SMS, and an advisor reads out 8-digit reset codes (spec 2 'Forgot password'). One home for
 * both: the server issues them at these lengths, and a form refuses any other length.
 */
export const VERIFICATION_CODE_DIGITS = 6;
export const RESET_CODE_DIGITS = 8;

/** spec 5: the invitation code is required; it must look like one (see the pattern). */
export function validateInvitationCode(value: unknown): RuleResult<CodeFieldCode> {
  if (isBlank(value)) return fail('invitation_code_required');
  const text = textOf(value);
  return text !== undefined && INVITATION_CODE_PATTERN.test(text)
    ? ok()
    : fail('invitation_code_invalid');
}

/**
 * spec 5: the verification code is required; digits only, `length` of them when given, else as
 * long as a code the server issues (from `VERIFICATION_CODE_DIGITS` to `RESET_CODE_DIGITS`).
 * Params {min} {max} on failure.
 */
export function validateVerificationCode(
  value: unknown,
  length?: number,
): RuleResult<CodeFieldCode> {
  if (isBlank(value)) return fail('verification_code_required');
  const min = length ?? VERIFICATION_CODE_DIGITS;
  const max = length ?? RESET_CODE_DIGITS;
  const text = textOf(value);
  return text !== undefined && /^\d+$/.test(text) && text.length >= min && text.length <= max
    ? ok()
    : fail('verification_code_invalid', { min, max });
}
