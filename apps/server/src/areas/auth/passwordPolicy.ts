// What a new password must not be, beyond the form's rules (spec 5: required, 6 characters or
// more, which the form states and the domain validators check on both sides): one of the most
// common passwords, one character repeated, or the client's own username or mobile number (NIST
// SP 800-63B 5.1.1.2: compare against lists of commonly used passwords and context-specific
// words). Checked on the server only: the list stays out of the browser bundle; the form shows
// the 400's field error like any other (a `validation` code).
import type { PasswordCode } from '@invest/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { FieldError } from '../../platform/errors';

/**
 * The common-password list of zxcvbn-ts (MIT): about 49,000 passwords ranked by frequency in
 * leaked password sets, lower case. The package is pinned to an exact version (package.json).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** How many passwords the list holds (the policy asks for at least the 10,000 most common). */
export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;

/** The codes of these checks (the domain's password codes, namespace `validation`). */
export type PasswordPolicyCode = Extract<
  PasswordCode,
  'password_too_common' | 'password_matches_account'
>;

/** Who the password is for: what it must not equal (any case). */
export interface PasswordOwner {
  username?: string | undefined;
  /** Dialling code without '+' ('1'), and the national digits. */
  countryCode?: string | undefined;
  mobile?: string | undefined;
}

const folded = (text: string) => text.normalize('NFKC').toLowerCase();

/** The ways a client may write their own mobile number: digits, with the dialling code, '+'. */
function mobileForms(owner: PasswordOwner): string[] {
  const { mobile, countryCode } = owner;
  if (mobile === undefined || mobile === '') return [];
  const code = (countryCode ?? '').replace(/^\+/, '');
  return code === '' ? [mobile] : [mobile, `${code}${mobile}`, `+${code}${mobile}`];
}

/** The policy's verdict on `password`: undefined when it may be used. */
export function passwordPolicyCode(
  password: string,
  owner: PasswordOwner = {},
): PasswordPolicyCode | undefined {
  const text = folded(password);
  const own = [owner.username ?? '', ...mobileForms(owner)].filter((word) => word !== '');
  if (own.some((word) => folded(word) === text)) return 'password_matches_account';
  // 'aaaaaa', '111111': one character, repeated (the list keeps only the commonest of these)
  if (COMMON_PASSWORDS.has(text) || /^(.)\1*$/u.test(text)) return 'password_too_common';
  return undefined;
}

/** The field error of `path` when `password` breaks the policy (for `assertNoFieldErrors`). */
export function passwordPolicyErrors(
  path: string,
  password: string,
  owner: PasswordOwner = {},
): FieldError[] {
  const code = passwordPolicyCode(password, owner);
  return code === undefined ? [] : [{ path, message: code }];
}
