// Demo data: the approved demo client's trading history, made through the same services as the
// API (so the portfolio, the orders and an order's detail are alive on a fresh machine): market
// buys of three US listings and a sale during the last New York session before now, and a limit
// buy still working. The market simulator prices each at that session's instant.
import { roundDecimal, toDecimal } from '@invest/domain';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Clock } from './platform/auth/tokens';
import type { SimSeed } from './areas/market';
import { bindStepUp } from './platform/stepUp';
import { unitOfWork } from './platform/unitOfWork';
import { requireStepUp } from './areas/security';
import {
  isMarketOpen,
  placeOrder,
  quoteOrder,
  runTick,
  unlockTrading,
  type TradingDeps,
} from './areas/orders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * 15:00 UTC of the last day before `now` whose New York session (the simulator's calendar:
 * weekends, holidays and half days) is open from then for the hour the history takes.
 */
export function lastUsSession(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15));
  do at.setTime(at.getTime() - DAY);
  while (!isMarketOpen('NASDAQ', at.getTime()) || !isMarketOpen('NASDAQ', at.getTime() + HOUR));
  return at;
}

export async function seedTradingHistory(
  deps: { db: Kysely<Database>; clock: Clock; seed: SimSeed },
  /** The session the orders are placed in (`lastUsSession`), and the market's now. */
  { session, now }: { session: Date; now: Date },
  tenantId: string,
  userId: string,
  /** The client's password: the trading unlock's proof where no PIN or factor is set. */
  password: string,
): Promise<void> {
  let minute = 0;
  // each step a minute later in that session: the simulator's price moves between them
  const trading: TradingDeps = {
    db: deps.db,
    clock: () => new Date(session.getTime() + minute * 60_000),
    seed: deps.seed,
    marketNow: () => session.getTime() + minute * 60_000,
  };
  const owner = { tenantId, userId, sessionId: `seed-${userId}` };
  await unitOfWork(trading, (tx) =>
    unlockTrading(
      tx,
      owner,
      bindStepUp(
        (d, caller, proof, action) => requireStepUp(d, caller, proof, action),
        'trade_unlock',
        owner,
        { password },
      ),
    ),
  );
  const market = async (symbol: string, side: 'buy' | 'sell', quantity: string) => {
    minute += 2;
    const ticket = {
      exchange: 'NASDAQ',
      symbol,
      side,
      type: 'market' as const,
      time_in_force: 'day' as const,
      quantity,
      account: 'USD',
    };
    return unitOfWork(trading, async (tx) => {
      const quote = await quoteOrder(tx, owner, ticket);
      await placeOrder(tx, owner, { ...ticket, quote_id: quote.id });
      return quote.price;
    });
  };
  await market('AAPL', 'buy', '8');
  const msft = await market('MSFT', 'buy', '2');
  await market('NVDA', 'buy', '5');
  await market('AAPL', 'sell', '3');
  // a limit buy a fifth below the market: it keeps working
  minute += 2;
  const limit = roundDecimal(toDecimal(msft).times('0.8'), 2, 'half_even').toFixed(2);
  await unitOfWork(trading, (tx) =>
    placeOrder(tx, owner, {
      exchange: 'NASDAQ',
      symbol: 'MSFT',
      side: 'buy',
      type: 'limit',
      time_in_force: 'gtc',
      quantity: '1',
      limit_price: limit,
      account: 'USD',
    }),
  );
  // the buys settle T+1: the engine, ticking now, releases what is due
  await runTick({ ...trading, clock: () => now, marketNow: () => now.getTime() });
}
