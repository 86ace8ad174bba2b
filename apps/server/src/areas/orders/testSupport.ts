// Test helpers of trading: a server whose market is open (a Tuesday in a New York session), a
// client unlocked for trading with cash, and calls to quote, place and tick.
import { randomUUID } from 'node:crypto';
import type { TradeOrder, TradeQuote } from '@invest/api/contract';
import type { DatabaseKind } from '../../db/database';
import { call, startTestServer, type CallResult, type TestServer } from '../../testing/harness';
import { insertTenant } from '../../testing/fixtures';
import type { SignedIn } from '../client/testSupport';
import { credit, moneyClient, PIN } from '../withdrawals/testSupport';
import { runTick, type TickResult } from './engine';
import { tradingDeps } from './routes';

/** 2026-11-24 15:00 UTC: a Tuesday, NYSE open since 14:30 UTC (closes 21:00 UTC). */
export const US_SESSION = new Date('2026-11-24T15:00:00Z');

/** A test server whose market clock starts at `at` (default: in a New York session). */
export async function tradingServer(
  kind: DatabaseKind,
  at: Date = US_SESSION,
): Promise<TestServer> {
  const s = await startTestServer(kind, { config: { MARKET_TIME: at } });
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
  const res = await call(s, 'tradeUnlock', { token: who.token, body: { pin: PIN } });
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
  call<TradeQuote>(s, 'tradeQuote', { token: who.token, body: ticket(over) });

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
  >(s, 'accountList', { token: who.token });
  return res.json.data!.find((a) => a.currency === 'USD')!;
}
