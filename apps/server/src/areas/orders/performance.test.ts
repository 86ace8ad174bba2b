// The portfolio's performance over real HTTP: the value rebuilt from the cash and securities
// ledgers at the simulator's prices, the flows beside it, the client's market index over the
// same instants, and the time-weighted returns (deposits are not performance).
import type { Portfolio, PortfolioPerformance } from '@invest/api/contract';
import { Money, roundDecimal, seriesReturn, toDecimal } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { withTransaction } from '../../db/transaction';
import { fxProvider } from '../../platform/fxRates';
import { call, type TestServer } from '../../testing/harness';
import { accessToken, type SignedIn } from '../client/testSupport';
import { post } from '../ledger';
import { tradingDeps } from './routes';
import { place, trader, tradingServer } from './testSupport';

const DAY = 86_400_000;

/** A deposit approved now on the app's clock (the one the test moves). */
const deposit = (s: TestServer, who: SignedIn, amount: string, currency = 'USD') =>
  withTransaction(s.db.db, (trx) =>
    post(trx, {
      tenantId: who.tenant,
      kind: 'deposit.approve',
      at: s.clock.now,
      postings: [
        { account: { system: 'cash_in_transit' }, currency, amount: `-${amount}` },
        { account: { client: who.id }, bucket: 'available', currency, amount },
      ],
    }),
  );

const performance = async (s: TestServer, who: SignedIn, range?: string) => {
  const res = await call<PortfolioPerformance>(s, 'portfolioPerformance', {
    token: who.token,
    ...(range === undefined ? {} : { query: { range } }),
  });
  expect(res.status).toBe(200);
  return res.json.data!;
};

