import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A quote backs one order (spec 4, the expiring quote): the order that fills at its price claims
 * it, so a second order on the same quote, even racing the first, is told to get the latest
 * quotation. The claim is part of the order's transaction, so a refused order leaves it unclaimed.
 */
export const migration0021QuoteOnce: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table trade_quotes add column used_by text`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`alter table trade_quotes drop column if exists used_by`.execute(db);
  },
};
