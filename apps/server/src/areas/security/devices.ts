// Trusted devices: device tokens (OWASP 'Slow Down Online Guessing Attacks with Device Cookies').
// A browser or app that signed in successfully holds a random token, stored here only as its
// SHA-256 and bound to the user and tenant. A login presenting it is judged by that device's own
// failures only, so failures from unknown devices never lock the owner out.
import { routes } from '@invest/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newId, opaqueToken, sha256 } from '../../platform/auth/tokens';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { describeUserAgent } from '../../platform/userAgent';
import { findUserDevice, insertDevice, liveDevices, regroupDevice, touchDevice } from './repo';

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

/** A browser's family without its version ("Chrome 131" -> "Chrome"): an update is the same browser. */
const browserFamily = (userAgent: string) => {
  const { browser, os } = describeUserAgent(userAgent);
  return { browser: browser.replace(/\s+[\d.]+$/, ''), os };
};

/**
 * The network of an address, as far as a household or an office shares it: an IPv4 address's
 * /24, an IPv6 address's /48 (a site's prefix), else the address itself.
 */
export function networkOf(address: string): string {
  const ip = address.replace(/^::ffff:/i, '').trim();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(':')) {
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head === '' ? [] : head.split(':');
    const right = tail === '' ? [] : tail.split(':');
    const groups = ip.includes('::')
      ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
      : left;
    return `${groups
      .slice(0, 3)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/48`;
  }
  return ip;
}

/** What a successful sign-in's device is: its token, and whether the account knew it. */
export interface TrustedDevice {
  token: string;
  /** The presented token was the account's, or the browser matched a known device. */
  known: boolean;
}

/**
 * After a successful sign-in: the device's token. A live token of the same user is kept (its
 * last use noted). A browser without one (cleared, a private window) whose browser, system and
 * network match a live device of the account is that device: it takes a new token in its place
 * and its last use is noted, so the device list and the new-device notices do not grow with
 * every fresh browser. Otherwise a new device is recorded.
 */
export async function trustDevice(
  deps: ServiceDeps,
  owner: DeviceOwner,
  presented: string | undefined,
  userAgent: string,
  address = '',
): Promise<TrustedDevice> {
  const now = deps.clock();
  const known = await knownDevice(deps, owner, presented);
  if (known && presented !== undefined) {
    await touchDevice(deps.db, known.id, now);
    return { token: presented, known: true };
  }
  const token = opaqueToken('dt_');
  const agent = userAgent.slice(0, 512);
  const family = browserFamily(agent);
  const network = address === '' ? '' : networkOf(address);
  const seenSince = new Date(now.getTime() - DEVICE_TOKEN_TTL_MS);
  const same =
    network === '' || family.browser === ''
      ? undefined
      : (await liveDevices(deps.db, owner, seenSince)).find((row) => {
          const other = browserFamily(row.user_agent);
          return (
            other.browser === family.browser &&
            other.os === family.os &&
            row.last_ip !== '' &&
            networkOf(row.last_ip) === network
          );
        });
  if (same) {
    await regroupDevice(deps.db, same.id, { tokenHash: sha256(token), userAgent: agent, now });
    return { token, known: true };
  }
  await insertDevice(deps.db, {
    id: newId(),
    ...owner,
    tokenHash: sha256(token),
    userAgent: agent,
    now,
  });
  return { token, known: false };
}

/** The device token of a request: the X-Device-Token header, else the cookie. */
export function presentedDeviceToken(request: FastifyRequest): string | undefined {
  const header = request.headers[DEVICE_HEADER.toLowerCase()];
  if (typeof header === 'string' && header !== '') return header;
  // the cookie header is parsed here, by the one call that reads it (the auth area registers the
  // cookie plugin without its parsing hook)
  const cookies = request.headers.cookie;
  const cookie =
    cookies === undefined ? undefined : request.server.parseCookie(cookies)[DEVICE_COOKIE];
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
