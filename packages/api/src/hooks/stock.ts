// The stock-data service's hooks (spec 7 'Stock service'): reads of the contract's stock routes
// through the one API client and its SWR cache (the client sends them to the profile's stock
// base, with its key and 10 s timeout), and the quote stream (Server-Sent Events) that
// subscribes only to the listings a screen shows, with pause.
import { useEffect, useMemo, useState } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { StockQuote } from '../contract/stock';
import type { ApiError } from '../errors';
import type { RouteBody, RouteQuery } from '../types';
import { useApiCache, useApiClient } from './context';
import { useApiQuery, type QueryConfig } from './query';

/** A stock to quote: `POST /stock?country=` takes an array of them. */
export type StockRef = RouteBody<'stockQuotes'>[number];

/** What a chart asks for: the listing, and optionally its interval and range. */
export type ChartQuery = RouteQuery<'stockChart'>;

/** A listing as `stock_detail` and `company` name it. */
export type ListingQuery = RouteQuery<'stockDetail'>;

/** A listing and the country whose stock service quotes it (a watchlist spans several). */
export type CountryStockRef = StockRef & { country: string };

/**
 * The keys of the stock reads, as every area's: the route and its query (a batch quote, sent by
 * POST, adds its body: only the symbol and market of each listing).
 */
export const stockKeys = {
  stockSearch: (query: string) => ['stockSearch', { query }] as const,
  stockQuotes: (country: string, stocks: readonly StockRef[]) =>
    [
      'stockQuotes',
      { country },
      stocks.map(({ symbol, market }): StockRef => ({ symbol, market })),
    ] as const,
  stockChart: (query: ChartQuery) => ['stockChart', query] as const,
  stockDetail: (query: ListingQuery) => ['stockDetail', query] as const,
  stockCompany: (query: ListingQuery) => ['stockCompany', query] as const,
  stockMarket: (country: string) => ['stockMarket', { country }] as const,
};

/** The SWR key of a quote spanning countries: one `stockQuotes` key per country. */
export const stockQuotesByCountryKey = (stocks: readonly CountryStockRef[]) => {
  const byCountry = new Map<string, StockRef[]>();
  for (const { country, ...ref } of stocks) {
    byCountry.set(country, [...(byCountry.get(country) ?? []), ref]);
  }
  return [
    'stockQuotesByCountry',
    [...byCountry].map(([country, batch]) => stockKeys.stockQuotes(country, batch)),
  ] as const;
};

/** A guest's quota is spent per call (spec 6): no stock read refetches on focus. */
const noFocusRefetch = <C extends object>(config: C = {} as C): C => ({
  revalidateOnFocus: false,
  ...config,
});

/** GET /search?query= (nothing is sent for a blank query; spec 6: a guest has 3 a day). */
export const useStockSearch = (query: string, config?: QueryConfig<'stockSearch'>) =>
  useApiQuery(
    'stockSearch',
    stockKeys.stockSearch(query.trim()),
    noFocusRefetch({ ...config, enabled: query.trim() !== '' && (config?.enabled ?? true) }),
  );

/** POST /stock?country=: the quotes of a list of listings. */
export const useStockQuotes = (
  country: string,
  stocks: readonly StockRef[],
  config?: QueryConfig<'stockQuotes'>,
) =>
  useApiQuery(
    'stockQuotes',
    stockKeys.stockQuotes(country, stocks),
    noFocusRefetch({ ...config, enabled: stocks.length > 0 && (config?.enabled ?? true) }),
  );

/**
 * spec 7 `POST /stock?country=` for listings of several countries: one batch per country, in
 * parallel, each through the cache's fetcher, the quotes together (in the order of the
 * countries' first listings). A country whose batch fails leaves its listings out (the quote
 * stream fills them); only when every batch fails does the read fail, with the first error.
 */
