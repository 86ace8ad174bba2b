import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The product catalogue (spec 1, 3-6): funds, quant strategies, savings and earn products, what
 * clients hold of them and their orders.
 *
 * - products: per tenant, unique code; spec 4 type/subtype, asset class, market, currency,
 *   trading type (holding: settles at once; review: waits for an advisor), term (flexible or
 *   fixed with lock_days), risk level 1-5, state (open/closed); the unit price (`market_price`:
 *   the NAV of its day `nav_date`, 1 for savings and earn), the offer price, the 30-day low and
 *   high, the units offered (`total_size`, null: no cap) and subscribed, the period, the daily
 *   return (% a day) and annual return (%), spec 5 minimums, spec 6 min_vip/min_score, the
 *   key-information text per locale (jsonb). The catalogue is filtered and sorted server side
 *   (a tenant may hold a thousand products): indexes by state with each sort key (annual return,
 *   risk, minimum) and by the filters (type/subtype, currency).
 * - product_navs: the NAV of each day of a NAV product (the walk's history; one row a day).
 * - product_holdings: a client's units of a product from one settled subscription, their cost,
 *   the daily returns paid (`accrued`) and the exact unrounded return earned (`accrual_exact`,
 *   NUMERIC without a scale: the rounding rule carries its fraction), the last day paid, the
 *   opened day and the maturity day of a fixed term, the state.
 * - product_orders: subscriptions and redemptions; an awaiting one keeps its cash hold.
 */
const statements = [
  `create table products (
    id text primary key,
    tenant_id text not null references tenants(id),
    code text not null,
    name text not null,
    type text not null check (type in ('fund', 'quant', 'savings', 'earn')),
    subtype text not null,
    asset_class text not null,
    market text not null,
    currency text not null,
    trading_type text not null check (trading_type in ('holding', 'review')),
    term text not null check (term in ('flexible', 'fixed')),
    lock_days integer check (lock_days >= 1),
    risk_level smallint not null check (risk_level between 1 and 5),
    state text not null default 'open' check (state in ('open', 'closed')),
    market_price numeric(28, 8) not null check (market_price > 0),
    nav_date date,
    offer_price numeric(28, 8) not null check (offer_price > 0),
    low numeric(28, 8),
    high numeric(28, 8),
    total_size numeric(28, 8) check (total_size > 0),
    subscribed numeric(28, 8) not null default 0 check (subscribed >= 0),
    period integer check (period >= 0),
    daily_return numeric(12, 8) check (daily_return >= 0),
    annual_return numeric(12, 4) not null,
    pac_code_required boolean not null default false,
    min_investment numeric(28, 8) not null default 0 check (min_investment >= 0),
    min_quantity numeric(28, 8) not null default 0 check (min_quantity >= 0),
    min_vip integer not null default 0 check (min_vip >= 0),
    min_score integer not null default 0 check (min_score >= 0),
    key_information jsonb not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint products_term_ck check ((term = 'fixed') = (lock_days is not null)),
    constraint products_size_ck check (total_size is null or subscribed <= total_size)
  )`,
  `create unique index products_code_uq on products (tenant_id, code)`,
  `create index products_return_idx on products (tenant_id, state, annual_return desc, code)`,
  `create index products_risk_idx on products (tenant_id, state, risk_level, code)`,
  `create index products_minimum_idx on products (tenant_id, state, min_investment, code)`,
  `create index products_type_idx on products (tenant_id, type, subtype)`,
  `create index products_currency_idx on products (tenant_id, currency)`,
  `create table product_navs (
    product_id text not null references products(id),
    day date not null,
    nav numeric(28, 8) not null check (nav > 0),
    primary key (product_id, day)
  )`,
  `create table product_holdings (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null,
    product_id text not null references products(id),
    units numeric(28, 8) not null check (units >= 0),
    cost numeric(28, 8) not null check (cost >= 0),
    accrued numeric(28, 8) not null default 0 check (accrued >= 0),
    accrual_exact numeric not null default 0,
    accrued_through date,
    opened_day date not null,
    maturity_day date,
    state text not null check (state in ('holding', 'matured', 'redeemed')),
    opened_at timestamptz not null,
    closed_at timestamptz
  )`,
  `create index product_holdings_user_idx
    on product_holdings (tenant_id, user_id, state, opened_at desc)`,
  `create index product_holdings_product_idx on product_holdings (product_id, state)`,
  `create table product_orders (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null,
    product_id text not null references products(id),
    side text not null check (side in ('subscribe', 'redeem')),
    amount numeric(28, 8) not null check (amount >= 0),
    units numeric(28, 8) check (units >= 0),
    price numeric(28, 8) check (price > 0),
    hold_id text,
    state text not null check (state in ('awaiting', 'settled', 'rejected', 'cancelled')),
    remark text,
    holding_id text,
    created_at timestamptz not null,
    decided_at timestamptz,
    constraint product_orders_hold_ck check (state <> 'awaiting' or hold_id is not null)
  )`,
  `create index product_orders_user_idx on product_orders (tenant_id, user_id, created_at desc)`,
  `create index product_orders_state_idx on product_orders (tenant_id, state, created_at)`,
];

export const migration0022Products: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<any>) {
    for (const table of ['product_orders', 'product_holdings', 'product_navs', 'products']) {
      await sql.raw(`drop table if exists ${table}`).execute(db);
    }
  },
};
