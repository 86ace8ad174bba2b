// Several server processes may start together on one empty PostgreSQL database
// (two replicas on their first boot). Migrations, the generated secret and the demo seed run under
// one session-level advisory lock, one process after the other: the second finds the work done.
// PGlite has a single connection and its data directory is locked by one process (cli/dataDirLock).
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import type { DatabaseKind } from './database';

/** The advisory lock key of the start-up work ('invest:start' as a 64-bit number). */
export const STARTUP_LOCK_KEY = 4_917_328_512_008_001n;

/**
 * Runs `fn` holding the start-up lock (PostgreSQL: `pg_advisory_lock` on one pooled connection,
 * which `fn` gets as its database; PGlite: no lock needed). The lock is released when `fn` ends,
 * also when it throws.
 */
export async function withStartupLock<T>(
  db: Kysely<Database>,
  kind: DatabaseKind,
  fn: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (kind !== 'postgres') return fn(db);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY.toString()}::bigint)`.execute(conn);
    try {
      return await fn(conn);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY.toString()}::bigint)`.execute(conn);
    }
  });
}
