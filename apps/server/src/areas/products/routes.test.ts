// Products over real HTTP: the catalogue filtered, sorted and paged by the server; eligibility
// refused with the spec's text; the minimums of spec 5; subscribing to a `holding` product
// (units at the offer price at once, idempotent) and redeeming it; a fixed term locked until
// maturity, then paid back with its daily returns; a `review` product awaiting the advisor
// (approve, reject, the client's cancel); `products` in the permission payload; product holdings
// in the portfolio. The cash and securities ledgers verified after each flow.
import type {
  CatalogueDetail,
  CatalogueList,
  CatalogueShortList,
  ClientConfig,
  Portfolio,
  ProductHoldingList,
  ProductOrder,
  ProductOrderList,
} from '@invest/api/contract';
import { addDays, sumDecimals, toDecimal, utcDayOf } from '@invest/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import type { SignedIn } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import { later } from '../offerings/testSupport';
import { trader, tradingServer, usd } from '../orders/testSupport';
import { issuePac } from '../pac/testSupport';
import { DAY, decide, product, redeemHolding, runJobs, savings, subscribeTo } from './testSupport';

describe.each(databaseKinds())('products on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
    // days are counted on the server's clock: it moves only when a test moves it
    s.clock.freeze();
  });
  afterAll(() => s.close());

  const verified = async () => {
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  };
  const get = <T>(who: SignedIn, name: Parameters<typeof call>[1], query = {}, params = {}) =>
    call<T>(s, name, { token: who.token, tenant: who.tenant, query, params });
  const holdings = async (who: SignedIn, state = 'open') =>
    (await get<ProductHoldingList>(who, 'productHoldingList', { state })).json.data!;

  it('filters, sorts and pages the catalogue on the server, each product with the caller eligibility', async () => {
    const tag = randomUUID().slice(0, 4).toUpperCase();
    const made = [];
    for (const [i, over] of [
      { type: 'fund', risk_level: 4, annual_return: '9.1', min_investment: '500' },
      { type: 'fund', risk_level: 2, annual_return: '4.2', min_investment: '100', currency: 'EUR' },
      {
        type: 'quant',
        subtype: 'quant',
        risk_level: 5,
        annual_return: '12.5',
        min_investment: '5000',
      },
    ].entries()) {
      made.push(await product(s, { ...over, code: `${tag}${i}`, market: 'DE' } as never));
    }
    made.push(await savings(s, '0.012', { code: `${tag}S`, min_investment: '10', market: 'DE' }));
    const who = await trader(s);
    const funds = await get<CatalogueList>(who, 'catalogueList', { type: 'fund', size: '100' });
    expect(funds.status).toBe(200);
    expect(funds.json.data!.list.every((p) => p.type === 'fund')).toBe(true);
    // default sort: the annual return, highest first
    const returns = funds.json.data!.list.map((p) => toDecimal(p.annual_return));
    expect(returns.every((r, i) => i === 0 || returns[i - 1]!.gte(r))).toBe(true);
    const eur = await get<CatalogueList>(who, 'catalogueList', { currency: 'EUR', size: '100' });
    expect(eur.json.data!.list.map((p) => p.code)).toContain(`${tag}1`);
    expect(eur.json.data!.list.every((p) => p.currency === 'EUR')).toBe(true);
    const risky = await get<CatalogueList>(who, 'catalogueList', { risk: '5', size: '100' });
    expect(risky.json.data!.list.every((p) => p.risk_level === 5)).toBe(true);
    const byMin = await get<CatalogueList>(who, 'catalogueList', { sort: 'minimum', size: '100' });
    const mins = byMin.json.data!.list.map((p) => toDecimal(p.min_investment));
    expect(mins.every((m, i) => i === 0 || mins[i - 1]!.lte(m))).toBe(true);
    const byRisk = await get<CatalogueList>(who, 'catalogueList', {
      sort: 'risk',
      order: 'desc',
      size: '100',
    });
    const risks = byRisk.json.data!.list.map((p) => p.risk_level);
    expect(risks).toEqual([...risks].sort((a, b) => b - a));
    // paging: the total counts every match, a page holds at most its size
    const page1 = await get<CatalogueList>(who, 'catalogueList', { sort: 'minimum', size: '2' });
    const page2 = await get<CatalogueList>(who, 'catalogueList', {
      sort: 'minimum',
      size: '2',
      page: '2',
    });
    expect(page1.json.data!.total).toBe(byMin.json.data!.total);
    expect([...page1.json.data!.list, ...page2.json.data!.list].map((p) => p.id)).toEqual(
      byMin.json.data!.list.slice(0, 4).map((p) => p.id),
    );
    expect(page1.json.data!.list[0]!.eligibility).toEqual({
      eligible: true,
      reason: null,
      required: null,
      own: null,
    });
    // a filter value out of the contract is a 400, never a 500
    const bad = await get(who, 'catalogueList', { risk: '9' });
    expect(bad.status).toBe(400);
  });

  it("refuses a product above the client's VIP level with the spec's text, the required and own level", async () => {
    const p = await product(s, { min_vip: 3 });
    const who = await trader(s);
    const res = await subscribeTo(s, who, p.id, { amount: '100.00' });
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
    const detail = await get<CatalogueDetail>(who, 'catalogueDetail', {}, { id: p.id });
    expect(detail.json.data).toMatchObject({
      exclusive: true,
      eligibility: { eligible: false, reason: 'vip', required: 3, own: 0 },
      key_information: { 'en-US': 'What you should know.', 'pl-PL': 'Co warto wiedzieć.' },
    });
    const offers = await get<CatalogueShortList>(who, 'catalogueExclusive');
    expect(offers.json.data!.list.map((o) => o.id)).toContain(p.id);
    // and the permission payload names it with its own minimum (spec 3 'products')
    const config = await get<ClientConfig>(who, 'clientConfig');
    expect(config.json.data!.products[p.id]).toEqual({ vip: 3, score: 0 });
    expect(await usd(s, who)).toMatchObject({ available: '10000.00', frozen: '0.00' });
  });

  it('asks for the minimum investment, the minimum quantity and a PAC code where set (spec 5)', async () => {
    const p = await product(s, {
      min_investment: '1000',
      min_quantity: '150',
      pac_code_required: true,
    });
    const who = await trader(s);
    const noPac = await subscribeTo(s, who, p.id, { amount: '2000.00' });
    expect(noPac.status).toBe(400);
    expect(noPac.json.errors).toEqual([
      expect.objectContaining({ path: 'pac_code', code: 'pac_code_required' }),
    ]);
    const { code } = await issuePac(s, who, { kind: 'product', id: p.id });
    const small = await subscribeTo(s, who, p.id, { amount: '999.99', pac_code: code });
    expect(small.status).toBe(400);
    expect(small.json.errors).toEqual([
      expect.objectContaining({
        path: 'amount',
        code: 'amount_below_minimum_investment',
        params: { min: '1000.00', currency: 'USD' },
      }),
    ]);
    // 1,000 buys 100 units at 10: below the 150 units asked
    const few = await subscribeTo(s, who, p.id, { amount: '1000.00', pac_code: code });
    expect(few.json.errors).toEqual([
      expect.objectContaining({ code: 'quantity_below_minimum', params: { min: '150' } }),
    ]);
    const bad = await subscribeTo(s, who, p.id, { amount: '12.345', pac_code: code });
    expect(bad.status).toBe(400);
    const poorClient = await trader(s, '100.00');
    const poorCode = (await issuePac(s, poorClient, { kind: 'product', id: p.id })).code;
    const poor = await subscribeTo(s, poorClient, p.id, { amount: '1500.00', pac_code: poorCode });
    expect(poor.status).toBe(422);
    expect(poor.json).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance.',
    });
    expect(await usd(s, who)).toMatchObject({ available: '10000.00', invested: '0.00' });
  });

  it('settles a holding product at once into units at the offer price, answers a replay once, and redeems it', async () => {
    const p = await product(s, { price: '12.3456' });
    const who = await trader(s);
    const key = randomUUID();
    const res = await subscribeTo(s, who, p.id, { amount: '1000.00' }, key);
    expect(res.status).toBe(200);
    // 1,000 / 12.3456 = 81.00051... units, rounded down to 4 decimals
    expect(res.json.data).toMatchObject({
      side: 'subscribe',
      amount: '1000.00',
      units: '81.0005',
      price: '12.3456',
      state: 'settled',
      status: 'holding',
      held: '0.00',
    });
    const replay = await subscribeTo(s, who, p.id, { amount: '1000.00' }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json.data!.id).toBe(res.json.data!.id);
    expect((await subscribeTo(s, who, p.id, { amount: '900.00' }, key)).status).toBe(422);
    expect(await usd(s, who)).toMatchObject({ available: '9000.00', invested: '1000.00' });
    const [h] = (await holdings(who)).list;
    expect(h).toMatchObject({
      product_id: p.id,
      units: '81.0005',
      cost: '1000.00',
      price: '12.3456',
      // 81.0005 × 12.3456 = 999.99... rounded down
      value: '999.99',
      unrealised: '-0.01',
      redeemable: true,
      status: 'holding',
    });
    // the portfolio counts the product beside the cash
    const folio = await get<Portfolio>(who, 'portfolio');
    expect(folio.json.data!.by_currency!.find((c) => c.currency === 'USD')).toMatchObject({
      market_value: '999.99',
      cost: '1000.00',
    });
    s.clock.advance(1000);
    const part = await redeemHolding(s, who, h!.id, { units: '1.0005' });
    expect(part.status).toBe(200);
    expect(part.json.data).toMatchObject({
      side: 'redeem',
      units: '1.0005',
      amount: '12.35',
      status: 'sold',
    });
    s.clock.advance(1000);
    const rest = await redeemHolding(s, who, h!.id);
    expect(rest.json.data).toMatchObject({ units: '80', amount: '987.64' });
    expect(await usd(s, who)).toMatchObject({ available: '9999.99', invested: '0.00' });
    const again = await redeemHolding(s, who, h!.id);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('HOLDING_CLOSED');
    expect((await holdings(who, 'closed')).list[0]).toMatchObject({ id: h!.id, state: 'redeemed' });
    const orders = await get<ProductOrderList>(who, 'productOrderList');
    expect(orders.json.data!.list.map((o) => o.side)).toEqual(['redeem', 'redeem', 'subscribe']);
    // another client's holding is not found
    const other = await redeemHolding(s, await trader(s), h!.id);
    expect(other.status).toBe(404);
    await verified();
  });

  it("figures a fund holding's realised P&L and today's change in the portfolio from its NAVs and redemptions", async () => {
    const p = await product(s, { price: '10' });
    const who = await trader(s);
    const usdFigures = async () => {
      const folio = (await get<Portfolio>(who, 'portfolio')).json.data!;
      return { folio, usd: folio.by_currency!.find((c) => c.currency === 'USD')! };
    };
    await subscribeTo(s, who, p.id, { amount: '1000.00' });
    const [h] = (await holdings(who)).list.filter((x) => x.product_id === p.id);
    expect(h).toMatchObject({ units: '100', cost: '1000.00' });
    // bought at the day's NAV: nothing changed yet, nothing realised
    expect((await usdFigures()).usd).toMatchObject({
      market_value: '1000.00',
      cost: '1000.00',
      realised_pnl: '0.00',
      day_change: '0.00',
    });
    // the next day's NAV: the day's change is the 100 units' move from 10
    await later(s, DAY, who);
    expect((await runJobs(s)).priced).toBeGreaterThan(0);
    const nav = (await get<CatalogueDetail>(who, 'catalogueDetail', {}, { id: p.id })).json.data!
      .market_price;
    expect(nav).not.toBe('10');
    const move = (units: string) => toDecimal(nav).minus('10').times(units).toFixed(2);
    const moved = await usdFigures();
    expect(moved.usd).toMatchObject({
      market_value: toDecimal(nav).times('100').toFixed(2),
      cost: '1000.00',
      realised_pnl: '0.00',
      day_change: move('100'),
    });
    expect(moved.folio).toMatchObject({ day_change: move('100'), realised_pnl: '0.00' });
    // 40 units redeemed at the NAV: proceeds less their average cost (400.00) realised
    const part = await redeemHolding(s, who, h!.id, { units: '40' });
    expect(part.json.data).toMatchObject({ amount: toDecimal(nav).times('40').toFixed(2) });
    const after = await usdFigures();
    expect(after.usd).toMatchObject({
      market_value: toDecimal(nav).times('60').toFixed(2),
      cost: '600.00',
      realised_pnl: move('40'),
      day_change: move('60'),
    });
    // the rest redeemed: the whole gain realised, nothing held, nothing changing
    await redeemHolding(s, who, h!.id);
    expect((await usdFigures()).usd).toMatchObject({
      market_value: '0.00',
      cost: '0.00',
      realised_pnl: move('100'),
      day_change: '0.00',
    });
    await verified();
  });

  it("figures a savings holding's day change from its accrual day, and says when it is not known", async () => {
    const p = await savings(s, '0.01');
    const who = await trader(s);
    const usdRow = async () =>
      (await get<Portfolio>(who, 'portfolio')).json.data!.by_currency!.find(
        (c) => c.currency === 'USD',
      )!;
    await subscribeTo(s, who, p.id, { amount: '5000.00' });
    // its first day has not ended: nothing earned yet
    expect(await usdRow()).toMatchObject({ day_change: '0.00', realised_pnl: '0.00' });
    await later(s, DAY, who);
    expect((await runJobs(s)).accrued).toBeGreaterThan(0);
    // 0.01 % of 5,000 a day: 0.50, paid to cash, so realised
    expect(await usdRow()).toMatchObject({
      market_value: '5000.00',
      day_change: '0.50',
      realised_pnl: '0.50',
    });
    const [h] = (await holdings(who)).list.filter((x) => x.product_id === p.id);
    await redeemHolding(s, who, h!.id, { units: '2000' });
    await later(s, DAY, who);
    await runJobs(s);
    // the next day on the 3,000 left: 0.30
    expect(await usdRow()).toMatchObject({
      market_value: '3000.00',
      day_change: '0.30',
      realised_pnl: '0.80',
    });
    // a day paid before its amount was kept (a holding older than the figure): not known, and
    // the wire says so rather than a zero
    await s.db.db
      .updateTable('product_holdings' as never)
      .set({ last_accrual: null } as never)
      .where('id' as never, '=', h!.id as never)
      .execute();
    const folio = (await get<Portfolio>(who, 'portfolio')).json.data!;
    expect(folio.by_currency!.find((c) => c.currency === 'USD')).toMatchObject({
      day_change: null,
      realised_pnl: '0.80',
    });
    expect(folio.day_change).toBeNull();
    // paid out: its days no longer run beside the other tests' holdings
    expect((await redeemHolding(s, who, h!.id)).status).toBe(200);
    await verified();
  });

  it('locks a fixed term until maturity, pays each day once (catch-up), then pays back principal and return', async () => {
    const p = await savings(s, '0.0137', { lock_days: 30 });
    const who = await trader(s);
    const res = await subscribeTo(s, who, p.id, { amount: '1000.00' });
    expect(res.json.data).toMatchObject({ units: '1000', price: '1', state: 'settled' });
    const [h] = (await holdings(who)).list.filter((x) => x.product_id === p.id);
    const opened = utcDayOf(s.clock.now.getTime());
    expect(h).toMatchObject({ maturity_date: addDays(opened, 30), redeemable: false });
    const locked = await redeemHolding(s, who, h!.id);
    expect(locked.status).toBe(409);
    expect(locked.json).toMatchObject({
      code: 'LOCKED_UNTIL_MATURITY',
      message: 'This product is locked until its maturity date.',
    });
    expect(locked.json.errors).toEqual([
      expect.objectContaining({ params: { maturity_date: addDays(opened, 30) } }),
    ]);
    // nothing is due on the opened day; after it, its return
    expect((await runJobs(s)).accrued).toBe(0);
    await later(s, DAY, who);
    expect((await runJobs(s)).accrued).toBe(1);
    expect((await runJobs(s)).accrued).toBe(0);
    // downtime: the missed days are paid at the next run, each once
    await later(s, 9 * DAY, who);
    expect((await runJobs(s)).accrued).toBe(9);
    let [mid] = (await holdings(who)).list.filter((x) => x.product_id === p.id);
    expect(mid!.accrued_through).toBe(addDays(opened, 9));
    // 0.137 a day on 1,000: 10 days are 1.37, paid as whole cents
    expect(mid!.accrued_return).toBe('1.37');
    expect((await redeemHolding(s, who, h!.id)).status).toBe(409);
    await later(s, 25 * DAY, who);
    const r = await runJobs(s);
    expect(r).toMatchObject({ accrued: 20, matured: 1, failed: [] });
    [mid] = (await holdings(who, 'closed')).list.filter((x) => x.product_id === p.id);
    // 30 days: 4.11 (the exact 4.11 rounded down), never more
    expect(mid).toMatchObject({ state: 'matured', status: 'sold', accrued_return: '4.11' });
    expect(await usd(s, who)).toMatchObject({ available: '10004.11', invested: '0.00' });
    expect((await runJobs(s)).accrued).toBe(0);
    await verified();
  });

  it('redeems a flexible savings product any day, its days paid first', async () => {
    const p = await savings(s, '0.01');
    const who = await trader(s);
    await subscribeTo(s, who, p.id, { amount: '5000.00' });
    const [h] = (await holdings(who)).list.filter((x) => x.product_id === p.id);
    await later(s, 3 * DAY, who);
    const out = await redeemHolding(s, who, h!.id, { units: '2000' });
    expect(out.json.data).toMatchObject({ amount: '2000.00', status: 'sold' });
    // three days at 0.5 a day, paid before the redemption
    expect(await usd(s, who)).toMatchObject({ available: '7001.50', invested: '3000.00' });
    await later(s, DAY, who);
    await runJobs(s);
    expect(await usd(s, who)).toMatchObject({ available: '7001.80' });
    const sums = (await holdings(who)).list.find((x) => x.id === h!.id)!;
    expect(sums).toMatchObject({ units: '3000', accrued_return: '1.80' });
    expect(sumDecimals(['1.50', '0.30'])).toBe('1.80');
    await verified();
  });

  it('keeps a review product awaiting with the cash held; the client may cancel; the advisor approves or rejects', async () => {
    const p = await product(s, {
      trading_type: 'review',
      type: 'earn',
      subtype: 'otc',
      asset_class: 'structured',
      price: undefined,
      annual_return: undefined,
      daily_return: '0.02',
    } as never);
    const who = await trader(s);
    const first = await subscribeTo(s, who, p.id, { amount: '2000.00' });
    expect(first.json.data).toMatchObject({
      state: 'awaiting',
      status: 'awaiting',
      held: '2000.00',
      units: null,
      cancellable: true,
    });
    expect(await usd(s, who)).toMatchObject({ available: '8000.00', frozen: '2000.00' });
    const cancel = await call<ProductOrder>(s, 'productOrderCancel', {
      token: who.token,
      tenant: who.tenant,
      params: { id: first.json.data!.id },
    });
    expect(cancel.json.data).toMatchObject({
      state: 'cancelled',
      status: 'rejected',
      held: '0.00',
    });
    expect(await usd(s, who)).toMatchObject({ available: '10000.00', frozen: '0.00' });
    await expect(decide(s, first.json.data!.id, { approve: true })).rejects.toMatchObject({
      code: 'PRODUCT_ORDER_NOT_AWAITING',
    });
    const second = await subscribeTo(s, who, p.id, { amount: '3000.00' });
    const approved = await decide(s, second.json.data!.id, { approve: true });
    expect(approved).toMatchObject({ state: 'settled', status: 'holding', units: '3000' });
    expect(await usd(s, who)).toMatchObject({
      available: '7000.00',
      frozen: '0.00',
      invested: '3000.00',
    });
    const third = await subscribeTo(s, who, p.id, { amount: '1000.00' });
    const rejected = await decide(s, third.json.data!.id, {
      approve: false,
      remark: 'Risk profile',
    });
    expect(rejected).toMatchObject({
      state: 'rejected',
      status: 'rejected',
      remark: 'Risk profile',
    });
    expect(await usd(s, who)).toMatchObject({ available: '7000.00', frozen: '0.00' });
    const late = await call(s, 'productOrderCancel', {
      token: who.token,
      tenant: who.tenant,
      params: { id: third.json.data!.id },
    });
    expect(late.status).toBe(409);
    await verified();
  });

  it('recommends eligible products the client does not hold, within one risk level of theirs', async () => {
    const who = await trader(s);
    const rec = await get<CatalogueShortList>(who, 'catalogueRecommended');
    expect(rec.status).toBe(200);
    const list = rec.json.data!.list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.eligibility.eligible && p.risk_level <= 3)).toBe(true);
    const pick = list.find(
      (p) =>
        p.trading_type === 'holding' &&
        !p.pac_code_required &&
        toDecimal(p.min_investment).lte(toDecimal('100')) &&
        toDecimal(p.min_quantity).lte(toDecimal('1')),
    )!;
    expect((await subscribeTo(s, who, pick.id, { amount: '100.00' })).status).toBe(200);
    const after = await get<CatalogueShortList>(who, 'catalogueRecommended');
    expect(after.json.data!.list.map((p) => p.id)).not.toContain(pick.id);
  });
});
