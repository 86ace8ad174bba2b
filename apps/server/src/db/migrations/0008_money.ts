import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * What moves money around the ledger (0006): bank accounts (one default per country),
 * nominees, the tenant's deposit methods, deposits, withdrawals (each with its ledger hold), FX
 * quotes (locked for a short window) and the tenant's FX spread.
 */
const statements = [
  `create table bank_accounts (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    bank_name text not null,
    bank_acc text not null,
    bank_holder text not null,
    country text not null,
    is_default boolean not null default false,
    created_at timestamptz not null default now(),
    deleted_at timestamptz
  )`,
  `create index bank_accounts_user_idx on bank_accounts (tenant_id, user_id)`,
  // spec 5: one default account per country
  `create unique index bank_accounts_default_uq on bank_accounts (tenant_id, user_id, country)
    where is_default and deleted_at is null`,

  `create table nominees (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    name text not null,
    phone text not null,
    dob text,
    relation text not null,
    share numeric(5, 2) not null check (share > 0 and share <= 100),
    position integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  `create index nominees_user_idx on nominees (tenant_id, user_id)`,

  `create table deposit_methods (
    id text primary key,
    tenant_id text not null references tenants(id),
    type text not null check (type in ('bank', 'crypto')),
    currency text not null check (currency ~ '^[A-Z]{3}$'),
    label text not null,
    details jsonb not null default '{}'::jsonb,
    enabled boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  `create index deposit_methods_tenant_idx on deposit_methods (tenant_id)`,

  `create table deposits (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    -- a deposit_methods id, or 'tenant-bank' (the tenant's deposit bank of the settings area)
    method_id text not null,
    method_type text not null,
    currency text not null,
    amount numeric(28, 8) not null check (amount > 0),
    reference text not null,
    proof_upload_id text not null,
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
    reason text,
    transaction_id text references ledger_transactions(id),
    created_at timestamptz not null default now(),
    decided_at timestamptz
  )`,
  `create index deposits_user_idx on deposits (tenant_id, user_id, created_at)`,
  `create index deposits_status_idx on deposits (tenant_id, status)`,

  `create table withdrawals (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    bank_account_id text not null references bank_accounts(id),
    currency text not null,
    amount numeric(28, 8) not null check (amount > 0),
    hold_id text not null references ledger_holds(id),
    status text not null default 'pending'
      check (status in ('pending', 'approved', 'paid', 'rejected', 'cancelled')),
    reason text,
    created_at timestamptz not null default now(),
    decided_at timestamptz
  )`,
  `create index withdrawals_user_idx on withdrawals (tenant_id, user_id, created_at)`,
  `create index withdrawals_status_idx on withdrawals (tenant_id, status)`,

  `create table fx_quotes (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    from_currency text not null,
    to_currency text not null,
    rate numeric(28, 12) not null check (rate > 0),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  )`,
  `create index fx_quotes_created_idx on fx_quotes (created_at)`,

  // the tenant's FX spread in basis points, taken off the reference rate (back office)
  `alter table tenants add column fx_spread_bps integer not null default 50
    check (fx_spread_bps >= 0 and fx_spread_bps < 5000)`,
];

export const migration0008Money: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<any>) {
    await sql.raw('alter table tenants drop column fx_spread_bps').execute(db);
    for (const table of [
      'fx_quotes',
      'withdrawals',
      'deposits',
      'deposit_methods',
      'nominees',
      'bank_accounts',
    ]) {
      await sql.raw(`drop table if exists ${table}`).execute(db);
    }
  },
};
