import { Money, applyPostings, balanceKey, type Posting } from '@invest/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { withTransaction } from '../../db/transaction';
import { clientBalances, openClientAccounts, post, rebuildBalances, verifyLedger } from './service';
import {
  codeOf,
  debit,
  deposit,
  ledgerSnapshot,
  openLedgerFixture,
  type LedgerFixture,
} from './testSupport';

describe.each(databaseKinds())('ledger post() on %s', (kind) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await openLedgerFixture(kind);
  });
  afterAll(async () => {
    await f.t.cleanup();
  });
  const db = () => f.t.db;

  it('posts a deposit: one transaction, its entries, balances in step', async () => {
    const [a] = f.clients as [string];
    const result = await withTransaction(db(), (trx) =>
      post(trx, {
        tenantId: f.tenantId,
        kind: 'deposit.approve',
        reference: 'd1',
        postings: deposit(a, '250.50'),
      }),
    );
    expect(result.balances).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account: { client: a }, bucket: 'available', amount: '250.50' }),
        expect.objectContaining({
          account: { system: 'cash_in_transit' },
          bucket: 'main',
          amount: '-250.50',
        }),
      ]),
    );
    const entries = await db()
      .selectFrom('ledger_entries')
      .select(['bucket', 'currency', sql<string>`amount::text`.as('amount')])
      .where('transaction_id', '=', result.transactionId)
      .orderBy('bucket')
      .execute();
    expect(entries).toEqual([
      { bucket: 'available', currency: 'USD', amount: '250.50000000' },
      { bucket: 'main', currency: 'USD', amount: '-250.50000000' },
    ]);
    const tx = await db()
      .selectFrom('ledger_transactions')
      .selectAll()
      .where('id', '=', result.transactionId)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ tenant_id: f.tenantId, kind: 'deposit.approve', reference: 'd1' });
    const [usd] = await clientBalances(db(), f.tenantId, a);
    expect(usd).toEqual({
      currency: 'USD',
      available: '250.50',
      bonus: '0.00',
      frozen: '0.00',
      invested: '0.00',
      loan: '0.00',
      outstanding: '0.00',
    });
    expect((await verifyLedger(db(), { tenantId: f.tenantId })).ok).toBe(true);
  });

  it('refuses, changing nothing: unbalanced, bad amounts, unknown names, overdrafts', async () => {
    const [a] = f.clients as [string];
    const before = await ledgerSnapshot(db(), f.tenantId);
    const attempt = (postings: Posting[], kindName = 'test') =>
      codeOf(
        withTransaction(db(), (trx) =>
          post(trx, { tenantId: f.tenantId, kind: kindName, postings }),
        ),
      );
    expect(
      await attempt([
        { account: { client: a }, bucket: 'available', currency: 'USD', amount: '1' },
      ]),
    ).toBe('LEDGER_INVALID_POSTINGS');
    expect(await attempt(deposit(a, '0.001'))).toBe('LEDGER_INVALID_POSTINGS');
    expect(await attempt(deposit(a, '1e3'))).toBe('LEDGER_INVALID_POSTINGS');
    expect(await attempt([])).toBe('LEDGER_INVALID_POSTINGS');
    expect(await attempt(deposit(a, '1'), 'Bad Kind')).toBe('LEDGER_INVALID_POSTINGS');
    expect(await attempt(debit(a, '1000000'))).toBe('INSUFFICIENT_BALANCE');
    // a client of another tenant is no account here
    expect(await attempt(deposit(f.stranger, '1'))).toBe('NOT_FOUND');
    expect(await attempt(deposit('nobody', '1'))).toBe('NOT_FOUND');
    expect(await ledgerSnapshot(db(), f.tenantId)).toEqual(before);
  });

  it('writes only inside the caller’s transaction', async () => {
    const [a] = f.clients as [string];
    await expect(
      post(db(), { tenantId: f.tenantId, kind: 'test', postings: deposit(a, '1') }),
    ).rejects.toThrow('transaction');
  });

  it('names the short bucket in the refusal', async () => {
    const [, b] = f.clients as [string, string];
    const error = await withTransaction(db(), (trx) =>
      post(trx, { tenantId: f.tenantId, kind: 'test', postings: debit(b, '5', 'EUR') }),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      status: 422,
      errors: [{ path: 'EUR.available', message: 'insufficient_balance' }],
    });
  });

  it('moves between buckets of one account and across currencies in one transaction', async () => {
    const [, , c] = f.clients as [string, string, string];
    await withTransaction(db(), (trx) =>
      post(trx, { tenantId: f.tenantId, kind: 'deposit.approve', postings: deposit(c, '100') }),
    );
    // an FX exchange: 40 USD -> 36.80 EUR, through fx_clearing in each currency
    await withTransaction(db(), (trx) =>
      post(trx, {
        tenantId: f.tenantId,
        kind: 'fx.exchange',
        postings: [
          { account: { client: c }, bucket: 'available', currency: 'USD', amount: '-40' },
          { account: { system: 'fx_clearing' }, currency: 'USD', amount: '40' },
          { account: { system: 'fx_clearing' }, currency: 'EUR', amount: '-36.80' },
          { account: { client: c }, bucket: 'available', currency: 'EUR', amount: '36.80' },
        ],
      }),
    );
    const balances = await clientBalances(db(), f.tenantId, c);
    expect(balances.map((b) => [b.currency, b.available])).toEqual([
      ['EUR', '36.80'],
      ['USD', '60.00'],
    ]);
  });

  it('opens a client’s accounts in the tenant’s account currencies, once', async () => {
    const [a] = f.clients as [string];
    await withTransaction(db(), (trx) => openClientAccounts(trx, f.tenantId, a));
    await withTransaction(db(), (trx) => openClientAccounts(trx, f.tenantId, a, ['USD', 'PLN']));
    const currencies = (await clientBalances(db(), f.tenantId, a)).map((b) => b.currency);
    expect(currencies).toContain('USD');
    expect(currencies).toContain('PLN');
    expect(new Set(currencies).size).toBe(currencies.length);
  });

  it('keeps entries append-only: UPDATE, DELETE and TRUNCATE raise', async () => {
    const refused = (statement: string) =>
      codeOf(withTransaction(db(), (trx) => sql.raw(statement).execute(trx)));
    for (const table of ['ledger_entries', 'ledger_transactions']) {
      expect(await refused(`update ${table} set tenant_id = tenant_id`)).toBe('P0001');
      expect(await refused(`delete from ${table}`)).toBe('P0001');
      expect(await refused(`truncate ${table} cascade`)).toBe('P0001');
    }
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it('holds customer buckets at zero or more with a CHECK, even against a raw update', async () => {
    const [a] = f.clients as [string];
    expect(
      await codeOf(
        withTransaction(db(), (trx) =>
          sql`update ledger_balances b set amount = -1 from ledger_accounts a
              where a.id = b.account_id and a.owner = ${a} and b.bucket = 'available'`.execute(trx),
        ),
      ),
    ).toBe('23514');
  });

  it('verifyLedger reports a kept balance that drifted from its entries', async () => {
    const [a] = f.clients as [string];
    const account = await db()
      .selectFrom('ledger_accounts')
      .select('id')
      .where('owner', '=', a)
      .where('currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    const rebuilt = await rebuildBalances(db(), { tenantId: f.tenantId });
    expect(rebuilt.every((r) => r.kept === r.rebuilt)).toBe(true);
    await withTransaction(db(), async (trx) => {
      await sql`update ledger_balances set amount = amount + 1
                where account_id = ${account.id} and bucket = 'bonus'`.execute(trx);
      const report = await verifyLedger(trx, { tenantId: f.tenantId });
      expect(report.ok).toBe(false);
      expect(report.differences).toEqual([
        expect.objectContaining({
          accountId: account.id,
          bucket: 'bonus',
          kept: '1.00',
          rebuilt: '0.00',
        }),
      ]);
      expect(report.unbalanced).toEqual([]);
      // only a drill: roll the tampering back
      throw Object.assign(new Error('rollback'), { code: 'ROLLBACK' });
    }).catch((e: unknown) => {
      if ((e as { code?: string }).code !== 'ROLLBACK') throw e;
    });
    expect((await verifyLedger(db(), { tenantId: f.tenantId })).ok).toBe(true);
  });
});

// ---- properties against the database (ledger properties) ---------------------

const CURRENCIES = ['USD', 'EUR'] as const;

describe.each(databaseKinds())('ledger properties on %s', (kind) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await openLedgerFixture(kind, 2);
  });
  afterAll(async () => {
    await f.t.cleanup();
  });

  /** One random movement between two clients' buckets and the system accounts. */
  const movement = fc
    .record({
      from: fc.constantFrom('a', 'b', 'cash_in_transit', 'fees'),
      to: fc.constantFrom('a', 'b', 'cash_in_transit', 'fx_clearing'),
      fromBucket: fc.constantFrom('available', 'frozen', 'bonus'),
      toBucket: fc.constantFrom('available', 'frozen', 'invested'),
      currency: fc.constantFrom(...CURRENCIES),
      cents: fc.integer({ min: 1, max: 50_000 }),
    })
    .filter((m) => m.from !== m.to || m.fromBucket !== m.toBucket);

  it('every transaction sums to zero per currency; kept = rebuilt; available never negative; a refusal changes nothing', async () => {
    const [a, b] = f.clients as [string, string];
    const who = (name: string, bucket: string, currency: string, amount: string): Posting =>
      name === 'a' || name === 'b'
        ? {
            account: { client: name === 'a' ? a : b },
            bucket: bucket as 'available',
            currency,
            amount,
          }
        : { account: { system: name as 'fees' }, currency, amount };

    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 12 }), async (moves) => {
        // the model starts from what the database holds now
        const model = new Map<string, string>();
        for (const r of await rebuildBalances(f.t.db, { tenantId: f.tenantId })) {
          model.set(
            balanceKey({ account: r.account, currency: r.currency, bucket: r.bucket }),
            r.kept,
          );
        }
        for (const m of moves) {
          const amount = Money.of(String(m.cents), m.currency).mul('0.01').toString();
          const postings = [
            who(m.from, m.fromBucket, m.currency, `-${amount}`),
            who(m.to, m.toBucket, m.currency, amount),
          ];
          const expected = applyPostings(model, postings);
          const before = await ledgerSnapshot(f.t.db, f.tenantId);
          const code = await codeOf(
            withTransaction(f.t.db, (trx) =>
              post(trx, { tenantId: f.tenantId, kind: 'property', postings }),
            ),
          );
          if (expected.ok) {
            expect(code).toBeUndefined();
            for (const [key, value] of expected.balances) model.set(key, value);
          } else {
            expect(code).toBe('INSUFFICIENT_BALANCE');
            expect(await ledgerSnapshot(f.t.db, f.tenantId)).toEqual(before);
          }
        }
        const report = await verifyLedger(f.t.db, { tenantId: f.tenantId });
        expect(report).toEqual({
          ok: true,
          differences: [],
          unbalanced: [],
          securities: { differences: [], unbalanced: [], unbalancedInstruments: [] },
        });
        const rebuilt = await rebuildBalances(f.t.db, { tenantId: f.tenantId });
        for (const r of rebuilt) {
          const key = balanceKey({ account: r.account, currency: r.currency, bucket: r.bucket });
          expect(Money.of(r.kept, r.currency).eq(Money.of(model.get(key) ?? '0', r.currency))).toBe(
            true,
          );
          if ('client' in r.account) expect(Money.of(r.kept, r.currency).isNegative()).toBe(false);
        }
        // the whole ledger sums to zero in each currency
        for (const currency of CURRENCIES) {
          const total = Money.sum(
            rebuilt
              .filter((r) => r.currency === currency)
              .map((r) => Money.of(r.rebuilt, currency)),
            currency,
          );
          expect(total.isZero()).toBe(true);
        }
      }),
      { numRuns: kind === 'postgres' ? 30 : 20 },
    );
  }, 120_000);
});
