// The fill engine (ARCHITECTURE 'Work on a clock'). Each tick matches set-based: it prices the
// listings that have working orders (the simulator's session open and price of the instant) and
// claims, a batch at a time FOR UPDATE SKIP LOCKED, only the working orders those prices fill (one
// query over the working-order indexes of migration 0019, by limit and stop price), so the orders
// the price leaves alone cost nothing. A batch fills in one unit of work (execution.ts
// `fillOrders`: its ledger postings, shares, positions and fills written in a few statements),
// taken only while still `pending`, so the fills, their ledger postings and the orders' new status
// commit together and an order is never filled twice (trade_fills.order_id is unique besides); any
// number of processes tick together. What the prices leave alone is noted in one statement (an order's
// first look in the session, a stop-limit's trigger). Orders whose time ran out are claimed by
// expiry. A tick after a restart catches up: what came due while no process ran (a fill, an expiry,
// a settlement) is done then.
//
// Rules (backtrader's): a limit order fills at its limit or better; a stop order triggers when
// the price reaches its stop and then fills at the market; a stop-limit becomes a limit order
// when triggered. The first look at an order in a session uses the session's open (a gap fills
// at the open); later looks use the price of the moment. Day orders lapse at their session's
// close, GTC orders after GTC_LIFETIME_DAYS.
import { EXCHANGES, compareDecimal, type ExchangeId } from '@invest/domain';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { closeOrder, eachApart, fillOrdersApart, settleOrder } from './execution';
import { isMarketOpen, listingOf, sessionOpenAt, sessionPricesAt } from './market';
import * as repo from './repo';
import type { OrderRow } from './repo';
import type { TradingDeps } from './service';

