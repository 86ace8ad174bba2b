// spec 3 User `order_num` ("order sum"): the count of the client's orders, from the orders
// table, on GET /auth/app/v1/client_info.
import type { ClientInfo } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import { place, quote, trader, tradingServer } from './testSupport';

describe.each(databaseKinds())('order_num on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  });
  afterAll(() => s.close());

  const orderNum = async (token: string) => {
    const res = await call<ClientInfo>(s, 'clientInfo', { token });
    expect(res.status).toBe(200);
    return res.json.data!.order_num;
  };

  it("counts every order the client placed, whatever its status, and no one else's", async () => {
    const who = await trader(s);
    const other = await trader(s);
    expect(await orderNum(who.token)).toBe(0);
    expect((await place(s, who)).json.data!.status).toBe('settle');
    const live = Number((await quote(s, who)).json.data!.price);
    const working = await place(s, who, {
      type: 'limit',
      limit_price: (live / 2).toFixed(2),
      time_in_force: 'gtc',
    });
    expect(working.json.data!.status).toBe('pending');
    const cancelled = await call(s, 'tradeOrderCancel', {
      token: who.token,
      params: { id: working.json.data!.id },
    });
    expect(cancelled.status).toBe(200);
    expect(await orderNum(who.token)).toBe(2);
    expect(await orderNum(other.token)).toBe(0);
    // a refused order is not an order
    expect((await place(s, who, { quantity: '1000000' })).status).toBe(422);
    expect(await orderNum(who.token)).toBe(2);
  });
});
