import { sql, type Kysely, type Transaction } from 'kysely';
import { isStalePlan } from './preparedStatements';

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

/** SQLSTATE codes worth retrying: serialization_failure and deadlock_detected. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01']);

export interface WithTransactionOptions {
  /** Default 'serializable'. (PGlite has one connection, so its transactions are serial anyway.) */
  isolation?: IsolationLevel;
  /** How many times to retry after a serialisation failure or deadlock (default 5). */
  retries?: number;
  /** Called before each attempt with its number (1-based); lets tests count attempts. */
  onAttempt?: (attempt: number) => void;
  /** Uniform random number in [0, 1) for the backoff jitter (default Math.random). */
  random?: () => number;
  /** Waits the given milliseconds (default setTimeout). */
  sleep?: (ms: number) => Promise<void>;
}

/** The SQLSTATE of a database error as pg and PGlite expose it (`code`), if any. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * A serialisation failure, a deadlock, or a named statement gone stale under a schema change
 * (preparedStatements.ts: it is sent under a new name in the next attempt).
 */
export function isRetryable(error: unknown): boolean {
  const code = sqlState(error);
  return (code !== undefined && RETRYABLE_SQLSTATES.has(code)) || isStalePlan(error);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Full jitter over an exponential ceiling: 10 ms, 20 ms, 40 ms ... capped at 200 ms. */
export function backoffMs(retry: number, random: () => number): number {
  const ceiling = Math.min(200, 10 * 2 ** (retry - 1));
  return Math.floor(random() * ceiling);
}

/**
 * Runs `fn` in one database transaction (serializable by default) and returns its result.
 * On a serialisation failure (40001) or a deadlock (40P01) the transaction is rolled back and
 * `fn` runs again in a new transaction, up to `retries` more times, after a short jittered pause;
 * after that the last error is thrown. Any other error rolls back and is rethrown at once.
 * `fn` may therefore run more than once: it must do nothing outside the transaction it is given.
 */
export async function withTransaction<DB, T>(
  db: Kysely<DB>,
  fn: (trx: Transaction<DB>) => Promise<T>,
  options: WithTransactionOptions = {},
): Promise<T> {
  const {
    isolation = 'serializable',
    retries = 5,
    onAttempt,
    random = Math.random,
    sleep = defaultSleep,
  } = options;

  for (let attempt = 1; ; attempt++) {
    onAttempt?.(attempt);
    try {
      return await db.transaction().setIsolationLevel(isolation).execute(fn);
    } catch (error) {
      if (!isRetryable(error) || attempt > retries) throw error;
      await sleep(backoffMs(attempt, random));
    }
  }
}

let savepoints = 0;

/**
 * Runs `fn` inside a savepoint of the transaction `trx`: when it throws, what it wrote is undone
 * and the transaction stays usable (on PostgreSQL a failed statement otherwise aborts the whole
 * transaction), then the error is rethrown. Lets one piece of a batch fail alone.
 */
export async function withSavepoint<DB, T>(trx: Kysely<DB>, fn: () => Promise<T>): Promise<T> {
  if (!trx.isTransaction) throw new Error('a savepoint needs a transaction');
  const name = sql.id(`sp_${(savepoints = (savepoints + 1) % 1_000_000)}`);
  await sql`savepoint ${name}`.execute(trx);
  let result: T;
  try {
    result = await fn();
  } catch (error) {
    await sql`rollback to savepoint ${name}`.execute(trx);
    throw error;
  }
  await sql`release savepoint ${name}`.execute(trx);
  return result;
}
