// The security centre's rules: the overview, two-step verification on and off, backup
// codes, passkeys, devices and sessions. Every function runs on the handle it is given (`Db |
// Trx`); the routes and the back-office command open the unit of work.
import type {
  DeviceList,
  DeviceListQuery,
  MfaMethods,
  Passkey,
  SecurityOverview,
  SecuritySession,
  WebAuthnOptions,
  PasskeyRegistrationResponse,
} from '@invest/api/contract';
import { sha256 } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { postMessage } from '../messages';
import type { StepUp } from '../../platform/stepUp';
import { issueBackupCodes } from './backupCodes';
import {
  authenticationOptions,
  passkeyInvalid,
  registerPasskey,
  registrationOptions,
  toPasskey,
  type RelyingParty,
} from './passkeys';
import {
  backupCodesLeft,
  clearTotp,
  deleteBackupCodes,
  deletePasskey,
  deletePasskeys,
  describeSession,
  listPasskeys,
  liveDevicePage,
  liveSessions,
  passkeyById,
  renamePasskey,
  revokeDevice,
  revokeSession,
  revokeSessionsWhere,
  securityUser,
  sessionOfRefreshHash,
  sessionOrigin,
} from './repo';
import { noteFactorChange, placeOf } from './signIns';
import { checkPassword, checkSecondFactorCode, stepUpKindOf } from './stepUp';
import { DEVICE_TOKEN_TTL_MS } from './devices';
import { mfaAlreadyOn } from './totp';
import { describeUserAgent } from '../../platform/userAgent';

export { requireStepUp } from './stepUp';
export { signInHistory } from './signIns';

/** The signed-in caller with the session of the call. */
export type SessionCaller = Caller & { sessionId: string };

export { mfaAlreadyOn };
export const mfaNotOn = () => new AppError('MFA_NOT_ON', 409, 'Two-step verification is off.');

async function loadUser(deps: ServiceDeps, owner: Caller) {
  const user = await securityUser(deps.db, owner);
  if (!user) throw AppError.unauthorized();
  return user;
}

/** GET /user/v1/security. */
export async function securityOverview(
  deps: ServiceDeps,
  owner: Caller,
): Promise<SecurityOverview> {
  const user = await loadUser(deps, owner);
  const on = user.totp_secret !== null;
  return {
    mfa_enabled: on,
    method: on ? 'totp' : 'none',
    totp_pending: user.totp_pending_secret !== null,
    backup_codes_left: on ? await backupCodesLeft(deps.db, owner) : 0,
    passkeys: (await listPasskeys(deps.db, owner)).map(toPasskey),
    pin_set: user.pin_hash !== null,
    step_up: stepUpKindOf(user),
  };
}

// -- two-step verification ----------------------------------------------------------------------

/**
 * The session that replaces `replaced` (a TOTP binding revokes the calling session and answers a
 * new one, auth/mfa.ts) keeps its device, user agent and address in the session list.
 */
export async function keepSessionOrigin(
  deps: ServiceDeps,
  replaced: string,
  refreshToken: string,
): Promise<void> {
  const origin = await sessionOrigin(deps.db, replaced);
  const session = await sessionOfRefreshHash(deps.db, sha256(refreshToken));
  if (session !== undefined && origin) {
    await describeSession(deps.db, session, {
      deviceId: origin.device_id,
      userAgent: origin.user_agent,
      ip: origin.ip,
    });
  }
}

/** Turns two-step verification off: the password and a current code (or a backup code). */
export async function disableTotp(
  deps: ServiceDeps,
  owner: SessionCaller,
  input: { password: string; code: string },
): Promise<void> {
  const user = await loadUser(deps, owner);
  if (user.totp_secret === null) throw mfaNotOn();
  await checkPassword(deps, owner, user.password_hash, input.password);
  // the second factor itself is the step-up here: turning it off asks for a code of it
  await checkSecondFactorCode(deps, owner, user.totp_secret, input.code);
  await clearTotp(deps.db, owner);
  await deleteBackupCodes(deps.db, owner);
  // passkeys are a second factor alongside the authenticator: they go with it
  await deletePasskeys(deps.db, owner);
  await noteFactorChange(deps, owner, 'totp_removed');
}