export function useStockQuotesByCountry(
  stocks: readonly CountryStockRef[],
  config: QueryConfig<'stockQuotes'> = {},
): SWRResponse<StockQuote[], ApiError> {
  const cache = useApiCache();
  const { enabled = true, ...swr } = config;
  return useSWR<StockQuote[], ApiError>(
    enabled && stocks.length > 0 ? stockQuotesByCountryKey(stocks) : null,
    async ([, batches]: ReturnType<typeof stockQuotesByCountryKey>) => {
      const answers = await Promise.allSettled(
        batches.map((key) => cache.fetch<'stockQuotes'>(key)),
      );
      const quotes = answers.flatMap((a) => (a.status === 'fulfilled' ? a.value : []));
      const failed = answers.find((a) => a.status === 'rejected');
      if (failed && answers.every((a) => a.status === 'rejected')) throw failed.reason;
      return quotes;
    },
    noFocusRefetch(swr),
  );
}

/** GET chart_data?country&market&symbol&interval&range (omitted: the server's defaults). */
export const useStockChart = (query: ChartQuery, config?: QueryConfig<'stockChart'>) =>
  useApiQuery('stockChart', stockKeys.stockChart(query), noFocusRefetch(config));

/** GET /market?country=: a market's indices, sectors, movers and breadth (no guest quota). */
export const useStockMarket = (country: string, config?: QueryConfig<'stockMarket'>) =>
  useApiQuery('stockMarket', stockKeys.stockMarket(country), noFocusRefetch(config));

/** GET stock_detail?country&market&s (spec 6: a guest views 10 quotes a day). */
export const useStockDetail = (query: ListingQuery, config?: QueryConfig<'stockDetail'>) =>
  useApiQuery('stockDetail', stockKeys.stockDetail(query), noFocusRefetch(config));

/** GET company?country&market&s (spec 6: a guest reads 5 stocks a day). */
export const useStockCompany = (query: ListingQuery, config?: QueryConfig<'stockCompany'>) =>
  useApiQuery('stockCompany', stockKeys.stockCompany(query), noFocusRefetch(config));

/** What the quote stream needs of an EventSource (the browser's, or a test's). */
export interface QuoteEventSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
}

export type QuoteStreamStatus = 'idle' | 'connecting' | 'live' | 'paused' | 'error';

export interface QuoteStreamOptions {
  /** WCAG 2.2.2: paused, the stream is closed and the last quotes stay. @default false */
  paused?: boolean;
  /** @default the browser's EventSource */
  createEventSource?: (url: string) => QuoteEventSource;
}

/** Listings as the stream names them: `EXCHANGE:SYMBOL`. */
export const quoteStreamKey = (market: string, symbol: string) => `${market}:${symbol}`;

/**
 * Live quotes of `listings` (`EXCHANGE:SYMBOL`), at most 4 updates a second per
 * listing (the server coalesces). One stream for the set; it is reopened when the set changes,
 * closed when paused or unmounted. Answers the latest quote by listing and the stream's status.
 */
export function useQuoteStream(
  listings: readonly string[],
  options: QuoteStreamOptions = {},
): { quotes: Readonly<Record<string, StockQuote>>; status: QuoteStreamStatus } {
  const client = useApiClient();
  const { paused = false, createEventSource } = options;
  const set = useMemo(() => [...new Set(listings)].sort().join(','), [listings]);
  const [quotes, setQuotes] = useState<Readonly<Record<string, StockQuote>>>({});
  // what the open stream last reported, for the set it was opened for (status is derived)
  const [connection, setConnection] = useState<{ set: string; state: 'live' | 'error' } | null>(
    null,
  );
  useEffect(() => {
    if (set === '' || paused) return;
    const open =
      createEventSource ?? ((url: string) => new EventSource(url) as unknown as QuoteEventSource);
    const source = open(client.stockStreamUrl(set.split(',')));
    source.onopen = () => setConnection({ set, state: 'live' });
    source.onerror = () => setConnection({ set, state: 'error' });
    source.addEventListener('quote', (event) => {
      try {
        const quote = JSON.parse(event.data) as StockQuote;
        setConnection({ set, state: 'live' });
        setQuotes((prev) => ({ ...prev, [quoteStreamKey(quote.market, quote.symbol)]: quote }));
      } catch {
        // a malformed event is skipped; the next one carries the whole quote again
      }
    });
    return () => source.close();
  }, [client, set, paused, createEventSource]);
  const status: QuoteStreamStatus =
    set === ''
      ? 'idle'
      : paused
        ? 'paused'
        : connection?.set === set
          ? connection.state
          : 'connecting';
  return { quotes, status };
}
