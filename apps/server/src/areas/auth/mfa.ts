// TOTP multi-factor authentication (spec 4 'Auth status'): binding a new secret
// (POST /user/v1/mfa/bind or totp/enrol after the step-up of a factor change:
// startTotpEnrolment; confirmed by /user/v1/mfa/bind/verify with an access token, or
// totp/confirm) and the second step of a login (the same verify call with the pending-MFA
// token). RFC 6238: SHA1, 6 digits, 30 s, one step of clock drift either way.
import type {
  MfaBindResponse,
  Tokens,
  TotpConfirmResponse,
  TotpEnrolResponse,
} from '@invest/api/contract';
import { Secret } from 'otpauth';
import {
  checkCode,
  isBackupCode,
  issueBackupCodes,
  keepSessionOrigin,
  mfaAlreadyOn,
  mfaFailed,
  spendUserBackupCode,
  totp,
  trustDevice,
  noteFactorChange,
  noteFailedSignIn,
  noteSignIn,
  type SignInMethod,
  type SignInSource,
} from '../security';
import type { StepUp } from '../../platform/stepUp';
import { createSession, revokeSessions } from './sessions';
import {
  pendingTotpOfSession,
  promotePendingTotpSecret,
  setPendingTotpSecret,
  totpLabels,
  userTotpSecret,
} from './repo';
import type { MfaClaims } from '../../platform/auth/tokens';
import { isKeptWritesFailure } from '../../platform/unitOfWork';
import { validateMfa } from '@invest/domain';
import { AppError, formValue } from '../../platform/errors';
import type { Caller, ServiceDeps, TokenDeps } from '../../platform/serviceDeps';
import { rateLimitStatus, recordRateEvent } from '../../platform/rateLimit';

/** A pending MFA token that completed a login cannot complete another. */
const SPENT_TOKEN_SCOPE = { scope: 'mfa_token_spent', limit: 1, windowMs: 10 * 60_000 } as const;
const noPendingSession = () => AppError.noPendingSession();

/**
 * A new secret, kept pending until a code from it is verified. Binding again replaces the
 * pending secret. The caller checked that none is on and took the step-up.
 */
export async function startMfaBinding(deps: TokenDeps, caller: Caller): Promise<MfaBindResponse> {
  const user = await totpLabels(deps.db, caller);
  if (!user) throw AppError.unauthorized();
  const secret = new Secret({ size: 20 }).base32;
  await setPendingTotpSecret(deps.db, caller, secret);
  return { secret, otpauth_url: totp(secret, user.username, user.app_name || 'Invest').toString() };
}

/**
 * Verify with an access token: the code must come from the pending secret (made after the
 * step-up), which becomes the user's; the calling session is revoked ('mfa_bound') and a new one
 * answered. On already: 409 MFA_ALREADY_ON (a bound authenticator is never replaced here).
 */
export async function confirmMfaBinding(
  deps: TokenDeps,
  caller: Caller & { sessionId: string },
  code: string,
): Promise<Tokens> {
  // the MFA form's validator, as the view runs it
  const form = formValue(validateMfa({ code }));
  const row = await pendingTotpOfSession(deps.db, caller);
  if (!row) throw AppError.unauthorized();
  const bound = await userTotpSecret(deps.db, caller);
  if (bound && bound.totp_secret !== null) throw mfaAlreadyOn();
  const pending = row.totp_pending_secret;
  if (pending === null) throw mfaFailed();
  await checkCode(deps, caller, pending, form.code, true);
  // another bind call replaced the secret meanwhile
  if (!(await promotePendingTotpSecret(deps.db, caller, pending))) throw mfaFailed();
  await noteFactorChange(deps, caller, 'totp_added');
  await revokeSessions(deps, { sessionId: caller.sessionId }, 'mfa_bound');
  return createSession(deps, {
    tenantId: caller.tenantId,
    userId: caller.userId,
    remember: row.remember,
  });
}

// -- enrolment from the security centre (totp/enrol, totp/confirm; the older mfa/bind pair) -------

/** The user's bound secret, if any; 401 for a caller that no longer exists. */
async function boundSecret(deps: ServiceDeps, caller: Caller): Promise<string | null> {
  const user = await userTotpSecret(deps.db, caller);
  if (!user) throw AppError.unauthorized();
  return user.totp_secret;
}

/**
 * Two-step verification on: a new secret and its otpauth URI (POST totp/enrol and the older
 * POST /user/v1/mfa/bind). On already: 409 MFA_ALREADY_ON (an authenticator is replaced only by
 * turning it off, with the password and a code). Off: the step-up of a factor change (the PIN,
 * else the password), before any secret is made: the session alone never binds one.
 */
