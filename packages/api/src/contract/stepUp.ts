// The step-up proof of sensitive actions, the actions it guards, and the second-factor fields, shared by
// the auth contract (change_pwd, the login's MFA step) and the security contract.
import {
  array,
  enum as zEnum,
  int,
  literal,
  object,
  record,
  unknown,
  type infer as Infer,
} from 'zod';
import { wireSchema } from './wireSchema';
import { text } from './text';

/** A six-digit authenticator code. */
export const totpCodeField = () => text({ max: 16, trim: true }).regex(/^\d{6}$/);
/** A backup code as shown (`abcde-12345`, any case, the dash optional). */
export const BACKUP_CODE_PATTERN = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
/** An authenticator code or a backup code. */
export const secondFactorCodeField = () =>
  text({ max: 16, trim: true }).regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/);

/**
 * What a sensitive action must prove, as the overview tells it:
 * - `mfa`: the second factor is on: an authenticator code, a backup code or a passkey;
 * - `pin`: no second factor, a PIN is set: the PIN;
 * - `none`: neither is set: the password where the session alone must not do (a factor added,
 *   replaced or removed; money to a new destination), nothing more elsewhere.
 */
export const stepUpKinds = ['mfa', 'pin', 'none'] as const;
export type StepUpKind = (typeof stepUpKinds)[number];

/**
 * The proof a step-up asks for: the second factor, the PIN or the password. A 403
 * STEP_UP_REQUIRED names it in its field error (`step_up_<proof>_required`).
 */
export const stepUpProofKinds = ['mfa', 'pin', 'password'] as const;
export type StepUpProofKind = (typeof stepUpProofKinds)[number];
/** The proof a step-up of `kind` asks for (the password where nothing stronger is set). */
export const stepUpProofKindOf = (kind: StepUpKind): StepUpProofKind =>
  kind === 'none' ? 'password' : kind;

/**
 * What the step-up guards (a route declares it: `stepUp` in route.ts):
 * - `factor_change`: a factor added, replaced or removed (PIN, authenticator, passkey, backup
 *   codes): whoever holds only the session must not make a factor of their own;
 * - `money_destination`: a new place for money to go (a bank account, a withdrawal to it);
 * - `password_change`: the change itself checks the current password, which is all a client
 *   with neither a second factor nor a PIN has;
 * - `trade_unlock`: the trading unlock of a session (spec 5 PIN, or the second factor when it is
 *   on): its orders then need no proof each, like a broker's trade password.
 */
export const stepUpActions = [
  'factor_change',
  'money_destination',
  'password_change',
  'trade_unlock',
] as const;
export type StepUpAction = (typeof stepUpActions)[number];

const base64url = (max: number) => text({ max }).regex(/^[A-Za-z0-9_-]*={0,2}$/);
const extensionResults = () => record(text({ max: 64 }), unknown());

/** The browser's answer to a registration ceremony (@simplewebauthn/browser `startRegistration`). */
export const passkeyRegistrationResponseSchema = wireSchema(() =>
  object({
    id: base64url(1024),
    rawId: base64url(1024),
    type: literal('public-key'),
    authenticatorAttachment: zEnum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensionResults(),
    response: object({
      clientDataJSON: base64url(8192),
      attestationObject: base64url(32768),
      authenticatorData: base64url(8192).optional(),
      transports: array(text({ max: 32 }))
        .max(16)
        .optional(),
      publicKeyAlgorithm: int().optional(),
      publicKey: base64url(8192).optional(),
    }),
  }),
);
export type PasskeyRegistrationResponse = Infer<typeof passkeyRegistrationResponseSchema>;

/** The browser's answer to an authentication ceremony (`startAuthentication`). */
export const passkeyAuthenticationResponseSchema = wireSchema(() =>
  object({
    id: base64url(1024),
    rawId: base64url(1024),
    type: literal('public-key'),
    authenticatorAttachment: zEnum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: extensionResults(),
    response: object({
      clientDataJSON: base64url(8192),
      authenticatorData: base64url(8192),
      signature: base64url(2048),
      userHandle: base64url(1024).optional(),
    }),
  }),
);
export type PasskeyAuthenticationResponse = Infer<typeof passkeyAuthenticationResponseSchema>;

/**
 * The proof of a sensitive action: with the second factor on, `code` (an
 * authenticator or backup code) or `passkey` (an assertion to the options of
 * POST /user/v1/security/step-up/passkey/options); otherwise `pin`; with neither, `password`
 * (what POST /client/app/v1/pwd_verify checks).
 */
export const stepUpProofSchema = wireSchema(() =>
  object({
    code: secondFactorCodeField().optional(),
    pin: text({ max: 16 }).optional(),
    passkey: passkeyAuthenticationResponseSchema.optional(),
    password: text({ max: 128 }).optional(),
  }),
);
export type StepUpProof = Infer<typeof stepUpProofSchema>;

/**
 * The body of a call that adds, replaces or removes a factor (the step-up; optional so that a
 * call without it, or without a body, is answered 403 STEP_UP_REQUIRED naming the proof, not 400).
 */
export const factorChangeRequestSchema = wireSchema(() =>
  object({ step_up: stepUpProofSchema.optional() }).nullish(),
);
export type FactorChangeRequest = Infer<typeof factorChangeRequestSchema>;
