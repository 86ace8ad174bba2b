import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The fill engine's match (orders/repo.ts claimCrossedOrders) asks each listing's indexes of
 * migration 0019 for what its price reaches, one range scan per side and price kind. The working
 * orders that fill at whatever the price, a market order and a stop already triggered, had no
 * index of their own, so the match read every working order to find them:
 * trade_orders_at_market_idx holds only those (normally none), by listing.
 */
export const migration0029TradingAtMarketIdx: Migration = {
  async up(db: Kysely<any>) {
    await sql`
      create index trade_orders_at_market_idx on trade_orders (exchange, symbol)
      where status = 'pending' and (type = 'market' or type = 'stop' and triggered)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop index if exists trade_orders_at_market_idx`.execute(db);
  },
};
