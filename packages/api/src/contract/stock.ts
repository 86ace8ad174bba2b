// The stock-data service of spec 7: its own base (`base: 'stock'`: the profile's stock base, which
// the local server serves under `STOCK_API_BASE`), its own auth-key header (`X-Api-Key`) and a
// 10 s timeout, all sent by the one API client (../client.ts). Prices are decimal strings.
import {
  candleIntervalSchema,
  chartRanges,
  stockChartSchema,
  stockCompanySchema,
  stockDetailSchema,
  stockMarketSchema,
  stockQuoteSchema,
  stockSearchResultSchema,
  type StockQuote,
} from '@invest/domain';
import { array, enum as zEnum, object, type infer as Infer } from 'zod';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { requiredText, text } from './text';

/** Where the local server serves the stock-data service. */
export const STOCK_API_BASE = '/stock-api';
/** spec 7: the stock service's auth-key header. */
export const STOCK_API_KEY_HEADER = 'X-Api-Key';
/** The quote stream's parameter for that key: an EventSource sends no headers. */
export const STOCK_STREAM_KEY_PARAM = 'api_key';
/** spec 7: at most this many stocks in one batch quote. */
export const STOCK_BATCH_MAX = 100;
/** At most this many symbols on one quote stream. */
export const STOCK_STREAM_MAX_SYMBOLS = 200;
/** A symbol's quote is streamed at most this often (4 per second). */
export const STOCK_STREAM_MIN_INTERVAL_MS = 250;

export const stockRoutes = {
  stockSearch: def({
    method: 'GET',
    path: `${STOCK_API_BASE}/search`,
    auth: 'open',
    base: 'stock',
  }),
  stockQuotes: def({
    method: 'POST',
    path: `${STOCK_API_BASE}/stock`,
    auth: 'open',
    base: 'stock',
  }),
  stockChart: def({
    method: 'GET',
    path: `${STOCK_API_BASE}/chart_data`,
    auth: 'open',
    base: 'stock',
  }),
  stockDetail: def({
    method: 'GET',
    path: `${STOCK_API_BASE}/stock_detail`,
    auth: 'open',
    base: 'stock',
  }),
  stockCompany: def({
    method: 'GET',
    path: `${STOCK_API_BASE}/company`,
    auth: 'open',
    base: 'stock',
  }),
  stockMarket: def({
    method: 'GET',
    path: `${STOCK_API_BASE}/market`,
    auth: 'open',
    base: 'stock',
  }),
} as const satisfies Record<string, RouteDef>;

/** The quote stream (Server-Sent Events, not JSON): `GET /stock-api/stream?symbols=NASDAQ:AAPL,NSE:TCS`. */
export const STOCK_STREAM_PATH = `${STOCK_API_BASE}/stream`;

const symbolField = () => requiredText(20);
const countryField = () => text({ max: 2, trim: true }).regex(/^[A-Za-z]{2}$/);

/** spec 2/3: a search result (symbol, market, name, country, currency, price, images, details). */
export const stockSearchHitSchema = wireSchema(() => stockSearchResultSchema);
export type StockSearchHit = Infer<typeof stockSearchHitSchema>;

/** One stock of a batch quote. */
export const stockRefSchema = wireSchema(() =>
  object({ symbol: symbolField(), market: text({ max: 10, trim: true }).optional() }),
);

export const stockQuotesQuerySchema = wireSchema(() =>
  object({ country: countryField().optional() }),
);

export const stockSearchQuerySchema = wireSchema(() => object({ query: text({ max: 64 }) }));

export const stockChartQuerySchema = wireSchema(() =>
  object({
    country: countryField().optional(),
    symbol: symbolField(),
    market: text({ max: 10, trim: true }).optional(),
    interval: candleIntervalSchema.optional(),
    range: zEnum(chartRanges).optional(),
  }),
);

export const stockListingQuerySchema = wireSchema(() =>
  object({
    country: countryField().optional(),
    market: text({ max: 10, trim: true }).optional(),
    s: symbolField(),
  }),
);

export const stockMarketQuerySchema = wireSchema(() => object({ country: countryField() }));

// the service's entities are the domain's (one definition each); named here too for its users
export {
  stockChartSchema,
  stockCompanySchema,
  stockDetailSchema,
  stockIndexSchema,
  stockMarketSchema,
  stockQuoteSchema,
  stockSectorSchema,
  type StockChart,
  type StockCompany,
  type StockDetail,
  type StockIndex,
  type StockMarket,
  type StockQuote,
  type StockSector,
} from '@invest/domain';

/** One event of the quote stream (`event: quote`, `data:` this JSON). */
export type StockStreamQuote = StockQuote;

const stockSearchHitsSchema = wireSchema(() => array(stockSearchHitSchema));
const stockRefsSchema = wireSchema(() => array(stockRefSchema).max(STOCK_BATCH_MAX));
const stockQuotesSchema = wireSchema(() => array(stockQuoteSchema));

// every value below is a wireSchema, so the browser bundles drop them (contract/wireSchema.ts)
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
