// Rate limits (login per account and per address, codes sent, PIN and MFA
// failures), kept in the database (rate_events) so that several app servers behind one load
// balancer agree. A limit is `limit` events of one scope and key within a sliding window.
//
// A check and the event recorded after it must not interleave with another request's on the same
// key, or a burst of parallel attempts would each find the window one short of full. Under
// SERIALIZABLE the database caught that (and, with predicate locks on the small index pages of
// rate_events, also failed attempts on unrelated keys with 40001); the auth calls run READ
// COMMITTED (platform/unitOfWork.ts AUTH_TRANSACTION), so every read and write of a key first
// takes that key's transaction-scoped advisory lock: attempts on one key queue, others never meet.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { AppError } from './errors';
import type { ServiceDeps } from './serviceDeps';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A sliding-window limit: at most `limit` events of `scope` per key within `windowMs`. */
export interface RateLimit {
  scope: string;
  limit: number;
  windowMs: number;
}

/**
 * Growing delays (OWASP 'Authentication': throttling instead of a hard lock-out): within
 * `windowMs`, the first `limit` events cost nothing; after `count >= limit` events, the next
 * attempt is refused until 2^(count - limit + 1) seconds (at most `capSeconds`) have passed since
 * the latest event. Refused attempts are recorded too, so hammering only lengthens the wait.
 */
export interface Backoff extends RateLimit {
  capSeconds: number;
}

/** The limits of the auth area (values the spec leaves open, chosen here). */
export const LIMITS = {
  /**
   * Failed password checks of a signed-in account (pwd_verify, change_pwd share one
   * counter: each is a password-guessing oracle). The 101st within an hour is refused. Logins
   * have their own throttles below.
   */
  passwordFailPerAccount: { scope: 'password_fail', limit: 100, windowMs: HOUR },
  /**
   * Failed (and refused) logins per client address from devices not known to
   * the account: 20 free (many clients may share an address: offices, carrier NAT), then
   * growing delays (see `backoffStatus`).
   */
  loginFailPerAddress: { scope: 'login_fail_ip', limit: 20, windowMs: HOUR, capSeconds: 900 },
  /**
   * Failed (and refused) logins per account (or unknown login name) from
   * devices not known to it: 5 free, then growing delays (see `backoffStatus`).
   */
  loginFailPerAccount: { scope: 'login_fail', limit: 5, windowMs: HOUR, capSeconds: 900 },
  /**
   * Failed logins from one trusted device (a device token of the account):
   * the only count that device is judged by. The 11th within an hour is refused.
   */
  loginFailPerDevice: { scope: 'login_fail_device', limit: 10, windowMs: HOUR },
  /**
   * The release valve of the lock-out above: a client with two-step verification gets in from a
   * new device with the correct password and an authenticator code while failures elsewhere
   * throttle the account. Wrong codes (and wrong passwords with a right code) there have this
   * budget of their own, so an attacker trying the valve cannot use up `mfaFailPerUser`, which
   * the MFA step of the client's trusted devices needs.
   */
  loginUnlockFailPerAccount: { scope: 'login_unlock_fail', limit: 5, windowMs: 15 * MINUTE },
  /** Wrong TOTP codes per user (pending login or binding). */
  mfaFailPerUser: { scope: 'mfa_fail', limit: 5, windowMs: 5 * MINUTE },
  /** Wrong PINs per user (verify, or the current PIN when replacing it). */
  pinFailPerUser: { scope: 'pin_fail', limit: 5, windowMs: 15 * MINUTE },
  /**
   * Wrong PAC codes (spec 5) per client and offering or product: keyed by both, so guesses at
   * one product never lock the client out of another, and a wrong code is never counted
   * against anyone but the caller.
   */
  pacFailPerClientTarget: { scope: 'pac_fail', limit: 5, windowMs: 15 * MINUTE },
  /** Verification codes: one per number per minute ... */
  codePerNumberMinute: { scope: 'code_sent', limit: 1, windowMs: MINUTE },
  /** ... five per number per hour ... */
  codePerNumberHour: { scope: 'code_sent', limit: 5, windowMs: HOUR },
  /** ... and twenty per client address per hour. */
  codePerAddressHour: { scope: 'code_sent_ip', limit: 20, windowMs: HOUR },
  /** Refused password resets per client address (codes are also burnt after 5 wrong tries). */
  resetFailPerAddress: { scope: 'reset_fail_ip', limit: 50, windowMs: HOUR },
  /** Refused invitation codes per client address (guessing invitation codes). */
  registerFailPerAddress: { scope: 'register_fail_ip', limit: 30, windowMs: HOUR },
  /**
   * A registration answered 409 ACCOUNT_EXISTS tells that a number is a client's: per valid
   * invitation code, as many free as an account's failed logins, then the same growing delays
   * (per address they count as failed logins: `loginFailPerAddress`).
   */
  registerExistsPerCode: {
    scope: 'register_exists_code',
    limit: 5,
    windowMs: HOUR,
    capSeconds: 900,
  },
} as const satisfies Record<string, RateLimit | Backoff>;

export interface RateStatus {
  /** Events counted in the window. */
  count: number;
  /** Whether another event is allowed now. */
  allowed: boolean;
  /**
   * When refused: seconds until enough events leave the window for one more to be allowed
   * (for a full window, the oldest counted event). 0 when allowed.
   */
  retryAfterSeconds: number;
  /** When refused: the instant one more is allowed again (a lock's end the client is told). */
  until?: Date;
}

