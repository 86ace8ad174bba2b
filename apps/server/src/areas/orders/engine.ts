// The fill engine (ARCHITECTURE 'Work on a clock'): each tick claims working orders
// a batch at a time (FOR UPDATE SKIP LOCKED), so any number of processes tick together and each
// order is looked at by one of them at a time. The orders the price leaves alone are marked
// checked in the claim's transaction (one statement for the batch: most working orders, most
// ticks); each order to fill or expire then gets its own transaction, locked again and taken
// only while still `pending`, so the fill, its ledger postings and the order's new status commit
// together, and an order no longer `pending` is never filled again (trade_fills.order_id is
// unique besides). A tick after a restart catches up: what came due while no process ran (a
// fill, an expiry, a settlement) is done then.
//
// Rules (backtrader's): a limit order fills at its limit or better; a stop order triggers when
// the price reaches its stop and then fills at the market; a stop-limit becomes a limit order
// when triggered. The first look at an order in a session uses the session's open (a gap fills
// at the open); later looks use the price of the moment. Day orders lapse at their session's
// close, GTC orders after GTC_LIFETIME_DAYS.
import { compareDecimal, type ExchangeId } from '@invest/domain';
import type { Quote } from '../market';
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

/** How many working orders one claim takes: one statement and one transaction for them. */
export const CLAIM_BATCH = 500;

/** The quotes of one tick's instant, each listing's computed once (the simulator's are pure). */
function quotesAt(deps: TradingDeps, at: number): (order: OrderRow) => Quote {
  const quotes = new Map<string, Quote>();
  return (order) => {
    const key = `${order.exchange}:${order.symbol}`;
    let quote = quotes.get(key);
    if (quote === undefined) {
      quote = quoteOf(deps.seed, listingOf(order.exchange, order.symbol), at);
      quotes.set(key, quote);
    }
    return quote;
  };
}

type Next =
  { action: 'expire' } | { action: 'fill'; price: string } | { action: 'wait'; triggered: boolean };

/** What to do with a working order at `at`: expire it, fill it at a price, or nothing yet. */
function look(order: OrderRow, at: number, quote: (order: OrderRow) => Quote): Next {
  if (at >= order.expires_at.getTime()) return { action: 'expire' };
  const exchange = order.exchange as ExchangeId;
  if (!isMarketOpen(exchange, at)) return { action: 'wait', triggered: order.triggered };
  const q = quote(order);
  const firstLook = order.checked_at.getTime() < sessionOpenAt(exchange, at);
  const { fill, triggered } = decide(order, firstLook ? q.open : q.price);
  return fill === null ? { action: 'wait', triggered } : { action: 'fill', price: fill };
}

/** Works one locked order at `at`: expires it, fills it, or notes that it was checked. */
async function work(
  deps: TradingDeps,
  order: OrderRow,
  at: number,
  quote: (order: OrderRow) => Quote,
): Promise<Outcome> {
  const next = look(order, at, quote);
  if (next.action === 'expire') {
    await closeOrder(deps.db, order, 'expire', 'expired', at);
    return 'expired';
  }
  if (next.action === 'fill') {
    return (await fillOrder(deps.db, order, next.price, at)) ? 'filled' : 'rejected';
  }
  await repo.updateOrder(deps.db, order.id, {
    checked_at: new Date(at),
    triggered: next.triggered,
  });
  return 'checked';
}

/**
 * One tick at the market's now: every working order not yet checked at this instant, then
 * every settlement due. A batch of orders is claimed in one unit of work, which marks those
 * left alone checked; each order to fill or expire, and each settlement, has its own unit of
 * work. `limit` caps the orders of a tick.
 */
export async function runTick(
  deps: TradingDeps,
  options: { limit?: number } = {},
): Promise<TickResult> {
  const at = deps.marketNow();
  const now = new Date(at);
  const out: TickResult = { filled: 0, expired: 0, rejected: 0, settled: 0, checked: 0 };
  const limit = options.limit ?? 10_000;
  const quote = quotesAt(deps, at);
  while (out.checked < limit) {
    // the outcomes are counted once their transaction committed (it may be retried)
    const batch = await unitOfWork(
      deps,
      async (tx) => {
        const orders = await repo.claimWorkingOrders(
          tx.db,
          now,
          Math.min(CLAIM_BATCH, limit - out.checked),
        );
        const waiting: string[] = [];
        const triggered: string[] = [];
        const due: string[] = [];
        for (const order of orders) {
          const next = look(order, at, quote);
          if (next.action !== 'wait') due.push(order.id);
          else {
            waiting.push(order.id);
            if (next.triggered && !order.triggered) triggered.push(order.id);
          }
        }
        await repo.markChecked(tx.db, waiting, triggered, now);
        return { claimed: orders.length, checked: waiting.length, due };
      },
      MONEY_TRANSACTION,
    );
    if (batch.claimed === 0) break;
    out.checked += batch.checked;
    for (const id of batch.due) {
      const outcome = await unitOfWork(
        deps,
        async (tx) => {
          // another process may have taken it meanwhile: worked only while still working
          const order = await repo.lockWorkingOrder(tx.db, id, now);
          return order ? work(tx, order, at, quote) : undefined;
        },
        MONEY_TRANSACTION,
      );
      if (outcome === undefined) continue;
      out.checked += 1;
      if (outcome !== 'checked') out[outcome] += 1;
    }
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
