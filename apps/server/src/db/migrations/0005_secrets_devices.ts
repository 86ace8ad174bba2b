import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Device tokens and secrets at rest:
 * - `server_secrets`: the generated signing secret when AUTH_SECRET is not set and the server runs
 *   on PostgreSQL (DATABASE_URL): every process of one deployment must sign with the same key, so
 *   the first process stores it here (insert-if-absent) and the others read it.
 * - `device_tokens`: devices that have signed in successfully (OWASP device cookies). A login
 *   from a known device is not locked out by failures from unknown devices. Stored hashed, with
 *   first/last seen and the user agent (the security centre's device list builds on it).
 */
export const migration0005SecretsDevices: Migration = {
  async up(db: Kysely<any>) {
    const now = sql`now()`;
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema
      .createTable('device_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('device_tokens_user_idx')
      .on('device_tokens')
      .columns(['tenant_id', 'user_id'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('device_tokens').execute();
    await db.schema.dropTable('server_secrets').execute();
  },
};
