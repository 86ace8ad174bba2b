// The ledger (ARCHITECTURE 'The server'): the one writer of balances. Every movement of
// money is one ledger transaction of postings that sum to zero per currency; entries are
// append-only (a trigger refuses UPDATE/DELETE); balances are kept in step in the same database
// transaction, with their rows locked in a fixed order. Services never open transactions: the
// caller (route, command) opens one and passes it down, so a withdrawal, its hold and its
// idempotency record commit or roll back together.
//
// Lock order. Every money transaction (platform/unitOfWork.ts MONEY_TRANSACTION: READ COMMITTED
// and row locks) takes its locks in this order, so two of them, or one and a back-office change,
// queue instead of deadlocking:
// 1. the idempotency key's advisory lock (idempotency.ts);
// 2. the client row (`users`) FOR SHARE, when the movement depends on the client's state (a
//    withdrawal on KYC and score, a deposit on client_deposit). The back-office writers of that
//    row (KYC decision, client:set) UPDATE it, which conflicts with FOR SHARE: a change in
//    progress is waited for and the money transaction then reads it as committed; a change that
//    starts later waits for the money transaction to commit. Those writers take no money lock
//    after it, and no money transaction writes the client row (two FOR SHARE holders upgrading
//    to a write would deadlock);
// 3. the rows of the request itself: the client's bank accounts (FOR UPDATE), the withdrawal,
//    deposit or hold being decided (FOR UPDATE);
// 4. last, the balance rows, in `post`: the customer rows in (account id, bucket) order
//    (repo.lockBalances), then one shard of each system balance in (account id, bucket) order
//    (repo.lockFreeSystemShards, one statement for all of them: the first shard no other
//    transaction holds; repo.lockSystemShard waits for one only when all SYSTEM_BALANCE_SHARDS
//    are held). A system account's balance is the sum of its shards, so
//    FX exchanges, deposit approvals and payouts through one system account do not queue on it.
import { randomUUID } from 'node:crypto';
import type { RawBuilder } from 'kysely';
import {
  CLIENT_BUCKETS,
  Money,
  SYSTEM_ACCOUNTS,
  applyPostings,
  balanceKey,
  isClientPosting,
  postingBucket,
  validatePostings,
  type AssetBuckets,
  type ClientBucket,
  type Posting,
  type SystemAccountName,
} from '@invest/domain';
import { sqlState } from '../../db/transaction';
import { AppError } from '../../platform/errors';
import type { AccountRef, Handle, OwnerKind } from './repo';
import * as repo from './repo';
import { verifySecurities, type SecuritiesVerification } from './securities';

export type { Handle } from './repo';
export type { Posting } from '@invest/domain';

/** What `post` writes: one ledger transaction. */
export interface PostInput {
  tenantId: string;
  /** What moved the money ('deposit.approve', 'withdrawal.request', 'fx.exchange', ...). */
  kind: string;
  /** The business record it belongs to (a deposit id, an order id, ...), for history and audit. */
  reference?: string;
  postings: readonly Posting[];
  /**
   * When the movement took effect on the app's clock (the one tests move); the database's clock
   * when absent. The history of the portfolio (orders/performance.ts) reads entries by it.
   */
  at?: Date;
}

export interface PostedBalance {
  accountId: string;
  account: Posting['account'];
  bucket: string;
  currency: string;
  /**
   * The balance after the transaction, a decimal string. For a system account: of the shard the
   * transaction posted to (the account's balance is the sum of its shards, `systemBalances`).
   */
  amount: string;
}

export interface PostResult {
  transactionId: string;
  /** The new balance of every bucket the postings touched. */
  balances: PostedBalance[];
}

const KIND = /^[a-z][a-z0-9_.:-]{0,63}$/;
const MAX_REFERENCE = 200;

type BalanceRef = AccountRef & { bucket: string };

const refOf = (p: Posting): BalanceRef =>
  isClientPosting(p)
    ? { ownerKind: 'client', owner: p.account.client, currency: p.currency, bucket: p.bucket }
    : { ownerKind: 'system', owner: p.account.system, currency: p.currency, bucket: 'main' };

