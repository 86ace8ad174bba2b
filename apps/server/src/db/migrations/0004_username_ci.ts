import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Usernames are unique per tenant regardless of case (login matches them case-insensitively).
 * New clients must complete KYC before they use the app (spec 6: kycForce); the back office can
 * lift it per client (`client:set --kyc-force false`).
 */
export const migration0004UsernameCi: Migration = {
  async up(db: Kysely<any>) {
    await sql`create unique index users_tenant_username_ci_uq on users (tenant_id, lower(username))`.execute(
      db,
    );
    await sql`alter table users alter column kyc_force set default true`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table users alter column kyc_force set default false`.execute(db);
    await sql`drop index users_tenant_username_ci_uq`.execute(db);
  },
};
