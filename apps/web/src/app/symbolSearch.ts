// spec 2 'Header and footer': the state of a symbol search over the stock-data service (spec 7),
// shared by the header's search and the news page's stock filter. The search runs once typing
// pauses; the server counts a guest's searches (spec 6: 3 a day) and its GUEST_LIMIT_REACHED
// answer drives the log-in prompt (no client-side counter, so a search is counted once).
import { useStockSearch } from '@invest/api/hooks';
import type { SymbolSearchStatus } from '@invest/ui/SymbolSearch';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hrefs } from '../paths';

/** spec 9 'Save debounce': a search starts this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 200;

/**
 * The search's props for a `SymbolSearch`: query, results, status, retry, and "Log in" from the
 * guest limit (back to this page after it).
 */
export function useSymbolSearchState() {
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
  const results = settled === query.trim() ? (data ?? []) : [];
  const status: SymbolSearchStatus =
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
  return {
    query,
    onQueryChange: setQuery,
    results,
    status,
    onRetry: () => void mutate(),
    onLogin: () => void navigate(hrefs.login(location.pathname + location.search)),
  };
}
