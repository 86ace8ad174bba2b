// The stock-data service of spec 7 over the simulator: search, batch quotes,
// chart data, stock detail and company profile, as the wire shapes of the contract (stock.ts).
// Pure functions of (seed, query, now): every server process answers the same.
import type {
  StockChart,
  StockCompany,
  StockDetail,
  StockMarket,
  StockQuote,
  StockSearchHit,
} from '@invest/api/contract';
import {
  EXCHANGES,
  exchangeIds,
  isCandleInterval,
  isChartRange,
  marketIds,
  type CandleInterval,
  type ChartRange,
  type ExchangeId,
  type Instrument,
  type MarketId,
} from '@invest/domain';
import { AppError } from '../../platform/errors';
import { chartCandles } from './candles';
import { marketSnapshot } from './indices';
import { buildSearchIndex, searchInstruments, type SearchIndex } from './search';
import { quoteAt, type SimSeed } from './simulator';
import { findInstrument, UNIVERSE } from './universe';

/** How many results a search answers. */
export const SEARCH_LIMIT = 10;

let universeIndex: SearchIndex<Instrument> | undefined;
/** The search index of the universe, built on first use. */
export function universeSearchIndex(): SearchIndex<Instrument> {
  universeIndex ??= buildSearchIndex(UNIVERSE);
  return universeIndex;
}

const isExchange = (value: string): value is ExchangeId =>
  (exchangeIds as readonly string[]).includes(value);
const isMarket = (value: string): value is MarketId =>
  (marketIds as readonly string[]).includes(value);

/** spec 8 'Unable to fetch price' (a quote) / 'Cannot get stock data' (detail, chart, company). */
export const priceUnavailable = () =>
  new AppError('PRICE_UNAVAILABLE', 404, 'Unable to fetch price');
export const stockDataUnavailable = () =>
  new AppError('STOCK_DATA_UNAVAILABLE', 404, 'Cannot get stock data');

/**
 * The listing a request names: `symbol` on `market` (an exchange id) when given, else the first
 * listing of that symbol in `country` (a market id), else anywhere. Case-insensitive.
 */
export function resolveListing(
  symbol: string,
  market?: string,
  country?: string,
): Instrument | undefined {
  const s = symbol.trim();
  const m = market?.trim().toUpperCase();
  const c = country?.trim().toUpperCase();
  const candidates = [s, s.toUpperCase()];
  if (m) {
    if (!isExchange(m)) return undefined;
    for (const x of candidates) {
      const found = findInstrument(m, x);
      if (found) return found;
    }
    return undefined;
  }
  const inCountry = c && isMarket(c) ? c : undefined;
  if (c && !inCountry) return undefined;
  for (const x of candidates) {
    const found = UNIVERSE.find(
      (i) => i.symbol === x && (!inCountry || EXCHANGES[i.exchange].market === inCountry),
    );
    if (found) return found;
  }
  return undefined;
}

/** The wire quote of an instrument at `now`. */
export function stockQuote(seed: SimSeed, instrument: Instrument, now: number): StockQuote {
  const q = quoteAt(seed, instrument, now);
  return {
    symbol: instrument.symbol,
    market: instrument.exchange,
    country: q.market,
    name: instrument.name,
    ...(instrument.nameZh ? { name_zh: instrument.nameZh } : {}),
    currency: q.currency,
    price: q.price,
    previous_close: q.previousClose,
    open: q.open,
    high: q.high,
    low: q.low,
    change: q.change,
    change_percent: q.changePercent,
    volume: q.volume,
    market_open: q.marketOpen,
    session_date: q.sessionDate,
    as_of: new Date(now).toISOString(),
  };
}

/** GET /search?query=: spec 2's result rows, best first (search.ts ranks them). */
export function searchStocks(
  seed: SimSeed,
  query: string,
  now: number,
  index: SearchIndex<Instrument> = universeSearchIndex(),
): StockSearchHit[] {
  return searchInstruments(index, query, SEARCH_LIMIT).map(({ item }) => {
    const q = quoteAt(seed, item, now);
    return {
      symbol: item.symbol,
      market: item.exchange,
      name: item.name,
      country: q.market,
      currency: q.currency,
      price: q.price,
      countryImage: '',
      detail1: item.industry,
      ...(item.nameZh ? { detail2: item.nameZh } : {}),
    };
  });
}

