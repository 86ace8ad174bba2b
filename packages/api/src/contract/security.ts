// Area security (the security centre of /profile/security): two-step verification
// (TOTP with backup codes), passkeys (WebAuthn) as a second factor, devices, sessions, the
// sign-in history, and the step-up proof that sensitive actions ask for. Routes and schemas.
import { utcDateTimeSchema } from '@invest/domain';
import {
  array,
  boolean,
  enum as zEnum,
  int,
  literal,
  nullable,
  object,
  string,
  unknown,
  type infer as Infer,
} from 'zod';
import { idField, passwordField } from './fields';
import { tokensSchema } from './auth';
import {
  factorChangeRequestSchema,
  passkeyAuthenticationResponseSchema,
  passkeyRegistrationResponseSchema,
  secondFactorCodeField,
  stepUpKinds,
  stepUpProofSchema,
  totpCodeField,
} from './stepUp';
import { schema } from './pure';
import { def, type RouteDef } from './route';
import { text } from './text';

export const securityRoutes = {
  securityOverview: def({ method: 'GET', path: '/user/v1/security', auth: 'user' }),
  totpEnrol: def({
    method: 'POST',
    path: '/user/v1/security/totp/enrol',
    auth: 'user',
    stepUp: 'factor_change',
  }),
  totpConfirm: def({ method: 'POST', path: '/user/v1/security/totp/confirm', auth: 'user' }),
  totpDisable: def({ method: 'POST', path: '/user/v1/security/totp/disable', auth: 'user' }),
  backupCodesRegenerate: def({
    method: 'POST',
    path: '/user/v1/security/backup-codes',
    auth: 'user',
    stepUp: 'factor_change',
  }),
  stepUpPasskeyOptions: def({
    method: 'POST',
    path: '/user/v1/security/step-up/passkey/options',
    auth: 'user',
  }),
  passkeyList: def({ method: 'GET', path: '/user/v1/security/passkeys', auth: 'user' }),
  passkeyRegisterOptions: def({
    method: 'POST',
    path: '/user/v1/security/passkeys/register/options',
    auth: 'user',
    stepUp: 'factor_change',
  }),
  passkeyRegister: def({
    method: 'POST',
    path: '/user/v1/security/passkeys/register',
    auth: 'user',
  }),
  passkeyRename: def({ method: 'POST', path: '/user/v1/security/passkeys/:id', auth: 'user' }),
  passkeyDelete: def({
    method: 'DELETE',
    path: '/user/v1/security/passkeys/:id',
    auth: 'user',
    stepUp: 'factor_change',
  }),
  /** The second factors a pending login may use (called with the pending-MFA token). */
  mfaMethods: def({ method: 'GET', path: '/user/v1/security/mfa/methods', auth: 'mfa' }),
  passkeyLoginOptions: def({
    method: 'POST',
    path: '/user/v1/security/passkeys/login/options',
    auth: 'mfa',
  }),
  passkeyLogin: def({ method: 'POST', path: '/user/v1/security/passkeys/login', auth: 'mfa' }),
  deviceList: def({ method: 'GET', path: '/user/v1/security/devices', auth: 'user' }),
  deviceForget: def({ method: 'DELETE', path: '/user/v1/security/devices/:id', auth: 'user' }),
  sessionList: def({ method: 'GET', path: '/user/v1/security/sessions', auth: 'user' }),
  sessionEnd: def({ method: 'DELETE', path: '/user/v1/security/sessions/:id', auth: 'user' }),
  sessionEndOthers: def({
    method: 'POST',
    path: '/user/v1/security/sessions/end-others',
    auth: 'user',
  }),
  signInHistory: def({ method: 'GET', path: '/user/v1/security/sign-ins', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

/** How many backup codes a confirmation or a regeneration answers. */
export const BACKUP_CODE_COUNT = 10;
/** The sign-in history's length. */
export const SIGN_IN_HISTORY_LIMIT = 50;
/** A passkey's name (the client chooses it; the server suggests one from the user agent). */
export const PASSKEY_NAME_MAX = 64;

/**
 * WebAuthn options as @simplewebauthn/server made them (`PublicKeyCredentialCreationOptionsJSON`
 * or `...RequestOptionsJSON`): passed unchanged to the browser library.
 */
export const webAuthnOptionsSchema = /* @__PURE__ */ schema(() =>
  object({ challenge: string() }).catchall(unknown()),
);
export type WebAuthnOptions = Infer<typeof webAuthnOptionsSchema>;

export const passkeySchema = /* @__PURE__ */ schema(() =>
  object({
    id: string(),
    name: string(),
    created_at: utcDateTimeSchema,
    last_used_at: nullable(utcDateTimeSchema),
    /** Synced across the owner's devices (a passkey provider) or bound to one authenticator. */
    backed_up: boolean(),
  }),
);
export type Passkey = Infer<typeof passkeySchema>;

/** GET /user/v1/security: the state of the security centre. */
export const securityOverviewSchema = /* @__PURE__ */ schema(() =>
  object({
    /** Two-step verification is on (an authenticator app is bound). */
    mfa_enabled: boolean(),
    /** The second factor: `totp` (with passkeys as more ways to give it), or `none`. */
    method: zEnum(['none', 'totp']),
    /** An enrolment was started and waits for its confirming code. */
    totp_pending: boolean(),
    backup_codes_left: int(),
    passkeys: array(passkeySchema),
    pin_set: boolean(),
    /** What a sensitive action asks for now. */
    step_up: zEnum(stepUpKinds),
  }),
);
export type SecurityOverview = Infer<typeof securityOverviewSchema>;

/** POST totp/enrol: the new secret, its otpauth URI and the QR code drawn from it. */
export const totpEnrolResponseSchema = /* @__PURE__ */ schema(() =>
  object({
    secret: string(),
    /** The view draws the QR code from it (no server-side picture). */
    otpauth_url: string(),
  }),
);
export type TotpEnrolResponse = Infer<typeof totpEnrolResponseSchema>;

export const totpConfirmRequestSchema = /* @__PURE__ */ schema(() =>
  object({ code: totpCodeField() }),
);
/**
 * Two-step verification is on: the ten backup codes, shown once, and the tokens of the session
 * that replaces the calling one (binding a factor starts a new session).
 */
export const totpConfirmResponseSchema = /* @__PURE__ */ schema(() =>
  object({ backup_codes: array(string()), tokens: tokensSchema }),
);
export type TotpConfirmResponse = Infer<typeof totpConfirmResponseSchema>;

/** Turning two-step verification off: the password and a current code (or a backup code). */
export const totpDisableRequestSchema = /* @__PURE__ */ schema(() =>
  object({ password: passwordField(), code: secondFactorCodeField() }),
);

export const stepUpRequestSchema = /* @__PURE__ */ schema(() =>
  object({ step_up: stepUpProofSchema }),
);
export const backupCodesResponseSchema = /* @__PURE__ */ schema(() =>
  object({ backup_codes: array(string()) }),
);

export const passkeyRegisterRequestSchema = /* @__PURE__ */ schema(() =>
  object({
    /** The passkey's name; the server names it from the browser and OS when absent. */
    name: text({ max: PASSKEY_NAME_MAX, trim: true }).optional(),
    response: passkeyRegistrationResponseSchema,
  }),
);
export const passkeyRenameRequestSchema = /* @__PURE__ */ schema(() =>
  object({ name: text({ max: PASSKEY_NAME_MAX, min: 1, trim: true }) }),
);
export const idParamsSchema = /* @__PURE__ */ schema(() => object({ id: idField() }));

export const mfaMethodsSchema = /* @__PURE__ */ schema(() =>
  object({ methods: array(zEnum(['totp', 'backup_code', 'passkey'])) }),
);
export type MfaMethods = Infer<typeof mfaMethodsSchema>;

export const passkeyLoginRequestSchema = /* @__PURE__ */ schema(() =>
  object({ response: passkeyAuthenticationResponseSchema }),
);

/**
 * An approximate place from the offline table (settings/geo.ts): never precise. `local`: a
 * private or loopback address (show "Local network"); otherwise `country_code` (ISO 3166, for
 * `Intl.DisplayNames`), the English `country` name and a `city` (may be empty).
 */
export const placeSchema = /* @__PURE__ */ schema(() =>
  object({ local: boolean(), country_code: string(), country: string(), city: string() }),
);

/** A device that signed in (its device token): browser and OS parsed from its user agent. */
export const securityDeviceSchema = /* @__PURE__ */ schema(() =>
  object({
    id: string(),
    browser: string(),
    os: string(),
    first_seen_at: utcDateTimeSchema,
    last_seen_at: utcDateTimeSchema,
    place: nullable(placeSchema),
    /** The device of the calling session. */
    current: boolean(),
  }),
);
export type SecurityDevice = Infer<typeof securityDeviceSchema>;

/** A live session (a refresh-token family). */
export const securitySessionSchema = /* @__PURE__ */ schema(() =>
  object({
    id: string(),
    browser: string(),
    os: string(),
    device_id: nullable(string()),
    created_at: utcDateTimeSchema,
    /** The last token refresh (or the sign-in). */
    last_active_at: utcDateTimeSchema,
    expires_at: utcDateTimeSchema,
    place: nullable(placeSchema),
    /** The calling session. */
    current: boolean(),
  }),
);
export type SecuritySession = Infer<typeof securitySessionSchema>;

export const signInMethods = ['password', 'totp', 'backup_code', 'passkey', 'pin'] as const;
/**
 * A factor added, replaced or removed: listed in the sign-in history and told in the message
 * centre (a stolen session must not change them unseen).
 */
export const factorChanges = [
  'totp_added',
  'totp_removed',
  'passkey_added',
  'passkey_removed',
  'pin_added',
  'pin_changed',
  'backup_codes_changed',
] as const;
export type FactorChange = (typeof factorChanges)[number];
/** One sign-in, failed attempt or factor change of the history. */
export const signInEventSchema = /* @__PURE__ */ schema(() =>
  object({
    id: string(),
    at: utcDateTimeSchema,
    /**
     * `failure`: a wrong password or a wrong second factor; `factor_change`: a factor added,
     * replaced or removed (`change` says which; the device is the session's that did it).
     */
    outcome: zEnum(['success', 'failure', 'factor_change']),
    /** How the sign-in was proved; for a factor change, the factor concerned. */
    method: zEnum(signInMethods),
    change: zEnum(factorChanges).optional(),
    browser: string(),
    os: string(),
    place: nullable(placeSchema),
    /** A sign-in from a device seen for the first time. */
    new_device: boolean(),
  }),
);
export type SignInEvent = Infer<typeof signInEventSchema>;

export const passkeyListSchema = /* @__PURE__ */ schema(() => array(passkeySchema));
export const deviceListSchema = /* @__PURE__ */ schema(() => array(securityDeviceSchema));
export const sessionListSchema = /* @__PURE__ */ schema(() => array(securitySessionSchema));
export const signInHistorySchema = /* @__PURE__ */ schema(() => array(signInEventSchema));
export const countSchema = /* @__PURE__ */ schema(() => object({ count: int() }));
const ok = /* @__PURE__ */ schema(() => object({ ok: literal(true) }));

export const securitySchemas = {
  securityOverview: { response: securityOverviewSchema },
  totpEnrol: { body: factorChangeRequestSchema, response: totpEnrolResponseSchema },
  totpConfirm: { body: totpConfirmRequestSchema, response: totpConfirmResponseSchema },
  totpDisable: { body: totpDisableRequestSchema, response: ok },
  backupCodesRegenerate: { body: stepUpRequestSchema, response: backupCodesResponseSchema },
  stepUpPasskeyOptions: { response: webAuthnOptionsSchema },
  passkeyList: { response: passkeyListSchema },
  passkeyRegisterOptions: { body: factorChangeRequestSchema, response: webAuthnOptionsSchema },
  passkeyRegister: { body: passkeyRegisterRequestSchema, response: passkeySchema },
  passkeyRename: {
    params: idParamsSchema,
    body: passkeyRenameRequestSchema,
    response: passkeySchema,
  },
  passkeyDelete: { params: idParamsSchema, body: factorChangeRequestSchema, response: ok },
  mfaMethods: { response: mfaMethodsSchema },
  passkeyLoginOptions: { response: webAuthnOptionsSchema },
  passkeyLogin: { body: passkeyLoginRequestSchema, response: tokensSchema },
  deviceList: { response: deviceListSchema },
  deviceForget: { params: idParamsSchema, response: countSchema },
  sessionList: { response: sessionListSchema },
  sessionEnd: { params: idParamsSchema, response: ok },
  sessionEndOthers: { response: countSchema },
  signInHistory: { response: signInHistorySchema },
} as const;
