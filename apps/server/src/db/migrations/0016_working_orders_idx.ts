import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The fill engine claims working orders in (checked_at, id) order (orders/repo.ts
 * claimWorkingOrders). After a tick every order it left alone has the same checked_at, so an
 * index on checked_at alone made each claim read and sort all of them; on (checked_at, id) a
 * claim reads just the orders it takes.
 */
export const migration0016WorkingOrdersIdx: Migration = {
  async up(db: Kysely<any>) {
    await sql`drop index if exists trade_orders_working_idx`.execute(db);
    await sql`
      create index trade_orders_working_idx on trade_orders (checked_at, id)
      where status = 'pending'`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop index if exists trade_orders_working_idx`.execute(db);
    await sql`
      create index trade_orders_working_idx on trade_orders (checked_at)
      where status = 'pending'`.execute(db);
  },
};
