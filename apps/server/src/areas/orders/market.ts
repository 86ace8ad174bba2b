// What trading reads of the market simulator (areas/market): the listing, its price now, the
// sessions an order works in, and when a trade settles. Pure functions of (seed, time).
import { EXCHANGES, type ExchangeId, type Instrument, type MarketId } from '@invest/domain';
import { AppError } from '../../platform/errors';
import {
  isTradingDay,
  localTime,
  minuteStartUtc,
  nextTradingDay,
  quoteAt,
  resolveListing,
  sessionLength,
  sessionPosition,
  sessionPricesAt,
  type Quote,
  type SimSeed,
} from '../market';

/** The listing an order names, or 404 STOCK_DATA_UNAVAILABLE (spec 8 'Cannot get stock data'). */
export function listingOf(exchange: string, symbol: string): Instrument {
  const found = resolveListing(symbol, exchange);
  if (!found) throw new AppError('STOCK_DATA_UNAVAILABLE', 404, 'Cannot get stock data');
  return found;
}

/** The simulator's quote of a listing at `t` (epoch ms). */
export const quoteOf = (seed: SimSeed, instrument: Instrument, t: number): Quote =>
  quoteAt(seed, instrument, t);

/** The price and today's change of listings at one instant, as their quotes say (a portfolio). */
export { livePricesAt } from '../market';

/** The session's open and the price of listings at one instant, as their quotes say (a tick). */
export { sessionPricesAt };

/** Whether the exchange is in continuous trading at `t`. */
export const isMarketOpen = (exchange: ExchangeId, t: number): boolean =>
  sessionPosition(exchange, t).open;

/** The close of local day `day`'s session (epoch ms). */
const closeOf = (exchange: ExchangeId, day: number) =>
  minuteStartUtc(exchange, day, sessionLength(exchange));

/**
 * The close of the session an order placed at `t` works in: today's when placed on a trading
 * day before its close, else the next trading day's (the order is queued for it).
 */
export function sessionCloseAt(exchange: ExchangeId, t: number): Date {
  const { day } = localTime(exchange, t);
  if (isTradingDay(exchange, day) && t < closeOf(exchange, day)) {
    return new Date(closeOf(exchange, day));
  }
  return new Date(closeOf(exchange, nextTradingDay(exchange, day)));
}

/**
 * The open of the session in progress or last begun at `t` (epoch ms): a working order checked
 * last before it met the open first (a gap fills at the open: backtrader's rule).
 */
export function sessionOpenAt(exchange: ExchangeId, t: number): number {
  return minuteStartUtc(exchange, sessionPosition(exchange, t).day, 0);
}

/**
 * Trading days from the trade to its settlement, per market: T+1 in the US (SEC rule 15c6-1 as
 * amended, from 2024-05-28), India (SEBI, T+1 since 2023-01-27) and China (A shares are
 * delivered T+1); T+2 in the EU markets (CSDR art. 5: Poland, Spain) and in Turkey (Borsa
 * Istanbul equities settle T+2).
 */
export const SETTLEMENT_DAYS: Readonly<Record<MarketId, number>> = {
  US: 1,
  IN: 1,
  CN: 1,
  PL: 2,
  ES: 2,
  TR: 2,
};

/** When a trade of `t` settles: the open of the settlement day's session. */
export function settlesAt(exchange: ExchangeId, t: number): Date {
  let day = localTime(exchange, t).day;
  const n = SETTLEMENT_DAYS[EXCHANGES[exchange].market] ?? 1;
  for (let i = 0; i < n; i++) day = nextTradingDay(exchange, day);
  return new Date(minuteStartUtc(exchange, day, 0));
}

/** The local trade date (YYYY-MM-DD) of `t`, for the fee rules' validity dates. */
export function tradeDateOf(exchange: ExchangeId, t: number): string {
  return new Date(localTime(exchange, t).day * 86_400_000).toISOString().slice(0, 10);
}
