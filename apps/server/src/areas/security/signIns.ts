// The sign-in history and the new-device notice: every sign-in and every
// failed attempt on a client's account is recorded with its device, user agent and address; a
// sign-in from a device never seen before puts a message in the client's message centre. Every
// factor added, replaced or removed is recorded and told the same way (noteFactorChange).
import type { FactorChange, SignInEvent } from '@invest/api/contract';
import { factorChanges } from '@invest/api/contract';
import { SIGN_IN_HISTORY_LIMIT } from '@invest/domain';
import { newId, sha256 } from '../../platform/auth/tokens';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { postMessage } from '../messages';
import { lookupGeo, LOCAL_NETWORK } from '../settings';
import {
  describeSession,
  deviceByTokenHash,
  insertSignInEvent,
  otherDeviceCount,
  recentSignIns,
  sessionOfRefreshHash,
  sessionOrigin,
  setDeviceIp,
} from './repo';
import { describeUserAgent } from '../../platform/userAgent';

export type SignInMethod = SignInEvent['method'];

/** Where a sign-in came from (the request's device token, User-Agent and address). */
export interface SignInSource {
  /** The device token the request presented, if any. */
  presentedDeviceToken?: string | undefined;
  userAgent?: string | undefined;
  address?: string | undefined;
}

const clip = (value: string | undefined, max: number) => (value ?? '').slice(0, max);

/** The approximate place of an address (settings/geo.ts' offline table), or null. */
export function placeOf(ip: string) {
  if (ip === '') return null;
  const geo = lookupGeo(ip);
  if (geo.country === LOCAL_NETWORK) {
    return { local: true, country_code: '', country: '', city: '' };
  }
  if (geo.country_code === '') return null;
  return { local: false, country_code: geo.country_code, country: geo.country, city: geo.city };
}

/**
 * After a successful sign-in: ties the new session (found by its refresh token) to its device,
 * records the event, and tells the client when the device is new to the account.
 */
export async function noteSignIn(
  deps: ServiceDeps,
  owner: Caller,
  input: SignInSource & {
    refreshToken: string;
    deviceToken: string;
    /** Whether the account knew the device (trustDevice). */
    knownDevice: boolean;
    method: SignInMethod;
  },
): Promise<void> {
  const userAgent = clip(input.userAgent, 512);
  const ip = clip(input.address, 64);
  const device = await deviceByTokenHash(deps.db, owner, sha256(input.deviceToken));
  const sessionId = await sessionOfRefreshHash(deps.db, sha256(input.refreshToken));
  if (sessionId !== undefined) {
    await describeSession(deps.db, sessionId, { deviceId: device?.id ?? null, userAgent, ip });
  }
  if (device) await setDeviceIp(deps.db, device.id, ip);
  // trustDevice knows a live presented token, or the browser as a known device
  const newDevice = !input.knownDevice;
  await insertSignInEvent(deps.db, {
    id: newId(),
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    outcome: 'success',
    method: input.method,
    device_id: device?.id ?? null,
    new_device: newDevice,
    user_agent: userAgent,
    ip,
    created_at: deps.clock(),
  });
  // A sign-in from a new device is announced (not the account's first device)
  if (newDevice && device && (await otherDeviceCount(deps.db, owner, device.id)) > 0) {
    const name = describeUserAgent(userAgent);
    const what = [name.browser, name.os].filter((s) => s !== '').join(' on ') || 'a new device';
    const place = placeOf(ip);
    const near = place && !place.local ? place.city || place.country : '';
    const where = near === '' ? '' : ` near ${near}`;
    const at = deps.clock().toISOString();
    await postMessage(deps.db, {
      tenantId: owner.tenantId,
      userId: owner.userId,
      title: 'New sign-in to your account',
      body:
        `Your account was signed in to from ${what}${where} at ${at}. ` +
        'If this was not you, end that session under Profile > Security and change your password.',
      createdAt: deps.clock(),
      // translated by the web; an empty device or place is said in the reader's language
      message: {
        key: 'newSignIn',
        params: { browser: name.browser, os: name.os, place: near, at },
      },
      // not news in the browser that is signing in: read there, unread on the other devices
      ...(sessionId === undefined ? {} : { readInSession: sessionId }),
    });
  }
}

