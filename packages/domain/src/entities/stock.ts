import {
  array,
  boolean,
  enum as zEnum,
  int,
  number,
  object,
  string,
  type infer as Infer,
} from 'zod';
import { chartRanges } from '../market/chart';
import {
  candleIntervalSchema,
  candlesSchema,
  exchangeIdSchema,
  marketIdSchema,
  sectorIdSchema,
} from '../market/instrumentSchema';
import { calendarDateSchema } from './fields';

// The stock-data service's answers (spec 7): quotes, charts, company profiles and a market's
// snapshot. Prices are decimal strings.

/** A quote: the price now and the session's figures (decimal strings), for one listing. */
export const stockQuoteSchema = object({
  symbol: string(),
  /** The exchange (`NASDAQ`, `NSE`...), the `ex` of the quote page. */
  market: exchangeIdSchema,
  /** The market's country (`US`, `IN`...). */
  country: marketIdSchema,
  name: string(),
  name_zh: string().optional(),
  currency: string(),
  price: string(),
  previous_close: string(),
  open: string(),
  high: string(),
  low: string(),
  /** Signed: price minus previous close. */
  change: string(),
  /** Signed percent, two decimals ("-1.25"). */
  change_percent: string(),
  volume: int().nonnegative(),
  market_open: boolean(),
  session_date: calendarDateSchema,
  /** ISO-8601 UTC time of the quote. */
  as_of: string(),
});
export type StockQuote = Infer<typeof stockQuoteSchema>;

export const stockChartSchema = object({
  symbol: string(),
  market: exchangeIdSchema,
  range: zEnum(chartRanges),
  interval: candleIntervalSchema,
  /** Epoch ms the range starts at. */
  from: number(),
  candles: candlesSchema,
});
export type StockChart = Infer<typeof stockChartSchema>;

/** stock_detail: the quote with what the quote page's header shows. */
export const stockDetailSchema = stockQuoteSchema.extend({
  sector: sectorIdSchema,
  industry: string(),
});
export type StockDetail = Infer<typeof stockDetailSchema>;

/** company: the profile. */
export const stockCompanySchema = object({
  symbol: string(),
  market: exchangeIdSchema,
  country: marketIdSchema,
  name: string(),
  name_zh: string().optional(),
  sector: sectorIdSchema,
  industry: string(),
  description: string(),
  listing_date: calendarDateSchema,
  shares_outstanding: int().positive(),
  /** Price times shares outstanding, in `currency`, a decimal string. */
  market_cap: string(),
  currency: string(),
});
export type StockCompany = Infer<typeof stockCompanySchema>;

/** An index of a market (computed from its constituents); decimal strings. */
export const stockIndexSchema = object({
  id: string(),
  name: string(),
  country: marketIdSchema,
  level: string(),
  previous_close: string(),
  change: string(),
  change_percent: string(),
  market_open: boolean(),
  session_date: calendarDateSchema,
});
export type StockIndex = Infer<typeof stockIndexSchema>;

/** A sector's figures in a market: its members, advances and declines, its change (percent). */
export const stockSectorSchema = object({
  sector: sectorIdSchema,
  count: int().nonnegative(),
  advances: int().nonnegative(),
  declines: int().nonnegative(),
  change_percent: string(),
});
export type StockSector = Infer<typeof stockSectorSchema>;

/** GET /market?country=: a market's snapshot (indices, sectors, movers, breadth). */
export const stockMarketSchema = object({
  country: marketIdSchema,
  market_open: boolean(),
  /** ISO-8601 UTC time of the snapshot. */
  as_of: string(),
  indices: array(stockIndexSchema),
  sectors: array(stockSectorSchema),
  /** Best changes first. */
  gainers: array(stockQuoteSchema),
  /** Worst changes first. */
  losers: array(stockQuoteSchema),
  advances: int().nonnegative(),
  declines: int().nonnegative(),
  unchanged: int().nonnegative(),
});
export type StockMarket = Infer<typeof stockMarketSchema>;
