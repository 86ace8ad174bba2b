// Spec 2 `/news/{id}` (public, spec 6): one news item, and the quote of the
// listing it is about.
import { EXCHANGES, exchangeIds, type ExchangeId } from '@invest/domain';
import { useNewsDetail, useStockQuotes } from '@invest/api/hooks';
import { NewsDetailView } from '@invest/ui/NewsDetailView';
import { browserTimeZone } from '@invest/i18n';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { pageFrame } from '../app/frame';
import { hrefs, paths } from '../paths';

const isExchange = (m: string | undefined): m is ExchangeId =>
  m !== undefined && (exchangeIds as readonly string[]).includes(m);

export default function NewsDetailPage() {
  const { id = '' } = useParams();
  const news = useNewsDetail(id);
  const [now] = useState(() => Date.now());
  const item = news.data;
  const market = isExchange(item?.market) ? item.market : undefined;
  const symbol = item?.symbol;
  const refs = useMemo(() => (symbol && market ? [{ symbol, market }] : []), [symbol, market]);
  const quotes = useStockQuotes(market ? EXCHANGES[market].market : 'US', refs);
  // an unknown or malformed id
  const missing = news.error && (news.error.status === 404 || news.error.status === 400);

  return (
    <div className={pageFrame}>
      <NewsDetailView
        status={item ? 'ready' : missing ? 'notFound' : news.error ? 'error' : 'loading'}
        item={item}
        now={now}
        timeZone={browserTimeZone()}
        related={quotes.data ?? (quotes.error ? [] : undefined)}
        listHref={paths.news}
        quoteHref={(s, ex) => hrefs.quote(s, ex ?? '')}
        onRetry={() => void news.mutate()}
        isRetrying={news.isValidating}
      />
    </div>
  );
}
