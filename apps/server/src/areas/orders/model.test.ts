// Model-based test of trading (fast-check): random sequences of quotes, orders (buys and sells,
// market and limit, day and GTC), cancels and market ticks, on a USD listing (NASDAQ AAPL) and a
// EUR one (BME SAN), each paid from a USD or a EUR account, replayed over real HTTP and against a
// small model of the client's cash (available, held) and shares (free, held). After every step
// the server's balances, positions and order statuses equal the model's, and the ledger verifies,
// cash and securities (`ledger:verify`). The model prices with the domain's fee rules and the
// simulator's prices (pure functions of seed and time): what it checks is the bookkeeping of
// holds, fills, cancels, expiries and settlements (spec 4/5).
//
// One server and one database for every run; each run is a fresh client in a fresh tenant (the
// ledger check then reads that run's entries only), on a frozen clock that only the ticks move,
// starting one trading day after the previous run. TRADING_MODEL_RUNS sets the number of runs (the
// issue's 1,000: TRADING_MODEL_RUNS=1000); TRADING_MODEL_SEED replays a reported seed. A failure
// prints the shrunk sequence of steps (fast-check's counterexample).
import type { TradeOrder, TradePositions, TradeQuote } from '@invest/api/contract';
import {
  EXCHANGES,
  Money,
  checkOrderEligibility,
  compareDecimal,
  orderExpiresAt,
  previewOrder,
  priceUnitsToDecimal,
  roundPriceUnits,
  toDecimal,
  type ExchangeId,
  type OrderPreview,
} from '@invest/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { fxProvider } from '../../platform/fxRates';
import { call, type TestServer } from '../../testing/harness';
import { insertTenant } from '../../testing/fixtures';
import { accessToken, type SignedIn } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import { credit, moneyClient } from '../withdrawals/testSupport';
import { COMMISSION } from './execution';
import {
  isMarketOpen,
  listingOf,
  quoteOf,
  sessionCloseAt,
  sessionOpenAt,
  settlesAt,
  tradeDateOf,
} from './market';
import { tradingDeps } from './routes';
import { place, tick, tradingServer, unlock, US_SESSION } from './testSupport';

const RUNS = Number(process.env.TRADING_MODEL_RUNS ?? 12);
const SEED = process.env.TRADING_MODEL_SEED;
const MAX_STEPS = 10;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The access token and the trading unlock last 15 minutes: renewed when older than this. */
const RENEW_AFTER = 10 * MINUTE;

const LISTINGS = {
  AAPL: { exchange: 'NASDAQ', lot: 1 },
  // a euro listing: bought from the USD account it is converted (spec 5)
  SAN: { exchange: 'BME', lot: 25 },
} as const satisfies Record<string, { exchange: ExchangeId; lot: number }>;
type Ticker = keyof typeof LISTINGS;
type Currency = 'USD' | 'EUR';
const FUNDS: Record<Currency, string> = { USD: '10000.00', EUR: '5000.00' };

// ---- the steps ---------------------------------------------------------------------------------

const ticketArb = {
  symbol: fc.constantFrom<Ticker>('AAPL', 'SAN'),
  account: fc.constantFrom<Currency>('USD', 'EUR'),
  // more buys than sells: a sell needs shares bought first
  side: fc.constantFrom<'buy' | 'sell'>('buy', 'buy', 'sell'),
  lots: fc.integer({ min: 1, max: 12 }),
};

const stepArb = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('quote' as const), ...ticketArb }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('market' as const), ...ticketArb }), weight: 3 },
  {
    arbitrary: fc.record({
      op: fc.constant('limit' as const),
      ...ticketArb,
      // the limit, in basis points from the live price: some fill at the next tick, some wait
      bps: fc.integer({ min: -80, max: 80 }),
      tif: fc.constantFrom<'day' | 'gtc'>('day', 'gtc'),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat(9) }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constant('tick' as const),
      // a second, minutes, past the close (a day order lapses; a GTC one waits), or to the
      // next day (trades settle, spec 4 settle -> holding / sold)
      ms: fc.constantFrom(1_000, 2 * MINUTE, 20 * MINUTE, 4 * 60 * MINUTE, DAY),
    }),
    weight: 3,
  },
);
type Step = typeof stepArb extends fc.Arbitrary<infer T> ? T : never;
type TicketStep = Extract<Step, { op: 'quote' | 'market' | 'limit' }>;

