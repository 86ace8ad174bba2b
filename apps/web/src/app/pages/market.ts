// The market page. The market's snapshot (indices, sectors, movers, breadth)
// from the stock-data service, and the client's watchlist with live prices from the quote stream
// for the rows on screen, which the client can pause (WCAG 2.2.2); guests get a log-in prompt.
import type { StockQuote } from '@invest/api/contract';
import {
  quoteStreamKey,
  useQuoteStream,
  useStockMarket,
  useStockQuotesByCountry,
} from '@invest/api/hooks';
import type { MarketQuote, MarketViewProps } from '@invest/ui/MarketView';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useLayout } from '../context';
import { useWatchlistEditor } from '../watchlistEditor';
import { hrefs } from '../../paths';
import { useMarketChoice } from '../marketChoice';
import { marketPicker } from '../marketPicker';

/** The markets of the product's locales; `?country=` links to one. */
const COUNTRIES = ['US', 'IN', 'PL', 'CN', 'ES', 'TR'] as const;

export function useMarketView(): MarketViewProps {
  const navigate = useNavigate();
  const location = useLocation();
  const { openSearch } = useLayout();
  const [params, setParams] = useSearchParams();
  // the market the client picked, unless a link names one (`?country=`)
  const choice = useMarketChoice();
  const asked = params.get('country')?.toUpperCase() ?? choice.market;
  const country = (COUNTRIES as readonly string[]).includes(asked) ? asked : choice.market;
  // the list, reordered and trimmed here (optimistic, rolled back on failure)
  const editor = useWatchlistEditor();
  const { signedIn, list: watchlist } = editor;

  const market = useStockMarket(country);
  const items = useMemo(() => watchlist.data ?? [], [watchlist.data]);
  // in a fixed order, so a reorder neither refetches nor resubscribes (and focus stays on the row)
  const sorted = useMemo(
    () =>
      [...items].sort((a, b) =>
        quoteStreamKey(a.market, a.symbol).localeCompare(quoteStreamKey(b.market, b.symbol)),
      ),
    [items],
  );
  const refs = useMemo(
    () => sorted.map((i) => ({ country: i.country, symbol: i.symbol, market: i.market })),
    [sorted],
  );
  // the first prices come in one batch per country of the list (spec 7 `POST /stock?country=`),
  // whatever market the page shows; the stream moves them after. A removal keeps the prices it
  // has while the smaller batch loads (no skeleton flash)
  const first = useStockQuotesByCountry(refs, { enabled: signedIn, keepPreviousData: true });
  const [paused, setPaused] = useState(false);
  const listings = useMemo(() => sorted.map((i) => quoteStreamKey(i.market, i.symbol)), [sorted]);
  const live = useQuoteStream(signedIn ? listings : [], { paused });

  const rows = useMemo<MarketQuote[] | undefined>(() => {
    // still loading: the list, or the first prices of a list that has rows
    if (!watchlist.data || (watchlist.data.length > 0 && !first.data && !first.error))
      return undefined;
    const byKey = new Map<string, StockQuote>();
    for (const q of first.data ?? []) byKey.set(quoteStreamKey(q.market, q.symbol), q);
    return watchlist.data.flatMap((i) => {
      const key = quoteStreamKey(i.market, i.symbol);
      const q = live.quotes[key] ?? byKey.get(key);
      return q ? [q] : [];
    });
  }, [watchlist.data, first.data, first.error, live.quotes]);

  const openQuote = (q: MarketQuote) => void navigate(hrefs.quote(q.symbol, q.market));

  return {
    marketName: country,
    picker: marketPicker({
      ...choice.picker,
      value: country,
      onChange: (next) => {
        choice.picker.onChange(next);
        // the pick is what the page shows now, not the link's market
        if (params.has('country')) setParams({}, { replace: true });
      },
    }),
    status: market.data ? 'ready' : market.error ? 'error' : 'loading',
    snapshot: market.data,
    onRetry: () => void market.mutate(),
    onSearch: openSearch,
    onOpenQuote: openQuote,
    isGuest: !signedIn,
    onLogin: () => void navigate(hrefs.login(location.pathname + location.search)),
    watchlist: rows,
    paused,
    onPausedChange: setPaused,
    onWatchlistMove: (q, to) => void editor.move(q, to),
    onWatchlistRemove: (q) => void editor.unwatch(q),
  };
}
