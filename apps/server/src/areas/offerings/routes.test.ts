// Offerings over real HTTP: subscribing (a hold on the cash, idempotent, eligible, payment due
// later where allowed), cancel while open, the lists and the detail, then the timeline running
// itself: the allotment and its refunds at pub_time, the listing as a position that trading
// sells, each exactly once; the cash and securities ledgers verified after each flow.
import type {
  Offering,
  OfferingSubscription,
  OfferingWithSubscriptions,
  ProductSubscriptionList,
  TradePositions,
} from '@invest/api/contract';
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import { verifyLedger } from '../ledger';
import { place, trader, tradingServer, usd } from '../orders/testSupport';
import { issuePac } from '../pac/testSupport';
import { later, MINUTE, openOffering, runJobs, subscribeTo } from './testSupport';

describe.each(databaseKinds())('offerings on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  });
  afterAll(() => s.close());

  const verified = async () => {
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  };

  it('holds lots × lot size × offer price at subscription, and answers a replay once', async () => {
    const who = await trader(s, '10000.00');
    const o = await openOffering(s);
    const key = randomUUID();
    const res = await subscribeTo(s, who, o.id, { lots: 3 }, key);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      offering_id: o.id,
      lots: 3,
      quantity: '300',
      amount: '3750.00',
      held: '3750.00',
      state: 'awaiting',
      status: 'awaiting',
      payment_due: false,
      cancellable: true,
      currency: 'USD',
    });
    expect(await usd(s, who)).toMatchObject({ available: '6250.00', frozen: '3750.00' });
    const replay = await subscribeTo(s, who, o.id, { lots: 3 }, key);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json.data!.id).toBe(res.json.data!.id);
    expect(await usd(s, who)).toMatchObject({ available: '6250.00', frozen: '3750.00' });
    const other = await subscribeTo(s, who, o.id, { lots: 2 }, key);
    expect(other.status).toBe(422);
    // one live subscription per client and offering
    const second = await subscribeTo(s, who, o.id, { lots: 1 });
    expect(second.status).toBe(409);
    expect(second.json.code).toBe('SUBSCRIPTION_EXISTS');
    // an amount buys the whole lots it pays for
    const o2 = await openOffering(s);
    const byAmount = await subscribeTo(s, who, o2.id, { amount: '2600.00' });
    expect(byAmount.json.data).toMatchObject({ lots: 2, amount: '2500.00' });
    await verified();
  });

  it('refuses what the cash does not cover: "Insufficient balance", "No available funds"', async () => {
    const o = await openOffering(s);
    const poor = await trader(s, '1000.00');
    const short = await subscribeTo(s, poor, o.id, { lots: 1 });
    expect(short.status).toBe(422);
    expect(short.json).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance.',
    });
    expect(short.json.errors).toEqual([
      expect.objectContaining({
        path: 'amount',
        code: 'insufficient_balance',
        params: { required: '1250.00', available: '1000.00', currency: 'USD' },
      }),
    ]);
    const none = await subscribeTo(s, await trader(s, '0'), o.id, { lots: 1 });
    expect(none.status).toBe(422);
    expect(none.json.errors).toEqual([expect.objectContaining({ code: 'no_available_funds' })]);
    expect(await usd(s, poor)).toMatchObject({ available: '1000.00', frozen: '0.00' });
  });

  it("refuses a client below the product's VIP level with the spec's text", async () => {
    const o = await openOffering(s, { min_vip: 3 });
    const res = await subscribeTo(s, await trader(s), o.id, { lots: 1 });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      code: 'NOT_ELIGIBLE',
      message: 'You do not meet the eligibility requirements for this product.',
    });
    expect(res.json.errors).toEqual([
      expect.objectContaining({
        code: 'not_eligible',
        params: { reason: 'vip', required: 3, level: 0 },
      }),
    ]);
  });

  it('asks for the PAC code where the offering needs one, and lots within its bounds', async () => {
    const o = await openOffering(s, { pac_code_required: true, min_lots: 2, max_lots: 4 });
    const who = await trader(s);
    const noPac = await subscribeTo(s, who, o.id, { lots: 2 });
    expect(noPac.status).toBe(400);
    expect(noPac.json.errors).toEqual([
      expect.objectContaining({ path: 'pac_code', code: 'pac_code_required' }),
    ]);
    const { code } = await issuePac(s, who, { kind: 'offering', id: o.id });
    const few = await subscribeTo(s, who, o.id, { lots: 1, pac_code: code });
    expect(few.json.errors).toEqual([
      expect.objectContaining({ code: 'quantity_below_minimum', params: { min: 2 } }),
    ]);
    const many = await subscribeTo(s, who, o.id, { lots: 5, pac_code: code });
    expect(many.json.errors).toEqual([
      expect.objectContaining({ code: 'quantity_above_maximum', params: { max: 4 } }),
    ]);
    expect((await subscribeTo(s, who, o.id, { lots: 4, pac_code: code })).status).toBe(200);
  });

  it('refuses an offering not open yet (409 OFFERING_NOT_OPEN)', async () => {
    const o = await openOffering(s, {
      at: { start: 5 * MINUTE, end: 10 * MINUTE, pub: 20 * MINUTE, listed: 30 * MINUTE },
    });
    const res = await subscribeTo(s, await trader(s), o.id, { lots: 1 });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('OFFERING_NOT_OPEN');
  });

  it("takes a subscription short of cash as 'payment' (IPO payment due) where the offering allows it", async () => {
    const o = await openOffering(s, { payment_later: true });
    const who = await trader(s, '0');
    const res = await subscribeTo(s, who, o.id, { lots: 2 });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      state: 'payment',
      status: 'payment',
      payment_due: true,
      held: '0.00',
      amount: '2500.00',
    });
  });

  it('cancels while open, releasing the hold; refuses once closed', async () => {
    const who = await trader(s, '5000.00');
    const o = await openOffering(s);
    const sub = (await subscribeTo(s, who, o.id, { lots: 2 })).json.data!;
    const cancel = () =>
      call<OfferingSubscription>(s, 'productSubscriptionCancel', {
        token: who.token,
        params: { id: sub.id },
      });
    const done = await cancel();
    expect(done.status).toBe(200);
    expect(done.json.data).toMatchObject({ state: 'cancelled', status: 'rejected' });
    expect(await usd(s, who)).toMatchObject({ available: '5000.00', frozen: '0.00' });
    const again = await cancel();
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('SUBSCRIPTION_NOT_CANCELLABLE');
    // another client's subscription is not found
    const stranger = await trader(s);
    const theirs = await call(s, 'productSubscriptionCancel', {
      token: stranger.token,
      params: { id: sub.id },
    });
    expect(theirs.status).toBe(404);
    // closed: no cancel any more
    const o2 = await openOffering(s, {
      at: { start: -MINUTE, end: MINUTE, pub: 20 * MINUTE, listed: 30 * MINUTE },
    });
    const sub2 = (await subscribeTo(s, who, o2.id, { lots: 1 })).json.data!;
    await later(s, 2 * MINUTE, who);
    const late = await call(s, 'productSubscriptionCancel', {
      token: who.token,
      params: { id: sub2.id },
    });
    expect(late.status).toBe(409);
    await verified();
  });

  it('lists now, upcoming, subs and history, filters by type and subtype, and details one', async () => {
    const who = await trader(s);
    const open = await openOffering(s, { kind: 'apo' });
    const soon = await openOffering(s, {
      at: { start: 60 * MINUTE, end: 70 * MINUTE, pub: 80 * MINUTE, listed: 90 * MINUTE },
    });
    await subscribeTo(s, who, open.id, { lots: 1 });
    const tab = async (t: string, query: Record<string, string> = {}) =>
      (
        await call<ProductSubscriptionList>(s, 'productSubscriptionList', {
          token: who.token,
          query: { tab: t, size: '100', ...query },
        })
      ).json.data!;
    const ids = (l: ProductSubscriptionList) => l.list.map((x) => x.id);
    expect(ids(await tab('now'))).toContain(open.id);
    expect(ids(await tab('now'))).not.toContain(soon.id);
    expect(ids(await tab('upcoming'))).toContain(soon.id);
    const subs = await tab('subs');
    expect(ids(subs)).toEqual([open.id]);
    expect(subs.list[0]!.subscriptions).toHaveLength(1);
    expect(ids(await tab('now', { subtype: 'apo' }))).toContain(open.id);
    expect(ids(await tab('now', { subtype: 'ipo' }))).not.toContain(open.id);
    expect(ids(await tab('now', { type: 'ipo' }))).toContain(open.id);
    const detail = await call<OfferingWithSubscriptions>(s, 'productDetail', {
      token: who.token,
      params: { id: open.id },
    });
    expect(detail.json.data).toMatchObject({
      kind: 'apo',
      type: 'ipo',
      subtype: 'apo',
      state: 'open',
      actions: ['subscribe', 'cancel_subscription'],
      min_amount: '1250.00',
      total_size: '1000',
      remaining: '900',
      utilization: '10',
    });
    expect(detail.json.data!.timeline.offer_price).toBe('12.50');
    expect(detail.json.data!.subscriptions[0]).toMatchObject({ lots: 1, state: 'awaiting' });
    const missing = await call(s, 'productDetail', { token: who.token, params: { id: 'nope' } });
    expect(missing.status).toBe(404);
  });

  it('allots pro-rata at pub_time, refunds the rest, lists the shares as a position that sells, once', async () => {
    // 10 lots offered, 15 asked: a gets 10 × 10/15 = 6.67 -> 6 + the leftover lot (the larger
    // remainder) = 7; b gets 5 × 10/15 = 3.33 -> 3
    const o = await openOffering(s, { symbol: 'NVDA' });
    const a = await trader(s, '20000.00');
    const b = await trader(s, '20000.00');
    const subA = (await subscribeTo(s, a, o.id, { lots: 10 })).json.data!;
    const subB = (await subscribeTo(s, b, o.id, { lots: 5 })).json.data!;
    const mine = async (who: typeof a, id: string) =>
      (
        await call<OfferingWithSubscriptions>(s, 'productDetail', {
          token: who.token,
          params: { id: o.id },
        })
      ).json.data!.subscriptions.find((x) => x.id === id)!;
    // nothing of it is due before pub_time
    await runJobs(s);
    expect(await mine(a, subA.id)).toMatchObject({ state: 'awaiting', allotted_lots: null });
    await later(s, 20 * MINUTE, a, b);
    expect((await runJobs(s)).allotted).toBeGreaterThanOrEqual(2);
    // a second run, as a second process would: nothing twice
    expect(await runJobs(s)).toMatchObject({ allotted: 0, refunded: 0, listed: 0 });
    expect(await mine(a, subA.id)).toMatchObject({
      state: 'allotted',
      status: 'listing',
      allotted_lots: 7,
      allotted_quantity: '700',
      allotted_amount: '8750.00',
      refund_amount: '3750.00',
    });
    expect(await mine(b, subB.id)).toMatchObject({
      allotted_lots: 3,
      allotted_amount: '3750.00',
      refund_amount: '2500.00',
    });
    expect(await usd(s, a)).toMatchObject({ available: '11250.00', frozen: '0.00' });
    expect(await usd(s, b)).toMatchObject({ available: '16250.00', frozen: '0.00' });
    await verified();

    await later(s, 10 * MINUTE, a, b);
    expect((await runJobs(s)).listed).toBeGreaterThanOrEqual(2);
    expect(await runJobs(s)).toMatchObject({ allotted: 0, refunded: 0, listed: 0 });
    expect(await mine(a, subA.id)).toMatchObject({ state: 'listed', status: 'holding' });
    expect(await usd(s, a)).toMatchObject({ available: '11250.00', invested: '8750.00' });
    const positions = await call<TradePositions>(s, 'tradePositions', { token: a.token });
    expect(positions.json.data!.list.find((p) => p.symbol === 'NVDA')).toMatchObject({
      quantity: '700',
      available: '700',
    });
    const offering = await call<Offering>(s, 'productDetail', {
      token: a.token,
      params: { id: o.id },
    });
    expect(offering.json.data).toMatchObject({ state: 'listed' });
    expect(offering.json.data!.market_price).not.toBeNull();
    expect(offering.json.data!.premium_level).not.toBeNull();
    // the trading area sells it like any holding
    const sold = await place(s, a, { symbol: 'NVDA', side: 'sell', quantity: '100' });
    expect(sold.status).toBe(200);
    await verified();
  });

  it('refunds whole a subscription still waiting for payment at the allotment', async () => {
    const o = await openOffering(s, { payment_later: true, symbol: 'AMZN' });
    const who = await trader(s, '0');
    const sub = (await subscribeTo(s, who, o.id, { lots: 1 })).json.data!;
    await later(s, 20 * MINUTE, who);
    await runJobs(s);
    const detail = await call<OfferingWithSubscriptions>(s, 'productDetail', {
      token: who.token,
      params: { id: o.id },
    });
    expect(detail.json.data!.subscriptions.find((x) => x.id === sub.id)).toMatchObject({
      state: 'refunded',
      status: 'rejected',
      allotted_lots: 0,
    });
    await verified();
  });

  it('refuses to allot more than a hold holds: that batch rolls back whole, other offerings go on', async () => {
    const bad = await openOffering(s, { symbol: 'ZM' });
    const good = await openOffering(s, { symbol: 'DDOG' });
    const [a, b, c] = [await trader(s, '5000.00'), await trader(s, '5000.00'), await trader(s)];
    const subA = (await subscribeTo(s, a, bad.id, { lots: 1 })).json.data!;
    const subB = (await subscribeTo(s, b, bad.id, { lots: 1 })).json.data!;
    const subC = (await subscribeTo(s, c, good.id, { lots: 1 })).json.data!;
    // a's subscription now asks for more lots than its hold pays for
    await sql`update offering_subscriptions set lots = 4 where id = ${subA.id}`.execute(s.db.db);
    await later(s, 20 * MINUTE, a, b, c);
    const run = await runJobs(s);
    expect(run.failed).toEqual([expect.objectContaining({ subject: bad.id })]);
    const states = async (ids: string[]) => {
      const { rows } = await sql<{ id: string; state: string }>`
        select id, state from offering_subscriptions where id in (${sql.join(ids)})`.execute(
        s.db.db,
      );
      return Object.fromEntries(rows.map((r) => [r.id, r.state]));
    };
    // nothing of the failed batch happened: both still awaiting, their cash still held
    expect(await states([subA.id, subB.id, subC.id])).toEqual({
      [subA.id]: 'awaiting',
      [subB.id]: 'awaiting',
      [subC.id]: 'allotted',
    });
    expect(await usd(s, b)).toMatchObject({ available: '3750.00', frozen: '1250.00' });
    const { rows } = await sql<{ last_error: string | null; done_at: Date | null }>`
      select last_error, done_at from scheduled_jobs
      where kind = 'offering.allot' and subject = ${bad.id}`.execute(s.db.db);
    expect(rows[0]!.done_at).toBeNull();
    expect(rows[0]!.last_error).toContain('hold');
    await verified();
  });
});