export interface TickResult {
  filled: number;
  expired: number;
  rejected: number;
  settled: number;
  checked: number;
  /**
   * Orders whose fill, expiry or settlement the ledger's rules refused and that could not be
   * rejected either (the cash a hold counted on taken back): left as they were, for a later tick.
   */
  refused: number;
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

/** How many orders one claim takes: one statement and one unit of work for them. */
export const CLAIM_BATCH = 500;

/**
 * The prices of one tick's instant (the session's open and the price of the moment), each
 * listing's computed once (the simulator's are pure).
 */
function pricesOfInstant(
  deps: TradingDeps,
  at: number,
): (exchange: string, symbol: string) => Prices {
  const of = sessionPricesAt(deps.seed, at);
  const prices = new Map<string, Prices>();
  return (exchange, symbol) => {
    const key = `${exchange}:${symbol}`;
    let p = prices.get(key);
    if (p === undefined) {
      p = of(listingOf(exchange, symbol));
      prices.set(key, p);
    }
    return p;
  };
}

type Prices = { open: string; price: string };

type Next =
  { action: 'expire' } | { action: 'fill'; price: string } | { action: 'wait'; triggered: boolean };

/** What to do with a working order at `at`: expire it, fill it at a price, or nothing yet. */
function look(
  order: OrderRow,
  at: number,
  prices: (exchange: string, symbol: string) => Prices,
): Next {
  if (at >= order.expires_at.getTime()) return { action: 'expire' };
  const exchange = order.exchange as ExchangeId;
  if (!isMarketOpen(exchange, at)) return { action: 'wait', triggered: order.triggered };
  const q = prices(order.exchange, order.symbol);
  const firstLook = order.checked_at.getTime() < sessionOpenAt(exchange, at);
  const { fill, triggered } = decide(order, firstLook ? q.open : q.price);
  return fill === null ? { action: 'wait', triggered } : { action: 'fill', price: fill };
}

/**
 * The prices of the listings that have working orders on the exchanges in session at `at`:
 * what the tick matches them against.
 */
async function pricesAt(
  deps: TradingDeps,
  at: number,
  prices: (exchange: string, symbol: string) => Prices,
): Promise<repo.ListingPrices[]> {
  const open = (Object.keys(EXCHANGES) as ExchangeId[]).filter((e) => isMarketOpen(e, at));
  const listings = await repo.workingListings(deps.db, open);
  return listings.map(({ exchange, symbol }) => ({
    exchange,
    symbol,
    ...prices(exchange, symbol),
    sessionOpen: new Date(sessionOpenAt(exchange as ExchangeId, at)),
  }));
}

/**
 * One tick at the market's now: the working orders whose time ran out are expired, those the
 * prices fill are filled (a claimed batch per unit of work), what the prices leave alone is
 * noted, then every settlement due is made. `checked` counts the working orders the tick acted
 * on or noted; `limit` caps the orders of a tick, `batch` those of a claim (CLAIM_BATCH).
 */
export async function runTick(
  deps: TradingDeps,
  options: { limit?: number; batch?: number } = {},
): Promise<TickResult> {
  const at = deps.marketNow();
  const now = new Date(at);
  const out: TickResult = {
    filled: 0,
    expired: 0,
    rejected: 0,
    settled: 0,
    checked: 0,
    refused: 0,
  };
  const limit = options.limit ?? 10_000;
  const size = options.batch ?? CLAIM_BATCH;
  const instant = pricesOfInstant(deps, at);
  // an order whose expiry (or fill, or settlement) the rules refuse stays as it was and is not
  // claimed again this tick; the other orders of its batch go on (execution.ts eachApart)
  const stay: string[] = [];
  while (out.checked < limit) {
    // the outcomes are counted once their transaction committed (it may be retried)
    const batch = await unitOfWork(
      deps,
      async (tx) => {
        const orders = await repo.claimExpiredOrders(
          tx.db,
          now,
          Math.min(size, limit - out.checked),
          stay,
        );
        const ended = await eachApart(
          tx.db,
          orders,
          async (some) => {
            for (const order of some) await closeOrder(tx.db, order, 'expire', 'expired', at);
            return some.map(() => true);
          },
          async () => false,
        );
        return {
          claimed: orders.length,
          left: orders.filter((_, i) => !ended[i]).map((o) => o.id),
        };
      },
      MONEY_TRANSACTION,
    );
    stay.push(...batch.left);
    out.checked += batch.claimed;
    out.expired += batch.claimed - batch.left.length;
    out.refused += batch.left.length;
    if (batch.claimed < size) break;
  }
  const prices = await pricesAt(deps, at, instant);
  // an order the SQL match claimed but `look` leaves alone (they agree: a safeguard), or whose
  // fill the rules refused, is not claimed again this tick
  const skip: string[] = [...stay];
  while (out.checked < limit) {
    const batch = await unitOfWork(
      deps,
      async (tx) => {
        const orders = await repo.claimCrossedOrders(
          tx.db,
          prices,
          now,
          Math.min(size, limit - out.checked),
          skip,
        );
        const due: { order: OrderRow; price: string }[] = [];
        const left: string[] = [];
        for (const order of orders) {
          const next = look(order, at, instant);
          if (next.action === 'fill') due.push({ order, price: next.price });
          else left.push(order.id);
        }
        const outcomes = await fillOrdersApart(tx.db, due, at);
        const count = (o: string) => outcomes.filter((x) => x === o).length;
        due.forEach(({ order }, i) => {
          if (outcomes[i] === 'refused') left.push(order.id);
        });
        return {
          claimed: orders.length,
          left,
          filled: count('filled'),
          rejected: count('rejected'),
          refused: count('refused'),
        };
      },
      MONEY_TRANSACTION,
    );
    if (batch.claimed === 0) break;
    skip.push(...batch.left);
    out.checked += batch.claimed;
    out.filled += batch.filled;
    out.rejected += batch.rejected;
    out.refused += batch.refused;
    if (batch.claimed < size) break;
  }
  out.checked += await unitOfWork(
    deps,
    (tx) => repo.markLooked(tx.db, prices, now),
    MONEY_TRANSACTION,
  );
  const unsettled: string[] = [];
  for (let i = 0; i < limit; i++) {
    const settled = await unitOfWork(
      deps,
      async (tx) => {
        const order = await repo.claimSettlingOrder(tx.db, now, unsettled);
        if (!order) return undefined;
        const [ok] = await eachApart(
          tx.db,
          [order],
          async () => {
            await settleOrder(tx.db, order, at);
            return [true];
          },
          async () => false,
        );
        return { id: order.id, ok: ok! };
      },
      MONEY_TRANSACTION,
    );
    if (!settled) break;
    if (settled.ok) out.settled += 1;
    else {
      unsettled.push(settled.id);
      out.refused += 1;
    }
  }
  return out;
}