/** A failed attempt on a known account (a wrong password or a wrong second factor). */
export async function noteFailedSignIn(
  deps: ServiceDeps,
  owner: Caller,
  input: SignInSource & { method: SignInMethod },
): Promise<void> {
  const token = input.presentedDeviceToken;
  const device =
    token === undefined ? undefined : await deviceByTokenHash(deps.db, owner, sha256(token));
  await insertSignInEvent(deps.db, {
    id: newId(),
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    outcome: 'failure',
    method: input.method,
    device_id: device?.id ?? null,
    new_device: device === undefined,
    user_agent: clip(input.userAgent, 512),
    ip: clip(input.address, 64),
    created_at: deps.clock(),
  });
}

/** The factor each change concerns (the history's `method`). */
const FACTOR_OF: Record<FactorChange, SignInMethod> = {
  totp_added: 'totp',
  totp_removed: 'totp',
  passkey_added: 'passkey',
  passkey_removed: 'passkey',
  pin_added: 'pin',
  pin_changed: 'pin',
  backup_codes_changed: 'backup_code',
};

/** The English text of a change (the web translates `securityChange` by its `change`). */
const CHANGE_TEXT: Record<FactorChange, string> = {
  totp_added: 'Two-step verification was turned on',
  totp_removed: 'Two-step verification was turned off',
  passkey_added: 'A passkey was added',
  passkey_removed: 'A passkey was removed',
  pin_added: 'A PIN was set',
  pin_changed: 'Your PIN was changed',
  backup_codes_changed: 'New backup codes were made',
};

const isFactorChange = (value: string): value is FactorChange =>
  (factorChanges as readonly string[]).includes(value);

/**
 * A factor added, replaced or removed: a row of the history (its outcome column holds the
 * change; the device, user agent and address are the calling session's) and, unless `tell` is
 * false (the caller tells it otherwise), a message to the client, who learns of a change they
 * did not make while the session that made it can still be ended.
 */
export async function noteFactorChange(
  deps: ServiceDeps,
  owner: Caller & { sessionId?: string },
  change: FactorChange,
  { tell = true }: { tell?: boolean } = {},
): Promise<void> {
  const origin =
    owner.sessionId === undefined ? undefined : await sessionOrigin(deps.db, owner.sessionId);
  const at = deps.clock();
  await insertSignInEvent(deps.db, {
    id: newId(),
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    outcome: change,
    method: FACTOR_OF[change],
    device_id: origin?.device_id ?? null,
    new_device: false,
    user_agent: clip(origin?.user_agent, 512),
    ip: clip(origin?.ip, 64),
    created_at: at,
  });
  if (!tell) return;
  await postMessage(deps.db, {
    tenantId: owner.tenantId,
    userId: owner.userId,
    title: 'Your sign-in methods changed',
    body:
      `${CHANGE_TEXT[change]} at ${at.toISOString()}. If this was not you, change your password ` +
      'at once (every session is signed out) and contact customer service.',
    createdAt: at,
    // translated by the web
    message: { key: 'securityChange', params: { change, at: at.toISOString() } },
  });
}

const SIGN_IN_METHODS = ['password', 'totp', 'backup_code', 'passkey', 'pin'] as const;

/** The history: the last 50 sign-ins, failed attempts and factor changes, newest first. */
export async function signInHistory(deps: ServiceDeps, owner: Caller): Promise<SignInEvent[]> {
  const rows = await recentSignIns(deps.db, owner, SIGN_IN_HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at.toISOString(),
    ...(isFactorChange(row.outcome)
      ? { outcome: 'factor_change' as const, change: row.outcome }
      : { outcome: row.outcome === 'success' ? ('success' as const) : ('failure' as const) }),
    method: SIGN_IN_METHODS.find((m) => m === row.method) ?? 'password',
    ...describeUserAgent(row.user_agent),
    place: placeOf(row.ip),
    new_device: row.new_device,
  }));
}
