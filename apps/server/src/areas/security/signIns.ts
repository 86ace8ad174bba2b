// The sign-in history and the new-device notice (issue 13 items 3-4): every sign-in and every
// failed attempt on a client's account is recorded with its device, user agent and address; a
// sign-in from a device never seen before puts a message in the client's message centre.
import type { SignInEvent } from '@invest/api/contract';
import { SIGN_IN_HISTORY_LIMIT } from '@invest/api/contract';
import { newId, sha256 } from '../../platform/auth/tokens';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { postMessage } from '../messages/service';
import { lookupGeo, LOCAL_NETWORK } from '../settings/geo';
import {
  describeSession,
  deviceByTokenHash,
  insertSignInEvent,
  otherDeviceCount,
  recentSignIns,
  sessionOfRefreshHash,
  setDeviceIp,
} from './repo';
import { describeUserAgent } from './userAgent';

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
  input: SignInSource & { refreshToken: string; deviceToken: string; method: SignInMethod },
): Promise<void> {
  const userAgent = clip(input.userAgent, 512);
  const ip = clip(input.address, 64);
  const device = await deviceByTokenHash(deps.db, owner, sha256(input.deviceToken));
  const sessionId = await sessionOfRefreshHash(deps.db, sha256(input.refreshToken));
  if (sessionId !== undefined) {
    await describeSession(deps.db, sessionId, { deviceId: device?.id ?? null, userAgent, ip });
  }
  if (device) await setDeviceIp(deps.db, device.id, ip);
  // trustDevice keeps a live presented token and issues a new one otherwise
  const newDevice = input.presentedDeviceToken !== input.deviceToken;
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
  // issue 13 item 3: a sign-in from a new device is announced (not the account's first device)
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

/** issue 13 item 4: the last 50 sign-ins and failed attempts, newest first. */
export async function signInHistory(deps: ServiceDeps, owner: Caller): Promise<SignInEvent[]> {
  const rows = await recentSignIns(deps.db, owner, SIGN_IN_HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    at: row.created_at.toISOString(),
    outcome: row.outcome === 'success' ? 'success' : 'failure',
    method:
      (['password', 'totp', 'backup_code', 'passkey'] as const).find((m) => m === row.method) ??
      'password',
    ...describeUserAgent(row.user_agent),
    place: placeOf(row.ip),
    new_device: row.new_device,
  }));
}
