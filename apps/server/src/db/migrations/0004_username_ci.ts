import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** Usernames are unique per tenant regardless of case (login matches them case-insensitively). */
export const migration0004UsernameCi: Migration = {
  async up(db: Kysely<any>) {
    await sql`create unique index users_tenant_username_ci_uq on users (tenant_id, lower(username))`.execute(
      db,
    );
  },
  async down(db: Kysely<any>) {
    await sql`drop index users_tenant_username_ci_uq`.execute(db);
  },
};
