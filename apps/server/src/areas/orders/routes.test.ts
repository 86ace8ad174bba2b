// Trading over real HTTP: the unlock, the expiring quote, placing (idempotent,
// eligible, held), fills by the engine, cancel, expiry, settlement, the positions and the
// portfolio, on the cash and securities ledgers (verified after each flow).
import type { TradeOrder, TradePositions } from '@invest/api/contract';
import { QUOTE_VALIDITY_MS } from '@invest/domain';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import { accessToken } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import { moneyClient, PIN } from '../withdrawals/testSupport';
import { tradingDeps } from './routes';
import { TRADE_UNLOCK_MS } from './service';
import { place, quote, tick, trader, tradingServer, unlock, usd } from './testSupport';

const HOUR = 3_600_000;

describe.each(databaseKinds())('trading on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  });
  afterAll(() => s.close());

  const verified = async () => {
    const v = await verifyLedger(s.db.db, { tenantId: 'demo' });
    expect(v).toMatchObject({ ok: true });
  };

  it('quotes price, fees, taxes and total with an expiry (spec 4)', async () => {
    const who = await trader(s);
    const res = await quote(s, who);
    expect(res.status).toBe(200);
    const q = res.json.data!;
    expect(q).toMatchObject({ symbol: 'AAPL', side: 'buy', currency: 'USD', quantity: '2' });
    expect(q.fx_rate).toBeNull();
    expect(q.converted_total).toBe(q.total);
    expect(Date.parse(q.expires_at) - Date.parse(q.created_at)).toBe(QUOTE_VALIDITY_MS);
    expect(Number(q.total)).toBeGreaterThan(Number(q.gross));
  });

  it('quotes the FX rate and converted total when the account is in another currency', async () => {
    const who = await trader(s, '0');
    const { credit } = await import('../withdrawals/testSupport');
    await credit(s, who, '5000.00', 'EUR');
    const res = await quote(s, who, { account: 'EUR' });
    expect(res.status).toBe(200);
    expect(res.json.data!.account_currency).toBe('EUR');
    expect(res.json.data!.fx_rate).not.toBeNull();
    expect(res.json.data!.converted_total).not.toBe(res.json.data!.total);
    const placed = await place(s, who, { account: 'EUR' });
    expect(placed.status).toBe(200);
    expect(placed.json.data).toMatchObject({ status: 'settle', account_currency: 'EUR' });
    await verified();
  });

  it('refuses an order without the session unlock, and unlocks with the PIN once', async () => {
    const who = await moneyClient(s);
    const { credit } = await import('../withdrawals/testSupport');
    await credit(s, who, '1000.00');
    const locked = await place(s, who);
    expect(locked.status).toBe(403);
    expect(locked.json.code).toBe('TRADING_LOCKED');
    const wrong = await call(s, 'tradeUnlock', { token: who.token, body: { pin: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('INCORRECT_PIN');
    const ok = await call<{ until: string }>(s, 'tradeUnlock', {
      token: who.token,
      body: { pin: PIN },
    });
    expect(ok.status).toBe(200);
    expect((await place(s, who)).status).toBe(200);
    // a second order of the session needs no new proof
    expect((await place(s, who, { quantity: '1' })).status).toBe(200);
  });

  it('answers an expired quote with "Please get the latest quotation again"', async () => {
    const who = await trader(s);
    const q = await quote(s, who);
    s.clock.advance(QUOTE_VALIDITY_MS + 1);
    const res = await place(s, who, { quote_id: q.json.data!.id });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: 'Please get the latest quotation again.',
    });
    expect(await usd(s, who)).toMatchObject({ available: '10000.00', frozen: '0.00' });
  });

  it('refuses a market order whose quote is for another ticket', async () => {
    const who = await trader(s);
    const q = await quote(s, who, { quantity: '1' });
    const res = await place(s, who, { quantity: '5', quote_id: q.json.data!.id });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('QUOTE_EXPIRED');
  });

  it('lets one quote back one market order: a second order on it gets the latest quotation', async () => {
    const who = await trader(s);
    const q = (await quote(s, who)).json.data!;
    // two different orders (two idempotency keys) racing on the same quote: one fills
    const [a, b] = await Promise.all([
      place(s, who, { quote_id: q.id }),
      place(s, who, { quote_id: q.id }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.json).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: 'Please get the latest quotation again.',
    });
    // later, too, while the quote still lives
    expect((await place(s, who, { quote_id: q.id })).status).toBe(409);
    const cash = await usd(s, who);
    expect(cash.invested).toBe(q.total);
    expect(cash.frozen).toBe('0.00');
    await verified();
  });

  it('fills a market buy at the quoted price at once: cash to the market, shares to the client', async () => {
    const who = await trader(s);
    const q = (await quote(s, who)).json.data!;
    const res = await place(s, who, { quote_id: q.id });
    expect(res.status).toBe(200);
    const order = res.json.data!;
    expect(order).toMatchObject({
      status: 'settle',
      side: 'buy',
      order_type: 'market',
      fill_price: q.price,
      quantity: '2',
      total: q.total,
      trade_fees: q.trade_fees,
      tax_fees: q.tax_fees,
    });
    expect(order.timeline.map((t) => t.event)).toEqual(['placed', 'filled']);
    const cash = await usd(s, who);
    const spent = (10000 * 100 - Math.round(Number(q.total) * 100)) / 100;
    expect(cash.available).toBe(spent.toFixed(2));
    expect(cash.frozen).toBe('0.00');
    expect(cash.invested).toBe(q.total);
    const positions = await call<TradePositions>(s, 'tradePositions', { token: who.token });
    expect(positions.json.data!.list).toEqual([
      expect.objectContaining({ symbol: 'AAPL', quantity: '2', available: '2', cost: q.total }),
    ]);
    await verified();
  });

  it('posts a market buy filled at once in one cash and one securities transaction, with no hold', async () => {
    const who = await trader(s);
    const q = (await quote(s, who)).json.data!;
    const order = (await place(s, who, { quote_id: q.id })).json.data!;
    expect(order).toMatchObject({ status: 'settle', total: q.total });
    const db = s.db.db;
    // the order's every cash movement: its fill, paid from available (no hold placed or posted)
    const { rows: cash } = await sql<{ kind: string; entries: string[] }>`
      select t.kind, array_agg(
          coalesce(a.owner_kind || ':' || case when a.owner_kind = 'system' then a.owner
            else e.bucket end, '') || ' ' || e.currency || ' ' || e.amount::numeric(28, 2)::text
          order by e.id) as entries
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where t.tenant_id = 'demo' and t.reference = ${order.id}
      group by t.id, t.kind`.execute(db);
    const legs = [
      `client:available USD -${q.total}`,
      `system:trade_settlement USD ${q.gross}`,
      `system:fees USD ${q.trade_fees}`,
      `system:taxes_payable USD ${q.tax_fees}`,
      `client:invested USD ${q.total}`,
      `system:trade_settlement USD -${q.total}`,
    ].filter((l) => !l.endsWith(' 0.00'));
    expect(cash).toEqual([{ kind: 'trade.fill', entries: legs }]);
    const holds = await sql`
      select 1 from ledger_holds where tenant_id = 'demo' and reference = ${order.id}`.execute(db);
    expect(holds.rows).toHaveLength(0);
    const { rows: shares } = await sql<{ kind: string; entries: string[] }>`
      select t.kind, array_agg(e.owner_kind || ':' || e.bucket || ' ' || e.quantity::numeric(28, 0)::text
          order by e.quantity) as entries
      from securities_transactions t join securities_entries e on e.transaction_id = t.id
      where t.tenant_id = 'demo' and t.reference = ${order.id}
      group by t.id, t.kind`.execute(db);
    expect(shares).toEqual([
      { kind: 'trade.fill', entries: ['system:main -2', 'client:available 2'] },
    ]);
    const { rows: fills } = await sql<{ n: string }>`
      select count(*)::text as n from trade_fills f
      join ledger_transactions l on l.id = f.ledger_transaction_id and l.reference = f.order_id
      join securities_transactions t on t.id = f.securities_transaction_id
        and t.reference = f.order_id
      where f.order_id = ${order.id}`.execute(db);
    expect(fills).toEqual([{ n: '1' }]);
    // as read back: the order, its fill and the position
    const detail = await call<TradeOrder>(s, 'tradeOrderDetail', {
      token: who.token,
      params: { id: order.id },
    });
    expect({ ...detail.json.data!, current_price: null }).toEqual({
      ...order,
      current_price: null,
    });
    await verified();
  });

  it('answers the portfolio with real figures: holdings at the live price, cost basis, P&L', async () => {
    const who = await trader(s);
    const order = (await place(s, who, { quantity: '3' })).json.data!;
    s.clock.freeze();
    try {
      const positions = (await call<TradePositions>(s, 'tradePositions', { token: who.token })).json
        .data!;
      const p = positions.list[0]!;
      const res = await call<Record<string, string>>(s, 'portfolio', { token: who.token });
      expect(res.status).toBe(200);
      const cash = (await usd(s, who)).available;
      const cents = (v: string) => Math.round(Number(v) * 100);
      expect(res.json.data).toMatchObject({
        currency: 'USD',
        invested_value: order.total,
        market_value: p.market_value,
        cash_value: cash,
        realised_pnl: '0.00',
      });
      expect(cents(res.json.data!.pnl!)).toBe(cents(p.market_value) - cents(order.total!));
      expect(cents(res.json.data!.total_value!)).toBe(cents(cash) + cents(p.market_value));
      expect(p.market_value).toBe(((cents(p.price) * 3) / 100).toFixed(2));
    } finally {
      s.clock.thaw();
    }
  });

  it('places once per Idempotency-Key (a retry answers the same order)', async () => {
    const who = await trader(s);
    const key = randomUUID();
    const q = (await quote(s, who)).json.data!;
    const first = await place(s, who, { quote_id: q.id }, key);
    const again = await place(s, who, { quote_id: q.id }, key);
    expect(again.status).toBe(200);
    // the very answer stored with the fill (its live price as first answered)
    expect(again.json.data).toEqual(first.json.data);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const list = await call<{ total: number }>(s, 'tradeOrders', { token: who.token });
    expect(list.json.data!.total).toBe(1);
    const none = await call(s, 'tradeOrder', { token: who.token, body: { type: 'limit' } });
    expect(none.status).toBe(400);
  });

  it('answers a placed order as its detail reads it back (a filled market buy, a working limit buy)', async () => {
    const who = await trader(s);
    const market = await place(s, who);
    expect(market.json.data).toMatchObject({ status: 'settle' });
    const live = (await quote(s, who)).json.data!.price;
    const limit = (Math.floor(Number(live) * 0.5 * 100) / 100).toFixed(2);
    const working = await place(s, who, {
      type: 'limit',
      limit_price: limit,
      time_in_force: 'gtc',
    });
    expect(working.json.data).toMatchObject({ status: 'pending' });
    for (const placed of [market, working]) {
      const id = placed.json.data!.id;
      const read = await call<TradeOrder>(s, 'tradeOrderDetail', {
        token: who.token,
        params: { id },
      });
      // everything but the live price, which is the price at each answer's instant
      const { current_price: then, ...answered } = placed.json.data!;
      const { current_price: now, ...stored } = read.json.data!;
      expect(answered).toEqual(stored);
      expect([then, now].every((p) => Number(p) > 0)).toBe(true);
    }
  });

  it('replays an answered key after the session’s unlock lapsed; a new key is refused', async () => {
    const who = await trader(s);
    const key = randomUUID();
    const q = (await quote(s, who)).json.data!;
    const first = await place(s, who, { quote_id: q.id }, key);
    expect(first.status).toBe(200);
    // a second order of the session: its unlock in force
    expect((await place(s, who)).status).toBe(200);
    // the unlock lapses (and the session's access token with it): a new session, not unlocked
    s.clock.advance(TRADE_UNLOCK_MS + 1_000);
    who.token = await accessToken(s, who.tenant, who);
    const again = await place(s, who, { quote_id: q.id }, key);
    expect(again.status).toBe(200);
    expect(again.json.data!.id).toBe(first.json.data!.id);
    const fresh = await place(s, who);
    expect(fresh.status).toBe(403);
    expect(fresh.json.code).toBe('TRADING_LOCKED');
    const list = await call<{ total: number }>(s, 'tradeOrders', { token: who.token });
    expect(list.json.data!.total).toBe(2);
  });

  it('checks eligibility on the server with the spec 8 codes', async () => {
    const poor = await trader(s, '0');
    const nothing = await quote(s, poor);
    expect(nothing.status).toBe(422);
    expect(nothing.json).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(nothing.json.errors![0]).toMatchObject({ path: 'amount', code: 'no_available_funds' });
    const some = await trader(s, '10.00');
    const short = await quote(s, some);
    expect(short.json.errors![0]).toMatchObject({ code: 'amount_exceeds_available' });

    const unverified = await moneyClient(s, 'demo', { kyc_status: 'pending' });
    const kyc = await quote(s, unverified);
    expect(kyc.status).toBe(403);
    expect(kyc.json.code).toBe('KYC_REQUIRED');

    const noTrade = await moneyClient(s, 'demo', { perms: ['deposit'] });
    const denied = await quote(s, noTrade);
    expect(denied.status).toBe(403);
    expect(denied.json.code).toBe('PERMISSION_DENIED');

    const who = await trader(s);
    const lots = await quote(s, who, {
      exchange: 'SSE',
      symbol: '600519',
      quantity: '50',
      account: 'USD',
    });
    expect(lots.status).toBe(400);
    expect(lots.json.errors![0]).toMatchObject({ path: 'quantity', code: 'quantity_lot_size' });
    const tickOff = await quote(s, who, { type: 'limit', limit_price: '100.001' });
    expect(tickOff.status).toBe(400);
    expect(tickOff.json.errors![0]).toMatchObject({ path: 'limit_price', code: 'price_off_tick' });
    const oversell = await quote(s, who, { side: 'sell', quantity: '1' });
    expect(oversell.status).toBe(400);
    expect(oversell.json.errors![0]).toMatchObject({ code: 'quantity_exceeds_holding' });
  });

  it('holds a working limit buy, and cancel releases it; a second cancel is 409', async () => {
    const who = await trader(s);
    const live = (await quote(s, who)).json.data!.price;
    const limit = (Math.floor(Number(live) * 0.5 * 100) / 100).toFixed(2);
    const res = await place(s, who, { type: 'limit', limit_price: limit, time_in_force: 'gtc' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'pending', cancellable: true });
    expect(Number((await usd(s, who)).frozen)).toBeGreaterThan(0);
    await tick(s);
    const id = res.json.data!.id;
    expect(
      (await call<TradeOrder>(s, 'tradeOrderDetail', { token: who.token, params: { id } })).json
        .data!.status,
    ).toBe('pending');
    const cancelled = await call<TradeOrder>(s, 'tradeOrderCancel', {
      token: who.token,
      params: { id },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({
      status: 'rejected',
      reason: 'cancelled',
      cancellable: false,
    });
    expect(cancelled.json.data!.timeline.map((t) => t.event)).toEqual(['placed', 'cancelled']);
    expect(await usd(s, who)).toMatchObject({ available: '10000.00', frozen: '0.00' });
    const twice = await call(s, 'tradeOrderCancel', { token: who.token, params: { id } });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('ORDER_NOT_CANCELLABLE');
    const other = await trader(s);
    const foreign = await call(s, 'tradeOrderDetail', { token: other.token, params: { id } });
    expect(foreign.status).toBe(404);
    await verified();
  });

  it('fills a marketable limit buy on the next tick at the market price (better than the limit)', async () => {
    const who = await trader(s);
    const live = (await quote(s, who)).json.data!.price;
    const limit = (Math.ceil(Number(live) * 1.2 * 100) / 100).toFixed(2);
    const res = await place(s, who, { type: 'limit', limit_price: limit });
    expect(res.json.data!.status).toBe('pending');
    s.clock.advance(1_000);
    const ticked = await tick(s);
    expect(ticked.filled).toBeGreaterThanOrEqual(1);
    const order = (
      await call<TradeOrder>(s, 'tradeOrderDetail', {
        token: who.token,
        params: { id: res.json.data!.id },
      })
    ).json.data!;
    expect(order.status).toBe('settle');
    expect(Number(order.fill_price)).toBeLessThanOrEqual(Number(limit));
    // the hold at the limit was more than the fill: the rest is back
    expect((await usd(s, who)).frozen).toBe('0.00');
    await verified();
  });

  it('sells with realised P&L at average cost; the proceeds settle T+1, then the sale is sold', async () => {
    const who = await trader(s);
    const bought = (await place(s, who, { quantity: '2' })).json.data!;
    const sold = await place(s, who, { side: 'sell', quantity: '1' });
    expect(sold.status).toBe(200);
    const sale = sold.json.data!;
    expect(sale).toMatchObject({ status: 'settle', side: 'sell' });
    expect(sale.realised_pnl).not.toBeNull();
    const before = await usd(s, who);
    expect(before.frozen).toBe(sale.total);
    const positions = await call<TradePositions>(s, 'tradePositions', { token: who.token });
    expect(positions.status).toBe(200);
    expect(positions.json.data!.list[0]).toMatchObject({
      quantity: '1',
      realised: sale.realised_pnl,
    });
    // T+1 in the US: the next trading day's open
    s.clock.advance(24 * HOUR);
    who.token = await accessToken(s, who.tenant, who);
    const ticked = await tick(s);
    expect(ticked.settled).toBeGreaterThanOrEqual(2);
    const settled = (
      await call<TradeOrder>(s, 'tradeOrderDetail', { token: who.token, params: { id: sale.id } })
    ).json.data!;
    expect(settled.status).toBe('sold');
    expect(settled.timeline.map((t) => t.event)).toEqual(['placed', 'filled', 'settled']);
    const buy = (
      await call<TradeOrder>(s, 'tradeOrderDetail', { token: who.token, params: { id: bought.id } })
    ).json.data!;
    expect(buy.status).toBe('holding');
    expect((await usd(s, who)).frozen).toBe('0.00');
    await verified();
  });

  it('lets a day order lapse at the close, releasing its hold; a market order is refused while closed', async () => {
    const who = await trader(s);
    const live = (await quote(s, who)).json.data!.price;
    const limit = (Math.floor(Number(live) * 0.5 * 100) / 100).toFixed(2);
    const res = await place(s, who, { type: 'limit', limit_price: limit });
    const id = res.json.data!.id;
    const closesAt = Date.parse(res.json.data!.expires_at);
    // past the close on the market's clock
    s.clock.advance(closesAt - tradingDeps(s.app.deps).marketNow() + 1_000);
    who.token = await accessToken(s, who.tenant, who);
    await tick(s);
    const order = (
      await call<TradeOrder>(s, 'tradeOrderDetail', { token: who.token, params: { id } })
    ).json.data!;
    expect(order).toMatchObject({ status: 'rejected', reason: 'expired' });
    expect(await usd(s, who)).toMatchObject({ available: '10000.00', frozen: '0.00' });
    await unlock(s, who);
    const closed = await place(s, who);
    expect(closed.status).toBe(409);
    expect(closed.json.code).toBe('MARKET_CLOSED');
    await verified();
  });

  it('lists orders by side and status, newest first', async () => {
    const who = await trader(s);
    s.clock.advance(0);
    const listed = await call<{ list: TradeOrder[]; total: number }>(s, 'tradeOrders', {
      token: who.token,
      query: { status: 'all' },
    });
    expect(listed.status).toBe(200);
    const bad = await call(s, 'tradeOrders', { token: who.token, query: { status: 'bogus' } });
    expect(bad.status).toBe(400);
  });
});
