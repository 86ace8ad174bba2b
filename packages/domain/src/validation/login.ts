import { fail, ok, type RuleResult } from '../result';
import { isBlank } from './text';

/** Codes of the sign-in rules (namespace `validation`). */
export const loginCodes = ['username_required'] as const;
export type LoginCode = (typeof loginCodes)[number];

/** spec 8 'Username required': sign-in checks presence only (whitespace alone is not a name). */
export function validateUsername(value: unknown): RuleResult<LoginCode> {
  return isBlank(value) ? fail('username_required') : ok();
}
