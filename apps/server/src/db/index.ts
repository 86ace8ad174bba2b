export { openDatabase } from './database';
export type { DatabaseKind, OpenDatabaseOptions, OpenedDatabase } from './database';
export { MigrationError, migrateToLatest } from './migrate';
export { migrations } from './migrations/index';
export * from './schema';
export {
  RETRYABLE_SQLSTATES,
  backoffMs,
  isRetryable,
  sqlState,
  withTransaction,
} from './transaction';
export type { IsolationLevel, WithTransactionOptions } from './transaction';
