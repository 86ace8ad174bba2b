// @vitest-environment happy-dom
// The watchlist's optimistic changes against the real server. A change shows at
// once; when the server refuses it, the list rolls back and the app hears which kind failed,
// which it shows as spec 8's 'Failed to update watchlist' or 'Remove failed'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { createSession } from '../session';
import { memoryStorage } from '../storage';
import {
  TEST_PASSWORD,
  databaseKinds,
  manualTimers,
  newUser,
  startServer,
  type TestServer,
} from '../testing/support';
import { ApiProvider } from './context';
import { useWatchlistEdits, type WatchlistFailure } from './watchlist';

/** The texts the app shows for a failure (the `watchlist` namespace's keys are the failures). */
const texts = JSON.parse(
  // the tests run from the workspace's root
  readFileSync(join(process.cwd(), 'packages/i18n/src/resources/en-US/watchlist.json'), 'utf8'),
) as Record<WatchlistFailure, string>;

describe.each(databaseKinds())(
  'the watchlist rolls back what the server refuses (%s)',
  { timeout: 30_000 },
  (kind) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(kind, { config: { CORS_ORIGINS: [globalThis.location.origin] } });
    }, 60_000);
    afterAll(() => s?.close());
    afterEach(() => cleanup());

    it('a refused add, remove and reorder come back, each with its spec 8 text', async () => {
      const client = createApiClient({
        baseUrl: s.url,
        tenantId: 'demo',
        fetch: (u, i) => globalThis.fetch(u, i),
        timers: manualTimers().timers,
      });
      const session = createSession({
        client,
        storage: { local: memoryStorage(), session: memoryStorage() },
      });
      const wrapper = ({ children }: { children?: ReactNode }) =>
        createElement(ApiProvider, { client, session }, children);
      const user = await newUser(s);
      await session.login({ username: user.username, password: TEST_PASSWORD });

      const onFailed = vi.fn<(failure: WatchlistFailure, error: unknown) => void>();
      const { result } = renderHook(() => useWatchlistEdits({ onFailed }), { wrapper });
      await waitFor(() => expect(result.current.list.data).toEqual([]));
      const shown = () => (result.current.list.data ?? []).map((i) => i.symbol);

      // an accepted add stays
      await act(async () => {
        await expect(
          result.current.watch({ symbol: 'AAPL', market: 'NASDAQ', country: 'US', name: 'Apple' }),
        ).resolves.toBe(true);
      });
      expect(shown()).toEqual(['AAPL']);
      expect(onFailed).not.toHaveBeenCalled();

      // a listing the server does not know: shown at once, then gone again
      let added!: Promise<boolean>;
      act(() => {
        added = result.current.watch({
          symbol: 'NOSUCH',
          market: 'NASDAQ',
          country: 'US',
          name: 'No such company',
        });
      });
      await waitFor(() => expect(shown()).toEqual(['AAPL', 'NOSUCH']));
      await act(async () => {
        await expect(added).resolves.toBe(false);
      });
      expect(shown()).toEqual(['AAPL']);
      expect(onFailed).toHaveBeenCalledTimes(1);
      expect(onFailed.mock.calls[0]![0]).toBe('addFailed');
      expect(onFailed.mock.calls[0]![1]).toMatchObject({ status: 404 });
      expect(texts[onFailed.mock.calls[0]![0]]).toBe('Failed to update watchlist');

      // removed elsewhere (another device): removing it here is refused, and the row comes back
      await client.request('watchlistRemove', {
        params: { symbol: 'AAPL' },
        query: { market: 'NASDAQ' },
      });
      let removed!: Promise<boolean>;
      act(() => {
        removed = result.current.unwatch({ symbol: 'AAPL', market: 'NASDAQ' });
      });
      await waitFor(() => expect(shown()).toEqual([]));
      await act(async () => {
        await expect(removed).resolves.toBe(false);
      });
      expect(shown()).toEqual(['AAPL']);
      expect(onFailed).toHaveBeenCalledTimes(2);
      expect(onFailed.mock.calls[1]![0]).toBe('removeFailed');
      expect(texts[onFailed.mock.calls[1]![0]]).toBe('Remove failed');

      // an accepted add answers the server's list (AAPL had gone); a reorder naming a listing
      // the server no longer holds is refused, and the old order comes back
      await act(async () => {
        await result.current.watch({
          symbol: 'MSFT',
          market: 'NASDAQ',
          country: 'US',
          name: 'Microsoft',
        });
      });
      expect(shown()).toEqual(['MSFT']);
      await act(async () => {
        await result.current.watch({
          symbol: 'AAPL',
          market: 'NASDAQ',
          country: 'US',
          name: 'Apple',
        });
      });
      expect(shown()).toEqual(['MSFT', 'AAPL']);
      await client.request('watchlistRemove', {
        params: { symbol: 'AAPL' },
        query: { market: 'NASDAQ' },
      });
      let moved!: Promise<boolean>;
      act(() => {
        moved = result.current.move({ symbol: 'AAPL', market: 'NASDAQ' }, 0);
      });
      await waitFor(() => expect(shown()).toEqual(['AAPL', 'MSFT']));
      await act(async () => {
        await expect(moved).resolves.toBe(false);
      });
      expect(shown()).toEqual(['MSFT', 'AAPL']);
      expect(onFailed).toHaveBeenCalledTimes(3);
      expect(onFailed.mock.calls[2]![0]).toBe('addFailed');
    });
  },
);
