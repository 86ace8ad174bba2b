// The signing secret of an installation without AUTH_SECRET. Never a value from
// the source: generated on the first start and kept, so that restarts (and, on PostgreSQL, the
// other processes of the deployment) keep accepting the tokens already issued.
//  - PGlite in a data directory: the file `<DATA_DIR>/auth-secret`, created owner-only (0600).
//  - PostgreSQL (DATABASE_URL): the `server_secrets` row 'auth', inserted if absent; every process
//    reads the row that won. (The choice: a deployment of several processes has no shared data
//    directory, and the database is what they share. Set AUTH_SECRET to keep it out of the
//    database; production requires AUTH_SECRET anyway.)
//  - memory:// (tests): the random secret of this process.
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { randomAuthSecret } from '../config';
import type { Database } from '../db/schema';

export const AUTH_SECRET_FILE = 'auth-secret';
const MIN_LENGTH = 32;

/** The secret kept in the data directory: read it, or create it (0600) on the first start. */
export function dataDirAuthSecret(dataDir: string): string {
  const file = join(dataDir, AUTH_SECRET_FILE);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_LENGTH) {
      // owner-only, whatever a copy or an editor did to it
      if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomAuthSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The secret kept in the database: the first process's value wins (insert-if-absent). */
export async function databaseAuthSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name: 'auth', value: randomAuthSecret() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'auth')
    .executeTakeFirstOrThrow();
  return row.value;
}
