// spec 2 `/news` (public, spec 6): the news list, newest first, optionally of one listing
// (`?symbol=&ex=`, picked with "Filter by stock"); "Load more" asks for a longer list (the API
// has no cursor).
import { useNewsList } from '@invest/api/hooks';
import type { NewsViewProps } from '@invest/ui/NewsView';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { hrefs } from '../../paths';
import { useMarketChoice } from '../marketChoice';
import { browserTimeZone } from '@invest/i18n';

const PAGE = 20;
/** The API's largest list. */
const MAX = 100;
/** The stock picker of "Filter by stock": loaded when first asked for, then open or closed. */
export interface NewsPicker {
  loaded: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSelect: (listing: { symbol: string; market: string }) => void;
}

export function useNewsPage(): { view: NewsViewProps; picker: NewsPicker } {
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol')?.trim() || undefined;
  const market = params.get('ex')?.trim() || undefined;
  const [limit, setLimit] = useState(PAGE);
  const [picking, setPicking] = useState(false);
  const [pickerLoaded, setPickerLoaded] = useState(false);
  // without a stock, the news of the market the client follows (as the dashboard's)
  const { market: country } = useMarketChoice();
  const news = useNewsList(symbol ? { symbol, market, limit } : { country, limit }, {
    keepPreviousData: true,
  });
  const [now] = useState(() => Date.now());
  const items = news.data;
  const loadingMore = news.isLoading && items !== undefined;

  return {
    view: {
      status: items ? 'ready' : news.error ? 'error' : 'loading',
      items,
      now,
      timeZone: browserTimeZone(),
      symbol,
      onClearSymbol: () => setParams({}),
      onFilter: () => {
        setPickerLoaded(true);
        setPicking(true);
      },
      newsHref: hrefs.newsDetail,
      quoteHref: (s, ex) => hrefs.quote(s, ex ?? ''),
      onRetry: () => void news.mutate(),
      isRetrying: news.isValidating,
      hasMore: items !== undefined && items.length >= limit && limit < MAX,
      onLoadMore: () => setLimit((l) => Math.min(l + PAGE, MAX)),
      isLoadingMore: loadingMore,
    },
    picker: {
      loaded: pickerLoaded,
      isOpen: picking,
      onOpenChange: setPicking,
      onSelect: (r) => {
        setLimit(PAGE);
        setParams({ symbol: r.symbol, ex: r.market });
      },
    },
  };
}
