import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The day's change of a savings or earn holding (the portfolio's figures): what its latest paid
 * day earned, kept with the day (`accrued_through`). Holdings paid before this column existed
 * keep null until their next day is paid: their change is not known, and the wire says so.
 * The realised P&L needs no column: the holding's subscription and redemption rows give it; the
 * index finds a holding's orders.
 */
export const migration0027ProductFigures: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table product_holdings add column last_accrual numeric`.execute(db);
    await sql`create index product_orders_holding_idx on product_orders (holding_id, side)
      where state = 'settled'`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop index if exists product_orders_holding_idx`.execute(db);
    await sql`alter table product_holdings drop column if exists last_accrual`.execute(db);
  },
};
