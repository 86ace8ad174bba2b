// Area watchlist (issue 15 item 4; spec 6: signed in only): the list, add, remove, reorder.
import { useCallback } from 'react';
import { useApiClient } from './context';
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
