import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history,
// not the current Database interface.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const migration0001Tenants: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('tenants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('app_name', 'text', (c) => c.notNull())
      .addColumn('web_logo', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('app_version', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('app_template', 'text')
      .addColumn('co_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('icp_no', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('co_address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('app_video', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('locale', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('tenant_countries')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone_code', 'text', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('timezone', 'text', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('for_accounts', 'boolean', (c) => c.notNull().defaultTo(false))
      .addPrimaryKeyConstraint('tenant_countries_pk', ['tenant_id', 'code'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('tenant_countries').execute();
    await db.schema.dropTable('tenants').execute();
  },
};
