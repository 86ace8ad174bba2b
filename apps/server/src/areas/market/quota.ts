// spec 6 guest quotas, consumed on the server: search 3, read_stock 5,
// view_quote 10 per local day of the guest. Signed-in clients are unlimited (the route does not
// call this for them). The counters live in the database, so every process counts the same uses.
import { createHash } from 'node:crypto';
import {
  consumeGuestQuota,
  GUEST_ADDRESS_QUOTA_FACTOR,
  GUEST_QUOTA,
  VISITOR_ID_PATTERN,
  type GuestQuotaKind,
} from '@invest/domain';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { deleteGuestQuota, readGuestQuota, writeGuestQuota } from './repo';

/**
 * A guest as the quota knows it: an opaque key (its visitor id's, else its address's), the IANA
 * zone its day is counted in, and the key of its address's backstop when it is a visitor.
 */
export interface Guest {
  key: string;
  timeZone: string;
  /** The address's key: its visitors together get GUEST_ADDRESS_QUOTA_FACTOR quotas. */
  addressKey?: string;
}

/** A counter's key: a hash, so the table holds no visitor id or address as the browser sent it. */
const hashKey = (what: string) => createHash('sha256').update(what).digest('base64url');
/** The key of a browser's counters (its visitor id, X-Visitor-Id). */
export const visitorGuestKey = (visitor: string) => hashKey(`visitor|${visitor}`);
/** The key of an address's backstop (its visitors together). */
export const addressGuestKey = (address: string) => hashKey(`address|${address}`);
/** The key of a guest that sends no visitor id (counted by its address alone). */
export const anonymousGuestKey = (address: string) => hashKey(`guest|${address}`);

/** spec 8 'Daily guest limit reached, log in to continue' (the web app shows the log-in prompt). */
export const guestLimitReached = (kind: GuestQuotaKind) =>
  new AppError('GUEST_LIMIT_REACHED', 429, 'Daily guest limit reached, log in to continue', [
    {
      path: 'quota',
      message: 'guest_limit_reached',
      code: 'guest_limit_reached',
      params: { kind },
    },
  ]);

/**
 * spec 6: one use of `kind` by `guest`; throws GUEST_LIMIT_REACHED (429) at the limit (a refused
 * use is not counted). Runs on the handle it is given (the route opens the unit of work).
 */
export async function consumeGuestUse(
  deps: ServiceDeps,
  guest: Guest,
  kind: GuestQuotaKind,
): Promise<{ remaining: number }> {
  const now = deps.clock();
  const state = await readGuestQuota(deps.db, guest.key);
  const result = consumeGuestQuota(state, kind, now.getTime(), guest.timeZone, false);
  if (!result.allowed) throw guestLimitReached(kind);
  if (guest.addressKey !== undefined) {
    // the abuse backstop: many "visitors" from one address (ids made up per call) stop here
    const shared = await readGuestQuota(deps.db, guest.addressKey);
    const backstop = consumeGuestQuota(
      shared,
      kind,
      now.getTime(),
      guest.timeZone,
      false,
      GUEST_ADDRESS_QUOTA_FACTOR,
    );
    if (!backstop.allowed) throw guestLimitReached(kind);
    await writeGuestQuota(deps.db, guest.addressKey, backstop.state, now);
  }
  await writeGuestQuota(deps.db, guest.key, result.state, now);
  return { remaining: GUEST_QUOTA[kind] - result.state[kind] };
}

/**
 * spec 4/6 'Guest counters reset ... on login': a sign-in made with a browser's visitor id (the
 * X-Visitor-Id the web app sends with the login) clears that browser's counters, so signing out
 * later starts a fresh guest day instead of inheriting a spent quota. The address's backstop is
 * kept: it guards against made-up visitors, not against this one. An absent or malformed id
 * resets nothing (the sign-in is not refused over it). Runs in the sign-in's unit of work.
 */
export async function resetVisitorQuota(
  deps: ServiceDeps,
  visitor: string | undefined,
): Promise<void> {
  if (visitor === undefined || !VISITOR_ID_PATTERN.test(visitor)) return;
  await deleteGuestQuota(deps.db, visitorGuestKey(visitor));
}
