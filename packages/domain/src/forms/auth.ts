// One validator per form of the sign-in family (spec 2/5/8). Each takes the form's values under
// the wire's field names and answers the request body to send, or every field problem: the view
// runs it before submitting and the server runs it on the request.
import { validateVerificationCode } from '../validation/codes';
import { validateInvitationCode } from '../validation/codes';
import { validateUsername } from '../validation/login';
import {
  validatePassword,
  validatePasswordConfirmation,
  validatePasswordChange,
} from '../validation/password';
import { formResult, textField, type FormResult } from './formResult';
import { phoneRule, phoneValue, type PhoneFormContext } from './phoneFields';

/** Open in the spec (the additional verification): a TOTP code (RFC 6238) has 6 digits. */
export const MFA_CODE_LENGTH = 6;

/** POST /auth/app/v1/login. */
export interface LoginForm {
  username: string;
  password: string;
  /** 'Remember me': a longer refresh-token lifetime. */
  remember?: boolean;
}

/**
 * spec 8 Login: 'Username required', 'Password required'. Sign-in checks presence only (the
 * length rule of spec 5 is for new passwords, and an older password must still sign in).
 */
export function validateLogin(
  values: Partial<Record<keyof LoginForm, unknown>>,
): FormResult<LoginForm> {
  const password = textField(values.password);
  return formResult(
    [
      ['username', validateUsername(values.username)],
      ['password', password === '' ? { ok: false, code: 'password_required' } : { ok: true }],
    ],
    () => ({
      username: textField(values.username).trim(),
      password,
      ...(typeof values.remember === 'boolean' ? { remember: values.remember } : {}),
    }),
  );
}

/** POST /user/v1/mfa/bind/verify: the additional verification step. */
export interface MfaForm {
  code: string;
}

/** spec 2/8: the verification code has exactly `MFA_CODE_LENGTH` digits. */
export function validateMfa(values: { code?: unknown }): FormResult<MfaForm> {
  return formResult([['code', validateVerificationCode(values.code, MFA_CODE_LENGTH)]], () => ({
    code: textField(values.code).trim(),
  }));
}

/** POST /auth/app/v1/register. */
export interface RegisterForm {
  /** The dialling code's digits ('91'). */
  country_code: string;
  mobile: string;
  password: string;
  confirm_password: string;
  invitation_code: string;
}

/**
 * spec 5 Registration: a valid mobile number under a served country code, a password of at
 * least 6 characters, its matching confirmation and an invitation code that looks like one.
 */
export function validateRegister(
  values: Partial<Record<keyof RegisterForm, unknown>>,
  context: PhoneFormContext = {},
): FormResult<RegisterForm> {
  return formResult(
    [
      phoneRule(values, context),
      ['password', validatePassword(values.password)],
      ['confirm_password', validatePasswordConfirmation(values.password, values.confirm_password)],
      ['invitation_code', validateInvitationCode(values.invitation_code)],
    ],
    () => ({
      ...phoneValue(values),
      password: textField(values.password),
      confirm_password: textField(values.confirm_password),
      invitation_code: textField(values.invitation_code).trim(),
    }),
  );
}

/** POST /auth/app/v1/reset_pwd. */
export interface ResetPasswordForm {
  country_code: string;
  mobile: string;
  /** The reset code the client's advisor issued. */
  code: string;
  password: string;
  confirm_password: string;
}

/**
 * spec 2/5 Forgot password: the mobile number, the advisor's reset code (`validateVerificationCode`), the new
 * password (at least 6 characters) and its matching confirmation.
 */
export function validateResetPassword(
  values: Partial<Record<keyof ResetPasswordForm, unknown>>,
  context: PhoneFormContext = {},
): FormResult<ResetPasswordForm> {
  return formResult(
    [
      phoneRule(values, context),
      ['code', validateVerificationCode(values.code)],
      ['password', validatePassword(values.password, 'new_password_required')],
      ['confirm_password', validatePasswordConfirmation(values.password, values.confirm_password)],
    ],
    () => ({
      ...phoneValue(values),
      code: textField(values.code).trim(),
      password: textField(values.password),
      confirm_password: textField(values.confirm_password),
    }),
  );
}

/** POST /auth/app/v1/change_pwd. */
export interface ChangePasswordForm {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * spec 4/5 Change password: the current password is required (it is checked by the server), the
 * new one follows the password rules and the confirmation matches it.
 */
export function validateChangePassword(
  values: Partial<Record<keyof ChangePasswordForm, unknown>>,
): FormResult<ChangePasswordForm> {
  const change = validatePasswordChange({
    current: values.old_password,
    next: values.new_password,
    confirm: values.confirm_password,
  });
  return formResult(
    [
      [
        'old_password',
        !change.ok && change.code === 'current_password_required' ? change : { ok: true },
      ],
      ['new_password', validatePassword(values.new_password, 'new_password_required')],
      [
        'confirm_password',
        validatePasswordConfirmation(values.new_password, values.confirm_password),
      ],
    ],
    () => ({
      old_password: textField(values.old_password),
      new_password: textField(values.new_password),
      confirm_password: textField(values.confirm_password),
    }),
  );
}