/** Ten new backup codes (the old ones stop working), after the step-up. */
export async function regenerateBackupCodes(
  deps: ServiceDeps,
  owner: SessionCaller,
  stepUp: StepUp<'factor_change'>,
): Promise<string[]> {
  const user = await loadUser(deps, owner);
  if (user.totp_secret === null) throw mfaNotOn();
  await stepUp(deps);
  const codes = await issueBackupCodes(deps, owner);
  await noteFactorChange(deps, owner, 'backup_codes_changed');
  return codes;
}

// -- passkeys -----------------------------------------------------------------------------------

/** Passkeys add ways to give the second factor: two-step verification must be on. */
async function requireMfaOn(deps: ServiceDeps, owner: Caller) {
  const user = await loadUser(deps, owner);
  if (user.totp_secret === null) throw mfaNotOn();
  return user;
}

/**
 * The options of a registration, after the step-up of a factor change (the second factor): the
 * registration answers only a challenge made here, so the session alone never adds a passkey.
 */
export async function passkeyRegistrationOptions(
  deps: ServiceDeps,
  owner: Caller,
  rp: RelyingParty,
  stepUp: StepUp<'factor_change'>,
): Promise<WebAuthnOptions> {
  const user = await requireMfaOn(deps, owner);
  await stepUp(deps);
  const named = { ...rp, name: user.app_name || rp.name };
  return registrationOptions(deps, owner, named, { username: user.username });
}

export async function addPasskey(
  deps: ServiceDeps,
  owner: SessionCaller,
  rp: RelyingParty,
  input: { name?: string | undefined; response: PasskeyRegistrationResponse; userAgent: string },
): Promise<Passkey> {
  await requireMfaOn(deps, owner);
  const device = describeUserAgent(input.userAgent);
  const suggested = [device.browser, device.os].filter((s) => s !== '').join(', ');
  const name = input.name?.trim() || suggested || 'Passkey';
  const passkey = await registerPasskey(deps, owner, rp, { name, response: input.response });
  await noteFactorChange(deps, owner, 'passkey_added');
  return passkey;
}

export async function passkeys(deps: ServiceDeps, owner: Caller): Promise<Passkey[]> {
  return (await listPasskeys(deps.db, owner)).map(toPasskey);
}

export async function renameUserPasskey(
  deps: ServiceDeps,
  owner: Caller,
  id: string,
  name: string,
): Promise<Passkey> {
  if (!(await renamePasskey(deps.db, owner, id, name.trim()))) throw AppError.notFound();
  const row = await passkeyById(deps.db, owner, id);
  if (!row) throw AppError.notFound();
  return toPasskey(row);
}

/** Removes a passkey after the step-up of a factor change. 404 if not one's own. */
export async function removePasskey(
  deps: ServiceDeps,
  owner: SessionCaller,
  id: string,
  stepUp: StepUp<'factor_change'>,
) {
  await stepUp(deps);
  if (!(await deletePasskey(deps.db, owner, id))) throw AppError.notFound();
  await noteFactorChange(deps, owner, 'passkey_removed');
}

/** The options of a passkey step-up (its assertion goes in `step_up.passkey`). */
export async function stepUpPasskeyOptions(
  deps: ServiceDeps,
  owner: Caller,
  rp: RelyingParty,
): Promise<WebAuthnOptions> {
  await requireMfaOn(deps, owner);
  return authenticationOptions(deps, owner, rp, 'step_up');
}

/** The second factors a login of this user may use. */
export async function mfaMethods(deps: ServiceDeps, owner: Caller): Promise<MfaMethods> {
  const user = await loadUser(deps, owner);
  if (user.totp_secret === null) return { methods: [] };
  const keys = await listPasskeys(deps.db, owner);
  return { methods: ['totp', 'backup_code', ...(keys.length > 0 ? (['passkey'] as const) : [])] };
}

/** The options of the login's passkey step (a pending login). */
export async function passkeyLoginOptions(
  deps: ServiceDeps,
  owner: Caller,
  rp: RelyingParty,
): Promise<WebAuthnOptions> {
  await requireMfaOn(deps, owner);
  return authenticationOptions(deps, owner, rp, 'login').catch((error: unknown) => {
    throw error instanceof AppError ? error : passkeyInvalid();
  });
}

// -- devices and sessions -----------------------------------------------------------------------

