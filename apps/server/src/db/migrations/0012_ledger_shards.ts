import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** The shards of a system account's balance at this point in history (ledger/repo.ts). */
const SHARDS = 16;

/**
 * Review: a system account's balance (cash in transit, FX clearing, fees, ...) is spread
 * over SHARDS rows, so that concurrent movements through one system account (FX exchanges,
 * deposit approvals, payouts) each lock one shard instead of queueing on a single row for the
 * rest of their transaction. The account's balance is the sum of its shards; a customer bucket
 * stays one row (shard 0) with its CHECK. What a system balance held before stays in shard 0.
 */
const statements = [
  `alter table ledger_balances add column shard smallint not null default 0`,
  `alter table ledger_balances drop constraint ledger_balances_pkey`,
  `alter table ledger_balances add constraint ledger_balances_pkey
    primary key (account_id, bucket, shard)`,
  `alter table ledger_balances add constraint ledger_balances_shard_ck
    check (shard >= 0 and shard < 256 and (not customer or shard = 0))`,
  `insert into ledger_balances (account_id, bucket, tenant_id, currency, customer, shard)
    select b.account_id, b.bucket, b.tenant_id, b.currency, false, s.shard
    from ledger_balances b cross join generate_series(1, ${SHARDS - 1}) as s(shard)
    where not b.customer and b.shard = 0
    on conflict (account_id, bucket, shard) do nothing`,
];

export const migration0012LedgerShards: Migration = {
  async up(db: Kysely<any>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<any>) {
    for (const statement of [
      // every shard's amount back into shard 0, then one row per system balance again
      `update ledger_balances b set amount = t.total
        from (select account_id, bucket, sum(amount) as total from ledger_balances
              group by account_id, bucket) t
        where b.account_id = t.account_id and b.bucket = t.bucket and b.shard = 0`,
      `delete from ledger_balances where shard <> 0`,
      `alter table ledger_balances drop constraint ledger_balances_shard_ck`,
      `alter table ledger_balances drop constraint ledger_balances_pkey`,
      `alter table ledger_balances add constraint ledger_balances_pkey primary key (account_id, bucket)`,
      `alter table ledger_balances drop column shard`,
    ]) {
      await sql.raw(statement).execute(db);
    }
  },
};