/** POST /stock?country=: the quotes of the listings it knows, in the order asked (unknown ones left out). */
export function batchQuotes(
  seed: SimSeed,
  country: string | undefined,
  stocks: readonly { symbol: string; market?: string | undefined }[],
  now: number,
): StockQuote[] {
  const out: StockQuote[] = [];
  const seen = new Set<string>();
  for (const ref of stocks) {
    const instrument = resolveListing(ref.symbol, ref.market, country);
    if (!instrument) continue;
    const key = `${instrument.exchange}:${instrument.symbol}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(stockQuote(seed, instrument, now));
  }
  // spec 8: nothing to price at all is 'Unable to fetch price'
  if (out.length === 0 && stocks.length > 0) throw priceUnavailable();
  return out;
}

/** The default range of an interval when the caller names none. */
const RANGE_OF_INTERVAL: Record<CandleInterval, ChartRange> = {
  '1m': '1D',
  '5m': '1D',
  '15m': '5D',
  '1h': '1M',
  '1d': '1Y',
  '1w': '5Y',
};

/** GET chart_data?country&symbol&interval[&range]: candles whose last close is the quote now. */
export function chartData(
  seed: SimSeed,
  query: { country?: string; symbol: string; market?: string; interval?: string; range?: string },
  now: number,
): StockChart {
  const instrument = resolveListing(query.symbol, query.market, query.country);
  if (!instrument) throw stockDataUnavailable();
  const interval = isCandleInterval(query.interval) ? query.interval : undefined;
  const range: ChartRange = isChartRange(query.range)
    ? query.range
    : interval
      ? RANGE_OF_INTERVAL[interval]
      : '1D';
  const chart = chartCandles(seed, instrument, range, interval, now);
  if (!chart.ok) {
    throw AppError.field('interval', 'This interval is not offered for this range.', 'BAD_REQUEST');
  }
  return {
    symbol: instrument.symbol,
    market: instrument.exchange,
    range: chart.range,
    interval: chart.interval,
    from: chart.from,
    candles: chart.candles,
  };
}

/** GET stock_detail?country&market&s. */
export function stockDetail(
  seed: SimSeed,
  query: { country?: string; market?: string; s: string },
  now: number,
): StockDetail {
  const instrument = resolveListing(query.s, query.market, query.country);
  if (!instrument) throw stockDataUnavailable();
  return {
    ...stockQuote(seed, instrument, now),
    sector: instrument.sector,
    industry: instrument.industry,
  };
}

/** `units` (an integer count of 10^-decimals) as a decimal string, exactly. */
function unitsToDecimal(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals === 0
    ? digits
    : `${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}`;
}

/** GET company?country&market&s: the profile, market cap = price now x shares outstanding. */
export function companyProfile(
  seed: SimSeed,
  query: { country?: string; market?: string; s: string },
  now: number,
): StockCompany {
  const instrument = resolveListing(query.s, query.market, query.country);
  if (!instrument) throw stockDataUnavailable();
  const q = quoteAt(seed, instrument, now);
  const decimals = EXCHANGES[instrument.exchange].priceDecimals;
  // exact: integer price units times whole shares (no float holds the amount)
  const capUnits = BigInt(Math.round(q.units.price)) * BigInt(instrument.sharesOutstanding);
  return {
    symbol: instrument.symbol,
    market: instrument.exchange,
    country: q.market,
    name: instrument.name,
    ...(instrument.nameZh ? { name_zh: instrument.nameZh } : {}),
    sector: instrument.sector,
    industry: instrument.industry,
    description: instrument.description,
    listing_date: instrument.listingDate,
    shares_outstanding: instrument.sharesOutstanding,
    market_cap: unitsToDecimal(capUnits, decimals),
    currency: instrument.currency,
  };
}

/**
 * GET /market?country=: a market's snapshot (the market page): its indices,
 * sector figures, top gainers and losers as quotes, advances and declines (indices.ts).
 */
export function marketFigures(seed: SimSeed, country: string, now: number): StockMarket {
  const market = country.toUpperCase();
  if (!isMarket(market)) throw stockDataUnavailable();
  const snap = marketSnapshot(seed, market, now);
  const asQuote = (q: { symbol: string; exchange: ExchangeId }): StockQuote[] => {
    const instrument = findInstrument(q.exchange, q.symbol);
    return instrument ? [stockQuote(seed, instrument, now)] : [];
  };
  return {
    country: market,
    market_open: snap.marketOpen,
    as_of: new Date(now).toISOString(),
    indices: snap.indices.map((i) => ({
      id: i.id,
      name: i.name,
      country: i.market,
      level: i.level,
      previous_close: i.previousClose,
      change: i.change,
      change_percent: i.changePercent,
      market_open: i.marketOpen,
      session_date: i.sessionDate,
    })),
    sectors: snap.sectors.map((s) => ({
      sector: s.sector,
      count: s.count,
      advances: s.advances,
      declines: s.declines,
      change_percent: s.changePercent,
    })),
    gainers: snap.gainers.flatMap(asQuote),
    losers: snap.losers.flatMap(asQuote),
    advances: snap.advances,
    declines: snap.declines,
    unchanged: snap.unchanged,
  };
}
