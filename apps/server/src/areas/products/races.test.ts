// Races over real HTTP (meaningful on PostgreSQL, where transactions overlap; PGlite has one
// connection and runs them one after another, and the same assertions hold): parallel
// subscriptions over one balance, redemptions racing each other and a subscription, the
// advisor's approval against the client's cancel, and two job runs paying one day at once.
import type { ProductHoldingList, ProductOrder } from '@invest/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import type { SignedIn } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import { later } from '../offerings/testSupport';
import { trader, tradingServer, usd } from '../orders/testSupport';
import { DAY, decide, product, redeemHolding, runJobs, savings, subscribeTo } from './testSupport';

describe.each(databaseKinds())('product races on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
    s.clock.freeze();
  }, 120_000);
  afterAll(() => s.close());

  const verified = async () =>
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  const holdings = async (who: SignedIn) =>
    (
      await call<ProductHoldingList>(s, 'productHoldingList', {
        token: who.token,
        tenant: who.tenant,
      })
    ).json.data!.list;

  it('20 parallel subscriptions over one balance accept exactly what it covers', async () => {
    const p = await product(s);
    const who = await trader(s, '1050.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => subscribeTo(s, who, p.id, { amount: '100.00' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    for (const r of answers.filter((a) => a.status !== 200)) {
      expect([r.status, r.json.code]).toEqual([422, 'INSUFFICIENT_BALANCE']);
    }
    expect(await usd(s, who)).toMatchObject({ available: '50.00', invested: '1000.00' });
    await verified();
  });

  it('a redemption racing another of the same holding and a new subscription: units sold once', async () => {
    const p = await product(s, { price: '1' });
    const who = await trader(s, '2000.00');
    await subscribeTo(s, who, p.id, { amount: '1000.00' });
    const [h] = await holdings(who);
    const [a, b, sub] = await Promise.all([
      redeemHolding(s, who, h!.id),
      redeemHolding(s, who, h!.id),
      subscribeTo(s, who, p.id, { amount: '1000.00' }),
    ]);
    expect(sub.status).toBe(200);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)!.json.code).toBe('HOLDING_CLOSED');
    expect(await usd(s, who)).toMatchObject({ available: '1000.00', invested: '1000.00' });
    await verified();
  });

  it("the advisor's approval against the client's cancel: one wins, the hold is resolved once", async () => {
    const p = await product(s, { trading_type: 'review' });
    for (let i = 0; i < 5; i++) {
      const who = await trader(s, '1000.00');
      const o = await subscribeTo(s, who, p.id, { amount: '500.00' });
      const [approve, cancel] = await Promise.allSettled([
        decide(s, o.json.data!.id, { approve: true }),
        call<ProductOrder>(s, 'productOrderCancel', {
          token: who.token,
          tenant: who.tenant,
          params: { id: o.json.data!.id },
        }),
      ]);
      const approved = approve.status === 'fulfilled';
      const cancelled = cancel.status === 'fulfilled' && cancel.value.status === 200;
      expect(approved !== cancelled).toBe(true);
      if (!approved) {
        expect((approve as PromiseRejectedResult).reason).toMatchObject({
          code: 'PRODUCT_ORDER_NOT_AWAITING',
        });
      } else {
        expect(cancel.status === 'fulfilled' && cancel.value.json.code).toBe(
          'PRODUCT_ORDER_NOT_AWAITING',
        );
      }
      expect(await usd(s, who)).toMatchObject(
        approved
          ? { available: '500.00', frozen: '0.00', invested: '500.00' }
          : { available: '1000.00', frozen: '0.00', invested: '0.00' },
      );
    }
    await verified();
  });

  it('two job runs at once pay each holding each day once', async () => {
    const p = await savings(s, '0.05');
    const clients: SignedIn[] = [];
    for (let i = 0; i < 4; i++) {
      const who = await trader(s, '1000.00');
      await subscribeTo(s, who, p.id, { amount: '1000.00' });
      clients.push(who);
    }
    await later(s, 3 * DAY, ...clients);
    const [r1, r2] = await Promise.all([runJobs(s), runJobs(s)]);
    expect(r1.accrued + r2.accrued).toBe(12);
    expect([...r1.failed, ...r2.failed]).toEqual([]);
    const { rows } = await sql<{ n: string; refs: string }>`
      select count(*)::text as n, count(distinct reference)::text as refs
      from ledger_transactions where kind = 'product.accrual'
        and reference like any (${(await Promise.all(clients.map(holdings))).flat().map((h) => `${h.id}:%`)})`.execute(
      s.db.db,
    );
    expect(rows[0]).toEqual({ n: '12', refs: '12' });
    for (const who of clients) expect(await usd(s, who)).toMatchObject({ available: '1.50' });
    await verified();
  });
});
