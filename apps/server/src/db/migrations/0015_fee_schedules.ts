import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * A tenant's commission schedule (the back office's fees:set). Without a row for a market the
 * tenant charges the default (orders/execution.ts COMMISSION).
 *
 * - trade_fee_schedules: per tenant and market (domain MarketId: one listing currency each), a
 *   rate of the gross and an optional minimum and maximum in the market's currency.
 * - trade_orders.commission: the schedule an order was placed (and its cash held) under; its fill
 *   charges that one, so a change of schedule never reprices a working order beyond its hold.
 *   Null on the orders placed before this migration: they were placed under the default.
 */
const statements = [
  `create table trade_fee_schedules (
    tenant_id text not null references tenants(id),
    market text not null,
    rate numeric(12, 8) not null check (rate >= 0),
    min_amount numeric(28, 8) check (min_amount >= 0),
    max_amount numeric(28, 8) check (max_amount >= 0),
    updated_at timestamptz not null default now(),
    primary key (tenant_id, market),
    constraint trade_fee_schedules_range_ck check (
      min_amount is null or max_amount is null or min_amount <= max_amount
    )
  )`,
  `alter table trade_orders add column commission jsonb`,
];

export const migration0015FeeSchedules: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<any>) {
    await sql.raw('alter table trade_orders drop column if exists commission').execute(db);
    await sql.raw('drop table if exists trade_fee_schedules').execute(db);
  },
};
