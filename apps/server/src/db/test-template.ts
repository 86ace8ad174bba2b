// The migrated template of a test run (not used by the server itself). A fresh PGlite costs
// about 2.5 s (wasm and initdb) and the migrations 0.4 s more, in every test file that opens a
// database; loading a dump of a migrated database costs about 0.6 s. So the run's globalSetup
// (testing/globalSetup.ts) makes the template once and the test files open copies of it
// (openMigratedTestDatabase in test-support.ts). The tests of the migrations themselves keep
// opening empty databases (openTestDatabase).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';

/** The path of the migrated PGlite dump (`dumpDataDir`), set by the globalSetup. */
export const PGLITE_TEMPLATE_ENV = 'INVEST_PGLITE_TEMPLATE';
/** The name of the migrated template database on the DATABASE_URL server, set likewise. */
export const POSTGRES_TEMPLATE_ENV = 'INVEST_POSTGRES_TEMPLATE';

/**
 * What the template depends on: the migrations' names and their source (a migration edited in
 * place changes the key too), and the PGlite release (its dump format).
 */
export function templateKey(): string {
  // from the path string: a test file under happy-dom has another global URL
  const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
  const hash = createHash('sha256');
  for (const name of Object.keys(migrations).sort()) hash.update(`${name}\n`);
  const sources = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const file of sources) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(migrationsDir, file)));
  }
  hash.update(pgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (name === '@electric-sql/pglite') return version ?? '';
    }
    dir = dirname(dir);
  }
  return '';
}

/**
 * The migrated PGlite dump in `cacheDir` for `key`, made when missing (written under another
 * name and renamed, so a run reading it never sees half a file). Answers its path.
 */
export async function ensurePgliteTemplate(cacheDir: string, key: string): Promise<string> {
  const file = join(cacheDir, `pglite-template-${key}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(cacheDir, { recursive: true });
  const pglite = await PGlite.create('memory://');
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.destroy();
  }
  return file;
}

export interface PostgresTemplate {
  name: string;
  /** Ends this run's use; the last run using the template drops it. */
  release(): Promise<void>;
}

/**
 * The migrated template database `invest_template_<key>` on the server at `serverUrl`, made when
 * missing. Runs at once share it: it is built under an exclusive advisory lock (as
 * `<name>_build`, renamed when migrated, so a failed build is never used), and each run holds a
 * shared lock on it until `release`, which drops the template only when no other run holds one.
 */
export async function acquirePostgresTemplate(
  serverUrl: string,
  key: string,
): Promise<PostgresTemplate> {
  const name = `invest_template_${key}`;
  const building = `${name}_build`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const lockKey = [name];
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', lockKey);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount === 0) {
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const opened = await openDatabase({
          dataDir: 'memory://',
          databaseUrl: url.toString(),
          poolSize: 1,
        });
        try {
          await migrateToLatest(opened.db);
        } finally {
          await opened.destroy();
        }
        // waits (up to 5 s) for the closed connection's backend to leave
        await admin.query(`alter database ${building} rename to ${name}`);
      }
      await admin.query('select pg_advisory_lock_shared(hashtext($1))', lockKey);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', lockKey);
    }
  } catch (error) {
    await admin.end();
    throw error;
  }
  return {
    name,
    async release() {
      try {
        await admin.query('select pg_advisory_unlock_shared(hashtext($1))', lockKey);
        const { rows } = await admin.query<{ free: boolean }>(
          'select pg_try_advisory_lock(hashtext($1)) as free',
          lockKey,
        );
        if (rows[0]?.free) {
          await admin.query(`drop database if exists ${name}`);
          await admin.query('select pg_advisory_unlock(hashtext($1))', lockKey);
        }
      } finally {
        await admin.end();
      }
    },
  };
}
