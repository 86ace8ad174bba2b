// System accounts' balances are spread over shard rows (migration 0012, repo.SYSTEM_BALANCE_SHARDS)
// so that movements through one system account (FX clearing, cash in transit) do not queue on one
// row: the balance is the sum of the shards, verify and rebuild see the sums, customer buckets
// stay one row with their CHECK. On PostgreSQL: a movement completes while another through the
// same system account still holds its locks.
import { Money, type Posting } from '@invest/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { migration0012LedgerShards } from '../../db/migrations/0012_ledger_shards';
import { migrations } from '../../db/migrations/index';
import { databaseKinds, openTestDatabase } from '../../db/test-support';
import { withTransaction } from '../../db/transaction';
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import { insertTenant, insertUser } from '../../testing/fixtures';
import { SYSTEM_BALANCE_SHARDS } from './repo';
import {
  clientBalances,
  openSystemAccounts,
  post,
  rebuildBalances,
  systemBalances,
  verifyLedger,
} from './service';
import {
  answerAfterRelease,
  codeOf,
  deposit,
  heldOpen,
  openLedgerFixture,
  uid,
  withoutWaitingFor,
  type LedgerFixture,
} from './testSupport';

const exchange = (client: string, amount: string, converted: string): Posting[] => [
  { account: { client }, bucket: 'available', currency: 'USD', amount: `-${amount}` },
  { account: { system: 'fx_clearing' }, currency: 'USD', amount },
  { account: { system: 'fx_clearing' }, currency: 'EUR', amount: `-${converted}` },
  { account: { client }, bucket: 'available', currency: 'EUR', amount: converted },
];

