// The fill engine (ARCHITECTURE 'Work on a clock'): each tick claims working orders
// one by one (FOR UPDATE SKIP LOCKED, each in its own transaction), so any number of processes
// tick together and each order is looked at by one of them at a time; the fill, its ledger
// postings and the order's new status commit together, and an order no longer `pending` is
// never filled again (trade_fills.order_id is unique besides). A tick after a restart catches up:
// what came due while no process ran (a fill, an expiry, a settlement) is done then.
//
// Rules (backtrader's): a limit order fills at its limit or better; a stop order triggers when
// the price reaches its stop and then fills at the market; a stop-limit becomes a limit order
// when triggered. The first look at an order in a session uses the session's open (a gap fills
// at the open); later looks use the price of the moment. Day orders lapse at their session's
// close, GTC orders after GTC_LIFETIME_DAYS.
import { compareDecimal, type ExchangeId } from '@invest/domain';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { closeOrder, fillOrder, settleOrder } from './execution';
import { isMarketOpen, listingOf, quoteOf, sessionOpenAt } from './market';
import * as repo from './repo';
import type { OrderRow } from './repo';
import type { TradingDeps } from './service';

export interface TickResult {
  filled: number;
  expired: number;
  rejected: number;
  settled: number;
  checked: number;
}

/** What the price says to do with a working order now. */
export function decide(
  order: Pick<OrderRow, 'side' | 'type' | 'limit_price' | 'stop_price' | 'triggered'>,
  price: string,
): { fill: string | null; triggered: boolean } {
  const buy = order.side === 'buy';
  let triggered = order.triggered;
  if ((order.type === 'stop' || order.type === 'stop_limit') && !triggered) {
    const cmp = compareDecimal(price, order.stop_price!);
    triggered = buy ? cmp >= 0 : cmp <= 0;
    if (!triggered) return { fill: null, triggered };
  }
  if (order.type === 'stop' || order.type === 'market') return { fill: price, triggered };
  const cmp = compareDecimal(price, order.limit_price!);
  const fills = buy ? cmp <= 0 : cmp >= 0;
  return { fill: fills ? price : null, triggered };
}

type Outcome = 'filled' | 'expired' | 'rejected' | 'checked';

/** Looks at one claimed order at `at`: expire it, fill it, or note that it was checked. */
async function work(deps: TradingDeps, order: OrderRow, at: number): Promise<Outcome> {
  if (at >= order.expires_at.getTime()) {
    await closeOrder(deps.db, order, 'expire', 'expired', at);
    return 'expired';
  }
  const exchange = order.exchange as ExchangeId;
  if (!isMarketOpen(exchange, at)) {
    await repo.updateOrder(deps.db, order.id, { checked_at: new Date(at) });
    return 'checked';
  }
  const instrument = listingOf(order.exchange, order.symbol);
  const quote = quoteOf(deps.seed, instrument, at);
  const firstLook = order.checked_at.getTime() < sessionOpenAt(exchange, at);
  const price = firstLook ? quote.open : quote.price;
  const { fill, triggered } = decide(order, price);
  if (fill !== null) {
    return (await fillOrder(deps.db, order, fill, at)) ? 'filled' : 'rejected';
  }
  await repo.updateOrder(deps.db, order.id, { checked_at: new Date(at), triggered });
  return 'checked';
}

/**
 * One tick at the market's now: every working order not yet checked at this instant, then
 * every settlement due. Each order in its own unit of work; `limit` caps the orders of a tick.
 */
export async function runTick(
  deps: TradingDeps,
  options: { limit?: number } = {},
): Promise<TickResult> {
  const at = deps.marketNow();
  const now = new Date(at);
  const out: TickResult = { filled: 0, expired: 0, rejected: 0, settled: 0, checked: 0 };
  const limit = options.limit ?? 10_000;
  for (let i = 0; i < limit; i++) {
    // the outcome is counted once the transaction committed (it may be retried)
    const outcome = await unitOfWork(
      deps,
      async (tx) => {
        const order = await repo.claimWorkingOrder(tx.db, now);
        return order ? work(tx, order, at) : undefined;
      },
      MONEY_TRANSACTION,
    );
    if (outcome === undefined) break;
    out.checked += 1;
    if (outcome !== 'checked') out[outcome] += 1;
  }
  for (let i = 0; i < limit; i++) {
    const settled = await unitOfWork(
      deps,
      async (tx) => {
        const order = await repo.claimSettlingOrder(tx.db, now);
        if (!order) return false;
        await settleOrder(tx.db, order, at);
        return true;
      },
      MONEY_TRANSACTION,
    );
    if (!settled) break;
    out.settled += 1;
  }
  return out;
}