// ---- the model ---------------------------------------------------------------------------------

interface ModelOrder {
  id: string;
  symbol: Ticker;
  side: 'buy' | 'sell';
  account: Currency;
  quantity: string;
  limit: string | null;
  status: string;
  /** A buy's hold, in the account's currency. */
  hold: Money;
  fxRate: string | null;
  checkedAt: number;
  expiresAt: number;
  settlesAt: number | null;
  /** A sale's proceeds, held until settlement. */
  proceeds: Money | null;
}

interface Model {
  cash: Record<Currency, { available: Money; held: Money }>;
  shares: Record<Ticker, { free: string; held: string }>;
  orders: ModelOrder[];
}

const plus = (a: string, b: string) => toDecimal(a).plus(b).toFixed();
const minus = (a: string, b: string) => toDecimal(a).minus(b).toFixed();

describe.each(databaseKinds())('trading against a model on %s', (kind) => {
  let s: TestServer;
  let runs = 0;
  /** What the runs did, printed at the end (a run that never fills proves little). */
  const seen = { steps: 0, refused: 0, placed: 0, filled: 0, released: 0, settled: 0 };
  /** The market instant the last run started at. */
  let day = US_SESSION.getTime() - DAY;

  beforeAll(async () => {
    s = await tradingServer(kind);
    // only the steps move the clock (and with it the market)
    s.clock.freeze();
  }, 120_000);
  afterAll(async () => {
    process.stdout.write(`trading model on ${kind}: ${runs} runs, ${JSON.stringify(seen)}\n`);
    await s?.close();
  });

  const marketNow = () => tradingDeps(s.app.deps).marketNow();
  const seed = () => s.app.deps.config.MARKET_SEED;
  const exchangeOf = (symbol: Ticker) => LISTINGS[symbol].exchange;
  const live = (symbol: Ticker, at: number) =>
    quoteOf(seed(), listingOf(exchangeOf(symbol), symbol), at);

  /** The domain's estimate of a ticket at `price` (the FX rate of `at` unless one is fixed). */
  function estimate(
    symbol: Ticker,
    side: 'buy' | 'sell',
    quantity: string,
    price: string,
    account: Currency,
    at: number,
    fixedRate?: string | null,
  ): OrderPreview {
    const exchange = exchangeOf(symbol);
    const { currency } = EXCHANGES[exchange];
    const fxRate =
      account === currency
        ? null
        : fixedRate !== undefined
          ? fixedRate
          : (fxProvider().midRate(currency, account, new Date(at)) ?? null);
    return previewOrder({
      exchange,
      side,
      quantity,
      price,
      commission: COMMISSION,
      tradeDate: tradeDateOf(exchange, at),
      accountCurrency: account,
      fxRate,
    });
  }

  interface Run {
    tenant: string;
    who: SignedIn;
    authAt: number;
    model: Model;
  }

  /** A fresh client with both accounts funded, one trading day after the last run. */
  async function newRun(): Promise<Run> {
    do day += DAY;
    while (day <= marketNow() || !isMarketOpen('NASDAQ', day));
    s.clock.advance(day - marketNow());
    runs += 1;
    const tenant = `model${runs}`;
    await insertTenant(s.db.db, tenant);
    const who = await moneyClient(s, tenant);
    for (const c of ['USD', 'EUR'] as const) await credit(s, who, FUNDS[c], c);
    await unlock(s, who);
    return {
      tenant,
      who,
      authAt: s.clock.now.getTime(),
      model: {
        cash: {
          USD: { available: Money.of(FUNDS.USD, 'USD'), held: Money.zero('USD') },
          EUR: { available: Money.of(FUNDS.EUR, 'EUR'), held: Money.zero('EUR') },
        },
        shares: { AAPL: { free: '0', held: '0' }, SAN: { free: '0', held: '0' } },
        orders: [],
      },
    };
  }

  /** A new access token and trading unlock once the clock moved past their life. */
  async function signedIn(run: Run): Promise<SignedIn> {
    if (s.clock.now.getTime() - run.authAt > RENEW_AFTER) {
      run.who.token = await accessToken(s, run.tenant, {
        id: run.who.id,
        username: run.who.username,
      });
      await unlock(s, run.who);
      run.authAt = s.clock.now.getTime();
    }
    return run.who;
  }

  // -- what the model expects of a ticket --

  type Expected =
    | { ok: true; preview: OrderPreview; price: string }
    | { ok: false; status: number; code: string };

  function expectOf(run: Run, step: TicketStep, limit: string | null, at: number): Expected {
    const { model } = run;
    const quantity = String(step.lots * LISTINGS[step.symbol].lot);
    if (step.side === 'sell' && toDecimal(quantity).gt(model.shares[step.symbol].free)) {
      // the form's holding rule: more than the free shares
      seen.refused += 1;
      return { ok: false, status: 400, code: 'VALIDATION_FAILED' };
    }
    const price = limit ?? live(step.symbol, at).price;
    const preview = estimate(step.symbol, step.side, quantity, price, step.account, at);
    const eligible = checkOrderEligibility({
      preview,
      available: model.cash[step.account].available.toString(),
      user: { vip: 0, score: 700 },
    });
    if (!eligible.ok) {
      seen.refused += 1;
      return { ok: false, status: 422, code: 'INSUFFICIENT_BALANCE' };
    }
    return { ok: true, preview, price };
  }

  const ticketOf = (step: TicketStep, extra: Record<string, unknown>) => ({
    exchange: exchangeOf(step.symbol),
    symbol: step.symbol,
    side: step.side,
    quantity: String(step.lots * LISTINGS[step.symbol].lot),
    account: step.account,
    ...extra,
  });

  /** What placing `order` does to the model: a buy holds cash, a sell holds shares. */
  function placed(model: Model, order: ModelOrder) {
    seen.placed += 1;
    model.orders.push(order);
    const cash = model.cash[order.account];
    const shares = model.shares[order.symbol];
    if (order.side === 'buy') {
      cash.available = cash.available.sub(order.hold);
      cash.held = cash.held.add(order.hold);
    } else {
      shares.free = minus(shares.free, order.quantity);
      shares.held = plus(shares.held, order.quantity);
    }
  }

  /** A working order ends without a fill (cancel, expiry, a refused fill): holds go back. */
  function released(model: Model, order: ModelOrder) {
    seen.released += 1;
    order.status = 'rejected';
    if (order.side === 'buy') {
      const cash = model.cash[order.account];
      cash.held = cash.held.sub(order.hold);
      cash.available = cash.available.add(order.hold);
    } else {
      const shares = model.shares[order.symbol];
      shares.held = minus(shares.held, order.quantity);
      shares.free = plus(shares.free, order.quantity);
    }
  }

  /** A working order fills at `price` at `at` (the FX rate fixed when it was placed). */
  function filled(model: Model, order: ModelOrder, price: string, at: number) {
    const preview = estimate(
      order.symbol,
      order.side,
      order.quantity,
      price,
      order.account,
      at,
      order.fxRate,
    );
    const cost = Money.of(preview.converted_total!, order.account);
    const cash = model.cash[order.account];
    const shares = model.shares[order.symbol];
    if (order.side === 'buy') {
      // more than was held (a price beyond the collar): refused, the hold released
      if (cost.gt(order.hold)) return released(model, order);
      cash.held = cash.held.sub(order.hold);
      cash.available = cash.available.add(order.hold.sub(cost));
      shares.free = plus(shares.free, order.quantity);
    } else {
      shares.held = minus(shares.held, order.quantity);
      cash.held = cash.held.add(cost);
      order.proceeds = cost;
    }
    seen.filled += 1;
    order.status = 'settle';
    order.settlesAt = settlesAt(exchangeOf(order.symbol), at).getTime();
  }

  // -- the steps, on the server and on the model --

  async function quoteStep(run: Run, step: TicketStep) {
    const at = marketNow();
    const expected = expectOf(run, step, null, at);
    const res = await call<TradeQuote>(s, 'tradeQuote', {
      token: (await signedIn(run)).token,
      tenant: run.tenant,
      body: ticketOf(step, { type: 'market', time_in_force: 'day' }),
    });
    if (!expected.ok) {
      expect({ status: res.status, code: res.json.code }).toEqual({
        status: expected.status,
        code: expected.code,
      });
      return undefined;
    }
    expect(res.status, res.text).toBe(200);
    const q = res.json.data!;
    expect(q.converted_total).toBe(expected.preview.converted_total);
    expect(toDecimal(q.price).eq(expected.price)).toBe(true);
    return q;
  }

  async function marketStep(run: Run, step: TicketStep) {
    const q = await quoteStep(run, step);
    if (q === undefined) return;
    const at = marketNow();
    const exchange = exchangeOf(step.symbol);
    const res = await place(
      s,
      await signedIn(run),
      ticketOf(step, { type: 'market', quote_id: q.id }),
    );
    if (!isMarketOpen(exchange, at)) {
      // spec 4: a market order outside the session is refused, not queued
      expect({ status: res.status, code: res.json.code }).toEqual({
        status: 409,
        code: 'MARKET_CLOSED',
      });
      return;
    }
    expect(res.status, res.text).toBe(200);
    const order = res.json.data!;
    expect(order).toMatchObject({ status: 'settle', converted_total: q.converted_total });
    expect(toDecimal(order.fill_price!).eq(q.price)).toBe(true);
    const amount = Money.of(q.converted_total!, step.account);
    const mine: ModelOrder = {
      id: order.id,
      symbol: step.symbol,
      side: step.side,
      account: step.account,
      quantity: q.quantity,
      limit: null,
      status: 'pending',
      hold: step.side === 'buy' ? amount : Money.zero(step.account),
      fxRate: q.fx_rate,
      checkedAt: at,
      expiresAt: Number.POSITIVE_INFINITY,
      settlesAt: null,
      proceeds: null,
    };
    // placed and filled at once, at the quoted price
    placed(run.model, mine);
    filled(run.model, mine, q.price, at);
    expect(order.settles_at).toBe(new Date(mine.settlesAt!).toISOString());
  }

  async function limitStep(run: Run, step: Extract<Step, { op: 'limit' }>) {
    const at = marketNow();
    const exchange = exchangeOf(step.symbol);
    const price = Number(live(step.symbol, at).price) * (1 + step.bps / 10_000);
    const limit = priceUnitsToDecimal(exchange, roundPriceUnits(exchange, price));
    const expected = expectOf(run, step, limit, at);
    const res = await place(
      s,
      await signedIn(run),
      ticketOf(step, { type: 'limit', limit_price: limit, time_in_force: step.tif }),
    );
    if (!expected.ok) {
      expect({ status: res.status, code: res.json.code }, res.text).toEqual({
        status: expected.status,
        code: expected.code,
      });
      return;
    }
    expect(res.status, res.text).toBe(200);
    const order = res.json.data!;
    const expiresAt = orderExpiresAt(step.tif, {
      placedAt: new Date(at),
      sessionCloseAt: sessionCloseAt(exchange, at),
    });
    expect(order).toMatchObject({ status: 'pending', expires_at: expiresAt.toISOString() });
    const { preview } = expected;
    placed(run.model, {
      id: order.id,
      symbol: step.symbol,
      side: step.side,
      account: step.account,
      quantity: preview.quantity,
      limit,
      status: 'pending',
      // a limit buy holds its total at the limit (spec 5)
      hold:
        step.side === 'buy'
          ? Money.of(preview.converted_total!, step.account)
          : Money.zero(step.account),
      fxRate: preview.fx_rate,
      checkedAt: at,
      expiresAt: expiresAt.getTime(),
      settlesAt: null,
      proceeds: null,
    });
  }

  async function cancelStep(run: Run, order: ModelOrder) {
    const res = await call<TradeOrder>(s, 'tradeOrderCancel', {
      token: (await signedIn(run)).token,
      tenant: run.tenant,
      params: { id: order.id },
    });
    if (order.status !== 'pending') {
      expect({ status: res.status, code: res.json.code }).toEqual({
        status: 409,
        code: 'ORDER_NOT_CANCELLABLE',
      });
      return;
    }
    expect(res.status, res.text).toBe(200);
    expect(res.json.data!.status).toBe('rejected');
    released(run.model, order);
  }

  /** The market moves on by `ms`; one tick of the fill engine, and the model's own. */
  async function tickStep(run: Run, ms: number) {
    s.clock.advance(ms);
    const at = marketNow();
    await tick(s);
    const { model } = run;
    for (const order of model.orders) {
      if (order.status !== 'pending') continue;
      const exchange = exchangeOf(order.symbol);
      if (at >= order.expiresAt) {
        released(model, order);
        continue;
      }
      if (!isMarketOpen(exchange, at)) {
        order.checkedAt = at;
        continue;
      }
      // the first look in a session meets the open (a gap fills at the open)
      const q = live(order.symbol, at);
      const price = order.checkedAt < sessionOpenAt(exchange, at) ? q.open : q.price;
      order.checkedAt = at;
      const cmp = compareDecimal(price, order.limit!);
      if (order.side === 'buy' ? cmp <= 0 : cmp >= 0) filled(model, order, price, at);
    }
    for (const order of model.orders) {
      if (order.status !== 'settle' || at < order.settlesAt!) continue;
      seen.settled += 1;
      if (order.side === 'buy') order.status = 'holding';
      else {
        const cash = model.cash[order.account];
        cash.held = cash.held.sub(order.proceeds!);
        cash.available = cash.available.add(order.proceeds!);
        order.status = 'sold';
      }
    }
  }

  async function apply(run: Run, step: Step) {
    switch (step.op) {
      case 'quote':
        await quoteStep(run, step);
        return;
      case 'market':
        await marketStep(run, step);
        return;
      case 'limit':
        await limitStep(run, step);
        return;
      case 'cancel': {
        const { orders } = run.model;
        if (orders.length > 0) await cancelStep(run, orders[step.pick % orders.length]!);
        return;
      }
      case 'tick':
        await tickStep(run, step.ms);
    }
  }

  /** The server's balances, positions and order statuses are the model's; the ledger verifies. */
  async function agree(run: Run) {
    const { model } = run;
    const token = (await signedIn(run)).token;
    const accounts = await call<{ currency: string; available: string; frozen: string }[]>(
      s,
      'accountList',
      { token, tenant: run.tenant },
    );
    const cash = Object.fromEntries(
      accounts.json.data!.map((a) => [a.currency, { available: a.available, frozen: a.frozen }]),
    );
    expect(cash).toEqual({
      USD: {
        available: model.cash.USD.available.toString(),
        frozen: model.cash.USD.held.toString(),
      },
      EUR: {
        available: model.cash.EUR.available.toString(),
        frozen: model.cash.EUR.held.toString(),
      },
    });
    const positions = await call<TradePositions>(s, 'tradePositions', {
      token,
      tenant: run.tenant,
    });
    const held = Object.fromEntries(
      positions.json.data!.list.map((p) => [
        p.symbol,
        {
          quantity: toDecimal(p.quantity).toFixed(),
          free: toDecimal(p.available).toFixed(),
          held: toDecimal(p.frozen).toFixed(),
        },
      ]),
    );
    expect(held).toEqual(
      Object.fromEntries(
        Object.entries(model.shares)
          .filter(([, q]) => !toDecimal(plus(q.free, q.held)).eq('0'))
          .map(([symbol, q]) => [symbol, { quantity: plus(q.free, q.held), ...q }]),
      ),
    );
    const orders = await call<{ list: TradeOrder[] }>(s, 'tradeOrders', {
      token,
      tenant: run.tenant,
      query: { size: '50' },
    });
    expect(Object.fromEntries(orders.json.data!.list.map((o) => [o.id, o.status]))).toEqual(
      Object.fromEntries(model.orders.map((o) => [o.id, o.status])),
    );
    expect(await verifyLedger(s.db.db, { tenantId: run.tenant })).toMatchObject({ ok: true });
  }

  /** The run's working orders are cancelled, so later runs' ticks do not meet them. */
  async function close(run: Run) {
    for (const order of run.model.orders) {
      if (order.status === 'pending') await cancelStep(run, order);
    }
    await agree(run);
  }

  it(
    `${RUNS} random sequences: balances, positions and statuses agree with the model after every step`,
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(stepArb, { minLength: 1, maxLength: MAX_STEPS }),
          async (steps) => {
            const run = await newRun();
            for (const step of steps) {
              seen.steps += 1;
              await apply(run, step);
              await agree(run);
            }
            await close(run);
          },
        ),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: Number(SEED) }) },
      );
    },
    60_000 + RUNS * 20_000,
  );
});
