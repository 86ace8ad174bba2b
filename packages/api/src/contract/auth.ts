// Area auth (spec 4, 7): login with its MFA step, refresh, logout, registration, the codes and
// resets, password and PIN checks. Routes and schemas of the area.
import { authTokensSchema } from '@invest/domain';
import { boolean, enum as zEnum, int, literal, object, string, type infer as Infer } from 'zod';
import { countryCodeField, mobileField, passwordField } from './fields';
import { wireSchema } from './wireSchema';
import { factorChangeRequestSchema, stepUpProofSchema, totpCodeField } from './stepUp';
import { def, type RouteDef } from './route';
import { text } from './text';

export const authRoutes = {
  login: def({ method: 'POST', path: '/auth/app/v1/login', auth: 'public' }),
  logout: def({ method: 'POST', path: '/auth/app/v1/logout', auth: 'user' }),
  refresh: def({ method: 'POST', path: '/auth/app/v1/refresh', auth: 'refresh' }),
  mfaBind: def({
    method: 'POST',
    path: '/user/v1/mfa/bind',
    auth: 'user',
    stepUp: 'factor_change',
  }),
  mfaVerify: def({ method: 'POST', path: '/user/v1/mfa/bind/verify', auth: 'mfa' }),
  register: def({ method: 'POST', path: '/auth/app/v1/register', auth: 'public' }),
  sendCode: def({ method: 'POST', path: '/client/app/v1/code', auth: 'public' }),
  resetPassword: def({ method: 'POST', path: '/auth/app/v1/reset_pwd', auth: 'public' }),
  changePassword: def({
    method: 'POST',
    path: '/auth/app/v1/change_pwd',
    auth: 'user',
    stepUp: 'password_change',
  }),
  verifyPassword: def({ method: 'POST', path: '/client/app/v1/pwd_verify', auth: 'user' }),
  setPin: def({
    method: 'POST',
    path: '/client/app/v1/pin',
    auth: 'user',
    stepUp: 'factor_change',
  }),
  verifyPin: def({ method: 'POST', path: '/client/app/v1/pin/verify', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

// The form rules (required fields, code formats, password rules) are the domain's form validators
// (validateLogin, validateMfa, validateRegister, validateResetPassword, ...), which the server runs
// on the request: the contract keeps to shape and bounds, so a field error carries the form's code.
export const loginRequestSchema = wireSchema(() =>
  object({
    username: text({ max: 64, trim: true }),
    password: passwordField(),
    /** 'Remember me': a longer refresh-token lifetime. */
    remember: boolean().optional(),
    /**
     * An authenticator code, for a client with two-step verification whose new devices are
     * throttled by failed logins elsewhere (429): with the correct password it signs in at once.
     */
    code: totpCodeField().optional(),
  }),
);
export type LoginRequest = Infer<typeof loginRequestSchema>;

/** spec 3 Tokens (domain's), with their type and `expires_in`: seconds until the access token expires. */
export const tokensSchema = wireSchema(() =>
  authTokensSchema.extend({
    token_type: literal('Bearer'),
    expires_in: int(),
  }),
);
export type Tokens = Infer<typeof tokensSchema>;

/**
 * spec 7 login: tokens, or the MFA flag with a pending session. With `mfa: true` the answer
 * carries `mfa_token` (a short-lived Bearer token good only for POST /user/v1/mfa/bind/verify).
 */
export const loginResponseSchema = wireSchema(() =>
  tokensSchema.partial().extend({
    mfa: boolean(),
    mfa_token: string().optional(),
  }),
);
export type LoginResponse = Infer<typeof loginResponseSchema>;

export const mfaVerifyRequestSchema = wireSchema(() =>
  object({
    /** An authenticator code; at the login's MFA step also a backup code (each once). */
    code: text({ max: 16, trim: true }),
  }),
);
export type MfaVerifyRequest = Infer<typeof mfaVerifyRequestSchema>;

/** POST /user/v1/mfa/bind: a new TOTP secret to confirm with /user/v1/mfa/bind/verify. */
export const mfaBindResponseSchema = wireSchema(() =>
  object({ secret: string(), otpauth_url: string() }),
);
export type MfaBindResponse = Infer<typeof mfaBindResponseSchema>;

export const registerRequestSchema = wireSchema(() =>
  object({
    country_code: countryCodeField(),
    mobile: mobileField(),
    password: passwordField(),
    confirm_password: passwordField(),
    invitation_code: text({ max: 32, trim: true }),
    username: text({ max: 64 }).optional(),
  }),
);
export type RegisterRequest = Infer<typeof registerRequestSchema>;
export const registerResponseSchema = wireSchema(() =>
  object({ id: string(), username: string() }),
);
export type RegisterResponse = Infer<typeof registerResponseSchema>;

export const verificationPurposes = ['register', 'reset_pwd', 'change_mobile'] as const;
export const sendCodeRequestSchema = wireSchema(() =>
  object({
    country_code: countryCodeField(),
    mobile: mobileField(),
    purpose: zEnum(verificationPurposes),
  }),
);
export type SendCodeRequest = Infer<typeof sendCodeRequestSchema>;
/** `resend_after`: seconds before another code may be asked for. */
export const sendCodeResponseSchema = wireSchema(() =>
  object({ sent: boolean(), resend_after: int() }),
);

export const resetPasswordRequestSchema = wireSchema(() =>
  object({
    country_code: countryCodeField(),
    mobile: mobileField(),
    /** The reset code the client's advisor issued (back office). */
    code: text({ max: 32, trim: true }),
    password: passwordField(),
    confirm_password: passwordField(),
  }),
);
export type ResetPasswordRequest = Infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = wireSchema(() =>
  object({
    old_password: passwordField(),
    new_password: passwordField(),
    confirm_password: passwordField(),
    /** The step-up: the second factor when it is on, else the PIN when one is set. */
    step_up: stepUpProofSchema.optional(),
  }),
);
export type ChangePasswordRequest = Infer<typeof changePasswordRequestSchema>;

export const passwordVerifyRequestSchema = wireSchema(() => object({ password: passwordField() }));
export const verifiedResponseSchema = wireSchema(() => object({ verified: boolean() }));

export const setPinRequestSchema = wireSchema(() =>
  object({
    pin: text({ max: 16 }),
    confirm_pin: text({ max: 16 }).optional(),
    /** Required to replace an existing PIN. */
    current_pin: text({ max: 16 }).optional(),
    /**
     * A PIN is a factor: without a PIN, or with the second factor on, setting one asks for the
     * step-up (the second factor when on, else the password); the current PIN proves a change.
     */
    step_up: stepUpProofSchema.optional(),
  }),
);
export type SetPinRequest = Infer<typeof setPinRequestSchema>;
export const verifyPinRequestSchema = wireSchema(() => object({ pin: text({ max: 16 }) }));
export const okResponseSchema = wireSchema(() => object({ ok: literal(true) }));

export const authSchemas = {
  login: { body: loginRequestSchema, response: loginResponseSchema },
  logout: { response: okResponseSchema },
  refresh: { response: tokensSchema },
  mfaBind: { body: factorChangeRequestSchema, response: mfaBindResponseSchema },
  mfaVerify: { body: mfaVerifyRequestSchema, response: tokensSchema },
  register: { body: registerRequestSchema, response: registerResponseSchema },
  sendCode: { body: sendCodeRequestSchema, response: sendCodeResponseSchema },
  resetPassword: { body: resetPasswordRequestSchema, response: okResponseSchema },
  changePassword: { body: changePasswordRequestSchema, response: okResponseSchema },
  verifyPassword: { body: passwordVerifyRequestSchema, response: verifiedResponseSchema },
  setPin: { body: setPinRequestSchema, response: okResponseSchema },
  verifyPin: { body: verifyPinRequestSchema, response: verifiedResponseSchema },
} as const;