const accountOf = (ownerKind: OwnerKind, owner: string): Posting['account'] =>
  ownerKind === 'client'
    ? { client: owner }
    : ({ system: owner } as Extract<Posting['account'], { system: string }>);

const rowKey = (r: Pick<Locked, 'owner_kind' | 'owner' | 'currency' | 'bucket'>) =>
  balanceKey({ account: accountOf(r.owner_kind, r.owner), currency: r.currency, bucket: r.bucket });

interface Locked {
  account_id: string;
  owner_kind: OwnerKind;
  owner: string;
  currency: string;
  bucket: string;
  /** The shard of a system balance the transaction posts to (0 for a customer bucket). */
  shard: number;
  amount: string;
}

const accountKey = (tenantId: string, r: AccountRef) =>
  `${tenantId}\0${r.ownerKind}\0${r.owner}\0${r.currency}`;

/**
 * Account ids by owner. An account is never deleted or re-keyed, so its id may be remembered by
 * the process; a remembered id that turns out stale (its creating transaction rolled back) finds
 * no balance rows and is looked up again. Saves a query and a read of ledger_accounts per post.
 */
const accountIds = new Map<string, string>();
const ACCOUNT_CACHE_LIMIT = 100_000;

function remember(tenantId: string, rows: readonly repo.AccountRow[]): void {
  if (accountIds.size + rows.length > ACCOUNT_CACHE_LIMIT) accountIds.clear();
  for (const r of rows) {
    accountIds.set(
      accountKey(tenantId, { ownerKind: r.owner_kind, owner: r.owner, currency: r.currency }),
      r.id,
    );
  }
}

/**
 * Locks the balance rows of `refs` (opening missing accounts): the customer rows in (account id,
 * bucket) order, then one shard of each system balance, from the shard `preferred` on, skipping
 * shards other transactions hold (repo.lockSystemShard).
 */
