// System accounts' balances are spread over shard rows (migration 0012, repo.SYSTEM_BALANCE_SHARDS)
// so that movements through one system account (FX clearing, cash in transit) do not queue on one
// row: the balance is the sum of the shards, verify and rebuild see the sums, customer buckets
// stay one row with their CHECK. On PostgreSQL: a movement completes while another through the
// same system account still holds its locks.
import { Money, type Posting } from '@invest/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { withTransaction } from '../../db/transaction';
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
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
});
