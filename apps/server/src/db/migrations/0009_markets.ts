import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Markets.
 * - watchlist_items: a client's listings in its order (one row per listing, tenant-scoped).
 * - news_items: news the back office published for a tenant (generated headlines are computed,
 *   never stored).
 * - guest_quotas: spec 6 guest counters per guest key (a hash of the caller's address) and local
 *   day, so that every server process counts the same uses.
 */
const statements = [
  `create table watchlist_items (
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    exchange text not null,
    symbol text not null,
    position integer not null check (position >= 0),
    created_at timestamptz not null default now(),
    primary key (user_id, exchange, symbol)
  )`,
  `create index watchlist_items_owner_idx on watchlist_items (tenant_id, user_id, position)`,
  `create table news_items (
    id text primary key,
    tenant_id text not null references tenants(id),
    headline text not null,
    summary text not null,
    body text not null,
    exchange text,
    symbol text,
    published_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  `create index news_items_tenant_idx on news_items (tenant_id, published_at desc)`,
  `create table guest_quotas (
    guest_key text primary key,
    day text not null,
    search integer not null default 0,
    read_stock integer not null default 0,
    view_quote integer not null default 0,
    updated_at timestamptz not null default now()
  )`,
];

export const migration0009Markets: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<any>) {
    for (const table of ['guest_quotas', 'news_items', 'watchlist_items'])
      await sql.raw(`drop table if exists ${table}`).execute(db);
  },
};
