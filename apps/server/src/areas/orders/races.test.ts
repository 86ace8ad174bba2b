// Races over real HTTP (meaningful on PostgreSQL, where transactions overlap;
// PGlite has one connection and runs them one after another, and the same assertions hold):
// parallel buys over one balance, parallel sells of the same shares, a fill against a cancel,
// two fill engines ticking together, placements against the back office's suspension.
import type { TradeOrder } from '@invest/api/contract';
import { Money, toDecimal } from '@invest/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { verifyLedger } from '../ledger';
import { tradingDeps } from './routes';
import { suspendTrading } from './service';
import { credit } from '../withdrawals/testSupport';
import { place, quote, tick, trader, tradingServer, usd } from './testSupport';

describe.each(databaseKinds())('trading races on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  }, 120_000);
  afterAll(() => s.close());

  const verified = async () =>
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });

  /** A limit price far below the market: the order works and holds, and never fills here. */
  const farBelow = async (who: Parameters<typeof quote>[1]) => {
    const live = (await quote(s, who)).json.data!.price;
    return (Math.floor(Number(live) * 50) / 100).toFixed(2);
  };

  it('50 parallel buys over one balance accept exactly floor(balance / cost)', async () => {
    // the figures come from another client's quotes: the same for everyone
    const probe = await trader(s);
    const limit = await farBelow(probe);
    const body = { type: 'limit', limit_price: limit, time_in_force: 'gtc', quantity: '1' };
    // what one order holds: its total at the limit
    const cost = (await quote(s, probe, body)).json.data!.converted_total!;
    const who = await trader(s, '0');
    await credit(s, who, Money.of(cost, 'USD').mul('10').add(Money.of('0.99', 'USD')).toString());
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(s, who, body)));
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(accepted).toHaveLength(10);
    for (const r of refused) expect(r.json.code).toBe('INSUFFICIENT_BALANCE');
    const cash = await usd(s, who);
    expect(cash.available).toBe('0.99');
    expect(cash.frozen).toBe(Money.of(cost, 'USD').mul('10').toString());
    await verified();
  }, 120_000);

  it('parallel market buys over one balance: those the cash covers fill, the others leave nothing', async () => {
    // one instant: every quote has the same figures
    s.clock.freeze();
    try {
      const who = await trader(s, '0');
      const probe = await trader(s);
      const cost = Money.of((await quote(s, probe, { quantity: '1' })).json.data!.total, 'USD');
      await credit(s, who, cost.mul('5').add(Money.of('0.99', 'USD')).toString());
      // each quote judged on the cash before any buy: all are taken
      const quotes = await Promise.all(
        Array.from({ length: 12 }, async () => (await quote(s, who, { quantity: '1' })).json.data!),
      );
      for (const q of quotes) expect(q.total).toBe(cost.toString());
      const answers = await Promise.all(
        quotes.map((q) => place(s, who, { quantity: '1', quote_id: q.id })),
      );
      const accepted = answers.filter((a) => a.status === 200);
      expect(accepted).toHaveLength(5);
      for (const a of accepted) expect(a.json.data).toMatchObject({ status: 'settle' });
      for (const r of answers.filter((a) => a.status !== 200)) {
        expect(r.json.code).toBe('INSUFFICIENT_BALANCE');
      }
      const cash = await usd(s, who);
      expect(cash).toMatchObject({
        available: '0.99',
        frozen: '0.00',
        invested: cost.mul('5').toString(),
      });
      // a refused buy leaves no order, fill, ledger entry or shares, and its quote unused
      const { rows } = await sql<Record<string, string>>`
        select
          (select count(*) from trade_orders where user_id = ${who.id})::text as orders,
          (select count(*) from trade_fills f join trade_orders o on o.id = f.order_id
            where o.user_id = ${who.id})::text as fills,
          (select count(*) from ledger_transactions t where t.kind like 'trade.%'
            and t.reference in (select id from trade_orders where user_id = ${who.id}))::text
            as cash,
          (select count(*) from ledger_entries e join ledger_accounts a on a.id = e.account_id
            where a.owner = ${who.id})::text as entries,
          (select count(*) from securities_entries where owner = ${who.id})::text as shares,
          (select count(*) from trade_quotes where user_id = ${who.id} and used_by is not null)::text
            as used`.execute(s.db.db);
      // the deposit's entry and two (available, invested) per fill
      expect(rows[0]).toEqual({
        orders: '5',
        fills: '5',
        cash: '5',
        entries: String(1 + 5 * 2),
        shares: '5',
        used: '5',
      });
      await verified();
    } finally {
      s.clock.thaw();
    }
  }, 120_000);

  it('two parallel sells of the same shares: one is accepted', async () => {
    const who = await trader(s);
    expect((await place(s, who, { quantity: '1' })).status).toBe(200);
    const live = Number((await quote(s, who)).json.data!.price);
    const body = { side: 'sell', type: 'limit', limit_price: (live * 2).toFixed(2), quantity: '1' };
    const answers = await Promise.all([place(s, who, body), place(s, who, body)]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const loser = answers.find((a) => a.status !== 200)!;
    // refused by the shares' lock (422) or, having read the first's commit, by the form (400)
    expect(['INSUFFICIENT_SHARES', 'VALIDATION_FAILED']).toContain(loser.json.code);
    await verified();
  }, 120_000);

  it('a fill against a cancel of one order: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const who = await trader(s);
      const live = Number((await quote(s, who)).json.data!.price);
      const placed = await place(s, who, { type: 'limit', limit_price: (live * 1.2).toFixed(2) });
      const id = placed.json.data!.id;
      s.clock.advance(1_000);
      const [ticked, cancelled] = await Promise.all([
        tick(s),
        call<TradeOrder>(s, 'tradeOrderCancel', { token: who.token, params: { id } }),
      ]);
      const order = (
        await call<TradeOrder>(s, 'tradeOrderDetail', { token: who.token, params: { id } })
      ).json.data!;
      if (cancelled.status === 200) {
        expect(order.status).toBe('rejected');
        expect(order.fill_price).toBeNull();
      } else {
        expect(cancelled.json.code).toBe('ORDER_NOT_CANCELLABLE');
        expect(order.status).toBe('settle');
        expect(ticked.filled).toBeGreaterThanOrEqual(1);
      }
      expect((await usd(s, who)).frozen).toBe('0.00');
    }
    await verified();
  }, 120_000);

  it('two fill engines ticking together fill every order exactly once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const who = await trader(s);
      const live = Number((await quote(s, who)).json.data!.price);
      for (let j = 0; j < 5; j++) {
        const placed = await place(s, who, {
          type: 'limit',
          limit_price: (live * 1.2).toFixed(2),
          quantity: '1',
        });
        ids.push(placed.json.data!.id);
      }
    }
    s.clock.advance(1_000);
    const [a, b] = await Promise.all([tick(s), tick(s)]);
    expect(a.filled + b.filled).toBe(ids.length);
    const { rows } = await sql<{ order_id: string; n: string }>`
      select order_id, count(*)::text as n from trade_fills
      where order_id in (${sql.join(ids)}) group by order_id`.execute(s.db.db);
    expect(rows).toHaveLength(ids.length);
    for (const r of rows) expect(toDecimal(r.n).toFixed()).toBe('1');
    // a later tick finds nothing left to fill
    expect((await tick(s)).filled).toBe(0);
    await verified();
  }, 180_000);

  it('placements racing a suspension: no order is left working, every hold is released', async () => {
    const who = await trader(s);
    const limit = await farBelow(who);
    const body = { type: 'limit', limit_price: limit, time_in_force: 'gtc', quantity: '1' };
    // the placements start first; the suspension lands while some are between their
    // eligibility check and their commit
    const placing = Array.from({ length: 20 }, () => place(s, who, body));
    await new Promise((resolve) => setTimeout(resolve, 40));
    const cancelled = await unitOfWork(
      tradingDeps(s.app.deps),
      (tx) => suspendTrading(tx, { tenantId: who.tenant, userId: who.id }, 'review'),
      MONEY_TRANSACTION,
    );
    const answers = await Promise.all(placing);
    const accepted = answers.filter((a) => a.status === 200);
    // each placement either committed before the suspension (and its order was cancelled by
    // it) or read the suspension and was refused
    expect(cancelled).toBe(accepted.length);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.json.code).toBe('TRADING_SUSPENDED');
    }
    const { rows } = await sql<{ status: string; reason: string | null }>`
      select status, reason from trade_orders where user_id = ${who.id}`.execute(s.db.db);
    expect(rows).toHaveLength(accepted.length);
    for (const r of rows) expect(r).toEqual({ status: 'rejected', reason: 'suspended' });
    expect(await usd(s, who)).toMatchObject({ available: '10000.00', frozen: '0.00' });
    await verified();
  }, 120_000);
});