async function lockAll(
  h: Handle,
  tenantId: string,
  refs: ReadonlyMap<string, BalanceRef>,
  preferred: number,
): Promise<Locked[]> {
  const accounts = new Map<string, AccountRef>();
  for (const r of refs.values()) {
    accounts.set(accountKey(tenantId, r), {
      ownerKind: r.ownerKind,
      owner: r.owner,
      currency: r.currency,
    });
  }
  for (let attempt = 0; ; attempt++) {
    const ids = new Map<string, string>();
    const unknown: AccountRef[] = [];
    for (const [key, ref] of accounts) {
      const id = attempt === 0 ? accountIds.get(key) : undefined;
      if (id === undefined) unknown.push(ref);
      else ids.set(key, id);
    }
    if (unknown.length > 0) {
      let found = await repo.findAccounts(h, tenantId, unknown);
      if (found.length < unknown.length) {
        // only the missing ones: opening an account is two statements
        const have = new Set(
          found.map((r) =>
            accountKey(tenantId, { ownerKind: r.owner_kind, owner: r.owner, currency: r.currency }),
          ),
        );
        await repo.ensureAccounts(
          h,
          tenantId,
          unknown.filter((r) => !have.has(accountKey(tenantId, r))),
        );
        found = await repo.findAccounts(h, tenantId, unknown);
        // a client posting for no user of this tenant opens nothing
        if (found.length < unknown.length) throw AppError.notFound('Account not found.');
      }
      for (const r of found) {
        ids.set(
          accountKey(tenantId, { ownerKind: r.owner_kind, owner: r.owner, currency: r.currency }),
          r.id,
        );
      }
      remember(tenantId, found);
    }
    const owners = new Map<string, AccountRef>();
    const keys = [...refs.values()].map((r) => {
      const accountId = ids.get(accountKey(tenantId, r))!;
      owners.set(accountId, r);
      return { accountId, bucket: r.bucket, system: r.ownerKind === 'system' };
    });
    const customer = keys.filter((k) => !k.system);
    // after every customer row (lock order: service.ts header), in (account id, bucket) order
    const system = keys
      .filter((k) => k.system)
      .sort((x, y) => compareText(`${x.accountId}\0${x.bucket}`, `${y.accountId}\0${y.bucket}`));
    // the customer rows, then a free shard of each system balance, in one statement; a balance
    // whose every shard is held is waited for after (16 shards of one balance held at once is
    // rare; a deadlock that might make is retried)
    const rows = await repo.lockBalancesAndFreeShards(h, customer, system, preferred);
    const isSystem = new Set(system.map((k) => `${k.accountId}\0${k.bucket}`));
    const got = new Set(
      rows.map((r) => `${r.account_id}\0${r.bucket}`).filter((k) => isSystem.has(k)),
    );
    for (const k of system) {
      if (got.has(`${k.accountId}\0${k.bucket}`)) continue;
      const row = await repo.lockSystemShard(h, k, preferred);
      if (row) rows.push(row);
    }
    if (rows.length === keys.length) {
      return rows.map((row) => {
        const owner = owners.get(row.account_id)!;
        return { ...row, owner_kind: owner.ownerKind, owner: owner.owner };
      });
    }
    // a remembered id was stale: forget these and look them up (once)
    for (const key of accounts.keys()) accountIds.delete(key);
    if (attempt > 0) throw AppError.notFound('Account not found.');
  }
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The shard a transaction prefers in each system balance it touches: spread by its id. */
const preferredShard = (transactionId: string) =>
  Number.parseInt(transactionId.slice(0, 8), 16) % repo.SYSTEM_BALANCE_SHARDS;

/** Money in its currency's form: '100.00000000' USD -> '100.00'. */
export const formatAmount = (amount: string, currency: string): string =>
  Money.of(amount, currency).toString();

/** Row locks last as long as a transaction: the ledger's writers refuse a bare database handle. */
export function requireTransaction(h: Handle, what: string): void {
  if (!h.isTransaction) throw new Error(`ledger ${what} needs the caller's transaction`);
}

function invalid(path: string, message: string): AppError {
  return new AppError('LEDGER_INVALID_POSTINGS', 422, 'Invalid ledger postings.', [
    { path, message },
  ]);
}

/**
 * Posts one ledger transaction: checks the postings (domain `validatePostings`: known accounts
 * and buckets, whole minor units, each currency summing to zero), locks every balance they touch
 * in (account, bucket) order, refuses when a customer bucket would go below zero, then updates
 * the balances and appends the transaction and its entries. Accounts are opened on first use
 * (a client's only for a user of the tenant).
 *
 * Errors (AppError; the caller's transaction must roll back, as it does when they propagate):
 * - 422 LEDGER_INVALID_POSTINGS: the postings break a rule (`errors[0]` names the posting);
 * - 422 INSUFFICIENT_BALANCE: a customer bucket would fall below zero (`errors[0].path` is
 *   `<currency>.<bucket>`); nothing is written;
 * - 404 NOT_FOUND: a client posting names no user of the tenant.
 * A serialisation failure or deadlock propagates as the database error, for the unit of work to
 * retry.
 */
export async function post(h: Handle, input: PostInput): Promise<PostResult> {
  return (await postMany(h, input.tenantId, [input]))[0]!;
}

/**
 * Posts ledger transactions of one tenant in order, each as `post` posts one, with every balance
 * they touch locked once (in the lock order) and everything written in one statement: a batch
 * of a tick's fills costs a few statements, not a few per fill. A customer bucket that any of
 * them would take below zero refuses them all (422 INSUFFICIENT_BALANCE, `errors[0].path`
 * `<currency>.<bucket>`); so does any invalid one (422 LEDGER_INVALID_POSTINGS). Answers their
 * results, in order, each balance as it stood after its transaction.
 */
export async function postMany(
  h: Handle,
  tenantId: string,
  inputs: readonly Omit<PostInput, 'tenantId'>[],
  options: {
    /**
     * A write of the ledger area that goes with the transactions (a hold placed or resolved by
     * them), made in their statement: one round trip fewer. Given their ids, in order, and the
     * account id of each posting's balance.
     */
    also?: (written: {
      transactionIds: readonly string[];
      accountIdOf: (p: Posting) => string;
    }) => RawBuilder<unknown>;
  } = {},
): Promise<PostResult[]> {
  requireTransaction(h, 'post()');
  if (inputs.length === 0) return [];
  const prepared = await preparePosts(h, tenantId, inputs);
  const also = options.also?.({
    transactionIds: prepared.txs.map((t) => t.id),
    accountIdOf: prepared.accountIdOf,
  });
  await writePrepared(h, prepared, also === undefined ? [] : [also]);
  return prepared.results;
}

/** Ledger transactions checked, their balances locked and their new amounts computed. */
export interface PreparedPosts {
  txs: Parameters<typeof repo.writeTransactions>[1];
  balances: Parameters<typeof repo.writeTransactions>[2];
  results: PostResult[];
  accountIdOf: (p: Posting) => string;
}

/**
 * What `postMany` does before its write: checks the postings, locks every balance they touch
 * (in the lock order) and applies them in turn, refusing as `postMany` refuses. Answers what to
 * write (`writePrepared`) and the results it will have.
 */
export async function preparePosts(
  h: Handle,
  tenantId: string,
  inputs: readonly Omit<PostInput, 'tenantId'>[],
): Promise<PreparedPosts> {
  // the distinct balances touched; `lockBalances` sorts them into the lock order
  const refs = new Map<string, BalanceRef>();
  for (const input of inputs) {
    const { kind, postings } = input;
    const reference = input.reference ?? '';
    if (!KIND.test(kind)) throw invalid('kind', 'ledger_kind_invalid');
    if (reference.length > MAX_REFERENCE) throw invalid('reference', 'ledger_reference_too_long');
    const check = validatePostings(postings);
    if (!check.ok) {
      const at = check.params.index;
      throw invalid(at >= 0 ? `postings.${at}` : 'postings', check.code);
    }
    for (const p of postings) {
      const key = balanceKey({
        account: p.account,
        currency: p.currency,
        bucket: postingBucket(p),
      });
      refs.set(key, refOf(p));
    }
  }
  const ids = inputs.map(() => randomUUID());
  const rows = await lockAll(h, tenantId, refs, preferredShard(ids[0]!));

  const byKey = new Map(rows.map((r) => [rowKey(r), r]));
  const current = new Map(rows.map((r) => [rowKey(r), r.amount]));
  const touched = inputs.map((input) => {
    const applied = applyPostings(current, input.postings);
    if (!applied.ok) {
      const row = byKey.get(applied.params.key)!;
      throw new AppError('INSUFFICIENT_BALANCE', 422, 'Insufficient balance.', [
        { path: `${row.currency}.${row.bucket}`, message: 'insufficient_balance' },
      ]);
    }
    for (const [key, amount] of applied.balances) current.set(key, amount);
    return applied.balances;
  });

  const txs = inputs.map((input, i) => ({
    id: ids[i]!,
    tenantId,
    kind: input.kind,
    reference: input.reference ?? '',
    at: input.at,
    entries: input.postings.map((p) => {
      const row = byKey.get(
        balanceKey({ account: p.account, currency: p.currency, bucket: postingBucket(p) }),
      )!;
      return {
        accountId: row.account_id,
        bucket: row.bucket,
        currency: p.currency,
        amount: p.amount,
      };
    }),
  }));
  const changed = new Set(touched.flatMap((t) => [...t.keys()]));
  const balances = [...changed].map((key) => ({
    accountId: byKey.get(key)!.account_id,
    bucket: byKey.get(key)!.bucket,
    shard: byKey.get(key)!.shard,
    amount: current.get(key)!,
  }));
  return {
    txs,
    balances,
    accountIdOf: (p) =>
      byKey.get(balanceKey({ account: p.account, currency: p.currency, bucket: postingBucket(p) }))!
        .account_id,
    results: touched.map((applied, i) => ({
      transactionId: ids[i]!,
      balances: [...applied].map(([key, amount]) => {
        const row = byKey.get(key)!;
        return {
          accountId: row.account_id,
          account: accountOf(row.owner_kind, row.owner),
          bucket: row.bucket,
          currency: row.currency,
          amount: formatAmount(amount, row.currency),
        };
      }),
    })),
  };
}

/**
 * Writes what `preparePosts` prepared, with `also`, writes that go with it in its statement
 * (each a plain INSERT or UPDATE; their foreign keys to the transactions are checked at the end
 * of the statement, when they are there).
 */
export async function writePrepared(
  h: Handle,
  prepared: PreparedPosts,
  also: readonly RawBuilder<unknown>[],
): Promise<void> {
  try {
    await repo.writeTransactions(h, prepared.txs, prepared.balances, also);
  } catch (error) {
    // the CHECK is a backstop behind applyPostings; should it ever fire, it is still a refusal
    if (sqlState(error) === '23514') {
      throw new AppError('INSUFFICIENT_BALANCE', 422, 'Insufficient balance.');
    }
    throw error;
  }
}

/**
 * Opens a client's accounts (every bucket at zero) in the given currencies, by default those of
 * the tenant's account countries. Opening twice changes nothing.
 */
export async function openClientAccounts(
  h: Handle,
  tenantId: string,
  userId: string,
  currencies?: readonly string[],
): Promise<void> {
  const list = currencies ?? (await repo.accountCurrencies(h, tenantId));
  await repo.ensureAccounts(
    h,
    tenantId,
    list.map((currency) => ({ ownerKind: 'client' as const, owner: userId, currency })),
  );
}

/**
 * Opens the tenant's system accounts (all of SYSTEM_ACCOUNTS, or those named) in the given
 * currencies, by default those of its account countries. `post` opens accounts on first use
 * too, but opening them ahead (tenant set-up, client approval) keeps account creation off the
 * hot path, where concurrent first uses would queue on each other's inserts.
 */
export async function openSystemAccounts(
  h: Handle,
  tenantId: string,
  options: { currencies?: readonly string[]; names?: readonly SystemAccountName[] } = {},
): Promise<void> {
  const list = options.currencies ?? (await repo.accountCurrencies(h, tenantId));
  const names = options.names ?? SYSTEM_ACCOUNTS;
  await repo.ensureAccounts(
    h,
    tenantId,
    names.flatMap((owner) =>
      list.map((currency) => ({ ownerKind: 'system' as const, owner, currency })),
    ),
  );
}

/**
 * A client's balances per currency (spec 3 asset buckets, decimal strings in the currency's
 * form), sorted by currency. A client without accounts has none.
 */
export async function clientBalances(
  h: Handle,
  tenantId: string,
  userId: string,
): Promise<AssetBuckets[]> {
  return clientBalancesOf(await repo.clientBalanceRows(h, tenantId, userId));
}

/**
 * `clientBalances`' read as a query for a caller's own statement (one round trip fewer): its
 * rows, in (currency, bucket) order, are what `clientBalancesOf` takes.
 */
export const clientBalancesQuery = (
  tenantId: string | RawBuilder<unknown>,
  userId: string | RawBuilder<unknown>,
): RawBuilder<unknown> => repo.clientBalanceRowsQuery(tenantId, userId);

/** A client's balances per currency (as `clientBalances`) from its rows in (currency, bucket) order. */
export function clientBalancesOf(rows: readonly repo.ClientBalanceRow[]): AssetBuckets[] {
  const out = new Map<string, AssetBuckets>();
  for (const r of rows) {
    let buckets = out.get(r.currency);
    if (!buckets) {
      const zero = formatAmount('0', r.currency);
      buckets = { currency: r.currency } as AssetBuckets;
      for (const b of CLIENT_BUCKETS) buckets[b] = zero;
      out.set(r.currency, buckets);
    }
    buckets[r.bucket as ClientBucket] = formatAmount(r.amount, r.currency);
  }
  return [...out.values()];
}

/**
 * The tenant's system account balances (cash in transit, FX clearing, fees, ...), each the sum
 * of its shards, in the currency's form, by name then currency.
 */
export async function systemBalances(
  h: Handle,
  tenantId: string,
): Promise<{ account: SystemAccountName; currency: string; amount: string }[]> {
  return (await repo.systemBalanceRows(h, tenantId)).map((r) => ({
    account: r.owner as SystemAccountName,
    currency: r.currency,
    amount: formatAmount(r.amount, r.currency),
  }));
}

// ---- verification ---------------------------------------------------------------------------

export interface BalanceDifference {
  tenantId: string;
  accountId: string;
  account: Posting['account'];
  currency: string;
  bucket: string;
  /** The balance kept in ledger_balances. */
  kept: string;
  /** The sum of the account bucket's entries. */
  rebuilt: string;
}

export interface LedgerVerification {
  /** True when nothing below is listed. */
  ok: boolean;
  /** Balances that differ from the sum of their entries. */
  differences: BalanceDifference[];
  /** Transactions whose entries do not sum to zero in a currency. */
  unbalanced: { transactionId: string; currency: string; sum: string }[];
  /** The securities ledger's findings: the same checks per instrument. */
  securities: SecuritiesVerification;
}

const toDifference = (r: repo.BalanceCheckRow): BalanceDifference => ({
  tenantId: r.tenant_id,
  accountId: r.account_id,
  account: accountOf(r.owner_kind, r.owner),
  currency: r.currency,
  bucket: r.bucket,
  kept: formatAmount(r.kept, r.currency),
  rebuilt: formatAmount(r.rebuilt, r.currency),
});

/**
 * Every balance rebuilt from the entries, beside the balance kept (one tenant, or all). Reads
 * only: `post` stays the one writer of balances; a repair is a correcting transaction.
 */
export async function rebuildBalances(
  h: Handle,
  options: { tenantId?: string } = {},
): Promise<BalanceDifference[]> {
  const rows = await repo.balancesAgainstEntries(h, {
    tenantId: options.tenantId,
    onlyDifferences: false,
  });
  return rows.map(toDifference);
}

/**
 * Checks the ledger (one tenant, or all): every kept balance equals the sum of its entries and
 * every transaction sums to zero per currency. The back-office `ledger:verify` command prints
 * this and exits non-zero unless `ok`.
 */
export async function verifyLedger(
  h: Handle,
  options: { tenantId?: string } = {},
): Promise<LedgerVerification> {
  const differences = (
    await repo.balancesAgainstEntries(h, { tenantId: options.tenantId, onlyDifferences: true })
  ).map(toDifference);
  const unbalanced = (await repo.unbalancedTransactions(h, options.tenantId)).map((r) => ({
    transactionId: r.transaction_id,
    currency: r.currency,
    sum: r.sum,
  }));
  const securities = await verifySecurities(h, options.tenantId);
  const securitiesOk =
    securities.differences.length === 0 &&
    securities.unbalanced.length === 0 &&
    securities.unbalancedInstruments.length === 0;
  return {
    ok: differences.length === 0 && unbalanced.length === 0 && securitiesOk,
    differences,
    unbalanced,
    securities,
  };
}

/**
 * Locks the client's `buckets` balances in every currency in the ledger's lock order (step 4 of
 * 'Lock order'), so that a decision on them (spec 6: an outstanding balance blocks a withdrawal)
 * is taken on committed amounts and no posting to them interleaves until the caller commits.
 */
export async function lockClientBuckets(
  h: Handle,
  tenantId: string,
  userId: string,
  buckets: readonly ClientBucket[],
): Promise<void> {
  requireTransaction(h, 'lockClientBuckets()');
  await repo.lockClientBuckets(h, tenantId, userId, buckets);
}
