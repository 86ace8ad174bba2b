// Races (meaningful on PostgreSQL, where transactions really overlap; PGlite has
// one connection and runs them one after another, and the same assertions hold).
import { Money, type Posting } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { isRetryable, sqlState, withTransaction, type IsolationLevel } from '../../db/transaction';
import { placeHold } from './holds';
import { requestHash, runIdempotent } from '../../platform/idempotency';
import type { Handle } from './repo';
import { clientBalances, openSystemAccounts, post, verifyLedger } from './service';
import { codeOf, deposit, openLedgerFixture, uid, type LedgerFixture } from './testSupport';

/** Runs `fn` in a transaction, retrying serialisation failures and deadlocks; counts each. */
async function counted<T>(
  db: Handle,
  isolation: IsolationLevel,
  counts: Record<string, number>,
  fn: (trx: Handle) => Promise<T>,
): Promise<T> {
  for (;;) {
    try {
      return await db.transaction().setIsolationLevel(isolation).execute(fn);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      const code = sqlState(error)!;
      counts[code] = (counts[code] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    }
  }
}

describe.each(databaseKinds())('ledger races on %s', (kind) => {
  let f: LedgerFixture;
  beforeAll(async () => {
    f = await openLedgerFixture(kind, 3);
  });
  afterAll(async () => {
    await f.t.cleanup();
  });
  const usd = async (client: string, currency = 'USD') =>
    (await clientBalances(f.t.db, f.tenantId, client)).find((x) => x.currency === currency)!;

  it('50 parallel withdrawals of A over a balance B: exactly floor(B/A) succeed, the rest are INSUFFICIENT_BALANCE, never below zero', async () => {
    const [a] = f.clients as [string];
    const B = '1000.00';
    const A = '30.00';
    await withTransaction(f.t.db, (trx) =>
      post(trx, { tenantId: f.tenantId, kind: 'deposit.approve', postings: deposit(a, B) }),
    );
    let racing = true;
    const samples: string[] = [];
    const sampler = (async () => {
      while (racing) {
        samples.push((await usd(a)).available);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const counts: Record<string, number> = {};
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        codeOf(
          counted(f.t.db, 'serializable', counts, (trx) =>
            placeHold(trx, {
              tenantId: f.tenantId,
              userId: a,
              currency: 'USD',
              amount: A,
              kind: 'withdrawal',
            }),
          ),
        ),
      ),
    );
    racing = false;
    await sampler;
    const expected = 33; // floor(1000 / 30)
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(expected);
    expect(outcomes.filter((o) => o === 'INSUFFICIENT_BALANCE')).toHaveLength(50 - expected);
    expect(samples.length).toBeGreaterThan(0);
    for (const s of samples) expect(Money.of(s, 'USD').isNegative()).toBe(false);
    expect(await usd(a)).toMatchObject({ available: '10.00', frozen: '990.00' });
    expect((await verifyLedger(f.t.db, { tenantId: f.tenantId })).ok).toBe(true);
    console.info(`[${kind}] 50 parallel withdrawals: retries ${JSON.stringify(counts)}`);
  }, 120_000);

  const exchange = (
    client: string,
    from: string,
    to: string,
    amount: string,
    converted: string,
  ): Posting[] => [
    { account: { client }, bucket: 'available', currency: from, amount: `-${amount}` },
    { account: { system: 'fx_clearing' }, currency: from, amount },
    { account: { system: 'fx_clearing' }, currency: to, amount: `-${converted}` },
    { account: { client }, bucket: 'available', currency: to, amount: converted },
  ];

  for (const isolation of ['read committed', 'serializable'] as const) {
    it(`opposite exchanges at once never deadlock (${isolation})`, async () => {
      const [, b, c] = f.clients as [string, string, string];
      for (const client of [b, c]) {
        for (const currency of ['USD', 'EUR']) {
          await withTransaction(f.t.db, (trx) =>
            post(trx, {
              tenantId: f.tenantId,
              kind: 'deposit.approve',
              postings: deposit(client, '1000', currency),
            }),
          );
        }
      }
      // steady state: the accounts exist (opened ahead, as tenant set-up does)
      await withTransaction(f.t.db, (trx) =>
        openSystemAccounts(trx, f.tenantId, { currencies: ['USD', 'EUR'] }),
      );
      const before = [await usd(b), await usd(b, 'EUR'), await usd(c), await usd(c, 'EUR')];
      const counts: Record<string, number> = {};
      // 40 exchanges at once: USD->EUR and EUR->USD for the same client and across clients
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => {
          const client = i % 4 < 2 ? b : c;
          const postings =
            i % 2 === 0
              ? exchange(client, 'USD', 'EUR', '10.00', '9.20')
              : exchange(client, 'EUR', 'USD', '9.20', '10.00');
          return counted(f.t.db, isolation, counts, (trx) =>
            post(trx, { tenantId: f.tenantId, kind: 'fx.exchange', reference: uid(), postings }),
          );
        }),
      );
      // rows locked in one order: waits, never a deadlock (serializable may still retry 40001)
      expect(counts['40P01'] ?? 0).toBe(0);
      if (isolation === 'read committed') expect(counts).toEqual({});
      // as many exchanges each way: every client ends where it started
      expect([await usd(b), await usd(b, 'EUR'), await usd(c), await usd(c, 'EUR')]).toEqual(
        before,
      );
      expect((await verifyLedger(f.t.db, { tenantId: f.tenantId })).ok).toBe(true);
      console.info(
        `[${kind}] 40 opposite exchanges (${isolation}): retries ${JSON.stringify(counts)}`,
      );
    }, 120_000);
  }

  it('20 parallel requests with one idempotency key: one effect, identical answers', async () => {
    const [, , c] = f.clients as [string, string, string];
    const key = uid();
    const scope = { tenantId: f.tenantId, userId: c };
    const hash = requestHash({ method: 'POST', path: '/withdraw/app/v1', body: { amount: '10' } });
    let effects = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        runIdempotent(f.t.db, { scope, key, hash, transaction: { retries: 20 } }, async (trx) => {
          effects += 1; // counts attempts too: a rolled-back attempt is no effect, see below
          const hold = await placeHold(trx, {
            tenantId: f.tenantId,
            userId: c,
            currency: 'USD',
            amount: '10',
            kind: 'withdrawal',
            reference: key,
          });
          return { status: 200, body: { success: true, data: { id: hold.id } } };
        }),
      ),
    );
    const holds = await f.t.db
      .selectFrom('ledger_holds')
      .select('id')
      .where('reference', '=', key)
      .execute();
    expect(holds).toHaveLength(1);
    expect(effects).toBeGreaterThanOrEqual(1);
    for (const r of results) {
      expect(r.response).toEqual({
        status: 200,
        body: { success: true, data: { id: holds[0]!.id } },
      });
    }
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await verifyLedger(f.t.db, { tenantId: f.tenantId })).ok).toBe(true);
  }, 120_000);
});
