import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Trading. Quotes, orders, their fills, the securities ledger and the average-cost
 * positions.
 *
 * - securities_*: the securities ledger (ARCHITECTURE 'The server': positions are a ledger too).
 *   A balance is a quantity of one instrument (`<exchange>:<symbol>`) in one bucket of one
 *   account: a client's `available` and `frozen` (shares under a working sell order), the
 *   tenant's `custody` account (`main`, any sign) on the other side of every client movement.
 *   A CHECK holds every client bucket at >= 0; transactions and entries are append-only (the
 *   ledger's trigger); every transaction sums to zero per instrument, so the sum over all the
 *   accounts of an instrument is zero. `ledger:verify` rebuilds the balances from the entries.
 * - trade_positions: the average-cost projection of the fills (domain trading/position.ts):
 *   quantity, cost (what the shares held cost, fees and taxes included) and realised P&L.
 * - trade_quotes: the expiring quote of spec 4; trade_orders: spec 3/4 orders, the work of the
 *   fill engine (claimed FOR UPDATE SKIP LOCKED); trade_fills: one per order (the simulator
 *   fills an order whole), its unique order_id makes a fill happen once.
 * - trade_unlocks: the trading unlock of a session (PIN or second factor, once per session);
 *   trade_suspensions: the back office's suspension of a client's trading.
 */
const statements = [
  `create table securities_transactions (
    id text primary key,
    tenant_id text not null references tenants(id),
    kind text not null,
    reference text not null default '',
    created_at timestamptz not null default now()
  )`,
  `create table securities_balances (
    tenant_id text not null references tenants(id),
    owner_kind text not null check (owner_kind in ('client', 'system')),
    owner text not null,
    instrument text not null,
    bucket text not null,
    quantity numeric(28, 8) not null default 0,
    updated_at timestamptz not null default now(),
    primary key (tenant_id, owner_kind, owner, instrument, bucket),
    constraint securities_balances_bucket_ck check (
      (owner_kind = 'client' and bucket in ('available', 'frozen'))
      or (owner_kind = 'system' and bucket = 'main')
    ),
    constraint securities_balances_non_negative_ck check (owner_kind = 'system' or quantity >= 0)
  ) with (fillfactor = 70)`,
  `create table securities_entries (
    id bigserial primary key,
    transaction_id text not null references securities_transactions(id),
    tenant_id text not null references tenants(id),
    owner_kind text not null,
    owner text not null,
    instrument text not null,
    bucket text not null,
    quantity numeric(28, 8) not null check (quantity <> 0),
    created_at timestamptz not null default now()
  )`,
  `create index securities_entries_transaction_idx on securities_entries (transaction_id)`,
  `create trigger securities_entries_append_only before update or delete on securities_entries
    for each row execute function ledger_append_only()`,
  `create trigger securities_entries_no_truncate before truncate on securities_entries
    for each statement execute function ledger_append_only()`,
  `create trigger securities_transactions_append_only before update or delete
    on securities_transactions for each row execute function ledger_append_only()`,
  `create trigger securities_transactions_no_truncate before truncate on securities_transactions
    for each statement execute function ledger_append_only()`,

  `create table trade_positions (
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    exchange text not null,
    symbol text not null,
    currency text not null,
    quantity numeric(28, 8) not null default 0 check (quantity >= 0),
    cost numeric(28, 8) not null default 0 check (cost >= 0),
    realised numeric(28, 8) not null default 0,
    updated_at timestamptz not null default now(),
    primary key (tenant_id, user_id, exchange, symbol)
  )`,

  `create table trade_quotes (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    exchange text not null,
    symbol text not null,
    side text not null check (side in ('buy', 'sell')),
    quantity numeric(28, 8) not null,
    price numeric(28, 8) not null,
    account_currency text not null,
    preview jsonb not null,
    created_at timestamptz not null,
    expires_at timestamptz not null
  )`,
  `create index trade_quotes_expires_idx on trade_quotes (expires_at)`,

  `create table trade_orders (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    exchange text not null,
    symbol text not null,
    name text not null default '',
    currency text not null,
    account_currency text not null,
    side text not null check (side in ('buy', 'sell')),
    type text not null check (type in ('market', 'limit', 'stop', 'stop_limit')),
    time_in_force text not null check (time_in_force in ('day', 'gtc')),
    quantity numeric(28, 8) not null check (quantity > 0),
    limit_price numeric(28, 8),
    stop_price numeric(28, 8),
    quote_id text references trade_quotes(id),
    status text not null
      check (status in ('pending', 'settle', 'holding', 'sold', 'rejected')),
    last_event text not null default 'place',
    reason text,
    triggered boolean not null default false,
    hold_id text,
    held numeric(28, 8) not null default 0,
    fx_rate numeric(28, 12),
    placed_at timestamptz not null,
    expires_at timestamptz not null,
    checked_at timestamptz not null,
    filled_at timestamptz,
    settles_at timestamptz,
    settled_at timestamptz,
    closed_at timestamptz,
    constraint trade_orders_prices_ck check (
      (type in ('limit', 'stop_limit')) = (limit_price is not null)
      and (type in ('stop', 'stop_limit')) = (stop_price is not null)
    )
  )`,
  `create index trade_orders_user_idx on trade_orders (tenant_id, user_id, placed_at desc)`,
  `create index trade_orders_working_idx on trade_orders (checked_at) where status = 'pending'`,
  `create index trade_orders_settling_idx on trade_orders (settles_at) where status = 'settle'`,

  `create table trade_fills (
    id text primary key,
    tenant_id text not null references tenants(id),
    order_id text not null unique references trade_orders(id),
    price numeric(28, 8) not null,
    quantity numeric(28, 8) not null,
    gross numeric(28, 8) not null,
    fees jsonb not null,
    trade_fees numeric(28, 8) not null,
    tax_fees numeric(28, 8) not null,
    total numeric(28, 8) not null,
    fx_rate numeric(28, 12),
    converted_total numeric(28, 8) not null,
    cost_of_sold numeric(28, 8),
    realised_pnl numeric(28, 8),
    ledger_transaction_id text not null references ledger_transactions(id),
    securities_transaction_id text not null references securities_transactions(id),
    filled_at timestamptz not null
  )`,

  `create table trade_unlocks (
    session_id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    until timestamptz not null
  )`,
  `create table trade_suspensions (
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    reason text not null,
    created_at timestamptz not null default now(),
    primary key (tenant_id, user_id)
  )`,
];

export const migration0014Trading: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<any>) {
    for (const table of [
      'trade_suspensions',
      'trade_unlocks',
      'trade_fills',
      'trade_orders',
      'trade_quotes',
      'trade_positions',
      'securities_entries',
      'securities_balances',
      'securities_transactions',
    ]) {
      await sql.raw(`drop table if exists ${table}`).execute(db);
    }
  },
};
