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
 * Open in the spec (the verification code format): digits only, 4 to 8 of them (SMS codes are
 * 4-8 digits, authenticator codes 6). A screen that knows the exact length passes it.
 */
export const VERIFICATION_CODE_DIGITS = { min: 4, max: 8 } as const;

/** spec 5: the invitation code is required; it must look like one (see the pattern). */
export function validateInvitationCode(value: unknown): RuleResult<CodeFieldCode> {
  if (isBlank(value)) return fail('invitation_code_required');
  const text = textOf(value);
  return text !== undefined && INVITATION_CODE_PATTERN.test(text)
    ? ok()
    : fail('invitation_code_invalid');
}

/**
 * spec 5: the verification code is required; digits only, `length` of them when given, else
 * within `VERIFICATION_CODE_DIGITS`. Params {min} {max} on failure.
 */
export function validateVerificationCode(
  value: unknown,
  length?: number,
): RuleResult<CodeFieldCode> {
  if (isBlank(value)) return fail('verification_code_required');
  const min = length ?? VERIFICATION_CODE_DIGITS.min;
  const max = length ?? VERIFICATION_CODE_DIGITS.max;
  const text = textOf(value);
  return text !== undefined && /^\d+$/.test(text) && text.length >= min && text.length <= max
    ? ok()
    : fail('verification_code_invalid', { min, max });
}
