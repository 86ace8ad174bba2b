// The ledger area's SQL: accounts, balances, transactions, entries and holds (idempotency keys
// are the platform's: platform/idempotency.ts). Every function takes the handle its caller opened.
import { randomUUID } from 'node:crypto';
import { CLIENT_BUCKETS, SYSTEM_BUCKET } from '@invest/domain';
import type { Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The handle services and repos run on: the database or a transaction of it (`Db | Trx`). */
export type Handle = Kysely<Database>;

export type OwnerKind = 'client' | 'system';

/** An account named by its owner (not its id). */
export interface AccountRef {
  ownerKind: OwnerKind;
  owner: string;
  currency: string;
}

export interface AccountRow {
  id: string;
  owner_kind: OwnerKind;
  owner: string;
  currency: string;
}

/**
 * The rows a system account's balance is spread over (migration 0012): each posting to it
 * updates one of them, so concurrent movements through one system account do not queue on one
 * row. Its balance is the sum of its shards. A customer bucket is one row, shard 0.
 */
export const SYSTEM_BALANCE_SHARDS = 16;

export interface BalanceRow {
  account_id: string;
  bucket: string;
  shard: number;
  currency: string;
  /** NUMERIC as text: exact. */
  amount: string;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The tenant's accounts among those named (the ones that exist). */
export async function findAccounts(
  h: Handle,
  tenantId: string,
  refs: readonly AccountRef[],
): Promise<AccountRow[]> {
  const { rows } = await sql<AccountRow>`
    select id, owner_kind, owner, currency from ledger_accounts
    where tenant_id = ${tenantId}
      and (owner_kind, owner, currency) in (${sql.join(
        refs.map((r) => sql`(${r.ownerKind}, ${r.owner}, ${r.currency})`),
      )})`.execute(h);
  return rows;
}

/**
 * Locks the customer balance rows named by (account id, bucket) (those that exist) and returns
 * them. The rows are locked in one fixed order, (account id, bucket), whatever order the caller
 * names them in: two transactions over the same rows queue instead of deadlocking (a USD->EUR
 * and an EUR->USD exchange at once). PostgreSQL locks the rows of `FOR UPDATE` as the sorted rows
 * come out, so ORDER BY is the lock order. The rows are fetched by their exact keys, so a
 * serializable transaction reads (and predicate-locks) only the tuples it then updates.
 */
export async function lockBalances(
  h: Handle,
  keys: readonly { accountId: string; bucket: string }[],
): Promise<BalanceRow[]> {
  const { rows } = await sql<BalanceRow>`${customerRows(keys)}`.execute(h);
  return rows;
}

/**
 * `lockBalances`' select: the keys as two array parameters (a list of row values, one OR arm a
 * key, took PostgreSQL longer to plan than to run for a tick's few hundred balances), sorted and
 * each row then fetched by its exact key and locked, in that order: a lateral subquery with a
 * locking clause is never merged into the join, so it runs once per key, in the keys' order.
 */
const customerRows = (keys: readonly { accountId: string; bucket: string }[]) => sql`
    select b.account_id, b.bucket, b.shard::int as shard, b.currency, b.amount::text as amount
    from (
      select distinct k.account_id, k.bucket
      from unnest(${col(keys, (k) => k.accountId)}::text[], ${col(keys, (k) => k.bucket)}::text[])
        as k(account_id, bucket)
      order by k.account_id, k.bucket
    ) k
    cross join lateral (
      select l.account_id, l.bucket, l.shard, l.currency, l.amount from ledger_balances l
      where l.account_id = k.account_id and l.bucket = k.bucket and l.shard = 0
      for update
    ) b
    order by b.account_id, b.bucket`;

/**
 * Locks one shard of a system balance and returns it (undefined when the account has no shard
 * rows, e.g. a stale account id). The first shard from `preferred` on that no other transaction
 * holds (SKIP LOCKED: never waits); when all are held, waits for `preferred`. So concurrent
 * movements through one system account do not wait for each other while shards are free.
 */
export async function lockSystemShard(
  h: Handle,
  key: { accountId: string; bucket: string },
  preferred: number,
): Promise<BalanceRow | undefined> {
  const n = SYSTEM_BALANCE_SHARDS;
  const offset = n - (preferred % n);
  const free = await sql<BalanceRow>`
    select account_id, bucket, shard::int as shard, currency, amount::text as amount
    from ledger_balances
    where account_id = ${key.accountId} and bucket = ${key.bucket}
    order by mod(shard + ${offset}::int, ${n}::int)
    limit 1
    for update skip locked`.execute(h);
  if (free.rows.length > 0) return free.rows[0];
  const { rows } = await sql<BalanceRow>`
    select account_id, bucket, shard::int as shard, currency, amount::text as amount
    from ledger_balances
    where account_id = ${key.accountId} and bucket = ${key.bucket} and shard = ${preferred % n}
    for update`.execute(h);
  return rows[0];
}

/**
 * `lockSystemShard` for several system balances in one statement: for each key, in the order
 * given (the lock order), the first shard from `preferred` on that no other transaction holds
 * (SKIP LOCKED). Answers the locked rows by key; a key every shard of which is held (or that has
 * no shard rows) is missing, for the caller to wait on with `lockSystemShard`.
 */
export async function lockFreeSystemShards(
  h: Handle,
  keys: readonly { accountId: string; bucket: string }[],
  preferred: number,
): Promise<BalanceRow[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<BalanceRow>`${freeShards(keys, preferred)}`.execute(h);
  return rows;
}

/**
 * The select that locks a free shard of each system balance of `keys`, starting from the
 * `preferred` shard: the lateral subquery runs once per key, in the keys' order, and locks the
 * first shard no other transaction holds.
 */
function freeShards(keys: readonly { accountId: string; bucket: string }[], preferred: number) {
  const n = SYSTEM_BALANCE_SHARDS;
  const offset = n - (preferred % n);
  return sql`
    select s.account_id, s.bucket, s.shard::int as shard, s.currency, s.amount::text as amount
    from unnest(${col(keys, (k) => k.accountId)}::text[], ${col(keys, (k) => k.bucket)}::text[])
      with ordinality as k(account_id, bucket, n)
    cross join lateral (
      select b.account_id, b.bucket, b.shard, b.currency, b.amount from ledger_balances b
      where b.account_id = k.account_id and b.bucket = k.bucket
      order by mod(b.shard + ${offset}::int, ${n}::int)
      limit 1
      for update skip locked
    ) s
    order by k.n`;
}

/**
 * `lockBalances` of the customer keys, then `lockFreeSystemShards` of the system keys, in one
 * statement (one round trip fewer for a posting that touches both, as a trade's do): the
 * customer rows are locked first, in their order, then a free shard of each system balance, in
 * the keys' order (the lock order of service.ts: the first part of a UNION ALL runs to its end
 * before the second starts).
 */
export async function lockBalancesAndFreeShards(
  h: Handle,
  customer: readonly { accountId: string; bucket: string }[],
  system: readonly { accountId: string; bucket: string }[],
  preferred: number,
): Promise<BalanceRow[]> {
  if (system.length === 0) return customer.length === 0 ? [] : lockBalances(h, customer);
  if (customer.length === 0) return lockFreeSystemShards(h, system, preferred);
  const { rows } = await sql<BalanceRow>`
    with customer as materialized (${customerRows(customer)}),
      system as materialized (${freeShards(system, preferred)})
    select * from customer
    union all
    select * from system`.execute(h);
  return rows;
}

/**
 * Opens the accounts named (with every bucket at zero) unless they exist. A client account is
 * opened only for a user of the same tenant; a system account for any of the known names (the
 * caller has validated them).
 */
export async function ensureAccounts(
  h: Handle,
  tenantId: string,
  accounts: readonly AccountRef[],
): Promise<void> {
  // in one fixed order, like the row locks: two transactions opening the same new accounts wait
  // for each other's inserts in the same order instead of deadlocking
  const sorted = [...accounts].sort((x, y) =>
    compareText(
      `${x.ownerKind}\0${x.owner}\0${x.currency}`,
      `${y.ownerKind}\0${y.owner}\0${y.currency}`,
    ),
  );
  for (const a of sorted) {
    const id = randomUUID();
    if (a.ownerKind === 'client') {
      await sql`
        insert into ledger_accounts (id, tenant_id, owner_kind, owner, user_id, currency)
        select ${id}, ${tenantId}, 'client', u.id, u.id, ${a.currency}
        from users u where u.id = ${a.owner} and u.tenant_id = ${tenantId}
        on conflict (tenant_id, owner_kind, owner, currency) do nothing`.execute(h);
    } else {
      await sql`
        insert into ledger_accounts (id, tenant_id, owner_kind, owner, user_id, currency)
        values (${id}, ${tenantId}, 'system', ${a.owner}, null, ${a.currency})
        on conflict (tenant_id, owner_kind, owner, currency) do nothing`.execute(h);
    }
    const buckets = a.ownerKind === 'client' ? CLIENT_BUCKETS : [SYSTEM_BUCKET];
    const shards = a.ownerKind === 'client' ? 1 : SYSTEM_BALANCE_SHARDS;
    await sql`
      insert into ledger_balances (account_id, bucket, shard, tenant_id, currency, customer)
      select acc.id, b.bucket, s.shard, acc.tenant_id, acc.currency, acc.owner_kind = 'client'
      from ledger_accounts acc
      cross join (values ${sql.join(buckets.map((b) => sql`(${b})`))}) as b(bucket)
      cross join generate_series(0, ${shards - 1}::int) as s(shard)
      where acc.tenant_id = ${tenantId} and acc.owner_kind = ${a.ownerKind}
        and acc.owner = ${a.owner} and acc.currency = ${a.currency}
      on conflict (account_id, bucket, shard) do nothing`.execute(h);
  }
}

export interface EntryInput {
  accountId: string;
  bucket: string;
  currency: string;
  amount: string;
}

/**
 * In one statement: sets the locked balance rows to their new amounts (computed from the locked
 * values) and appends the ledger transactions and their entries (one transaction or a batch of
 * them, e.g. a tick's fills: `post` and `postMany`), and `also`, writes that go with them (a
 * hold placed or resolved by them, a trade's shares, order and fill: their foreign keys to the
 * transactions are checked at the end of the statement, when they are there).
 */
export async function writeTransactions(
  h: Handle,
  txs: readonly {
    id: string;
    tenantId: string;
    kind: string;
    reference: string;
    at?: Date | undefined;
    entries: readonly EntryInput[];
  }[],
  balances: readonly { accountId: string; bucket: string; shard: number; amount: string }[],
  also: readonly RawBuilder<unknown>[] = [],
): Promise<void> {
  // columns as arrays (unnest): a handful of parameters whatever the batch's size
  const entries = txs.flatMap((t) => t.entries.map((e) => ({ ...e, transactionId: t.id })));
  // each of `also` a plain INSERT or UPDATE, named also0, also1, ...
  const alsos = also.map((a, i) => sql`${sql.raw(`also${i}`)} as (${a}), `);
  await sql`
    with ${sql.join(alsos, sql``)}balances as (
      update ledger_balances b
      set amount = v.amount::numeric, updated_at = now()
      from unnest(${col(balances, (r) => r.accountId)}::text[],
        ${col(balances, (r) => r.bucket)}::text[], ${col(balances, (r) => r.shard)}::int[],
        ${col(balances, (r) => r.amount)}::text[]) as v(account_id, bucket, shard, amount)
      where b.account_id = v.account_id and b.bucket = v.bucket and b.shard = v.shard
      returning 1
    ), tx as (
      insert into ledger_transactions (id, tenant_id, kind, reference, created_at)
      select v.id, v.tenant_id, v.kind, v.reference, coalesce(v.at::timestamptz, now())
      from unnest(${col(txs, (t) => t.id)}::text[], ${col(txs, (t) => t.tenantId)}::text[],
        ${col(txs, (t) => t.kind)}::text[], ${col(txs, (t) => t.reference)}::text[],
        ${col(txs, (t) => t.at?.toISOString() ?? null)}::text[])
        as v(id, tenant_id, kind, reference, at)
      returning id, tenant_id, created_at
    )
    insert into ledger_entries
      (transaction_id, tenant_id, account_id, bucket, currency, amount, created_at)
    select tx.id, tx.tenant_id, e.account_id, e.bucket, e.currency, e.amount::numeric,
      tx.created_at
    from tx join unnest(${col(entries, (e) => e.transactionId)}::text[],
      ${col(entries, (e) => e.accountId)}::text[], ${col(entries, (e) => e.bucket)}::text[],
      ${col(entries, (e) => e.currency)}::text[], ${col(entries, (e) => e.amount)}::text[])
      as e(transaction_id, account_id, bucket, currency, amount)
      on e.transaction_id = tx.id`.execute(h);
}

/**
 * One column of a batch, as an array parameter for `unnest` (a statement over many rows keeps a
 * handful of parameters: compiling and planning thousands of them cost more than the writes).
 */
export const col = <T, V>(rows: readonly T[], of: (row: T) => V): V[] => rows.map(of);

/** A client's balance row: one bucket of one currency. */
export interface ClientBalanceRow {
  currency: string;
  bucket: string;
  amount: string;
}

/**
 * `clientBalanceRows`' query, unordered (a caller's subquery orders its aggregate). The client
 * may be a column of the caller's statement (each of its rows' client: a lateral read).
 */
export const clientBalanceRowsQuery = (
  tenantId: string | RawBuilder<unknown>,
  userId: string | RawBuilder<unknown>,
) => sql<ClientBalanceRow>`
    select b.currency, b.bucket, b.amount::text as amount
    from ledger_accounts a join ledger_balances b on b.account_id = a.id
    where a.tenant_id = ${tenantId} and a.owner_kind = 'client' and a.owner = ${userId}`;

/** Every bucket of a client's accounts, by currency (no rows: no account yet). */
export async function clientBalanceRows(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<ClientBalanceRow[]> {
  const { rows } = await sql<ClientBalanceRow>`
    ${clientBalanceRowsQuery(tenantId, userId)}
    order by b.currency, b.bucket`.execute(h);
  return rows;
}

/** The balance of each system account of a tenant (the sum of its shards), by name and currency. */
export async function systemBalanceRows(
  h: Handle,
  tenantId: string,
): Promise<{ owner: string; currency: string; amount: string }[]> {
  const { rows } = await sql<{ owner: string; currency: string; amount: string }>`
    select a.owner, a.currency, sum(b.amount)::text as amount
    from ledger_accounts a join ledger_balances b on b.account_id = a.id
    where a.tenant_id = ${tenantId} and a.owner_kind = 'system'
    group by a.owner, a.currency
    order by a.owner, a.currency`.execute(h);
  return rows;
}

/** The account currencies of a tenant (its countries marked for accounts). */
export async function accountCurrencies(h: Handle, tenantId: string): Promise<string[]> {
  const rows = await h
    .selectFrom('tenant_countries')
    .select('currency')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('for_accounts', '=', true)
    .orderBy('currency')
    .execute();
  return rows.map((r) => r.currency);
}

export interface BalanceCheckRow {
  tenant_id: string;
  account_id: string;
  owner_kind: OwnerKind;
  owner: string;
  currency: string;
  bucket: string;
  kept: string;
  rebuilt: string;
}

/**
 * Every balance beside the sum of its entries (`onlyDifferences`: only those that differ); the
 * kept balance of a system account is the sum of its shards. A bucket with entries but no
 * balance row, or the reverse, shows up with a zero on one side.
 */
export async function balancesAgainstEntries(
  h: Handle,
  options: { tenantId?: string | undefined; onlyDifferences: boolean },
): Promise<BalanceCheckRow[]> {
  const tenant = options.tenantId;
  const { rows } = await sql<BalanceCheckRow>`
    with rebuilt as (
      select account_id, bucket, sum(amount) as amount
      from ledger_entries
      ${tenant === undefined ? sql`` : sql`where tenant_id = ${tenant}`}
      group by account_id, bucket
    ), kept as (
      select account_id, bucket, sum(amount) as amount from ledger_balances
      ${tenant === undefined ? sql`` : sql`where tenant_id = ${tenant}`}
      group by account_id, bucket
    )
    select a.tenant_id, a.id as account_id, a.owner_kind, a.owner, a.currency,
      coalesce(k.bucket, r.bucket) as bucket,
      coalesce(k.amount, 0)::text as kept, coalesce(r.amount, 0)::text as rebuilt
    from kept k
    full join rebuilt r on r.account_id = k.account_id and r.bucket = k.bucket
    join ledger_accounts a on a.id = coalesce(k.account_id, r.account_id)
    ${options.onlyDifferences ? sql`where coalesce(k.amount, 0) <> coalesce(r.amount, 0)` : sql``}
    order by a.tenant_id, a.id, 6`.execute(h);
  return rows;
}

/** Ledger transactions whose entries do not sum to zero in some currency (none, ever). */
export async function unbalancedTransactions(
  h: Handle,
  tenantId?: string,
): Promise<{ transaction_id: string; currency: string; sum: string }[]> {
  const { rows } = await sql<{ transaction_id: string; currency: string; sum: string }>`
    select transaction_id, currency, sum(amount)::text as sum
    from ledger_entries
    ${tenantId === undefined ? sql`` : sql`where tenant_id = ${tenantId}`}
    group by transaction_id, currency
    having sum(amount) <> 0
    order by transaction_id, currency`.execute(h);
  return rows;
}

// ---- holds ------------------------------------------------------------------------------------

export interface HoldRow {
  id: string;
  tenant_id: string;
  user_id: string;
  account_id: string;
  currency: string;
  kind: string;
  reference: string;
  amount: string;
  posted_amount: string;
  released_amount: string;
  state: string;
  expires_at: Date | null;
  created_at: Date;
  resolved_at: Date | null;
  place_transaction_id: string;
  resolve_transaction_id: string | null;
}

const holdColumns = sql`id, tenant_id, user_id, account_id, currency, kind, reference,
  amount::text as amount, posted_amount::text as posted_amount,
  released_amount::text as released_amount, state, expires_at, created_at, resolved_at,
  place_transaction_id, resolve_transaction_id`;

export interface NewHold {
  id: string;
  tenantId: string;
  userId: string;
  accountId: string;
  currency: string;
  kind: string;
  reference: string;
  amount: string;
  expiresAt: Date | null;
  placeTransactionId: string;
}

/** The statement of `insertHold` (for `writeTransactions`' `also`, with the hold's transaction). */
export const holdInsert = (hold: NewHold) => sql`
  insert into ledger_holds (id, tenant_id, user_id, account_id, currency, kind, reference, amount,
    expires_at, place_transaction_id)
  values (${hold.id}, ${hold.tenantId}, ${hold.userId}, ${hold.accountId}, ${hold.currency},
    ${hold.kind}, ${hold.reference}, ${hold.amount}::numeric, ${hold.expiresAt},
    ${hold.placeTransactionId})`;

export async function insertHold(h: Handle, hold: NewHold): Promise<void> {
  await holdInsert(hold).execute(h);
}

/** A hold of the tenant, locked for its resolution (undefined when there is none). */
export async function lockHold(
  h: Handle,
  tenantId: string,
  holdId: string,
): Promise<HoldRow | undefined> {
  const { rows } = await sql<HoldRow>`
    select ${holdColumns} from ledger_holds
    where id = ${holdId} and tenant_id = ${tenantId}
    for update`.execute(h);
  return rows[0];
}

/** Holds of the tenant, locked for their resolution in id order (those that exist). */
export async function lockHolds(
  h: Handle,
  tenantId: string,
  holdIds: readonly string[],
): Promise<HoldRow[]> {
  const { rows } = await sql<HoldRow>`
    select ${holdColumns} from ledger_holds
    where id = any(${[...holdIds]}::text[]) and tenant_id = ${tenantId}
    order by id
    for update`.execute(h);
  return rows;
}

export async function findHold(
  h: Handle,
  tenantId: string,
  holdId: string,
): Promise<HoldRow | undefined> {
  const { rows } = await sql<HoldRow>`
    select ${holdColumns} from ledger_holds
    where id = ${holdId} and tenant_id = ${tenantId}`.execute(h);
  return rows[0];
}

export async function resolveHoldRow(
  h: Handle,
  holdId: string,
  r: { state: string; posted: string; released: string; transactionId: string },
): Promise<void> {
  await sql`
    update ledger_holds
    set state = ${r.state}, posted_amount = ${r.posted}::numeric,
      released_amount = ${r.released}::numeric, resolved_at = now(),
      resolve_transaction_id = ${r.transactionId}
    where id = ${holdId} and state = 'open'`.execute(h);
}

export interface HoldResolution {
  holdId: string;
  state: string;
  posted: string;
  released: string;
  transactionId: string;
}

/** `resolveHoldRow` for a batch of locked open holds, in one statement. */
export async function resolveHoldRows(h: Handle, rows: readonly HoldResolution[]): Promise<void> {
  if (rows.length === 0) return;
  await holdsResolve(rows).execute(h);
}

/** The statement of `resolveHoldRows` (for `writeTransactions`' `also`). */
export const holdsResolve = (rows: readonly HoldResolution[]) => sql`
    update ledger_holds l
    set state = v.state, posted_amount = v.posted::numeric, released_amount = v.released::numeric,
      resolved_at = now(), resolve_transaction_id = v.transaction_id
    from unnest(${col(rows, (r) => r.holdId)}::text[], ${col(rows, (r) => r.state)}::text[],
      ${col(rows, (r) => r.posted)}::text[], ${col(rows, (r) => r.released)}::text[],
      ${col(rows, (r) => r.transactionId)}::text[])
      as v(id, state, posted, released, transaction_id)
    where l.id = v.id and l.state = 'open'`;

/** Open holds of a tenant past their expiry, locked; those another transaction holds are skipped. */
export async function lockDueHolds(
  h: Handle,
  tenantId: string,
  now: Date,
  limit: number,
): Promise<HoldRow[]> {
  const { rows } = await sql<HoldRow>`
    select ${holdColumns} from ledger_holds
    where tenant_id = ${tenantId} and state = 'open' and expires_at <= ${now}
    order by expires_at, id
    limit ${limit}
    for update skip locked`.execute(h);
  return rows;
}

// ---- the securities ledger (migration 0014_trading) ---------------------------------

export interface SecuritiesBalanceKey {
  ownerKind: OwnerKind;
  owner: string;
  instrument: string;
  bucket: string;
}

export interface SecuritiesBalanceRow {
  owner_kind: OwnerKind;
  owner: string;
  instrument: string;
  bucket: string;
  quantity: string;
}

/**
 * Locks the balance rows `keys` names (opening missing ones at zero), in primary-key order, so
 * two movements of the same shares queue instead of deadlocking: one statement whatever the
 * number of keys. An INSERT whose conflict updates the row (to what it holds) locks an existing
 * row as FOR UPDATE would, and opens a missing one, in the order of its rows (sorted here), and
 * returns either as it then stands; two first movements of a listing queue, not deadlock.
 */
export async function lockSecuritiesBalances(
  h: Handle,
  tenantId: string,
  keys: readonly SecuritiesBalanceKey[],
): Promise<SecuritiesBalanceRow[]> {
  const sorted = [...keys].sort((a, b) => {
    const x = `${a.ownerKind}\0${a.owner}\0${a.instrument}\0${a.bucket}`;
    const y = `${b.ownerKind}\0${b.owner}\0${b.instrument}\0${b.bucket}`;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const { rows } = await sql<SecuritiesBalanceRow>`
    insert into securities_balances as b (tenant_id, owner_kind, owner, instrument, bucket)
    select ${tenantId}, k.owner_kind, k.owner, k.instrument, k.bucket
    from unnest(${col(sorted, (k) => k.ownerKind)}::text[],
      ${col(sorted, (k) => k.owner)}::text[], ${col(sorted, (k) => k.instrument)}::text[],
      ${col(sorted, (k) => k.bucket)}::text[])
      with ordinality as k(owner_kind, owner, instrument, bucket, n)
    order by k.n
    on conflict (tenant_id, owner_kind, owner, instrument, bucket)
      do update set quantity = b.quantity
    returning b.owner_kind, b.owner, b.instrument, b.bucket, b.quantity::text as quantity`.execute(
    h,
  );
  return rows;
}

export interface SecuritiesTransactionInput {
  id: string;
  kind: string;
  reference: string;
  entries: readonly (SecuritiesBalanceKey & { quantity: string })[];
}

/**
 * Appends securities transactions and their entries (one, or a batch of them) and sets the new
 * balances, in one statement.
 */
export async function writeSecuritiesTransactions(
  h: Handle,
  tenantId: string,
  txs: readonly SecuritiesTransactionInput[],
  balances: readonly (SecuritiesBalanceKey & { quantity: string })[],
): Promise<void> {
  const [setBalances, insertTxs, insertEntries] = securitiesWrites(tenantId, txs, balances);
  await sql`
    with balances as (${setBalances}), tx as (${insertTxs})
    ${insertEntries}`.execute(h);
}

/**
 * The three plain statements of `writeSecuritiesTransactions` (the balances set, the
 * transactions and their entries appended), for a statement that writes them with more (a
 * trade's cash: `writeTransactions`' `also`); the entries' foreign keys to their transactions are
 * checked at the end of the statement.
 */
export function securitiesWrites(
  tenantId: string,
  txs: readonly SecuritiesTransactionInput[],
  balances: readonly (SecuritiesBalanceKey & { quantity: string })[],
): [RawBuilder<unknown>, RawBuilder<unknown>, RawBuilder<unknown>] {
  const entries = txs.flatMap((t) => t.entries.map((e) => ({ ...e, transactionId: t.id })));
  return [
    sql`
      update securities_balances b
      set quantity = v.quantity::numeric, updated_at = now()
      from unnest(${col(balances, (r) => r.ownerKind)}::text[],
        ${col(balances, (r) => r.owner)}::text[], ${col(balances, (r) => r.instrument)}::text[],
        ${col(balances, (r) => r.bucket)}::text[], ${col(balances, (r) => r.quantity)}::text[])
        as v(owner_kind, owner, instrument, bucket, quantity)
      where b.tenant_id = ${tenantId} and b.owner_kind = v.owner_kind and b.owner = v.owner
        and b.instrument = v.instrument and b.bucket = v.bucket`,
    sql`
      insert into securities_transactions (id, tenant_id, kind, reference)
      select v.id, ${tenantId}, v.kind, v.reference
      from unnest(${col(txs, (t) => t.id)}::text[], ${col(txs, (t) => t.kind)}::text[],
        ${col(txs, (t) => t.reference)}::text[]) as v(id, kind, reference)`,
    sql`
      insert into securities_entries
        (transaction_id, tenant_id, owner_kind, owner, instrument, bucket, quantity)
      select e.transaction_id, ${tenantId}, e.owner_kind, e.owner, e.instrument, e.bucket,
        e.quantity::numeric
      from unnest(${col(entries, (e) => e.transactionId)}::text[],
        ${col(entries, (e) => e.ownerKind)}::text[], ${col(entries, (e) => e.owner)}::text[],
        ${col(entries, (e) => e.instrument)}::text[], ${col(entries, (e) => e.bucket)}::text[],
        ${col(entries, (e) => e.quantity)}::text[])
        as e(transaction_id, owner_kind, owner, instrument, bucket, quantity)`,
  ];
}

/** A client's securities balances (non-zero), by instrument then bucket. */
export async function clientSecuritiesRows(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<SecuritiesBalanceRow[]> {
  const { rows } = await sql<SecuritiesBalanceRow>`
    select owner_kind, owner, instrument, bucket, quantity::text as quantity
    from securities_balances
    where tenant_id = ${tenantId} and owner_kind = 'client' and owner = ${userId}
      and quantity <> 0
    order by instrument, bucket`.execute(h);
  return rows;
}

export interface SecuritiesCheckRow {
  tenant_id: string;
  owner_kind: OwnerKind;
  owner: string;
  instrument: string;
  bucket: string;
  kept: string;
  rebuilt: string;
}

/** Securities balances that differ from the sum of their entries (one tenant, or all). */
export async function securitiesAgainstEntries(
  h: Handle,
  tenantId?: string,
): Promise<SecuritiesCheckRow[]> {
  const { rows } = await sql<SecuritiesCheckRow>`
    select coalesce(b.tenant_id, e.tenant_id) as tenant_id,
      coalesce(b.owner_kind, e.owner_kind) as owner_kind, coalesce(b.owner, e.owner) as owner,
      coalesce(b.instrument, e.instrument) as instrument, coalesce(b.bucket, e.bucket) as bucket,
      coalesce(b.quantity, 0)::text as kept, coalesce(e.total, 0)::text as rebuilt
    from (select * from securities_balances
          where ${tenantId === undefined ? sql`true` : sql`tenant_id = ${tenantId}`}) b
    full join (
      select tenant_id, owner_kind, owner, instrument, bucket, sum(quantity) as total
      from securities_entries
      where ${tenantId === undefined ? sql`true` : sql`tenant_id = ${tenantId}`}
      group by tenant_id, owner_kind, owner, instrument, bucket
    ) e using (tenant_id, owner_kind, owner, instrument, bucket)
    where coalesce(b.quantity, 0) <> coalesce(e.total, 0)
    order by 1, 2, 3, 4, 5`.execute(h);
  return rows;
}

/** Securities transactions whose entries do not sum to zero per instrument. */
export async function unbalancedSecuritiesTransactions(
  h: Handle,
  tenantId?: string,
): Promise<{ transaction_id: string; instrument: string; sum: string }[]> {
  const { rows } = await sql<{ transaction_id: string; instrument: string; sum: string }>`
    select transaction_id, instrument, sum(quantity)::text as sum
    from securities_entries
    where ${tenantId === undefined ? sql`true` : sql`tenant_id = ${tenantId}`}
    group by transaction_id, instrument
    having sum(quantity) <> 0
    order by transaction_id, instrument`.execute(h);
  return rows;
}

/** Instruments whose balances over all accounts of a tenant do not sum to zero. */
export async function unbalancedInstruments(
  h: Handle,
  tenantId?: string,
): Promise<{ tenant_id: string; instrument: string; sum: string }[]> {
  const { rows } = await sql<{ tenant_id: string; instrument: string; sum: string }>`
    select tenant_id, instrument, sum(quantity)::text as sum
    from securities_balances
    where ${tenantId === undefined ? sql`true` : sql`tenant_id = ${tenantId}`}
    group by tenant_id, instrument
    having sum(quantity) <> 0
    order by 1, 2`.execute(h);
  return rows;
}

/** Whether the securities ledger's tables are there (a database migrated before 0014 has none). */
export async function securitiesLedgerExists(h: Handle): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select to_regclass('securities_entries') is not null as found`.execute(h);
  return rows[0]?.found === true;
}

// ---- a client's history (the portfolio's performance) ----------------------------------------

export interface CashHistoryRow {
  transaction_id: string;
  kind: string;
  created_at: Date;
  currency: string;
  bucket: string;
  amount: string;
}

/** A client's cash entries in `buckets`, oldest first, with their transaction's kind. */
export async function clientCashHistory(
  h: Handle,
  tenantId: string,
  userId: string,
  buckets: readonly string[],
): Promise<CashHistoryRow[]> {
  const { rows } = await sql<CashHistoryRow>`
    select e.transaction_id, t.kind, e.created_at, e.currency, e.bucket, e.amount::text as amount
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id
    where a.tenant_id = ${tenantId} and a.owner_kind = 'client' and a.owner = ${userId}
      and e.bucket in (${sql.join(buckets.map((b) => sql`${b}`))})
    order by e.created_at, e.id`.execute(h);
  return rows;
}

/** A client's securities entries (every bucket), oldest first. */
export async function clientSecuritiesHistory(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<{ created_at: Date; instrument: string; quantity: string }[]> {
  const { rows } = await sql<{ created_at: Date; instrument: string; quantity: string }>`
    select created_at, instrument, quantity::text as quantity
    from securities_entries
    where tenant_id = ${tenantId} and owner_kind = 'client' and owner = ${userId}
    order by created_at, id`.execute(h);
  return rows;
}

/**
 * Locks the client's balance rows of `buckets` in every currency, FOR UPDATE, in the lock order
 * of `post` (account id, bucket): a caller that decides on a balance (a withdrawal on
 * `outstanding`) reads it as committed and no posting to it interleaves until it commits.
 */
export async function lockClientBuckets(
  h: Handle,
  tenantId: string,
  userId: string,
  buckets: readonly string[],
): Promise<void> {
  await sql`select b.account_id from ledger_accounts a
    join ledger_balances b on b.account_id = a.id
    where a.tenant_id = ${tenantId} and a.owner_kind = 'client' and a.owner = ${userId}
      and b.bucket in (${sql.join([...buckets])}) and b.shard = 0
    order by b.account_id, b.bucket
    for update of b`.execute(h);
}
