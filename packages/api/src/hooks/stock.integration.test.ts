// @vitest-environment happy-dom
// The stock-data hooks against the real server: search and detail through the one API client and
// its SWR cache, and the quote stream subscribing only to the listings it is given, with pause.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import { databaseKinds, manualTimers, startServer, type TestServer } from '../testing/support';
import { createApiCache, type ApiCache } from './cache';
import { ApiProvider } from './context';
import { queryKeys } from './keys';
import {
  useQuoteStream,
  useStockDetail,
  useStockQuotesByCountry,
  useStockSearch,
  type QuoteEventSource,
} from './stock';

/** A stand-in EventSource: records its URL, lets the test push events, knows when it closes. */
class FakeSource implements QuoteEventSource {
  static opened: FakeSource[] = [];
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  private listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  emit(data: unknown) {
    for (const l of this.listeners) l({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
  }
}
const createEventSource = (url: string) => new FakeSource(url);

describe.each(databaseKinds())(
  'the stock hooks against the real server (%s)',
  { timeout: 30_000 },
  (kind) => {
    let s: TestServer;
    let client: ApiClient;
    let cache: ApiCache;
    beforeAll(async () => {
      // the page's origin (happy-dom's default) is allowed, as the web app's would be
      s = await startServer(kind, { config: { CORS_ORIGINS: [globalThis.location.origin] } });
      client = createApiClient({
        baseUrl: s.url,
        stockBase: `${s.url}/stock-api`,
        fetch: (u, i) => globalThis.fetch(u, i),
        timers: manualTimers().timers,
      });
      cache = createApiCache({ client });
    });
    afterAll(() => s.close());
    afterEach(() => {
      cleanup();
      FakeSource.opened = [];
    });
    const wrapper = ({ children }: { children?: ReactNode }) =>
      createElement(ApiProvider, { client, cache }, children);

    it('searches and reads a stock detail through the API client and its one cache', async () => {
      const search = renderHook(() => useStockSearch('aapl'), { wrapper });
      await waitFor(() => expect(search.result.current.data?.[0]?.symbol).toBe('AAPL'));
      const blank = renderHook(() => useStockSearch('  '), { wrapper });
      expect(blank.result.current.data).toBeUndefined();
      expect(blank.result.current.isLoading).toBe(false);
      const detail = renderHook(() => useStockDetail({ country: 'IN', market: 'NSE', s: 'TCS' }), {
        wrapper,
      });
      await waitFor(() => expect(detail.result.current.data?.currency).toBe('INR'));
      // one SWR stack: the answers sit in the API cache under the contract's keys
      expect(cache.read('stockSearch', queryKeys.stockSearch('aapl'))?.[0]?.symbol).toBe('AAPL');
      const tcs = queryKeys.stockDetail({ country: 'IN', market: 'NSE', s: 'TCS' });
      expect(cache.read('stockDetail', tcs)?.currency).toBe('INR');
    });

    it('quotes listings of several countries, one batch per country', async () => {
      const { result } = renderHook(
        () =>
          useStockQuotesByCountry([
            { country: 'US', market: 'NASDAQ', symbol: 'AAPL' },
            { country: 'IN', market: 'NSE', symbol: 'TCS' },
            { country: 'US', market: 'NASDAQ', symbol: 'MSFT' },
          ]),
        { wrapper },
      );
      await waitFor(() => expect(result.current.data).toBeDefined());
      const quotes = result.current.data!;
      expect(quotes.map((q) => `${q.market}:${q.symbol}`).sort()).toEqual([
        'NASDAQ:AAPL',
        'NASDAQ:MSFT',
        'NSE:TCS',
      ]);
      expect(quotes.find((q) => q.symbol === 'TCS')?.currency).toBe('INR');
      expect(quotes.find((q) => q.symbol === 'AAPL')?.currency).toBe('USD');
    });

    it('keeps the countries that answer when one batch fails; fails when all do', async () => {
      const some = renderHook(
        () =>
          useStockQuotesByCountry([
            { country: 'US', market: 'NASDAQ', symbol: 'AAPL' },
            { country: 'ZZ', market: 'NOPE', symbol: 'NONE' },
          ]),
        { wrapper },
      );
      await waitFor(() => expect(some.result.current.data).toBeDefined());
      expect(some.result.current.data!.map((q) => q.symbol)).toEqual(['AAPL']);
      const none = renderHook(
        () =>
          useStockQuotesByCountry([{ country: 'ZZ', market: 'NOPE', symbol: 'NONE' }], {
            shouldRetryOnError: false,
          }),
        { wrapper },
      );
      await waitFor(() => expect(none.result.current.error).toBeDefined());
      expect(none.result.current.data).toBeUndefined();
      expect(none.result.current.error?.status).toBeGreaterThanOrEqual(400);
    });

    it('streams only the given listings, and closes the stream when paused', async () => {
      const { result, rerender } = renderHook(
        ({ paused }: { paused: boolean }) =>
          useQuoteStream(['NASDAQ:AAPL', 'NSE:TCS', 'NASDAQ:AAPL'], { paused, createEventSource }),
        { wrapper, initialProps: { paused: false } },
      );
      expect(FakeSource.opened).toHaveLength(1);
      const source = FakeSource.opened[0]!;
      const url = new URL(source.url);
      expect(url.pathname).toBe('/stock-api/stream');
      expect(url.searchParams.get('symbols')).toBe('NASDAQ:AAPL,NSE:TCS');
      expect(result.current.status).toBe('connecting');
      act(() => source.emit({ symbol: 'AAPL', market: 'NASDAQ', price: '201.5' }));
      expect(result.current.status).toBe('live');
      expect(result.current.quotes['NASDAQ:AAPL']?.price).toBe('201.5');
      rerender({ paused: true });
      expect(source.closed).toBe(true);
      expect(result.current.status).toBe('paused');
      // paused, the last quotes stay on screen
      expect(result.current.quotes['NASDAQ:AAPL']?.price).toBe('201.5');
      rerender({ paused: false });
      expect(FakeSource.opened).toHaveLength(2);
    });

    it('the real stream URL answers Server-Sent Events of the listings asked', async () => {
      const controller = new AbortController();
      const res = await fetch(client.stockStreamUrl(['NASDAQ:MSFT']), {
        signal: controller.signal,
      });
      expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
      controller.abort();
    });
  },
);
