// Trusted devices: device tokens (OWASP 'Slow Down Online Guessing Attacks with Device Cookies').
// A browser or app that signed in successfully holds a random token, stored here only as its
// SHA-256 and bound to the user and tenant. A login presenting it is judged by that device's own
// failures only, so failures from unknown devices never lock the owner out.
import { routes } from '@invest/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newId, opaqueToken, sha256 } from '../../platform/auth/tokens';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { findUserDevice, insertDevice, touchDevice } from './repo';

/** The cookie that carries the device token (HttpOnly, SameSite=Strict, auth paths only). */
export const DEVICE_COOKIE = 'invest_device';
/** The header that carries it for clients without cookies (CORS allows and exposes it). */
export const DEVICE_HEADER = 'X-Device-Token';
/** The login's cookie path: the auth calls' folder (where the device is judged). */
export const DEVICE_COOKIE_PATH = routes.login.path.replace(/[^/]*$/, '');
/**
 * Every path whose calls read the device token: the login's, and the MFA step that completes a
 * login (where the device is trusted or a new one issued) outside it. A cookie has one path, so
 * the token is stored once per path, under the same name.
 */
export const DEVICE_COOKIE_PATHS: readonly string[] = [
  DEVICE_COOKIE_PATH,
  routes.mfaVerify.path,
  // the MFA step with a passkey
  routes.passkeyLogin.path,
];
/** A device unseen for this long is forgotten (the cookie lives as long). */
export const DEVICE_TOKEN_TTL_MS = 180 * 24 * 3600_000;

const TOKEN_SHAPE = /^dt_[A-Za-z0-9_-]{43}$/;

export interface DeviceOwner {
  tenantId: string;
  userId: string;
}

/** The device of `token` when it is a live device of `owner`, else undefined. */
export async function knownDevice(
  deps: ServiceDeps,
  owner: DeviceOwner,
  token: string | undefined,
): Promise<{ id: string } | undefined> {
  if (token === undefined || !TOKEN_SHAPE.test(token)) return undefined;
  return findUserDevice(deps.db, {
    ...owner,
    tokenHash: sha256(token),
    seenSince: new Date(deps.clock().getTime() - DEVICE_TOKEN_TTL_MS),
  });
}

/**
 * After a successful sign-in: the device's token. A live token of the same user is kept (its
 * last use noted); otherwise a new one is issued.
 */
export async function trustDevice(
  deps: ServiceDeps,
  owner: DeviceOwner,
  presented: string | undefined,
  userAgent: string,
): Promise<string> {
  const now = deps.clock();
  const known = await knownDevice(deps, owner, presented);
  if (known && presented !== undefined) {
    await touchDevice(deps.db, known.id, now);
    return presented;
  }
  const token = opaqueToken('dt_');
  await insertDevice(deps.db, {
    id: newId(),
    ...owner,
    tokenHash: sha256(token),
    userAgent: userAgent.slice(0, 512),
    now,
  });
  return token;
}

/** The device token of a request: the X-Device-Token header, else the cookie. */
export function presentedDeviceToken(request: FastifyRequest): string | undefined {
  const header = request.headers[DEVICE_HEADER.toLowerCase()];
  if (typeof header === 'string' && header !== '') return header;
  const cookie = request.cookies[DEVICE_COOKIE];
  return cookie === undefined || cookie === '' ? undefined : cookie;
}

/**
 * Stores the device token on the device after a sign-in: an HttpOnly SameSite=Strict cookie for
 * browsers (Secure over https), one per call that reads it (DEVICE_COOKIE_PATHS), and
 * X-Device-Token for other clients (CORS exposes it).
 */
export function giveDeviceToken(request: FastifyRequest, reply: FastifyReply, token: string): void {
  for (const path of DEVICE_COOKIE_PATHS) {
    void reply.setCookie(DEVICE_COOKIE, token, {
      path,
      maxAge: Math.floor(DEVICE_TOKEN_TTL_MS / 1000),
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
    });
  }
  reply.header(DEVICE_HEADER, token);
  reply.header('cache-control', 'no-store');
}
