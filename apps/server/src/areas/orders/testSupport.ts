// Test helpers of trading: a server whose market is open (a Tuesday in a New York session), a
// client unlocked for trading with cash, calls to quote, place and tick, and for tests with
// server processes: orders that fill at the next look, a server process's environment, and the
// check that every order was filled exactly once.
import { randomUUID } from 'node:crypto';
import type { TradeOrder, TradePositions, TradeQuote } from '@invest/api/contract';
import { Money, toDecimal } from '@invest/domain';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';
import type { SharedDatabase, TestDatabase } from '../../db/test-support';
import { call, startTestServer, type CallResult, type TestServer } from '../../testing/harness';
import { insertTenant } from '../../testing/fixtures';
import type { SignedIn } from '../client/testSupport';
import { credit, moneyClient, PIN } from '../withdrawals/testSupport';
import { runTick, type TickResult } from './engine';
import { tradingDeps } from './routes';

/** 2026-11-24 15:00 UTC: a Tuesday, NYSE open since 14:30 UTC (closes 21:00 UTC). */
export const US_SESSION = new Date('2026-11-24T15:00:00Z');

/**
 * A test server whose market clock starts at `at` (default: in a New York session), on a fresh
 * database or on `database` (a shared one, whose demo tenant it creates).
 */
export async function tradingServer(
  kind: DatabaseKind,
  at: Date = US_SESSION,
  database?: TestDatabase,
): Promise<TestServer> {
  const s = await startTestServer(kind, {
    config: { MARKET_TIME: at },
    ...(database === undefined ? {} : { database }),
  });
  await insertTenant(s.db.db, 'demo');
  return s;
}

/** A KYC-approved client with `cash` USD, unlocked for trading. */
export async function trader(s: TestServer, cash = '10000.00'): Promise<SignedIn> {
  const who = await moneyClient(s);
  if (cash !== '0') await credit(s, who, cash);
  await unlock(s, who);
  return who;
}

/** The session's trading unlock with the client's PIN. */
export async function unlock(s: TestServer, who: SignedIn): Promise<void> {
  const res = await call(s, 'tradeUnlock', {
    token: who.token,
    tenant: who.tenant,
    body: { pin: PIN },
  });
  if (res.status !== 200) throw new Error(`unlock: ${res.status} ${res.text}`);
}

export const ticket = (over: Record<string, unknown> = {}) => ({
  exchange: 'NASDAQ',
  symbol: 'AAPL',
  side: 'buy',
  type: 'market',
  time_in_force: 'day',
  quantity: '2',
  account: 'USD',
  ...over,
});

export const quote = (s: TestServer, who: SignedIn, over: Record<string, unknown> = {}) =>
  call<TradeQuote>(s, 'tradeQuote', { token: who.token, tenant: who.tenant, body: ticket(over) });

/** Places an order with a fresh Idempotency-Key (a market one with a fresh quote first). */
export async function place(
  s: TestServer,
  who: SignedIn,
  over: Record<string, unknown> = {},
  key: string = randomUUID(),
): Promise<CallResult<TradeOrder>> {
  const body: Record<string, unknown> = ticket(over);
  if (body.type === 'market' && !('quote_id' in over)) {
    const q = await quote(s, who, over);
    if (q.status !== 200) return q as unknown as CallResult<TradeOrder>;
    body.quote_id = q.json.data!.id;
  }
  return call<TradeOrder>(s, 'tradeOrder', {
    token: who.token,
    tenant: who.tenant,
    body,
    headers: { 'Idempotency-Key': key },
  });
}

/** One tick of the fill engine at the server's market time. */
export const tick = (s: TestServer): Promise<TickResult> => runTick(tradingDeps(s.app.deps));

/** The client's USD buckets (accountList). */
export async function usd(s: TestServer, who: SignedIn) {
  const res = await call<
    { currency: string; available: string; frozen: string; invested: string }[]
  >(s, 'accountList', { token: who.token, tenant: who.tenant });
  return res.json.data!.find((a) => a.currency === 'USD')!;
}

// ---- server processes -------------------------------------------------------------------------

/** The market's now on a test server (epoch ms). */
export const marketNowOf = (s: TestServer): number => tradingDeps(s.app.deps).marketNow();

/**
 * Working orders of `who` that fill at the engine's next look: `buys` limit buys above the market
 * (1.2 x the live price; the hold covers it) spread over `symbols`, and `sells` limit sells of
 * AAPL below it (0.8 x; the client must hold the shares). One share each, GTC. Answers their ids
 * and the shares bought per symbol.
 */
export async function fillableOrders(
  s: TestServer,
  who: SignedIn,
  counts: { buys: number; sells: number },
  symbols: readonly string[] = ['AAPL', 'MSFT', 'NVDA', 'AMZN'],
): Promise<{ buys: string[]; sells: string[]; bought: Record<string, number> }> {
  const live = new Map<string, number>();
  for (const symbol of new Set([...symbols, 'AAPL'])) {
    const q = await quote(s, who, { symbol, quantity: '1' });
    if (q.status !== 200) throw new Error(`quote ${symbol}: ${q.status} ${q.text}`);
    live.set(symbol, Number(q.json.data!.price));
  }
  const placeOne = async (symbol: string, side: 'buy' | 'sell') => {
    const factor = side === 'buy' ? 1.2 : 0.8;
    const res = await place(s, who, {
      symbol,
      side,
      type: 'limit',
      limit_price: (live.get(symbol)! * factor).toFixed(2),
      time_in_force: 'gtc',
      quantity: '1',
    });
    if (res.status !== 200) throw new Error(`place ${side} ${symbol}: ${res.status} ${res.text}`);
    return res.json.data!.id;
  };
  const buys: string[] = [];
  const sells: string[] = [];
  const bought: Record<string, number> = Object.fromEntries(symbols.map((x) => [x, 0]));
  for (let i = 0; i < counts.buys; i++) {
    const symbol = symbols[i % symbols.length]!;
    buys.push(await placeOne(symbol, 'buy'));
    bought[symbol]! += 1;
  }
  for (let i = 0; i < counts.sells; i++) sells.push(await placeOne('AAPL', 'sell'));
  return { buys, sells, bought };
}

