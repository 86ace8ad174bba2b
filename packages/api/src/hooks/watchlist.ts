// Area watchlist (spec 6: signed in only): the list, add, remove, reorder.
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { WatchlistItem } from '../contract/watchlist';
import { useApiClient, useSessionSnapshot } from './context';
import { useBodyMutation, useMutation, type MutationContext } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const watchlistKeys = {
  watchlistList: () => ['watchlistList'] as const,
};

/** GET /watchlist/app/v1. */
export const useWatchlist = (config?: QueryConfig<'watchlistList'>) =>
  useApiQuery('watchlistList', watchlistKeys.watchlistList(), config);
/** POST /watchlist/app/v1 (spec 8 on failure: 'Failed to update watchlist'). */
export const useWatchlistAdd = () =>
  useBodyMutation('watchlistAdd', { invalidates: ['watchlistList'] });
/** POST /watchlist/app/v1/order: the whole list in its new order. */
export const useWatchlistReorder = () =>
  useBodyMutation('watchlistReorder', { invalidates: ['watchlistList'] });
/** DELETE /watchlist/app/v1/{symbol} (spec 8 on failure: 'Remove failed'). */
export function useWatchlistRemove() {
  const client = useApiClient();
  const run = useCallback(
    (input: { symbol: string; market?: string }, context: MutationContext) =>
      client.request('watchlistRemove', {
        params: { symbol: input.symbol },
        ...(input.market ? { query: { market: input.market } } : {}),
        ...context,
      }),
    [client],
  );
  return useMutation(run, { invalidates: ['watchlistList'] });
}

/** A listing on the watchlist: its symbol and exchange. */
export interface WatchlistListing {
  symbol: string;
  market: string;
}

/**
 * Which change failed, named as the `watchlist` texts of spec 8: `addFailed` ('Failed to update
 * watchlist': an addition or a reorder) or `removeFailed` ('Remove failed').
 */
export type WatchlistFailure = 'addFailed' | 'removeFailed';

const sameListing = (a: WatchlistListing) => (b: WatchlistListing) =>
  a.symbol === b.symbol && a.market === b.market;
const renumber = (items: WatchlistItem[]) => items.map((item, position) => ({ ...item, position }));

/**
 * The client's watchlist as screens change it. Every change shows at once
 * (optimistic) and is undone when the server refuses it; `onFailed` then hears which kind failed
 * (the app shows spec 8's message; this package shows nothing). Each change resolves to whether
 * it held.
 */
export function useWatchlistEdits(
  options: { onFailed?: (failure: WatchlistFailure, error: unknown) => void } = {},
) {
  const session = useSessionSnapshot();
  const signedIn = session?.auth.status === 'authenticated';
  const list = useWatchlist({ enabled: signedIn });
  const add = useWatchlistAdd();
  const remove = useWatchlistRemove();
  const reorder = useWatchlistReorder();
  const { mutate } = list;
  const onFailed = useRef(options.onFailed);
  useLayoutEffect(() => {
    onFailed.current = options.onFailed;
  });

  /** Runs a call with the list shown as `next` until it answers; on failure, rolls back. */
  const apply = useCallback(
    async (
      call: () => Promise<WatchlistItem[]>,
      next: WatchlistItem[],
      failed: WatchlistFailure,
    ) => {
      try {
        await mutate(call(), {
          optimisticData: next,
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
        return true;
      } catch (error) {
        onFailed.current?.(failed, error);
        return false;
      }
    },
    [mutate],
  );

  const current = list.data;

  const watch = useCallback(
    (listing: WatchlistListing & { name: string; country: string }) => {
      const items = current ?? [];
      if (items.some(sameListing(listing))) return Promise.resolve(true);
      const added = {
        symbol: listing.symbol,
        market: listing.market,
        country: listing.country,
        name: listing.name,
        position: items.length,
        added_at: new Date().toISOString(),
      } as WatchlistItem;
      return apply(
        () => add.trigger({ symbol: listing.symbol, market: listing.market }),
        [...items, added],
        'addFailed',
      );
    },
    [current, apply, add],
  );

  const unwatch = useCallback(
    (listing: WatchlistListing) => {
      const items = current ?? [];
      return apply(
        () => remove.trigger({ symbol: listing.symbol, market: listing.market }),
        renumber(items.filter((i) => !sameListing(listing)(i))),
        'removeFailed',
      );
    },
    [current, apply, remove],
  );

  /** Moves a listing to `index` (0-based) and sends the whole list in its new order. */
  const move = useCallback(
    (listing: WatchlistListing, index: number) => {
      const items = [...(current ?? [])];
      const from = items.findIndex(sameListing(listing));
      if (from < 0 || index < 0 || index >= items.length || from === index) {
        return Promise.resolve(true);
      }
      const [moved] = items.splice(from, 1);
      items.splice(index, 0, moved!);
      const next = renumber(items);
      return apply(
        () => reorder.trigger({ items: next.map((i) => ({ symbol: i.symbol, market: i.market })) }),
        next,
        'addFailed',
      );
    },
    [current, apply, reorder],
  );

  return { signedIn, list, watch, unwatch, move };
}
