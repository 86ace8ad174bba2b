// Back office: a client's orders, the broker's cancel with a reason, suspending and
// resuming a client's trading.
import type { TradeOrder } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer, backoffice } from '../../testing/harness';
import { place, quote, trader, tradingServer, usd } from './testSupport';

describe.each(databaseKinds())('trading back office on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  });
  afterAll(() => s.close());

  const bo = (...argv: string[]) => backoffice(s, ...argv);

  it("suspends and resumes a client's trading; the working orders are cancelled, their holds released", async () => {
    const who = await trader(s);
    const live = Number((await quote(s, who)).json.data!.price);
    const working = await place(s, who, {
      type: 'limit',
      limit_price: (live / 2).toFixed(2),
      time_in_force: 'gtc',
    });
    expect(working.json.data!.status).toBe('pending');
    expect((await usd(s, who)).frozen).not.toBe('0.00');
    const suspended = await bo(
      'trading:suspend',
      '--tenant',
      'demo',
      '--client',
      who.username,
      '--reason',
      'review',
    );
    expect(suspended.code).toBe(0);
    expect(suspended.stdout).toContain('1 working order(s) cancelled');
    const order = (
      await call<TradeOrder>(s, 'tradeOrderDetail', {
        token: who.token,
        params: { id: working.json.data!.id },
      })
    ).json.data!;
    expect(order).toMatchObject({ status: 'rejected', reason: 'suspended' });
    expect(await usd(s, who)).toMatchObject({ available: '10000.00', frozen: '0.00' });
    const refused = await quote(s, who);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('TRADING_SUSPENDED');
    expect((await bo('trading:resume', '--tenant', 'demo', '--client', who.username)).code).toBe(0);
    expect((await quote(s, who)).status).toBe(200);
  });

  it("lists a client's orders and cancels a working one with a reason, releasing its hold", async () => {
    const who = await trader(s);
    const live = Number((await quote(s, who)).json.data!.price);
    const placed = await place(s, who, {
      type: 'limit',
      limit_price: (live / 2).toFixed(2),
      time_in_force: 'gtc',
    });
    const id = placed.json.data!.id;
    const listed = await bo('orders:list', '--tenant', 'demo', '--client', who.username);
    expect(listed.stdout).toContain(id);
    expect(listed.stdout).toContain('pending');
    const cancelled = await bo(
      'orders:cancel',
      '--tenant',
      'demo',
      '--id',
      id,
      '--reason',
      'compliance hold',
    );
    expect(cancelled.code).toBe(0);
    const order = (
      await call<TradeOrder>(s, 'tradeOrderDetail', { token: who.token, params: { id } })
    ).json.data!;
    expect(order).toMatchObject({ status: 'rejected', reason: 'compliance hold' });
    expect(order.timeline.map((t) => t.event)).toEqual(['placed', 'rejected']);
    expect(await usd(s, who)).toMatchObject({ available: '10000.00', frozen: '0.00' });
    const again = await bo('orders:cancel', '--tenant', 'demo', '--id', id, '--reason', 'x');
    expect(again.code).not.toBe(0);
  });
});
