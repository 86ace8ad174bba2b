// The client's watchlist as the search and the market page change it
// (useWatchlistEdits: optimistic, rolled back when the server refuses), with spec 8's message on
// failure: 'Failed to update watchlist' (add, reorder) or 'Remove failed' (remove).
import { useWatchlistEdits } from '@invest/api/hooks';
import { useT } from '@invest/ui';
import { toastQueue } from '@invest/ui/Toast';

export function useWatchlistEditor() {
  const t = useT('watchlist');
  return useWatchlistEdits({
    onFailed: (failure) => toastQueue.add({ title: t(failure), tone: 'error' }),
  });
}
