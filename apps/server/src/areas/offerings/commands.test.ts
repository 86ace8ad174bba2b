// Back office: an offering created, edited, moved through its life for a demo
// (offering:advance), its subscriptions listed, its allotment run and re-run (nothing twice),
// and an offering cancelled with its subscriptions released.
import type { OfferingWithSubscriptions } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer, backoffice } from '../../testing/harness';
import { verifyLedger } from '../ledger';
import { trader, tradingServer, usd } from '../orders/testSupport';
import { credit } from '../withdrawals/testSupport';
import { later, MINUTE, openOffering, runJobs, subscribeTo } from './testSupport';

describe.each(databaseKinds())('offerings back office on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  });
  afterAll(() => s.close());

  const bo = (...argv: string[]) => backoffice(s, ...argv);

  const offeringJson = (over: Record<string, unknown> = {}) => {
    const at = (m: number) => new Date(s.clock.now.getTime() + m * MINUTE).toISOString();
    return JSON.stringify({
      kind: 'ipo',
      exchange: 'NASDAQ',
      symbol: 'DDOG',
      offer_price: '20',
      lot_size: '10',
      total_lots: 4,
      max_lots: 4,
      timeline: {
        start_time: at(60),
        end_time: at(120),
        pub_time: at(180),
        listed_time: at(240),
      },
      ...over,
    });
  };
  const idOf = (stdout: string) => /([0-9a-f-]{36})/.exec(stdout)![1]!;

  it('creates, edits and advances an offering; allots it once, re-runs do nothing', async () => {
    const created = await bo('offering:create', '--tenant', 'demo', '--json', offeringJson());
    expect(created.code, created.stdout).toBe(0);
    expect(created.stdout).toContain('upcoming');
    const id = idOf(created.stdout);
    const edited = await bo(
      'offering:edit',
      '--tenant',
      'demo',
      '--id',
      id,
      '--json',
      '{"total_lots":2}',
    );
    expect(edited.code, edited.stdout).toBe(0);
    // the AI product needs its period and daily return
    const ai = await bo(
      'offering:create',
      '--tenant',
      'demo',
      '--json',
      offeringJson({ kind: 'ai_day_trading', period: 30 }),
    );
    expect(ai.code).not.toBe(0);
    expect(ai.stdout).toContain('daily_return');
    const bad = await bo(
      'offering:edit',
      '--tenant',
      'demo',
      '--id',
      id,
      '--json',
      '{"symbol":"NOPE"}',
    );
    expect(bad.code).not.toBe(0);

    const opened = await bo('offering:advance', '--tenant', 'demo', '--id', id, '--to', 'open');
    expect(opened.stdout).toContain(' open ');
    const a = await trader(s);
    const b = await trader(s);
    expect((await subscribeTo(s, a, id, { lots: 2 })).status).toBe(200);
    expect((await subscribeTo(s, b, id, { lots: 2 })).status).toBe(200);
    // before pub_time the allotment is refused
    expect((await bo('offering:allot', '--tenant', 'demo', '--id', id)).code).not.toBe(0);
    await bo('offering:advance', '--tenant', 'demo', '--id', id, '--to', 'closed');
    // once the clock is past pub_time, the back office runs the allotment itself
    await later(s, 3 * 60 * MINUTE, a, b);
    const allot = await bo('offering:allot', '--tenant', 'demo', '--id', id);
    expect(allot.code, allot.stdout).toBe(0);
    expect(allot.stdout).toContain('2 subscriptions allotted');
    const again = await bo('offering:allot', '--tenant', 'demo', '--id', id);
    expect(again.stdout).toContain('already allotted');
    const listing = await bo('offering:subscriptions', '--tenant', 'demo', '--id', id);
    expect(listing.stdout).toContain('allotted');
    // 2 lots offered over 2 + 2 asked: one each, the rest of each hold refunded
    expect(await usd(s, a)).toMatchObject({ available: '9800.00', frozen: '0.00' });
    const detail = await call<OfferingWithSubscriptions>(s, 'productDetail', {
      token: a.token,
      params: { id },
    });
    expect(detail.json.data!.subscriptions[0]).toMatchObject({
      allotted_lots: 1,
      allotted_amount: '200.00',
      refund_amount: '200.00',
    });
    // the scheduler finds nothing left of it
    const run1 = await bo('offering:run');
    expect(run1.code).toBe(0);
    const edit = await bo(
      'offering:edit',
      '--tenant',
      'demo',
      '--id',
      id,
      '--json',
      '{"total_lots":3}',
    );
    expect(edit.code).not.toBe(0);
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
  });

  it('cancels an open offering: every subscription released', async () => {
    const created = await bo('offering:create', '--tenant', 'demo', '--json', offeringJson());
    const id = idOf(created.stdout);
    await bo('offering:advance', '--tenant', 'demo', '--id', id, '--to', 'open');
    const who = await trader(s, '1000.00');
    expect((await subscribeTo(s, who, id, { lots: 3 })).status).toBe(200);
    expect(await usd(s, who)).toMatchObject({ frozen: '600.00' });
    const cancelled = await bo('offering:cancel', '--tenant', 'demo', '--id', id);
    expect(cancelled.code, cancelled.stdout).toBe(0);
    expect(cancelled.stdout).toContain('1 subscriptions released');
    expect(await usd(s, who)).toMatchObject({ available: '1000.00', frozen: '0.00' });
    const detail = await call<OfferingWithSubscriptions>(s, 'productDetail', {
      token: who.token,
      params: { id },
    });
    expect(detail.json.data).toMatchObject({ state: 'cancelled', actions: [] });
    expect(detail.json.data!.subscriptions[0]).toMatchObject({ state: 'cancelled' });
  });

  it('records a due payment once the money is in: the cost held, the subscription allotted like any other', async () => {
    const o = await openOffering(s, { payment_later: true, symbol: 'NFLX', offer_price: '12.50' });
    const who = await trader(s, '0');
    const sub = (await subscribeTo(s, who, o.id, { lots: 2 })).json.data!;
    expect(sub).toMatchObject({ state: 'payment', amount: '2500.00' });
    const paid = () => bo('offering:paid', '--tenant', 'demo', '--id', sub.id);

    // the money has not arrived: refused, nothing held
    const early = await paid();
    expect(early.code).not.toBe(0);
    expect(early.stdout).toMatch(/INSUFFICIENT_BALANCE|available funds|balance/i);
    expect(await usd(s, who)).toMatchObject({ available: '0.00', frozen: '0.00' });

    await credit(s, who, '3000.00');
    const done = await paid();
    expect(done.code, done.stdout).toBe(0);
    expect(done.stdout).toContain('2500.00 USD held');
    expect(await usd(s, who)).toMatchObject({ available: '500.00', frozen: '2500.00' });
    // once only: a second run finds nothing due
    const twice = await paid();
    expect(twice.code).not.toBe(0);
    expect(twice.stdout).toContain('no payment due');
    expect(await usd(s, who)).toMatchObject({ available: '500.00', frozen: '2500.00' });

    // at pub_time it is allotted like a subscription held from the start
    await later(s, 20 * MINUTE, who);
    await runJobs(s);
    const detail = await call<OfferingWithSubscriptions>(s, 'productDetail', {
      token: who.token,
      params: { id: o.id },
    });
    expect(detail.json.data!.subscriptions[0]).toMatchObject({
      state: 'allotted',
      allotted_lots: 2,
      allotted_amount: '2500.00',
    });
    expect(await usd(s, who)).toMatchObject({ available: '500.00', frozen: '0.00' });
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
  });
});
