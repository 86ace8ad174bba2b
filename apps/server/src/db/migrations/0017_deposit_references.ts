import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A credible deposit: the payment reference generated for each client and bank method (the
 * client writes it on the transfer, the back office matches it; unique within the tenant), and
 * crypto deposits without a proof image (their transaction hash is the proof, kept as the
 * deposit's reference).
 */
export const migration0017DepositReferences: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create table deposit_references (
        tenant_id text not null references tenants(id),
        user_id text not null references users(id),
        method_id text not null,
        reference text not null,
        created_at timestamptz not null default now(),
        primary key (tenant_id, user_id, method_id),
        unique (tenant_id, reference)
      )`.execute(db);
    await sql`alter table deposits alter column proof_upload_id drop not null`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop table if exists deposit_references`.execute(db);
  },
};
