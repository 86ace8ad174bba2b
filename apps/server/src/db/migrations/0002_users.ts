import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history,
// not the current Database interface.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const migration0002Users: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('mobile_country_code', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('perms', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('kyc_force', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('client_deposit', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('pin_hash', 'text')
      .addColumn('totp_secret', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('users_tenant_username_uq', ['tenant_id', 'username'])
      .addUniqueConstraint('users_tenant_mobile_uq', ['tenant_id', 'mobile_country_code', 'mobile'])
      .execute();

    await db.schema.createIndex('users_tenant_idx').on('users').column('tenant_id').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('users').execute();
  },
};
