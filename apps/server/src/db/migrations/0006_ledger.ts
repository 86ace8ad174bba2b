import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they describe the schema at their own point in history,
// not the current Database interface.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The double-entry ledger, holds and idempotency keys.
 *
 * - ledger_accounts: one per client per currency, and one per named system account per tenant
 *   and currency. ledger_balances: one row per account and bucket (the six of spec 3 for a
 *   client, `main` for a system account), kept in step by the ledger service only.
 * - A CHECK holds every customer bucket at >= 0 (the backstop behind the service's own check;
 *   `loan` and `outstanding` are debts stored as positive amounts, see domain ledger/buckets.ts);
 *   system balances carry any sign.
 * - ledger_transactions / ledger_entries are append-only: a trigger raises on UPDATE, DELETE and
 *   TRUNCATE. PGlite has a single role, so a separate database role without those privileges is
 *   not possible there; the trigger works on both. A production PostgreSQL may add such a role
 *   on top (GRANT SELECT, INSERT only), the trigger stays as the guarantee the tests check.
 * - Amounts are NUMERIC(28, 8): exact, 20 digits before the point.
 * - ledger_balances has fillfactor 70 so that balance updates stay HOT (no index writes): a
 *   serializable transaction that reads balance index pages then conflicts with no other's update.
 */
const statements = [
  `create table ledger_accounts (
    id text primary key,
    tenant_id text not null references tenants(id),
    owner_kind text not null check (owner_kind in ('client', 'system')),
    owner text not null,
    user_id text references users(id),
    currency text not null check (currency ~ '^[A-Z]{3}$'),
    created_at timestamptz not null default now(),
    constraint ledger_accounts_owner_ck check (
      (owner_kind = 'client' and user_id is not null and user_id = owner)
      or (owner_kind = 'system' and user_id is null)
    ),
    constraint ledger_accounts_owner_uq unique (tenant_id, owner_kind, owner, currency)
  )`,
  `create index ledger_accounts_user_idx on ledger_accounts (user_id)`,

  `create table ledger_balances (
    account_id text not null references ledger_accounts(id),
    bucket text not null,
    tenant_id text not null references tenants(id),
    currency text not null,
    customer boolean not null,
    amount numeric(28, 8) not null default 0,
    updated_at timestamptz not null default now(),
    primary key (account_id, bucket),
    constraint ledger_balances_bucket_ck check (
      (customer and bucket in ('available', 'bonus', 'frozen', 'invested', 'loan', 'outstanding'))
      or (not customer and bucket = 'main')
    ),
    constraint ledger_balances_non_negative_ck check (not customer or amount >= 0)
  ) with (fillfactor = 70)`,

  `create table ledger_transactions (
    id text primary key,
    tenant_id text not null references tenants(id),
    kind text not null,
    reference text not null default '',
    created_at timestamptz not null default now()
  )`,
  `create index ledger_transactions_reference_idx
    on ledger_transactions (tenant_id, kind, reference)`,

  `create table ledger_entries (
    id bigserial primary key,
    transaction_id text not null references ledger_transactions(id),
    tenant_id text not null references tenants(id),
    account_id text not null references ledger_accounts(id),
    bucket text not null,
    currency text not null,
    amount numeric(28, 8) not null check (amount <> 0),
    created_at timestamptz not null default now()
  )`,
  `create index ledger_entries_account_idx on ledger_entries (account_id, bucket, id)`,
  `create index ledger_entries_transaction_idx on ledger_entries (transaction_id)`,

  `create function ledger_append_only() returns trigger language plpgsql as $$
  begin
    raise exception 'ledger rows are append-only: % on % refused', tg_op, tg_table_name
      using errcode = 'P0001', hint = 'post a correcting transaction instead';
  end
  $$`,
  `create trigger ledger_entries_append_only before update or delete on ledger_entries
    for each row execute function ledger_append_only()`,
  `create trigger ledger_entries_no_truncate before truncate on ledger_entries
    for each statement execute function ledger_append_only()`,
  `create trigger ledger_transactions_append_only before update or delete on ledger_transactions
    for each row execute function ledger_append_only()`,
  `create trigger ledger_transactions_no_truncate before truncate on ledger_transactions
    for each statement execute function ledger_append_only()`,

  `create table ledger_holds (
    id text primary key,
    tenant_id text not null references tenants(id),
    user_id text not null references users(id),
    account_id text not null references ledger_accounts(id),
    currency text not null,
    kind text not null,
    reference text not null default '',
    amount numeric(28, 8) not null check (amount > 0),
    posted_amount numeric(28, 8) not null default 0,
    released_amount numeric(28, 8) not null default 0,
    state text not null default 'open'
      check (state in ('open', 'posted', 'partly_posted', 'voided', 'expired')),
    expires_at timestamptz,
    created_at timestamptz not null default now(),
    resolved_at timestamptz,
    place_transaction_id text not null references ledger_transactions(id),
    resolve_transaction_id text references ledger_transactions(id),
    constraint ledger_holds_amounts_ck check (
      (state = 'open' and posted_amount = 0 and released_amount = 0 and resolved_at is null)
      or (state <> 'open' and posted_amount >= 0 and released_amount >= 0
          and posted_amount + released_amount = amount and resolved_at is not null)
    )
  )`,
  `create index ledger_holds_user_idx on ledger_holds (tenant_id, user_id, state)`,
  `create index ledger_holds_due_idx on ledger_holds (expires_at) where state = 'open'`,

  // ARCHITECTURE 'The wire': one stored answer per (tenant, client, key)
  `create table idempotency_keys (
    tenant_id text not null references tenants(id),
    user_id text not null,
    key text not null,
    request_hash text not null,
    status text not null check (status in ('in_flight', 'done')),
    response_status integer,
    response_body jsonb,
    created_at timestamptz not null default now(),
    completed_at timestamptz,
    primary key (tenant_id, user_id, key),
    constraint idempotency_keys_done_ck check (
      status = 'in_flight' or (response_status is not null and completed_at is not null)
    )
  )`,
  `create index idempotency_keys_created_idx on idempotency_keys (created_at)`,
];

export const migration0006Ledger: Migration = {
  async up(db: Kysely<any>) {
    // one statement per call: PGlite's extended protocol takes one at a time
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<any>) {
    for (const table of [
      'idempotency_keys',
      'ledger_holds',
      'ledger_entries',
      'ledger_transactions',
      'ledger_balances',
      'ledger_accounts',
    ]) {
      await sql.raw(`drop table if exists ${table}`).execute(db);
    }
    await sql.raw('drop function if exists ledger_append_only()').execute(db);
  },
};
