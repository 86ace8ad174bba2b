// Helpers for tests that need a real database. Not used by the server itself.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseKind, OpenedDatabase } from './database';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './test-template';

/**
 * The database kinds a test suite runs against: PGlite always, PostgreSQL too when
 * DATABASE_URL is set (built from the environment, so no test is ever skipped).
 * DATABASE_KINDS=postgres (with DATABASE_URL) runs PostgreSQL alone: CI's second pass, after a
 * first pass that ran every suite on PGlite, need not run PGlite again.
 */
export function databaseKinds(env: NodeJS.ProcessEnv = process.env): DatabaseKind[] {
  if (!env.DATABASE_URL) return ['pglite'];
  return env.DATABASE_KINDS === 'postgres' ? ['postgres'] : ['pglite', 'postgres'];
}

export interface TestDatabase extends OpenedDatabase {
  /** Closes the database and, for PostgreSQL, drops the scratch database created for it. */
  cleanup(): Promise<void>;
}

/**
 * An empty database of the given kind: an in-memory PGlite, or a scratch database created on the
 * DATABASE_URL server (so test files running in parallel never share tables).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const opened = await openDatabase({ dataDir: 'memory://' });
    return { ...opened, cleanup: () => opened.destroy() };
  }
  const scratch = await createScratchDatabase();
  const opened = await openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url });
  return {
    ...opened,
    async cleanup() {
      await opened.destroy();
      await scratch.drop();
    },
  };
}

/**
 * A database with every migration applied, for tests of anything but the migrations themselves.
 * Opened from the migrated template the test run's globalSetup made (db/test-template.ts): a
 * PGlite dump loaded in memory (no initdb, no migrations: about 0.6 s instead of 3 s), or a
 * PostgreSQL scratch database created from the template database. Without a template (a file run
 * outside the configured projects) it migrates an empty database. Either way `migrateToLatest`
 * runs after opening, a no-op when the template is current, so a stale template can never hide a
 * migration.
 */
export async function openMigratedTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  let t: TestDatabase;
  if (kind === 'pglite') {
    const dump = process.env[PGLITE_TEMPLATE_ENV];
    if (dump) {
      const opened = await openDatabase({ dataDir: 'memory://', loadDataDir: templateBlob(dump) });
      t = { ...opened, cleanup: () => opened.destroy() };
    } else {
      t = await openTestDatabase(kind);
    }
  } else {
    const scratch = await createScratchDatabase(process.env[POSTGRES_TEMPLATE_ENV] || undefined);
    const opened = await openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url });
    t = {
      ...opened,
      async cleanup() {
        await opened.destroy();
        await scratch.drop();
      },
    };
  }
  try {
    await migrateToLatest(t.db);
  } catch (error) {
    await t.cleanup();
    throw error;
  }
  return t;
}

// read once per test file: a file that opens a database per test loads the same bytes
let template: { path: string; blob: Blob } | undefined;
function templateBlob(path: string): Blob {
  if (template?.path !== path) template = { path, blob: new Blob([readFileSync(path)]) };
  return template.blob;
}

/**
 * A database that outlives the processes using it, for tests that start server processes on it
 * (and kill and restart them): a scratch PostgreSQL database, or a PGlite data directory (one
 * process at a time). `env` points a server process at it; `open` opens it in this process
 * (closed by its `cleanup`, which keeps the data); `drop` removes it.
 */
export interface SharedDatabase {
  kind: DatabaseKind;
  env: { DATABASE_URL: string } | { DATA_DIR: string };
  open(): Promise<TestDatabase>;
  drop(): Promise<void>;
}

export async function sharedDatabase(kind: DatabaseKind): Promise<SharedDatabase> {
  const keep = (opened: OpenedDatabase): TestDatabase => ({ ...opened, cleanup: opened.destroy });
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase();
    return {
      kind,
      env: { DATABASE_URL: scratch.url },
      open: async () =>
        keep(await openDatabase({ dataDir: 'memory://', databaseUrl: scratch.url })),
      drop: () => scratch.drop(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'invest-pglite-'));
  return {
    kind,
    env: { DATA_DIR: dir },
    open: async () => keep(await openDatabase({ dataDir: dir })),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A scratch database on the DATABASE_URL server, empty or a copy of `template` (a database no
 * session is connected to): its URL, and how to drop it.
 */
export async function createScratchDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set');
  const name = `invest_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    template === undefined
      ? `create database ${name}`
      : `create database ${name} template ${pg.escapeIdentifier(template)}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
