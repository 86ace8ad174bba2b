import { GUEST_QUOTA, type GuestQuotaKind } from './constants';
import type { GuestQuotaCounters } from './entities/quota';

/**
 * spec 6/9, Guest quotas: a guest may search 3 times, read 5 stocks and view 10 quotes per local
 * day (`GUEST_QUOTA`); at the limit the user is asked to log in. spec 4: the counters reset at a
 * new local day (local midnight, `GUEST_QUOTA_RESET_HOUR` = 0, in the user's time zone) and on
 * login. Authenticated clients are unlimited. The counters are `GuestQuotaCounters`
 * (entities/quota.ts), stored by the caller.
 */

/** The code of this module (namespace `access`): 'Daily guest limit reached, log in to continue'. */
export const guestQuotaCodes = ['guest_limit_reached'] as const;
export type GuestQuotaCode = (typeof guestQuotaCodes)[number];

/** The time zone used when the given one is not a valid IANA name. */
export const GUEST_QUOTA_FALLBACK_TIME_ZONE = 'UTC';

/** The largest instant a `Date` holds (ms either side of the epoch). */
const MAX_INSTANT = 8.64e15;

const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // an unknown zone must not lock a guest out: count days in UTC
      formatter = new Intl.DateTimeFormat('en-US', {
        ...options,
        timeZone: GUEST_QUOTA_FALLBACK_TIME_ZONE,
      });
    }
    // a cache of immutable formatters: the answer depends on the arguments only
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * spec 4/6: the local calendar day ('YYYY-MM-DD') of the instant `now` (ms since the epoch) in
 * the IANA time zone `timeZone` ('Europe/Warsaw'); an invalid zone counts as UTC and an instant
 * a `Date` cannot hold (NaN, +-Infinity, beyond +-8.64e15) as the epoch. Days follow the zone's
 * offsets, so a 23- or 25-hour DST day is one day.
 */
export function localDay(now: number, timeZone: string): string {
  const instant = Number.isFinite(now) && Math.abs(now) <= MAX_INSTANT ? now : 0;
  const parts = dayFormatter(timeZone).formatToParts(new Date(instant));
  const part = Object.fromEntries(parts.map((p) => [p.type, p.value]));
  return `${String(part.year).padStart(4, '0')}-${part.month}-${part.day}`;
}

/** Fresh counters (nothing used) for a local day. */
export function emptyGuestQuota(day: string): GuestQuotaCounters {
  return { day, search: 0, read_stock: 0, view_quote: 0 };
}

/**
 * The counters as they stand on the local day of `now`: none stored or an earlier day gives
 * fresh counters (spec 4: reset at a new local day). A stored day after today (the clock or the
 * time zone went back) keeps its counters, so that turning the clock back gives no extra uses.
 */
function currentCounters(
  state: GuestQuotaCounters | null,
  now: number,
  timeZone: string,
): GuestQuotaCounters {
  const today = localDay(now, timeZone);
  // 'YYYY-MM-DD' strings sort as the days they name
  return state !== null && state.day >= today ? state : emptyGuestQuota(today);
}

/**
 * The uses counted for `kind`. A stored counter that is not a whole number of zero or more
 * (corrupt storage) counts as exhausted: a fault refuses rather than grants.
 */
function usedOf(counters: GuestQuotaCounters, kind: GuestQuotaKind): number {
  const used = counters[kind];
  return Number.isInteger(used) && used >= 0 ? used : Number.POSITIVE_INFINITY;
}

export type GuestQuotaResult =
  | { allowed: true; state: GuestQuotaCounters }
  | { allowed: false; code: GuestQuotaCode; state: GuestQuotaCounters };

/**
 * spec 6: one use of a guest quota (`kind`: search, read_stock or view_quote) at `now` in the
 * user's time zone. Authenticated: always allowed and nothing is counted (spec 6: unlimited).
 * A guest: allowed and counted while under `GUEST_QUOTA[kind]` for the local day, else refused
 * with 'guest_limit_reached' (the caller shows the log-in prompt); a refused use is not counted.
 * `state` in the answer is what to store (the input is not modified).
 *
 * Named `consume...`, not `use...`: a `use` prefix marks a React hook, which this is not.
 */
export function consumeGuestQuota(
  state: GuestQuotaCounters | null,
  kind: GuestQuotaKind,
  now: number,
  timeZone: string,
  authenticated: boolean,
  /** Times one guest's quota (an address's backstop counts many visitors). */
  factor = 1,
): GuestQuotaResult {
  const current = currentCounters(state, now, timeZone);
  // spec 6: authenticated clients have unlimited quotas
  if (authenticated) return { allowed: true, state: current };
  const used = usedOf(current, kind);
  if (used >= GUEST_QUOTA[kind] * factor) {
    return { allowed: false, code: 'guest_limit_reached', state: current };
  }
  return { allowed: true, state: { ...current, [kind]: used + 1 } };
}

/** spec 6: uses of `kind` a guest has left on the local day of `now` (0 at the limit). */
export function guestQuotaRemaining(
  state: GuestQuotaCounters | null,
  kind: GuestQuotaKind,
  now: number,
  timeZone: string,
): number {
  const used = usedOf(currentCounters(state, now, timeZone), kind);
  return Math.max(0, GUEST_QUOTA[kind] - used);
}

/** spec 4: the counters reset on login: fresh counters for the local day of `now`. */
export function resetGuestQuotaOnLogin(now: number, timeZone: string): GuestQuotaCounters {
  return emptyGuestQuota(localDay(now, timeZone));
}
