import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { preparingClient } from './preparedStatements';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabaseOptions {
  /** PGlite data directory (created if missing), or `memory://` for a throw-away database. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, PostgreSQL is used and `dataDir` is ignored. */
  databaseUrl?: string | undefined;
  /** Pool size for PostgreSQL (default 10). PGlite always has one connection. */
  poolSize?: number;
  /**
   * PGlite only: a data directory dumped by `dumpDataDir` to start from instead of an empty
   * cluster (tests open a migrated template this way: no initdb, no migrations to run).
   */
  loadDataDir?: Blob | undefined;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query; rejects otherwise (and after destroy). */
  ping(): Promise<void>;
  /** Closes the PGlite instance or the PostgreSQL pool. Safe to call twice. */
  destroy(): Promise<void>;
}

const MEMORY = 'memory://';

/**
 * Opens the database: PostgreSQL through a pg Pool when `databaseUrl` is set (the production
 * path), otherwise the embedded PGlite in `dataDir`. Does not run migrations (see migrateToLatest).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const { dataDir, databaseUrl } = options;
  let db: Kysely<Database>;
  let kind: DatabaseKind;

  if (databaseUrl !== undefined && databaseUrl !== '') {
    kind = 'postgres';
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: options.poolSize ?? 10,
      // a repeated statement is parsed and planned once per connection (preparedStatements.ts)
      Client: preparingClient(),
    });
    // an idle client losing its connection must not crash the process; the next query reports it
    pool.on('error', () => {});
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    kind = 'pglite';
    if (!dataDir.startsWith(MEMORY)) mkdirSync(dataDir, { recursive: true });
    const pglite = await PGlite.create(
      dataDir,
      options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir },
    );
    db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  }

  let destroyed: Promise<void> | undefined;
  return {
    db,
    kind,
    async ping() {
      if (destroyed !== undefined) throw new Error('database has been closed');
      await sql`select 1`.execute(db);
    },
    destroy() {
      destroyed ??= db.destroy();
      return destroyed;
    },
  };
}
