// Area security (the security centre of /profile/security): two-step verification
// (TOTP with backup codes), passkeys (WebAuthn) as a second factor, devices, sessions, the
// sign-in history, and the step-up proof that sensitive actions ask for. Routes and schemas.
import {
  passkeySchema,
  securityDeviceSchema,
  securitySessionSchema,
  signInEventSchema,
  totpEnrolmentSchema,
  type TotpEnrolment,
} from '@invest/domain';
import {
  array,
  boolean,
  enum as zEnum,
  int,
  literal,
  object,
  string,
  unknown,
  type infer as Infer,
} from 'zod';
import { idField, passwordField } from './fields';
import { pagedSchema, pageQueryShape } from './money';

// the area's entities are the domain's (one definition each); named here too for the area's users
export {
  factorChanges,
  passkeySchema,
  placeSchema,
  securityDeviceSchema,
  securitySessionSchema,
  signInEventSchema,
  signInMethods,
  type FactorChange,
  type Passkey,
  type Place,
  type SecurityDevice,
  type SecuritySession,
  type SignInEvent,
} from '@invest/domain';
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
import { wireSchema } from './wireSchema';
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
/** A passkey's name (the client chooses it; the server suggests one from the user agent). */
export const PASSKEY_NAME_MAX = 64;

/**
 * WebAuthn options as @simplewebauthn/server made them (`PublicKeyCredentialCreationOptionsJSON`
 * or `...RequestOptionsJSON`): passed unchanged to the browser library.
 */
export const webAuthnOptionsSchema = wireSchema(() =>
  object({ challenge: string() }).catchall(unknown()),
);
export type WebAuthnOptions = Infer<typeof webAuthnOptionsSchema>;

/** GET /user/v1/security: the state of the security centre. */
export const securityOverviewSchema = wireSchema(() =>
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
export const totpEnrolResponseSchema = totpEnrolmentSchema;
export type TotpEnrolResponse = TotpEnrolment;

export const totpConfirmRequestSchema = wireSchema(() => object({ code: totpCodeField() }));
/**
 * Two-step verification is on: the ten backup codes, shown once, and the tokens of the session
 * that replaces the calling one (binding a factor starts a new session).
 */
export const totpConfirmResponseSchema = wireSchema(() =>
  object({ backup_codes: array(string()), tokens: tokensSchema }),
);
export type TotpConfirmResponse = Infer<typeof totpConfirmResponseSchema>;

/** Turning two-step verification off: the password and a current code (or a backup code). */
export const totpDisableRequestSchema = wireSchema(() =>
  object({ password: passwordField(), code: secondFactorCodeField() }),
);

export const stepUpRequestSchema = wireSchema(() => object({ step_up: stepUpProofSchema }));
export const backupCodesResponseSchema = wireSchema(() =>
  object({ backup_codes: array(string()) }),
);

export const passkeyRegisterRequestSchema = wireSchema(() =>
  object({
    /** The passkey's name; the server names it from the browser and OS when absent. */
    name: text({ max: PASSKEY_NAME_MAX, trim: true }).optional(),
    response: passkeyRegistrationResponseSchema,
  }),
);
export const passkeyRenameRequestSchema = wireSchema(() =>
  object({ name: text({ max: PASSKEY_NAME_MAX, min: 1, trim: true }) }),
);
export const idParamsSchema = wireSchema(() => object({ id: idField() }));

export const mfaMethodsSchema = wireSchema(() =>
  object({ methods: array(zEnum(['totp', 'backup_code', 'passkey'])) }),
);
export type MfaMethods = Infer<typeof mfaMethodsSchema>;

export const passkeyLoginRequestSchema = wireSchema(() =>
  object({ response: passkeyAuthenticationResponseSchema }),
);

export const passkeyListSchema = wireSchema(() => array(passkeySchema));
/**
 * GET devices: the live devices a page at a time, newest first (by last use; the id breaks a
 * tie), so a long list neither grows the page without end nor shifts between pages.
 */
export const deviceListSchema = wireSchema(() => pagedSchema(securityDeviceSchema));
export type DeviceList = Infer<typeof deviceListSchema>;
/** The device list's page (from 1) and size (DEFAULT_PAGE_SIZE, at most MAX_PAGE_SIZE). */
export const deviceListQuerySchema = wireSchema(() => object({ ...pageQueryShape() }));
export type DeviceListQuery = Infer<typeof deviceListQuerySchema>;
export const sessionListSchema = wireSchema(() => array(securitySessionSchema));
export const signInHistorySchema = wireSchema(() => array(signInEventSchema));
export const countSchema = wireSchema(() => object({ count: int() }));
const ok = wireSchema(() => object({ ok: literal(true) }));

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
  deviceList: { query: deviceListQuerySchema, response: deviceListSchema },
  deviceForget: { params: idParamsSchema, response: countSchema },
  sessionList: { response: sessionListSchema },
  sessionEnd: { params: idParamsSchema, response: ok },
  sessionEndOthers: { response: countSchema },
  signInHistory: { response: signInHistorySchema },
} as const;