describe.each(databaseKinds())('system balance shards on %s', (kind) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await openLedgerFixture(kind, 3);
    await withTransaction(f.t.db, (trx) =>
      openSystemAccounts(trx, f.tenantId, { currencies: ['USD', 'EUR'] }),
    );
  });
  afterAll(async () => {
    await f.t.cleanup();
  });
  const posted = (postings: Posting[]) =>
    withTransaction(
      f.t.db,
      (trx) => post(trx, { tenantId: f.tenantId, kind: 'test', reference: uid(), postings }),
      MONEY_TRANSACTION,
    );
  const system = async (account: string, currency: string) =>
    (await systemBalances(f.t.db, f.tenantId)).find(
      (b) => b.account === account && b.currency === currency,
    )?.amount;
  const shardRows = (account: string, currency: string) =>
    sql<{ shard: number; amount: string; customer: boolean }>`
      select b.shard::int as shard, b.amount::text as amount, b.customer
      from ledger_balances b join ledger_accounts a on a.id = b.account_id
      where a.tenant_id = ${f.tenantId} and a.owner = ${account} and a.currency = ${currency}
      order by b.bucket, b.shard`
      .execute(f.t.db)
      .then((r) => r.rows);

  it('a system balance is the sum of its shards; verify and rebuild agree; customer buckets stay one row', async () => {
    const [a, b] = f.clients as [string, string];
    const shards = await shardRows('cash_in_transit', 'USD');
    expect(shards.map((r) => r.shard)).toEqual(
      Array.from({ length: SYSTEM_BALANCE_SHARDS }, (_, i) => i),
    );
    let total = Money.zero('USD');
    for (let i = 1; i <= 24; i++) {
      const amount = `${i}.25`;
      total = total.add(Money.of(amount, 'USD'));
      await posted(deposit(i % 2 === 0 ? a : b, amount));
    }
    expect(await system('cash_in_transit', 'USD')).toBe(Money.zero('USD').sub(total).toString());
    // spread: 24 postings on one shard would be a 16^-23 chance
    const used = (await shardRows('cash_in_transit', 'USD')).filter((r) => Number(r.amount) !== 0);
    expect(used.length).toBeGreaterThan(1);
    await posted(exchange(a, '100.00', '92.00'));
    expect(await system('fx_clearing', 'USD')).toBe('100.00');
    expect(await system('fx_clearing', 'EUR')).toBe('-92.00');
    // every customer bucket is one row (shard 0)
    const customer = await shardRows(a, 'USD');
    expect(customer.map((r) => [r.shard, r.customer])).toEqual(
      Array.from({ length: 6 }, () => [0, true]),
    );
    const rebuilt = await rebuildBalances(f.t.db, { tenantId: f.tenantId });
    expect(rebuilt.every((r) => r.kept === r.rebuilt)).toBe(true);
    const cit = rebuilt.filter(
      (r) => 'system' in r.account && r.account.system === 'cash_in_transit',
    );
    expect(cit.map((r) => [r.currency, r.kept])).toEqual(
      expect.arrayContaining([['USD', Money.zero('USD').sub(total).toString()]]),
    );
    expect(await verifyLedger(f.t.db, { tenantId: f.tenantId })).toEqual({
      ok: true,
      differences: [],
      unbalanced: [],
      securities: { differences: [], unbalanced: [], unbalancedInstruments: [] },
    });
  });

  it('verify reports a shard that drifted, as a difference of the account', async () => {
    const before = await system('cash_in_transit', 'USD');
    const code = await codeOf(
      withTransaction(f.t.db, async (trx) => {
        await sql`update ledger_balances b set amount = amount + 1 from ledger_accounts a
          where a.id = b.account_id and a.tenant_id = ${f.tenantId}
            and a.owner = 'cash_in_transit' and a.currency = 'USD' and b.shard = 7`.execute(trx);
        const report = await verifyLedger(trx, { tenantId: f.tenantId });
        expect(report.ok).toBe(false);
        expect(report.differences).toEqual([
          expect.objectContaining({
            account: { system: 'cash_in_transit' },
            currency: 'USD',
            bucket: 'main',
            kept: Money.of(before!, 'USD').add(Money.of('1', 'USD')).toString(),
            rebuilt: before,
          }),
        ]);
        throw Object.assign(new Error('rollback'), { code: 'ROLLBACK' });
      }),
    );
    expect(code).toBe('ROLLBACK');
    expect((await verifyLedger(f.t.db, { tenantId: f.tenantId })).ok).toBe(true);
  });

  it('a customer bucket cannot take a second shard (CHECK)', async () => {
    const [a] = f.clients as [string];
    const code = await codeOf(
      withTransaction(f.t.db, (trx) =>
        sql`insert into ledger_balances (account_id, bucket, shard, tenant_id, currency, customer)
          select id, 'available', 1, tenant_id, currency, true from ledger_accounts
          where owner = ${a} and currency = 'USD'`.execute(trx),
      ),
    );
    expect(code).toBe('23514');
  });

  if (kind !== 'postgres') return;

  it('two movements through one system account do not wait for each other', async () => {
    const [a, b, c] = f.clients as [string, string, string];
    await posted(deposit(c, '500.00'));
    const verifyBefore = await system('cash_in_transit', 'USD');
    // a deposit approval holds its locks (its client's row, one cash_in_transit shard) ...
    const first = heldOpen(f.t.db, (trx) =>
      post(trx, {
        tenantId: f.tenantId,
        kind: 'test',
        reference: uid(),
        postings: deposit(a, '7.00'),
      }),
    );
    let fx: ReturnType<typeof heldOpen> | undefined;
    try {
      const pid = await first.pid;
      // ... while another through the same account completes without waiting for it
      await withoutWaitingFor(f.t.db, pid, posted(deposit(b, '3.00')));
      // and an FX exchange through fx_clearing while another exchange holds its shards
      fx = heldOpen(f.t.db, (trx) =>
        post(trx, {
          tenantId: f.tenantId,
          kind: 'test',
          reference: uid(),
          postings: exchange(c, '10.00', '9.20'),
        }),
      );
      const fxPid = await fx.pid;
      await withoutWaitingFor(f.t.db, fxPid, posted(exchange(b, '2.00', '1.84')));
    } finally {
      // released whatever happened, so a failure does not leave them open
      first.release();
      fx?.release();
    }
    await Promise.all([first.done, fx!.done]);
    expect(await system('cash_in_transit', 'USD')).toBe(
      Money.of(verifyBefore!, 'USD').sub(Money.of('10.00', 'USD')).toString(),
    );
    expect(
      (await clientBalances(f.t.db, f.tenantId, c)).find((x) => x.currency === 'EUR'),
    ).toMatchObject({ available: '9.20' });
    const rebuilt = await rebuildBalances(f.t.db, { tenantId: f.tenantId });
    expect(rebuilt.every((r) => r.kept === r.rebuilt)).toBe(true);
    expect((await verifyLedger(f.t.db, { tenantId: f.tenantId })).ok).toBe(true);
  }, 60_000);

  it('a movement through a system balance every shard of which is held waits for one, then posts', async () => {
    const [a] = f.clients as [string];
    const before = await system('cash_in_transit', 'USD');
    // another transaction holds every shard of cash_in_transit USD
    const all = heldOpen(f.t.db, (trx) =>
      sql`select b.shard from ledger_balances b join ledger_accounts acc on acc.id = b.account_id
        where acc.tenant_id = ${f.tenantId} and acc.owner_kind = 'system'
          and acc.owner = 'cash_in_transit' and acc.currency = 'USD'
        for update of b`.execute(trx),
    );
    await all.pid;
    const pending = posted(deposit(a, '4.00'));
    await answerAfterRelease(f.t.db, all, /ledger_balances/, pending);
    expect(await system('cash_in_transit', 'USD')).toBe(
      Money.of(before!, 'USD').sub(Money.of('4.00', 'USD')).toString(),
    );
    expect((await verifyLedger(f.t.db, { tenantId: f.tenantId })).ok).toBe(true);
  }, 60_000);
});