/** The signed-in devices a page at a time, newest first, "this device" marked. */
export async function devices(
  deps: ServiceDeps,
  caller: SessionCaller,
  query: DeviceListQuery = {},
): Promise<DeviceList> {
  const since = new Date(deps.clock().getTime() - DEVICE_TOKEN_TTL_MS);
  const current = (await sessionOrigin(deps.db, caller.sessionId))?.device_id ?? null;
  const { page, size, offset } = pageOf(query);
  const { rows, total } = await liveDevicePage(deps.db, caller, since, { offset, size });
  return {
    list: rows.map((row) => ({
      id: row.id,
      ...describeUserAgent(row.user_agent),
      first_seen_at: row.first_seen_at.toISOString(),
      last_seen_at: row.last_seen_at.toISOString(),
      place: placeOf(row.last_ip),
      current: row.id === current,
    })),
    total,
    page,
    size,
  };
}

/** Forgets a device (its token stops being trusted) and ends its sessions. 404 if not one's own. */
export async function forgetDevice(
  deps: ServiceDeps,
  owner: Caller,
  id: string,
): Promise<{ count: number }> {
  const now = deps.clock();
  if (!(await revokeDevice(deps.db, owner, id, now))) throw AppError.notFound();
  const count = await revokeSessionsWhere(
    deps.db,
    owner,
    { deviceId: id },
    'device_forgotten',
    now,
  );
  return { count };
}

/** The live sessions, the calling one marked. */
export async function sessions(
  deps: ServiceDeps,
  caller: SessionCaller,
): Promise<SecuritySession[]> {
  const rows = await liveSessions(deps.db, caller, deps.clock());
  return rows.map((row) => {
    const refreshed = row.last_refresh_at === null ? undefined : new Date(row.last_refresh_at);
    const last =
      refreshed && refreshed.getTime() > row.created_at.getTime() ? refreshed : row.created_at;
    return {
      id: row.id,
      ...describeUserAgent(row.user_agent),
      device_id: row.device_id,
      created_at: row.created_at.toISOString(),
      last_active_at: last.toISOString(),
      expires_at: row.expires_at.toISOString(),
      place: placeOf(row.ip),
      current: row.id === caller.sessionId,
    };
  });
}

/**
 * Ends one of the caller's sessions: its refresh family is revoked at once and its access token
 * stops working (the route layer checks the session on every call). 404 if not one's own.
 */
export async function endSession(deps: ServiceDeps, owner: Caller, id: string): Promise<void> {
  if (!(await revokeSession(deps.db, owner, id, 'ended_by_user', deps.clock()))) {
    throw AppError.notFound();
  }
}

/** "Sign out everywhere else": every session but the calling one. */
export async function endOtherSessions(
  deps: ServiceDeps,
  caller: SessionCaller,
): Promise<{ count: number }> {
  const count = await revokeSessionsWhere(
    deps.db,
    caller,
    { keep: caller.sessionId },
    'ended_by_user',
    deps.clock(),
  );
  return { count };
}

// -- back office --------------------------------------------------------------------------------

/**
 * `security:reset-mfa`: turns a client's second factor off (authenticator, backup codes,
 * passkeys) when they lost it, with the reason told to the client in the message centre.
 */
export async function resetMfa(
  deps: ServiceDeps,
  input: { tenantId: string; userId: string; reason: string },
): Promise<{ removedPasskeys: number }> {
  const reason = input.reason.trim();
  if (reason === '') throw AppError.field('reason', 'A reason is required.');
  const owner = { tenantId: input.tenantId, userId: input.userId };
  if ((await clearTotp(deps.db, owner)) === 0) throw AppError.notFound('Unknown client.');
  const removedPasskeys = (await listPasskeys(deps.db, owner)).length;
  await deleteBackupCodes(deps.db, owner);
  await deletePasskeys(deps.db, owner);
  // in the history; the message below tells it with the advisor's reason
  await noteFactorChange(deps, owner, 'totp_removed', { tell: false });
  await postMessage(deps.db, {
    ...owner,
    title: 'Two-step verification was reset',
    body:
      `Our support team turned two-step verification off for your account (${reason}). ` +
      'Turn it on again under Profile > Security.',
    createdAt: deps.clock(),
    // translated by the web; the reason is the advisor's own text
    message: { key: 'mfaReset', params: { reason } },
  });
  return { removedPasskeys };
}
