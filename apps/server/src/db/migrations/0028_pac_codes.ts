import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * PAC codes (spec 5 'A PAC code is required for some trades'; spec 3 trading product fields 'PAC
 * code'): an advisor issues one to one client for one offering or one catalogue product. Only the
 * SHA-256 of the code is kept (the way one-time and invitation codes are), with the tenant, the
 * client and exactly one target; it expires, may be revoked, and a single-use code records the
 * subscription's time of use. The partial index serves the check: a client's live codes for one
 * target.
 */
export const migration0028PacCodes: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table pac_codes (
      id text primary key,
      tenant_id text not null references tenants(id),
      user_id text not null references users(id),
      offering_id text references offerings(id),
      product_id text references products(id),
      code_hash text not null,
      single_use boolean not null default false,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz,
      check ((offering_id is null) <> (product_id is null))
    )`.execute(db);
    await sql`create index pac_codes_live_idx
      on pac_codes (tenant_id, user_id, coalesce(offering_id, product_id))
      where revoked_at is null and used_at is null`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table if exists pac_codes`.execute(db);
  },
};
