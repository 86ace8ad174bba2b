import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The fill engine matches set-based (orders/repo.ts claimCrossedOrders, markLooked): each tick it
 * asks for the working orders of a listing that its price reaches, instead of claiming and
 * checking every working order.
 * - trade_orders_limit_idx: a listing's working orders by side and limit price, so a price finds
 *   the limits it crosses by a range scan;
 * - trade_orders_stop_idx: the stops not yet triggered by side and stop price, the same way;
 * - trade_orders_first_look_idx: per exchange by checked_at, the orders not yet looked at in the
 *   session in progress (their first look meets the open);
 * - trade_orders_expiry_idx: the working orders by expiry, for the sweep of those that lapse.
 * The (checked_at, id) index of migration 0016 served the claim of every working order by its
 * last check, which is gone: dropped, so placing an order keeps no index it does not need.
 */
export const migration0019TradingMatchIdx: Migration = {
  async up(db: Kysely<any>) {
    await sql`drop index if exists trade_orders_working_idx`.execute(db);
    await sql`
      create index trade_orders_limit_idx on trade_orders (exchange, symbol, side, limit_price)
      where status = 'pending'`.execute(db);
    await sql`
      create index trade_orders_stop_idx on trade_orders (exchange, symbol, side, stop_price)
      where status = 'pending' and type in ('stop', 'stop_limit') and not triggered`.execute(db);
    await sql`
      create index trade_orders_first_look_idx on trade_orders (exchange, checked_at)
      where status = 'pending'`.execute(db);
    await sql`
      create index trade_orders_expiry_idx on trade_orders (expires_at)
      where status = 'pending'`.execute(db);
  },
  async down(db: Kysely<any>) {
    for (const index of [
      'trade_orders_limit_idx',
      'trade_orders_stop_idx',
      'trade_orders_first_look_idx',
      'trade_orders_expiry_idx',
    ]) {
      await sql.raw(`drop index if exists ${index}`).execute(db);
    }
    await sql`
      create index trade_orders_working_idx on trade_orders (checked_at, id)
      where status = 'pending'`.execute(db);
  },
};
