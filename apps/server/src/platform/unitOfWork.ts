// Transactions compose. A service runs on the handle it is given (`deps.db`: the
// database or a transaction) and never opens a transaction itself; the route or the back-office
// command opens ONE unit of work and passes its transaction down, so that everything the services
// write commits or rolls back together (an order, its ledger postings, its idempotency record).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { withTransaction, type WithTransactionOptions } from '../db/transaction';

/**
 * The transaction of a money flow: READ COMMITTED with explicit row locks, not
 * SERIALIZABLE. Every guarantee of the ledger rests on a lock, not on predicate tracking:
 * - balances: `post` locks every balance row it touches with SELECT ... FOR UPDATE in one fixed
 *   order (account id, bucket) and computes the new amounts from the locked (latest committed)
 *   values, so two posts over one row queue, neither loses an update, and none deadlocks; the
 *   CHECK on customer buckets is the backstop;
 * - holds, withdrawals, deposits: their row is locked (FOR UPDATE) before its state is read, so
 *   of an approve and a cancel at the same moment the second sees the first's state (409);
 * - idempotency: a transaction-scoped advisory lock per key, then INSERT ... ON CONFLICT DO
 *   NOTHING; each statement of a READ COMMITTED transaction sees what committed before it, so a
 *   duplicate that waited for the lock finds the stored answer and replays it;
 * - the withdrawal's rules read the client's bank accounts under FOR UPDATE (a deletion or a new
 *   default committed meanwhile is seen, one in progress waits);
 * - the client's state a movement depends on (KYC, score, client_deposit) is read FOR SHARE, so a
 *   back-office change of it in progress is waited for (the full lock order: areas/ledger/service.ts).
 * Under SERIALIZABLE the same flows failed with 40001 ~1.6 times per success at 50 clients
 * (predicate locks on small tables and shared index pages), each retry repeating the whole flow.
 * Deadlocks (40P01) stay retryable, as do the 40001 the idempotency begin raises on purpose.
 */
export const MONEY_TRANSACTION: WithTransactionOptions = {
  isolation: 'read committed',
  retries: 40,
};

/**
 * The transaction of the auth calls (login, registration, codes, passwords, PIN): READ COMMITTED
 * with explicit locks, like a money flow. Distinct clients share nothing they write, but under
 * SERIALIZABLE they met on predicate locks: a lookup of one user by id and tenant planned as a
 * scan of the tenant's range of a users index, the small index pages of users and rate_events,
 * the use counter of an advisor's multi-use invitation code, each held across an argon2 hash.
 * 20 parallel sign-ups or first PINs failed 7 to 10 times with 40001 after five retries. What a
 * call must see stay put is locked instead:
 * - a rate key (per account, address, number, device or invitation code): an advisory lock per
 *   key before its events are read (platform/rateLimit.ts), so check and record do not interleave;
 * - the caller's users row (FOR NO KEY UPDATE) before a PIN or password is checked and changed;
 * - the invitation code's row (FOR UPDATE) before its use is counted;
 * - uniqueness of a mobile number and a username: the unique indexes (the insert waits for a
 *   concurrent one and then sees it).
 * Deadlocks (40P01) and any 40001 stay retryable with the jittered backoff of db/transaction.ts.
 */
export const AUTH_TRANSACTION: WithTransactionOptions = { isolation: 'read committed' };

/** The failure a service raises while keeping what it wrote (see `keepWrites`). */
class KeptWritesFailure {
  constructor(readonly error: unknown) {}
}

/**
 * For a service that must record something and still fail: a refused attempt counted against a
 * rate limit, a reused refresh-token family revoked. Throw `keepWrites(error)`: the unit of work
 * commits what was written, then throws `error`.
 */
export function keepWrites(error: unknown): KeptWritesFailure {
  return new KeptWritesFailure(error);
}

/**
 * Runs `fn` in one transaction (db/transaction.ts: retried on 40001/40P01, so `fn` may run more
 * than once and must do nothing outside the transaction), with `deps.db` replaced by the
 * transaction. SERIALIZABLE unless `options` say otherwise: money flows pass `MONEY_TRANSACTION`
 * and the auth calls `AUTH_TRANSACTION` (READ COMMITTED with named row locks,
 * docs/decisions/0001-read-committed-with-row-locks.md). Inside a unit of work already
 * (`deps.db` is a transaction) it joins that one.
 */
export async function unitOfWork<D extends { db: Kysely<Database> }, T>(
  deps: D,
  fn: (deps: D) => Promise<T>,
  options?: WithTransactionOptions,
): Promise<T> {
  if (deps.db.isTransaction) return fn(deps);
  const outcome = await withTransaction(
    deps.db,
    async (trx) => {
      try {
        const inTransaction: D = { ...deps, db: trx satisfies Transaction<Database> };
        return { ok: true as const, value: await fn(inTransaction) };
      } catch (error) {
        if (error instanceof KeptWritesFailure) return { ok: false as const, error: error.error };
        throw error;
      }
    },
    options,
  );
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** Rethrows what a nested unit of work kept (for a caller that is not a unit of work itself). */
export function isKeptWritesFailure(error: unknown): boolean {
  return error instanceof KeptWritesFailure;
}