/** The advisory lock of a rate key: the first 8 bytes of its SHA-256, as a signed bigint. */
export function rateKeyLockId(key: string): bigint {
  return createHash('sha256').update(`rate_events\u0000${key}`).digest().readBigInt64BE(0);
}

/**
 * Takes the lock of `key` until the caller's transaction ends (a no-op outside one: nothing to
 * keep together). Keyed by the key alone, so the scopes of one account or address share a lock.
 */
async function lockRateKey(deps: ServiceDeps, key: string): Promise<void> {
  if (!deps.db.isTransaction) return;
  await sql`select pg_advisory_xact_lock(${rateKeyLockId(key).toString()}::bigint)`.execute(
    deps.db,
  );
}

/** Records `times` events (default 1) of `scope` for `key` at the current clock. */
export async function recordRateEvent(
  deps: ServiceDeps,
  scope: string,
  key: string,
  times = 1,
): Promise<void> {
  if (times < 1) return;
  await lockRateKey(deps, key);
  const created_at = deps.clock();
  await deps.db
    .insertInto('rate_events')
    .values(Array.from({ length: times }, () => ({ scope, key, created_at })))
    .execute();
}

/** How `key` stands against `rule` now. */
export async function rateLimitStatus(
  deps: ServiceDeps,
  rule: RateLimit,
  key: string,
): Promise<RateStatus> {
  await lockRateKey(deps, key);
  const now = deps.clock();
  const since = new Date(now.getTime() - rule.windowMs);
  const row = await deps.db
    .selectFrom('rate_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('scope', '=', rule.scope)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  if (count < rule.limit) return { count, allowed: true, retryAfterSeconds: 0 };
  // one more is allowed once the (count - limit + 1)th oldest event has left the window
  const pivot = await deps.db
    .selectFrom('rate_events')
    .select('created_at')
    .where('scope', '=', rule.scope)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .offset(count - rule.limit)
    .limit(1)
    .executeTakeFirst();
  const leavesAt = (pivot?.created_at.getTime() ?? now.getTime()) + rule.windowMs;
  return {
    count,
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((leavesAt - now.getTime()) / 1000)),
    until: new Date(leavesAt),
  };
}

/**
 * Throws 429 RATE_LIMITED (with Retry-After) when any of `checks` is exhausted; the Retry-After
 * is the longest wait among the exhausted ones.
 */
export async function enforceRateLimits(
  deps: ServiceDeps,
  checks: ReadonlyArray<readonly [RateLimit, string]>,
  message?: string,
): Promise<void> {
  let wait = 0;
  for (const [rule, key] of checks) {
    const status = await rateLimitStatus(deps, rule, key);
    if (!status.allowed) wait = Math.max(wait, status.retryAfterSeconds);
  }
  if (wait > 0) throw AppError.rateLimited(wait, message);
}

/** The delay (seconds) after `count` events under `backoff`: 0 while within the free ones. */
export function backoffDelaySeconds(backoff: Backoff, count: number): number {
  if (count < backoff.limit) return 0;
  const exponent = Math.min(count - backoff.limit + 1, 30);
  return Math.min(2 ** exponent, backoff.capSeconds);
}

/** How `key` stands against `backoff` now. */
export async function backoffStatus(
  deps: ServiceDeps,
  backoff: Backoff,
  key: string,
): Promise<RateStatus> {
  await lockRateKey(deps, key);
  const now = deps.clock();
  const since = new Date(now.getTime() - backoff.windowMs);
  const row = await deps.db
    .selectFrom('rate_events')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('created_at').as('latest')])
    .where('scope', '=', backoff.scope)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  const delay = backoffDelaySeconds(backoff, count);
  if (delay === 0 || row.latest === null) return { count, allowed: true, retryAfterSeconds: 0 };
  const latest = row.latest instanceof Date ? row.latest : new Date(row.latest);
  const waitMs = latest.getTime() + delay * 1000 - now.getTime();
  if (waitMs <= 0) return { count, allowed: true, retryAfterSeconds: 0 };
  return { count, allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Forgets the events of `key` under `scopes` (failures that no longer mean anything). */
export async function clearRateEvents(
  deps: ServiceDeps,
  scopes: readonly string[],
  key: string,
): Promise<void> {
  await lockRateKey(deps, key);
  await deps.db
    .deleteFrom('rate_events')
    .where('scope', 'in', [...scopes])
    .where('key', '=', key)
    .execute();
}

/** Deletes events older than `maxAgeMs` (default a day, longer than every window): housekeeping. */
export async function pruneRateEvents(deps: ServiceDeps, maxAgeMs = 24 * HOUR): Promise<number> {
  const result = await deps.db
    .deleteFrom('rate_events')
    .where('created_at', '<', new Date(deps.clock().getTime() - maxAgeMs))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Rate keys: an account is `tenant:user id`; an unknown login name is keyed by the name. */
export const rateKeys = {
  account: (tenantId: string, userId: string) => `${tenantId}:${userId}`,
  unknownLogin: (tenantId: string, name: string) => `${tenantId}:?${name.toLowerCase()}`,
  number: (tenantId: string, countryCode: string, mobile: string) =>
    `${tenantId}:+${countryCode}:${mobile}`,
  address: (ip: string) => ip,
  /** An invitation code (invitation_codes.id: never the code itself). */
  invitation: (tenantId: string, id: string) => `${tenantId}:invitation:${id}`,
  /** A client's PAC codes for one offering or catalogue product. */
  pac: (tenantId: string, userId: string, kind: 'offering' | 'product', id: string) =>
    `${tenantId}:${userId}:pac:${kind}:${id}`,
  /** A trusted device (device_tokens.id). */
  device: (id: string) => `device:${id}`,
};
