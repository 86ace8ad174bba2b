// The stock-data service's hooks (spec 7 'Stock service'): reads over the profile's
// stock client (its own base URL, key and 10 s timeout), given by <StockProvider>, and the quote
// stream (Server-Sent Events) that subscribes only to the listings a screen shows, with pause.
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type {
  StockChart,
  StockCompany,
  StockDetail,
  StockMarket,
  StockQuote,
  StockSearchHit,
} from '../contract/stock';
import type { ApiError } from '../errors';
import type { StockClient, StockRef } from '../stock';

const StockContext = createContext<StockClient | null>(null);

/** Gives the hooks below the profile's stock client (createStockClient). */
export function StockProvider({ client, children }: { client: StockClient; children?: ReactNode }) {
  return createElement(StockContext.Provider, { value: client }, children);
}

/** The stock client of the nearest StockProvider. */
export function useStockClient(): StockClient {
  const client = useContext(StockContext);
  if (!client) throw new Error('The stock hooks need a <StockProvider client={...}>.');
  return client;
}

type StockConfig<T> = SWRConfiguration<T, ApiError> & { enabled?: boolean };

/** What a chart asks for: the listing, and optionally its interval and range. */
export interface ChartQuery {
  country: string;
  symbol: string;
  market?: string;
  interval?: string;
  range?: string;
}

/** The keys of the stock reads: the call and every input it takes. */
export const stockKeys = {
  stockSearch: (query: string) => ['stockSearch', query] as const,
  stockQuotes: (country: string, stocks: readonly StockRef[]) =>
    ['stockQuotes', country, stocks.map((s) => `${s.market ?? ''}:${s.symbol}`).join(',')] as const,
  stockChart: (q: ChartQuery) =>
    ['stockChart', q.country, q.market ?? '', q.symbol, q.interval ?? '', q.range ?? ''] as const,
  stockDetail: (q: { country: string; market: string; s: string }) =>
    ['stockDetail', q.country, q.market, q.s] as const,
  stockCompany: (q: { country: string; market: string; s: string }) =>
    ['stockCompany', q.country, q.market, q.s] as const,
  stockMarket: (country: string) => ['stockMarket', country] as const,
  stockQuotesByCountry: (stocks: readonly CountryStockRef[]) =>
    [
      'stockQuotesByCountry',
      stocks.map((s) => `${s.country}:${s.market ?? ''}:${s.symbol}`).join(','),
    ] as const,
};

/** A listing and the country whose stock service quotes it (a watchlist spans several). */
export interface CountryStockRef extends StockRef {
  country: string;
}

function useStockRead<T>(
  key: readonly unknown[] | null,
  fetcher: (client: StockClient) => Promise<T>,
  config: StockConfig<T> = {},
): SWRResponse<T, ApiError> {
  const client = useStockClient();
  const { enabled = true, ...swr } = config;
  return useSWR<T, ApiError>(enabled ? key : null, () => fetcher(client), {
    // a guest's quota is spent per call (spec 6): no refetch on focus
    revalidateOnFocus: false,
    ...swr,
  });
}

/** GET /search?query= (nothing is sent for a blank query; spec 6: a guest has 3 a day). */
export const useStockSearch = (query: string, config?: StockConfig<StockSearchHit[]>) =>
  useStockRead(
    query.trim() === '' ? null : stockKeys.stockSearch(query.trim()),
    (c) => c.search<StockSearchHit[]>(query.trim()),
    config,
  );

/** POST /stock?country=: the quotes of a list of listings. */
export const useStockQuotes = (
  country: string,
  stocks: readonly StockRef[],
  config?: StockConfig<StockQuote[]>,
) =>
  useStockRead(
    stocks.length === 0 ? null : stockKeys.stockQuotes(country, stocks),
    (c) => c.quotes<StockQuote[]>(country, [...stocks]),
    config,
  );

/**
 * spec 7 `POST /stock?country=` for listings of several countries: one batch per country, in
 * parallel, the quotes together (in the order of the countries' first listings). A country whose
 * batch fails leaves its listings out (the quote stream fills them); only when every batch
 * fails does the read fail, with the first error.
 */
export const useStockQuotesByCountry = (
  stocks: readonly CountryStockRef[],
  config?: StockConfig<StockQuote[]>,
) =>
  useStockRead(
    stocks.length === 0 ? null : stockKeys.stockQuotesByCountry(stocks),
    async (c) => {
      const byCountry = new Map<string, StockRef[]>();
      for (const { country, ...ref } of stocks) {
        const batch = byCountry.get(country) ?? [];
        batch.push(ref);
        byCountry.set(country, batch);
      }
      const answers = await Promise.allSettled(
        [...byCountry].map(([country, batch]) => c.quotes<StockQuote[]>(country, batch)),
      );
      const quotes = answers.flatMap((a) => (a.status === 'fulfilled' ? a.value : []));
      const failed = answers.find((a) => a.status === 'rejected');
      if (failed && answers.every((a) => a.status === 'rejected')) throw failed.reason;
      return quotes;
    },
    config,
  );

/** GET chart_data?country&market&symbol&interval&range (omitted: the server's defaults). */
export const useStockChart = (query: ChartQuery, config?: StockConfig<StockChart>) =>
  useStockRead(stockKeys.stockChart(query), (c) => c.chartData<StockChart>(query), config);

/** GET /market?country=: a market's indices, sectors, movers and breadth (no guest quota). */
export const useStockMarket = (country: string, config?: StockConfig<StockMarket>) =>
  useStockRead(stockKeys.stockMarket(country), (c) => c.market<StockMarket>(country), config);

/** GET stock_detail?country&market&s (spec 6: a guest views 10 quotes a day). */
export const useStockDetail = (
  query: { country: string; market: string; s: string },
  config?: StockConfig<StockDetail>,
) => useStockRead(stockKeys.stockDetail(query), (c) => c.stockDetail<StockDetail>(query), config);

/** GET company?country&market&s (spec 6: a guest reads 5 stocks a day). */
export const useStockCompany = (
  query: { country: string; market: string; s: string },
  config?: StockConfig<StockCompany>,
) => useStockRead(stockKeys.stockCompany(query), (c) => c.company<StockCompany>(query), config);

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
  const client = useStockClient();
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
    const source = open(client.streamUrl(set.split(',')));
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