describe.each(databaseKinds())('migration 0012 on a ledger with history on %s', (kind) => {
  it('keeps every balance: a system balance moves into shard 0 beside 15 empty shards, and back', async () => {
    const t = await openTestDatabase(kind);
    try {
      const before = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name < '0012'),
      );
      await migrateToLatest(t.db, before);
      const tenantId = `t_${uid()}`;
      await insertTenant(t.db, tenantId);
      const user = await insertUser(t.db, tenantId);
      // a deposit of 5.00 as the ledger before 0012 wrote it: one row per balance
      for (const statement of [
        sql`insert into ledger_accounts (id, tenant_id, owner_kind, owner, user_id, currency)
          values ('acc_sys', ${tenantId}, 'system', 'cash_in_transit', null, 'USD'),
                 ('acc_cli', ${tenantId}, 'client', ${user.id}, ${user.id}, 'USD')`,
        sql`insert into ledger_balances (account_id, bucket, tenant_id, currency, customer, amount)
          values ('acc_sys', 'main', ${tenantId}, 'USD', false, -5),
                 ('acc_cli', 'available', ${tenantId}, 'USD', true, 5)`,
        sql`insert into ledger_transactions (id, tenant_id, kind) values ('tx1', ${tenantId}, 'deposit.approve')`,
        sql`insert into ledger_entries (transaction_id, tenant_id, account_id, bucket, currency, amount)
          values ('tx1', ${tenantId}, 'acc_sys', 'main', 'USD', -5),
                 ('tx1', ${tenantId}, 'acc_cli', 'available', 'USD', 5)`,
      ]) {
        await statement.execute(t.db);
      }
      const through0012 = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name <= '0012_ledger_shards'),
      );
      expect(await migrateToLatest(t.db, through0012)).toEqual(['0012_ledger_shards']);
      const rows = async (account: string) =>
        (
          await sql<{ shard: number; amount: string }>`
            select shard::int as shard, amount::text as amount from ledger_balances
            where account_id = ${account} order by shard`.execute(t.db)
        ).rows.map((r) => [r.shard, Number(r.amount)]);
      expect(await rows('acc_sys')).toEqual(
        Array.from({ length: SYSTEM_BALANCE_SHARDS }, (_, i) => [i, i === 0 ? -5 : 0]),
      );
      expect(await rows('acc_cli')).toEqual([[0, 5]]);
      expect((await verifyLedger(t.db, { tenantId })).ok).toBe(true);
      // the ledger posts on after it
      await withTransaction(t.db, (trx) =>
        post(trx, { tenantId, kind: 'deposit.approve', postings: deposit(user.id, '2.50') }),
      );
      expect(
        (await systemBalances(t.db, tenantId)).find((b) => b.account === 'cash_in_transit'),
      ).toEqual({ account: 'cash_in_transit', currency: 'USD', amount: '-7.50' });
      expect((await verifyLedger(t.db, { tenantId })).ok).toBe(true);
      // down: the shards fold back into one row per balance
      await migration0012LedgerShards.down!(t.db);
      const folded = await sql<{ amount: string }>`
        select amount::text as amount from ledger_balances where account_id = 'acc_sys'`.execute(
        t.db,
      );
      expect(folded.rows.map((r) => Number(r.amount))).toEqual([-7.5]);
    } finally {
      await t.cleanup();
    }
  });
});
