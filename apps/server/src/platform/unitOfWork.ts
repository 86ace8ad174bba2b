// issue 10 item 2: transactions compose. A service runs on the handle it is given (`deps.db`: the
// database or a transaction) and never opens a transaction itself; the route or the back-office
// command opens ONE unit of work and passes its transaction down, so that everything the services
// write commits or rolls back together (an order, its ledger postings, its idempotency record).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { withTransaction, type WithTransactionOptions } from '../db/transaction';

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
 * Runs `fn` in one serializable transaction (db/transaction.ts: retried on 40001/40P01, so `fn`
 * may run more than once and must do nothing outside the transaction), with `deps.db` replaced by
 * the transaction. Inside a unit of work already (`deps.db` is a transaction) it joins that one.
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
