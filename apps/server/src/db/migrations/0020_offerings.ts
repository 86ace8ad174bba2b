import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Offerings (IPO, APO, AI day trading), their subscriptions, and the work on a clock that runs
 * them (ARCHITECTURE 'Work on a clock').
 *
 * - offerings: per tenant; the listing (exchange, symbol) and its currency; the offer price and
 *   lot size (NUMERIC), the lots offered and a subscription's minimum and maximum; eligibility
 *   (min_vip, min_score, pac_code_required); payment_later; the AI product's period and daily
 *   return; the spec 3 timeline; when the allotment and the listing were run and when the back
 *   office cancelled it; `seed`, the allotment's tie-break (fixed at creation: a re-run allots
 *   the same).
 * - offering_subscriptions: a client's lots and their cost, the cash hold (none while payment is
 *   due), the state (domain SUBSCRIPTION_STATES) and the allotment's lots and amounts. The
 *   allotment and the listing take a subscription only in the state before theirs, so a re-run
 *   finds nothing to do.
 * - scheduled_jobs: one row per effect due at a time (kind, subject), claimed with FOR UPDATE
 *   SKIP LOCKED by any process, done in the transaction of its effect; a job whose time passed
 *   while no process ran is simply due at the next look.
 */
const statements = [
  `create table offerings (
    id text primary key,
    tenant_id text not null references tenants(id),
    kind text not null check (kind in ('ipo', 'apo', 'ai_day_trading')),
    type text not null,
    subtype text not null,
    exchange text not null,
    symbol text not null,
    name text not null,
    currency text not null,
    offer_price numeric(28, 8) not null check (offer_price > 0),
    lot_size numeric(28, 8) not null check (lot_size > 0),
    total_lots bigint not null check (total_lots > 0),
    min_lots integer not null check (min_lots >= 1),
    max_lots integer not null check (max_lots >= min_lots),
    min_vip integer not null default 0 check (min_vip >= 0),
    min_score integer not null default 0 check (min_score >= 0),
    pac_code_required boolean not null default false,
    payment_later boolean not null default false,
    period integer check (period >= 0),
    daily_return numeric(12, 8),
    start_time timestamptz not null,
    end_time timestamptz not null,
    pub_time timestamptz not null,
    refund_time timestamptz,
    listed_time timestamptz,
    lwr_time timestamptz,
    settlement_time timestamptz,
    seed text not null,
    allotted_at timestamptz,
    listed_at timestamptz,
    cancelled_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint offerings_timeline_ck check (
      start_time <= end_time and end_time <= pub_time
      and (refund_time is null or pub_time <= refund_time)
      and (listed_time is null or pub_time <= listed_time)
    )
  )`,
  `create index offerings_tenant_start_idx on offerings (tenant_id, start_time)`,
  `create table offering_subscriptions (
    id text primary key,
    tenant_id text not null references tenants(id),
    offering_id text not null references offerings(id),
    user_id text not null,
    lots integer not null check (lots >= 1),
    amount numeric(28, 8) not null check (amount > 0),
    hold_id text,
    state text not null
      check (state in ('awaiting', 'payment', 'cancelled', 'allotted', 'refunded', 'listed')),
    allotted_lots integer check (allotted_lots >= 0),
    allotted_amount numeric(28, 8) check (allotted_amount >= 0),
    refund_amount numeric(28, 8) check (refund_amount >= 0),
    created_at timestamptz not null default now(),
    cancelled_at timestamptz,
    allotted_at timestamptz,
    listed_at timestamptz,
    constraint offering_subscriptions_hold_ck check (state <> 'awaiting' or hold_id is not null)
  )`,
  `create index offering_subscriptions_offering_idx
    on offering_subscriptions (offering_id, state, id)`,
  // one live subscription per client and offering (an application per client, as exchanges ask);
  // two at once: the second is refused by this index, never both taken
  `create unique index offering_subscriptions_live_uq
    on offering_subscriptions (offering_id, user_id) where state in ('awaiting', 'payment')`,
  `create index offering_subscriptions_user_idx
    on offering_subscriptions (tenant_id, user_id, created_at desc)`,
  `create table scheduled_jobs (
    kind text not null,
    subject text not null,
    tenant_id text not null references tenants(id),
    due_at timestamptz not null,
    done_at timestamptz,
    runs integer not null default 0,
    last_error text,
    primary key (kind, subject)
  )`,
  `create index scheduled_jobs_due_idx on scheduled_jobs (due_at) where done_at is null`,
];

export const migration0020Offerings: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<any>) {
    for (const table of ['scheduled_jobs', 'offering_subscriptions', 'offerings']) {
      await sql.raw(`drop table if exists ${table}`).execute(db);
    }
  },
};
