// issue 15 item 4: the client's watchlist as the search and the market page change it. Every
// change shows at once (optimistic) and is undone when the server refuses it, with spec 8's
// message: 'Failed to update watchlist' (add, reorder) or 'Remove failed' (remove).
import type { WatchlistItem } from '@invest/api/contract';
import {
  useSessionSnapshot,
  useWatchlist,
  useWatchlistAdd,
  useWatchlistRemove,
  useWatchlistReorder,
} from '@invest/api/hooks';
import { useT } from '@invest/ui';
import { toastQueue } from '@invest/ui/Toast';
import { useCallback } from 'react';

/** A listing on the watchlist: its symbol and exchange. */
export interface Listing {
  symbol: string;
  market: string;
}

const same = (a: Listing) => (b: Listing) => a.symbol === b.symbol && a.market === b.market;
const renumber = (items: WatchlistItem[]) => items.map((item, position) => ({ ...item, position }));

export function useWatchlistEditor() {
  const t = useT('watchlist');
  const session = useSessionSnapshot();
  const signedIn = session?.auth.status === 'authenticated';
  const list = useWatchlist({ enabled: signedIn });
  const add = useWatchlistAdd();
  const remove = useWatchlistRemove();
  const reorder = useWatchlistReorder();
  const { mutate } = list;

  /** Runs a call with the list shown as `next` until it answers; on failure, rolls back. */
  const apply = useCallback(
    async (call: () => Promise<WatchlistItem[]>, next: WatchlistItem[], failed: string) => {
      try {
        await mutate(call(), {
          optimisticData: next,
          rollbackOnError: true,
          populateCache: true,
          revalidate: false,
        });
        return true;
      } catch {
        toastQueue.add({ title: t(failed), tone: 'error' });
        return false;
      }
    },
    [mutate, t],
  );

  const current = list.data;

  const watch = useCallback(
    (listing: Listing & { name: string; country: string }) => {
      const items = current ?? [];
      if (items.some(same(listing))) return Promise.resolve(true);
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
    (listing: Listing) => {
      const items = current ?? [];
      return apply(
        () => remove.trigger({ symbol: listing.symbol, market: listing.market }),
        renumber(items.filter((i) => !same(listing)(i))),
        'removeFailed',
      );
    },
    [current, apply, remove],
  );

  /** Moves a listing to `index` (0-based) and sends the whole list in its new order. */
  const move = useCallback(
    (listing: Listing, index: number) => {
      const items = [...(current ?? [])];
      const from = items.findIndex(same(listing));
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