/**
 * The environment of a server process (`src/main.ts`) on `database` whose market clock starts at
 * `marketTime`: it ticks the fill engine every TICK_MS like any process out of tests.
 */
export const serverEnv = (
  database: SharedDatabase,
  marketTime: number,
): Record<string, string> => ({
  ...database.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  PORT: '0',
  HOST: '127.0.0.1',
  // the secret is the installation's own (kept in the database or the data directory)
  AUTH_SECRET: '',
  WEB_ROOT: '',
  SEED_DEMO: 'false',
  MARKET_TIME: new Date(marketTime).toISOString(),
});

/** How many of these orders have their fill row. */
export async function filledCount(db: Kysely<Database>, ids: readonly string[]): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n from trade_fills where order_id in (${sql.join(ids)})`.execute(db);
  return Number(rows[0]!.n);
}

/**
 * Every one of these orders filled exactly once: one fill row, its status `settle`, one cash
 * and one securities transaction of kind trade.fill referring to it, and those the fill names.
 */
export async function expectFilledOnce(db: Kysely<Database>, ids: readonly string[]) {
  const once = (rows: { id: string; n: string }[]) =>
    Object.fromEntries(rows.map((r) => [r.id, Number(r.n)]));
  const everyOnce = Object.fromEntries(ids.map((id) => [id, 1]));
  const fills = await sql<{ id: string; n: string }>`
    select order_id as id, count(*)::text as n from trade_fills
    where order_id in (${sql.join(ids)}) group by order_id`.execute(db);
  expect(once(fills.rows)).toEqual(everyOnce);
  const cash = await sql<{ id: string; n: string }>`
    select reference as id, count(*)::text as n from ledger_transactions
    where kind = 'trade.fill' and reference in (${sql.join(ids)}) group by reference`.execute(db);
  expect(once(cash.rows)).toEqual(everyOnce);
  const securities = await sql<{ id: string; n: string }>`
    select reference as id, count(*)::text as n from securities_transactions
    where kind = 'trade.fill' and reference in (${sql.join(ids)}) group by reference`.execute(db);
  expect(once(securities.rows)).toEqual(everyOnce);
  const named = await sql<{ n: string }>`
    select count(*)::text as n from trade_fills f
    join ledger_transactions l on l.id = f.ledger_transaction_id and l.reference = f.order_id
    join securities_transactions t on t.id = f.securities_transaction_id
      and t.reference = f.order_id
    where f.order_id in (${sql.join(ids)})`.execute(db);
  expect(Number(named.rows[0]!.n)).toBe(ids.length);
  const statuses = await sql<{ status: string; n: string }>`
    select status, count(*)::text as n from trade_orders where id in (${sql.join(ids)})
    group by status`.execute(db);
  expect(once(statuses.rows.map((r) => ({ id: r.status, n: r.n })))).toEqual({
    settle: ids.length,
  });
}

/**
 * After every one of `fillableOrders`' orders filled: the client's USD is what the fills say (the
 * buys' holds taken at their fills, the rest released; a sale's proceeds frozen until it settles,
 * spec 4 settle), and the shares are the `owned` AAPL plus the buys less the sales, all available.
 */
export async function expectHoldings(
  s: TestServer,
  who: SignedIn,
  o: {
    buys: string[];
    sells: string[];
    bought: Record<string, number>;
    owned: number;
    /** The client's USD before the engine ran. */
    before: { available: string; frozen: string };
  },
) {
  const { rows: fills } = await sql<{ order_id: string; converted_total: string }>`
    select order_id, converted_total::text as converted_total from trade_fills
    where order_id in (${sql.join([...o.buys, ...o.sells])})`.execute(s.db.db);
  const sum = (of: string[]) =>
    fills
      .filter((f) => of.includes(f.order_id))
      .reduce((a, f) => a.add(Money.of(f.converted_total, 'USD')), Money.zero('USD'));
  const m = (v: string) => Money.of(v, 'USD');
  expect(await usd(s, who)).toMatchObject({
    available: m(o.before.available).add(m(o.before.frozen)).sub(sum(o.buys)).toString(),
    frozen: sum(o.sells).toString(),
  });
  const positions = await call<TradePositions>(s, 'tradePositions', {
    token: who.token,
    tenant: who.tenant,
  });
  const held = Object.fromEntries(
    positions.json.data!.list.map((p) => [
      p.symbol,
      [p.quantity, p.available, p.frozen].map((q) => toDecimal(q).toFixed()),
    ]),
  );
  const expected = { ...o.bought, AAPL: o.owned + (o.bought.AAPL ?? 0) - o.sells.length };
  expect(held).toEqual(
    Object.fromEntries(
      Object.entries(expected).map(([symbol, n]) => [symbol, [String(n), String(n), '0']]),
    ),
  );
}