describe.each(databaseKinds())('portfolio performance on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  });
  afterAll(() => s.close());

  it('deposit, buy, the price moves, a later deposit: the TWR ignores the flow', async () => {
    // one instant for both clients' money and buys, so their holdings are the same
    s.clock.freeze();
    const started = tradingDepsNow(s);
    const a = await trader(s, '0');
    const b = await trader(s, '0');
    await deposit(s, a, '10000.00');
    await deposit(s, b, '10000.00');
    // a market buy fills at once, at its quote's price
    expect((await place(s, a, { quantity: '10' })).json.data).toMatchObject({ status: 'settle' });
    expect((await place(s, b, { quantity: '10' })).json.data).toMatchObject({ status: 'settle' });

    // two days on, the price has moved; A deposits again, B does not
    s.clock.advance(2 * DAY);
    a.token = await accessToken(s, a.tenant, a);
    b.token = await accessToken(s, b.tenant, b);
    await deposit(s, a, '5000.00');
    const pa = await performance(s, a, 'ALL');
    const pb = await performance(s, b, 'ALL');

    // no point before the first money; the first is the deposit, the last is now
    expect(pa.points[0]).toEqual({
      at: new Date(started).toISOString(),
      value: '10000.00',
      flows: '10000.00',
    });
    expect(pa.points.at(-1)).toMatchObject({ flows: '5000.00' });
    expect(pa.points.filter((p) => p.flows !== '0.00')).toHaveLength(2);
    expect(Date.parse(pa.points.at(-1)!.at)).toBe(started + 2 * DAY);
    const at = pa.points.map((p) => Date.parse(p.at));
    expect(at).toEqual([...at].sort((x, y) => x - y));
    // the sessions' closes in between (GIPS daily valuation)
    expect(pa.points.length).toBeGreaterThanOrEqual(3);

    // the same holdings, 5000 more cash, the same time-weighted return
    expect(pb.points.map((p) => p.at)).toEqual(pa.points.map((p) => p.at));
    const last = (p: PortfolioPerformance) => toDecimal(p.points.at(-1)!.value);
    expect(last(pa).minus(last(pb)).toFixed(2)).toBe('5000.00');
    expect(pa.twr).not.toBeNull();
    expect(pa.twr).toBe(pb.twr);
    // B had no flow after its first: its TWR is simply last / first - 1
    expect(pb.twr).toBe(
      roundDecimal(last(pb).div('10000').minus('1').times('100'), 2, 'half_even').toFixed(2),
    );
    // the price did move between the buy and now
    expect(new Set(pb.points.slice(1).map((p) => p.value)).size).toBeGreaterThan(1);

    // the last point is the portfolio's total value now
    const summary = await call<Portfolio>(s, 'portfolio', { token: a.token });
    expect(summary.json.data!.total_value).toBe(pa.points.at(-1)!.value);

    // the client's market index (a US client: the US large caps) at the same instants
    expect(pa.currency).toBe('USD');
    expect(pa.index.id).toBe('US-LC');
    expect(pa.index.points.map((p) => p.at)).toEqual(pa.points.map((p) => p.at));
    expect(pa.index_twr).toBe(seriesReturn(pa.index.points.map((p) => p.level)));
    expect(new Set(pa.index.points.map((p) => p.level)).size).toBeGreaterThan(1);
    s.clock.thaw();
  });

  it('a range starts where it says: 1M of a client whose money came 40 days ago', async () => {
    s.clock.freeze();
    const who = await trader(s, '0');
    await deposit(s, who, '100.00');
    s.clock.advance(40 * DAY);
    who.token = await accessToken(s, who.tenant, who);
    const month = await performance(s, who, '1M');
    const first = new Date(tradingDepsNow(s));
    first.setUTCMonth(first.getUTCMonth() - 1);
    expect(month.range).toBe('1M');
    expect(month.points[0]).toEqual({ at: first.toISOString(), value: '100.00', flows: '0.00' });
    expect(month.twr).toBe('0.00');
    const all = await performance(s, who, 'ALL');
    expect(all.points[0]).toMatchObject({ value: '100.00', flows: '100.00' });
    // the default range is a month
    expect((await performance(s, who)).points).toEqual(month.points);
    s.clock.thaw();
  });

  it("values cash in another currency at the feed's rate of each instant: the FX move is performance", async () => {
    s.clock.freeze();
    const who = await trader(s, '0');
    const at = s.clock.now;
    await deposit(s, who, '1000.00', 'EUR');
    s.clock.advance(3 * DAY);
    who.token = await accessToken(s, who.tenant, who);
    const p = await performance(s, who, 'ALL');
    const inUsd = (when: Date) =>
      Money.of('1000.00', 'EUR').convert(fxProvider().midRate('EUR', 'USD', when)!, 'USD');
    const first = inUsd(at);
    expect(p.points[0]).toMatchObject({ value: first.toString(), flows: first.toString() });
    const last = inUsd(s.clock.now);
    expect(p.points.at(-1)).toMatchObject({ value: last.toString(), flows: '0.00' });
    expect(p.twr).toBe(
      roundDecimal(last.value.div(first.value).minus('1').times('100'), 2, 'half_even').toFixed(2),
    );
    s.clock.thaw();
  });

  it('a client with nothing has an empty series and no returns', async () => {
    const who = await trader(s, '0');
    const p = await performance(s, who, '1Y');
    expect(p).toMatchObject({
      range: '1Y',
      currency: 'USD',
      points: [],
      twr: null,
      index_twr: null,
      index: { id: 'US-LC', points: [] },
    });
  });

  it('a range it does not offer is a 400 with a stable code on the field', async () => {
    const who = await trader(s, '0');
    const res = await call(s, 'portfolioPerformance', {
      token: who.token,
      query: { range: '5Y' },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('VALIDATION_FAILED');
    expect(res.json.errors).toEqual([
      expect.objectContaining({ path: 'querystring.range', code: 'invalid_value' }),
    ]);
    expect((await call(s, 'portfolioPerformance', {})).status).toBe(401);
  });
});

/** The simulator's now of the test server (the instants of the series are on its clock). */
const tradingDepsNow = (s: TestServer): number => tradingDeps(s.app.deps).marketNow();
