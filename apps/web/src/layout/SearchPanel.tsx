// spec 2 'Header and footer': the symbol search; choosing a result opens the quote page.
// Loaded when first opened (issue 11). The search runs on the stock-data service (spec 7) once
// typing pauses; the server counts a guest's searches (spec 6: 3 a day) and its GUEST_LIMIT_REACHED
// answer drives the log-in prompt (no client-side counter, so a search is counted once).
// issue 15 item 4: a signed-in client stars results onto the watchlist; a guest sees a hint.
import { useStockSearch } from '@invest/api/hooks';
import { SymbolSearch } from '@invest/ui/SymbolSearch';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useWatchlistEditor } from '../app/watchlistEditor';
import { hrefs } from '../paths';

/** spec 9 'Save debounce': a search starts this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 200;

export default function SearchPanel({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  // a refused search stays refused today: no automatic retry
  const { data, error, isLoading, mutate } = useStockSearch(settled, {
    shouldRetryOnError: false,
  });
  const watchlist = useWatchlistEditor();
  const results = settled === query.trim() ? (data ?? []) : [];
  const status =
    query.trim() === ''
      ? 'idle'
      : settled !== query.trim() || isLoading
        ? 'loading'
        : error
          ? error.code === 'GUEST_LIMIT_REACHED'
            ? 'guestLimit'
            : 'error'
          : results.length === 0
            ? 'empty'
            : 'ready';
  return (
    <SymbolSearch
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      query={query}
      onQueryChange={setQuery}
      results={results}
      status={status}
      onRetry={() => void mutate()}
      onLogin={() => void navigate(hrefs.login(location.pathname + location.search))}
      watched={watchlist.list.data}
      onWatchChange={
        watchlist.signedIn
          ? (result, on) => void (on ? watchlist.watch(result) : watchlist.unwatch(result))
          : undefined
      }
      watchLoginHint={!watchlist.signedIn}
      onSelect={(result) =>
        void navigate(hrefs.quote(result.symbol, result.market, result.country))
      }
    />
  );
}
