import type { Kysely } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely/migration';
import { Migrator } from 'kysely/migration';
import { migrations as allMigrations } from './migrations/index';

/** Raised when a migration fails; names the migration and carries the database error as `cause`. */
export class MigrationError extends Error {
  override readonly name = 'MigrationError';
  constructor(
    message: string,
    readonly migration: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function staticProvider(migrations: Record<string, Migration>): MigrationProvider {
  return { getMigrations: async () => migrations };
}

/**
 * Runs every pending migration in order and returns the names of those applied now (empty when
 * the database is up to date). Kysely takes a lock, so concurrent servers do not race.
 * Throws a MigrationError naming the failed migration; migrations after it are not run.
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  migrations: Record<string, Migration> = allMigrations,
): Promise<string[]> {
  const migrator = new Migrator({ db, provider: staticProvider(migrations) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(
      failed === undefined
        ? `database migration failed: ${reason}`
        : `database migration ${failed} failed: ${reason}`,
      failed,
      { cause: error },
    );
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
