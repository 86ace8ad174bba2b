// The stock-data service of spec 7 (issue 15 item 2): its own base path (`STOCK_API_BASE`), its
// own auth-key header (`X-Api-Key`), a 10 s client timeout (./stock.ts). The server serves it
// beside the API; a profile may point the stock base elsewhere. Prices are decimal strings.
import {
  calendarDateSchema,
  candleIntervalSchema,
  candlesSchema,
  chartRanges,
  exchangeIdSchema,
  marketIdSchema,
  sectorIdSchema,
  stockSearchResultSchema,
} from '@invest/domain';
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
import { schema } from './pure';
import { def, type RouteDef } from './route';
import { requiredText, text } from './text';

/** Where the local server serves the stock-data service. */
export const STOCK_API_BASE = '/stock-api';
/** spec 7: at most this many stocks in one batch quote. */
export const STOCK_BATCH_MAX = 100;
/** issue 15 item 3: at most this many symbols on one quote stream. */
export const STOCK_STREAM_MAX_SYMBOLS = 200;
/** issue 15 item 3: a symbol's quote is streamed at most this often (4 per second). */
export const STOCK_STREAM_MIN_INTERVAL_MS = 250;

export const stockRoutes = {
  stockSearch: def({ method: 'GET', path: `${STOCK_API_BASE}/search`, auth: 'open' }),
  stockQuotes: def({ method: 'POST', path: `${STOCK_API_BASE}/stock`, auth: 'open' }),
  stockChart: def({ method: 'GET', path: `${STOCK_API_BASE}/chart_data`, auth: 'open' }),
  stockDetail: def({ method: 'GET', path: `${STOCK_API_BASE}/stock_detail`, auth: 'open' }),
  stockCompany: def({ method: 'GET', path: `${STOCK_API_BASE}/company`, auth: 'open' }),
  stockMarket: def({ method: 'GET', path: `${STOCK_API_BASE}/market`, auth: 'open' }),
} as const satisfies Record<string, RouteDef>;

/** The quote stream (Server-Sent Events, not JSON): `GET /stock-api/stream?symbols=NASDAQ:AAPL,NSE:TCS`. */
export const STOCK_STREAM_PATH = `${STOCK_API_BASE}/stream`;

const symbolField = () => requiredText(20);
const countryField = () => text({ max: 2, trim: true }).regex(/^[A-Za-z]{2}$/);

/** spec 2/3: a search result (symbol, market, name, country, currency, price, images, details). */
export const stockSearchHitSchema = /* @__PURE__ */ schema(() => stockSearchResultSchema);
export type StockSearchHit = Infer<typeof stockSearchHitSchema>;

/** A quote: the price now and the session's figures (decimal strings), for one listing. */
export const stockQuoteSchema = /* @__PURE__ */ schema(() =>
  object({
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
  }),
);
export type StockQuote = Infer<typeof stockQuoteSchema>;

/** One stock of a batch quote. */
export const stockRefSchema = /* @__PURE__ */ schema(() =>
  object({ symbol: symbolField(), market: text({ max: 10, trim: true }).optional() }),
);

export const stockQuotesQuerySchema = /* @__PURE__ */ schema(() =>
  object({ country: countryField().optional() }),
);

export const stockSearchQuerySchema = /* @__PURE__ */ schema(() =>
  object({ query: text({ max: 64 }) }),
);

export const stockChartQuerySchema = /* @__PURE__ */ schema(() =>
  object({
    country: countryField().optional(),
    symbol: symbolField(),
    market: text({ max: 10, trim: true }).optional(),
    interval: candleIntervalSchema.optional(),
    range: zEnum(chartRanges).optional(),
  }),
);

export const stockChartSchema = /* @__PURE__ */ schema(() =>
  object({
    symbol: string(),
    market: exchangeIdSchema,
    range: zEnum(chartRanges),
    interval: candleIntervalSchema,
    /** Epoch ms the range starts at. */
    from: number(),
    candles: candlesSchema,
  }),
);
export type StockChart = Infer<typeof stockChartSchema>;

export const stockListingQuerySchema = /* @__PURE__ */ schema(() =>
  object({
    country: countryField().optional(),
    market: text({ max: 10, trim: true }).optional(),
    s: symbolField(),
  }),
);

/** stock_detail: the quote with what the quote page's header shows. */
export const stockDetailSchema = /* @__PURE__ */ schema(() =>
  stockQuoteSchema.extend({ sector: sectorIdSchema, industry: string() }),
);
export type StockDetail = Infer<typeof stockDetailSchema>;

/** company: the profile (issue 15 item 2). */
export const stockCompanySchema = /* @__PURE__ */ schema(() =>
  object({
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
  }),
);
export type StockCompany = Infer<typeof stockCompanySchema>;

export const stockMarketQuerySchema = /* @__PURE__ */ schema(() =>
  object({ country: countryField() }),
);

/** An index of a market (issue 15 item 1: computed from its constituents); decimal strings. */
export const stockIndexSchema = /* @__PURE__ */ schema(() =>
  object({
    id: string(),
    name: string(),
    country: marketIdSchema,
    level: string(),
    previous_close: string(),
    change: string(),
    change_percent: string(),
    market_open: boolean(),
    session_date: calendarDateSchema,
  }),
);
export type StockIndex = Infer<typeof stockIndexSchema>;

/** A sector's figures in a market: its members, advances and declines, its change (percent). */
export const stockSectorSchema = /* @__PURE__ */ schema(() =>
  object({
    sector: sectorIdSchema,
    count: int().nonnegative(),
    advances: int().nonnegative(),
    declines: int().nonnegative(),
    change_percent: string(),
  }),
);
export type StockSector = Infer<typeof stockSectorSchema>;

/** GET /market?country=: a market's snapshot (indices, sectors, movers, breadth). */
export const stockMarketSchema = /* @__PURE__ */ schema(() =>
  object({
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
  }),
);
export type StockMarket = Infer<typeof stockMarketSchema>;

/** One event of the quote stream (`event: quote`, `data:` this JSON). */
export type StockStreamQuote = StockQuote;

const stockSearchHitsSchema = /* @__PURE__ */ schema(() => array(stockSearchHitSchema));
const stockRefsSchema = /* @__PURE__ */ schema(() => array(stockRefSchema).max(STOCK_BATCH_MAX));
const stockQuotesSchema = /* @__PURE__ */ schema(() => array(stockQuoteSchema));

// every value below is a pure-annotated schema, so the browser bundles drop them (contract/pure.ts)
export const stockSchemas = {
  stockSearch: { query: stockSearchQuerySchema, response: stockSearchHitsSchema },
  stockQuotes: {
    query: stockQuotesQuerySchema,
    body: stockRefsSchema,
    response: stockQuotesSchema,
  },
  stockChart: { query: stockChartQuerySchema, response: stockChartSchema },
  stockDetail: { query: stockListingQuerySchema, response: stockDetailSchema },
  stockCompany: { query: stockListingQuerySchema, response: stockCompanySchema },
  stockMarket: { query: stockMarketQuerySchema, response: stockMarketSchema },
} as const;