export async function startTotpEnrolment(
  deps: TokenDeps,
  owner: Caller,
  stepUp: StepUp<'factor_change'>,
): Promise<TotpEnrolResponse> {
  if ((await boundSecret(deps, owner)) !== null) throw mfaAlreadyOn();
  await stepUp(deps);
  // the view draws the QR code from otpauth_url (one source: QrCode in @invest/ui)
  return startMfaBinding(deps, owner);
}

/**
 * Confirms the enrolment with a code of the new secret: two-step verification is on, ten backup
 * codes are answered once, and the calling session is replaced by a new one that keeps its
 * device.
 */
export async function confirmTotpEnrolment(
  deps: TokenDeps,
  caller: Caller & { sessionId: string },
  code: string,
): Promise<TotpConfirmResponse> {
  if ((await boundSecret(deps, caller)) !== null) throw mfaAlreadyOn();
  const tokens = await confirmMfaBinding(deps, caller, code);
  await keepSessionOrigin(deps, caller.sessionId, tokens.refresh_token);
  const backupCodes = await issueBackupCodes(deps, caller);
  return { backup_codes: backupCodes, tokens };
}

/** How the second factor of a pending login is proved: a code, or another check (a passkey). */
export type MfaProof =
  | { code: string }
  | { method: SignInMethod; check: (deps: TokenDeps, caller: Caller) => Promise<void> };

/**
 * Verify with the pending-MFA token of a login: the code must come from the user's secret, or be
 * one of the user's unused backup codes (each once), or the proof another check (a
 * passkey); answers the tokens of a new session and the device token (devices.ts).
 * `tokenHash` (SHA-256 of the pending token) marks the token spent, so one password check opens
 * one session. Sign-ins and failures go to the history (security/signIns.ts).
 */
/**
 * Refuses a pending-login token that already completed its login, with the completion's own
 * answer (401 no pending session): a step before the completion (the passkey options) must not
 * start a ceremony on a spent token.
 */
export async function requireUnspentPendingLogin(deps: ServiceDeps, tokenHash: string) {
  if (!(await rateLimitStatus(deps, SPENT_TOKEN_SCOPE, tokenHash)).allowed) {
    throw noPendingSession();
  }
}

export async function completeMfaLogin(
  deps: TokenDeps,
  claims: MfaClaims,
  tokenHash: string,
  proof: MfaProof | string,
  device: { token?: string | undefined; userAgent?: string | undefined; address?: string } = {},
): Promise<{ tokens: Tokens; deviceToken: string }> {
  const given = typeof proof === 'string' ? { code: proof } : proof;
  // the MFA form's validator, as the view runs it (a backup code has its own shape)
  const code =
    'code' in given
      ? isBackupCode(given.code)
        ? given.code.trim()
        : formValue(validateMfa({ code: given.code })).code
      : undefined;
  const caller = { tenantId: claims.tid, userId: claims.sub };
  await requireUnspentPendingLogin(deps, tokenHash);
  const user = await userTotpSecret(deps.db, caller);
  if (!user) throw noPendingSession();
  if (user.totp_secret === null) throw mfaFailed();
  const source: SignInSource = {
    presentedDeviceToken: device.token,
    userAgent: device.userAgent,
    address: device.address,
  };
  const check = 'code' in given ? undefined : given;
  const method: SignInMethod = check
    ? check.method
    : isBackupCode(code ?? '')
      ? 'backup_code'
      : 'totp';
  try {
    if (check) await check.check(deps, caller);
    else if (method === 'backup_code') await spendUserBackupCode(deps, caller, code ?? '');
    else await checkCode(deps, caller, user.totp_secret, code ?? '');
  } catch (error) {
    // A wrong second factor is a failed attempt in the history
    if (isKeptWritesFailure(error)) await noteFailedSignIn(deps, caller, { ...source, method });
    throw error;
  }
  await recordRateEvent(deps, SPENT_TOKEN_SCOPE.scope, tokenHash);
  const tokens = await createSession(deps, { ...caller, remember: claims.remember });
  // The device that completed a sign-in is trusted from now on
  const trusted = await trustDevice(
    deps,
    caller,
    device.token,
    device.userAgent ?? '',
    device.address,
  );
  await noteSignIn(deps, caller, {
    ...source,
    refreshToken: tokens.refresh_token,
    deviceToken: trusted.token,
    knownDevice: trusted.known,
    method,
  });
  return { tokens, deviceToken: trusted.token };
}
