// issue 15 item 4, spec 2 `/news` (public, spec 6): the news list, newest first, optionally of
// one listing (`?symbol=&ex=`, picked with "Filter by stock"); "Load more" asks for a longer list
// (the API has no cursor).
import { useNewsList } from '@invest/api/hooks';
import { NewsView } from '@invest/ui/NewsView';
import { browserTimeZone } from '@invest/i18n';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageFrame } from '../app/frame';
import { ensureNamespaces } from '../app/i18n';
import { lazyComponent } from '../app/lazyComponent';
import { hrefs } from '../paths';

const PAGE = 20;
/** The API's largest list. */
const MAX = 100;
// the stock picker loads when first opened (the symbol search's texts use the watchlist's)
const NewsStockPicker = lazyComponent(
  async () =>
    (await Promise.all([import('./NewsStockPicker'), ensureNamespaces(['watchlist'])]))[0],
  { placement: 'floating' },
);

export default function NewsPage() {
  const [params, setParams] = useSearchParams();
  const symbol = params.get('symbol')?.trim() || undefined;
  const market = params.get('ex')?.trim() || undefined;
  const [limit, setLimit] = useState(PAGE);
  const [picking, setPicking] = useState(false);
  const [pickerLoaded, setPickerLoaded] = useState(false);
  const news = useNewsList({ symbol, market, limit }, { keepPreviousData: true });
  const [now] = useState(() => Date.now());
  const items = news.data;
  const loadingMore = news.isLoading && items !== undefined;

  return (
    <div className={pageFrame}>
      <NewsView
        status={items ? 'ready' : news.error ? 'error' : 'loading'}
        items={items}
        now={now}
        timeZone={browserTimeZone()}
        symbol={symbol}
        onClearSymbol={() => setParams({})}
        onFilter={() => {
          setPickerLoaded(true);
          setPicking(true);
        }}
        newsHref={hrefs.newsDetail}
        quoteHref={(s, ex) => hrefs.quote(s, ex ?? '')}
        onRetry={() => void news.mutate()}
        isRetrying={news.isValidating}
        hasMore={items !== undefined && items.length >= limit && limit < MAX}
        onLoadMore={() => setLimit((l) => Math.min(l + PAGE, MAX))}
        isLoadingMore={loadingMore}
      />
      {pickerLoaded && (
        <NewsStockPicker
          isOpen={picking}
          onOpenChange={setPicking}
          onSelect={(r) => {
            setLimit(PAGE);
            setParams({ symbol: r.symbol, ex: r.market });
          }}
        />
      )}
    </div>
  );
}
