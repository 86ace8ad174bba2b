// spec 6 guest quotas, consumed on the server: search 3, read_stock 5,
// view_quote 10 per local day of the guest. Signed-in clients are unlimited (the route does not
// call this for them). The counters live in the database, so every process counts the same uses.
import {
  consumeGuestQuota,
  GUEST_ADDRESS_QUOTA_FACTOR,
  GUEST_QUOTA,
  type GuestQuotaKind,
} from '@invest/domain';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { readGuestQuota, writeGuestQuota } from './repo';

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
