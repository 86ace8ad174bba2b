// The quote page's wiring (/quote?symbol&ex&country, spec 2): the listing's detail (a guest's
// view_quote, spec 6), its chart by interval, its company profile (read_stock), its news, live
// prices from the quote stream for this one listing with pause (WCAG 2.2.2), and the watchlist
// toggle (signed in; spec 8 'Failed to update watchlist' / 'Remove failed').
import type { StockChart, StockDetail } from '@invest/api/contract';
import {
  quoteStreamKey,
  useNewsList,
  useQuoteStream,
  useSessionSnapshot,
  useStockChart,
  useStockCompany,
  useStockDetail,
  useWatchlist,
  useWatchlistAdd,
  useWatchlistRemove,
} from '@invest/api/hooks';
import {
  EXCHANGES,
  isCandleInterval,
  CHART_RANGES,
  compareDecimal,
  type CandleInterval,
  type ChartRange,
  type ExchangeId,
} from '@invest/domain';
import { useT } from '@invest/ui';
import { Button } from '@invest/ui/Button';
import { EmptyState } from '@invest/ui/EmptyState';
import type { QuotePart, QuoteViewProps } from '@invest/ui/QuoteView';
import type { TradeInstrument } from '@invest/ui/TradePanel';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hrefs } from '../../paths';
import { useLayout } from '../context';
import { browserTimeZone } from '@invest/i18n';

/** One listing: the page's search params. */
export interface QuoteListing {
  symbol: string;
  ex?: ExchangeId | undefined;
  country: string;
}

interface Failure {
  code?: string | undefined;
  status: number;
}

/** spec 8's message of a failed quote: 'Timeout', 'Cannot get stock data', 'Unable to fetch price'. */
const errorKind = (e: Failure): NonNullable<QuoteViewProps['error']> =>
  e.code === 'TIMEOUT' ? 'timeout' : e.code === 'STOCK_DATA_UNAVAILABLE' ? 'data' : 'price';

/** A part's state from an SWR answer (the guest limit of spec 6 is its own state). */
function partOf<T, U>(
  r: { data?: T | undefined; error?: Failure | undefined; mutate: () => unknown },
  map: (data: T) => U,
  quota: 'read_stock' | 'view_quote',
): QuotePart<U> {
  if (r.data !== undefined) return { status: 'ready', data: map(r.data) };
  if (r.error?.code === 'GUEST_LIMIT_REACHED') return { status: 'guestLimit', quota };
  if (r.error) return { status: 'error', onRetry: () => void r.mutate() };
  return { status: 'loading' };
}

/** The live price moves the last candle (its close, and its high or low when passed). */
function withLivePrice(chart: StockChart | undefined, price: string | undefined) {
  const candles = chart?.candles;
  if (!candles || candles.length === 0 || price === undefined) return candles;
  const last = candles[candles.length - 1]!;
  if (last.close === price) return candles;
  // prices stay decimal strings as the wire sent them, compared exactly
  return [
    ...candles.slice(0, -1),
    {
      ...last,
      close: price,
      high: compareDecimal(price, last.high) > 0 ? price : last.high,
      low: compareDecimal(price, last.low) < 0 ? price : last.low,
    },
  ];
}

/** What the quote view shows of one listing, and what its controls do. */
export function useQuoteView({ symbol, ex, country }: QuoteListing): QuoteViewProps {
  const navigate = useNavigate();
  const location = useLocation();
  const { openSearch } = useLayout();
  const session = useSessionSnapshot();
  const signedIn = session?.auth.status === 'authenticated';
  const [interval, setInterval] = useState<CandleInterval>('5m');
  // none chosen yet: the server takes the interval's default range
  const [range, setRange] = useState<ChartRange | undefined>();
  const [paused, setPaused] = useState(false);
  const [watchError, setWatchError] = useState<'add' | 'remove' | undefined>();

  const market = ex ?? '';
  const where = country || (ex ? EXCHANGES[ex].market : '');
  // spec 6: each answer spends a guest's view_quote; a refusal is not retried by itself
  const detail = useStockDetail(
    { country: where, market, s: symbol },
    { shouldRetryOnError: false },
  );
  const listing = detail.data;
  // after the quote, with the listing's own country (one key per listing and interval)
  const chart = useStockChart(
    {
      country: listing?.country ?? where,
      market: listing?.market ?? market,
      symbol,
      interval,
      ...(range ? { range } : {}),
    },
    { enabled: listing !== undefined },
  );
  const company = useStockCompany(
    { country: listing?.country ?? where, market: listing?.market ?? market, s: symbol },
    // after the quote: a listing that does not exist costs no read_stock
    { enabled: listing !== undefined, shouldRetryOnError: false },
  );
  const news = useNewsList(
    { symbol, ...(listing ? { market: listing.market } : {}), limit: 10 },
    { enabled: listing !== undefined },
  );
  const live = useQuoteStream(
    listing?.market_open ? [quoteStreamKey(listing.market, listing.symbol)] : [],
    { paused },
  );
  const watchlist = useWatchlist({ enabled: signedIn });
  const add = useWatchlistAdd();
  const remove = useWatchlistRemove();

  const quote: StockDetail | undefined = useMemo(() => {
    if (!listing) return undefined;
    const moved = live.quotes[quoteStreamKey(listing.market, listing.symbol)];
    return moved ? { ...listing, ...moved } : listing;
  }, [listing, live.quotes]);
  const candles = useMemo(
    () => withLivePrice(chart.data, quote?.price),
    [chart.data, quote?.price],
  );

  const login = () => void navigate(hrefs.login(location.pathname + location.search));
  const inList =
    listing !== undefined &&
    (watchlist.data ?? []).some((i) => i.symbol === listing.symbol && i.market === listing.market);

  let status: QuoteViewProps['status'] = 'ready';
  if (!listing) {
    const e = detail.error;
    if (!e) status = 'loading';
    else if (e.code === 'GUEST_LIMIT_REACHED') status = 'guestLimit';
    else if (e.code === 'STOCK_DATA_UNAVAILABLE' && e.status === 404) status = 'notFound';
    else status = 'error';
  }

  return {
    symbol,
    status,
    error: detail.error ? errorKind(detail.error) : undefined,
    onRetry: () => void detail.mutate(),
    quote,
    chart: {
      status: chart.data ? 'ready' : chart.error ? 'error' : 'loading',
      candles,
      interval: chart.data?.interval ?? interval,
      range: chart.data?.range ?? range,
      onIntervalChange: (next) => {
        if (!isCandleInterval(next)) return;
        setInterval(next);
        // a range that does not offer it (5 years of minutes) gives way to the interval's own
        if (range && !CHART_RANGES[range].intervals.includes(next)) setRange(undefined);
      },
      // a range starts at its default interval (domain CHART_RANGES)
      onRangeChange: (next) => {
        setRange(next);
        setInterval(CHART_RANGES[next].defaultInterval);
      },
      onRetry: () => void chart.mutate(),
    },
    company: partOf(company, (c) => c, 'read_stock'),
    news: partOf(
      news,
      (items) =>
        // the template key and its figures, so the headline is written in the reader's language
        items.map(({ id, headline, published_at, key, params }) => ({
          id,
          headline,
          published_at,
          ...(key ? { key, params } : {}),
        })),
      'read_stock',
    ),
    newsHref: hrefs.newsDetail,
    paused,
    onPausedChange: setPaused,
    watchlist: listing && {
      inList,
      isPending: add.isMutating || remove.isMutating,
      error: watchError,
      onToggle: () => {
        // spec 6: the watchlist is for signed-in clients; a guest logs in first
        if (!signedIn) return login();
        setWatchError(undefined);
        const ref = { symbol: listing.symbol, market: listing.market };
        if (inList)
          remove.trigger(ref).catch(() => setWatchError('remove')); // spec 8: 'Remove failed'
        else add.trigger(ref).catch(() => setWatchError('add')); // spec 8: 'Failed to update watchlist'
      },
    },
    onLogin: login,
    onSearch: openSearch,
    timeZone: browserTimeZone(),
  };
}

/** What the trade panel trades: the listing, its live price and whether its session is open. */
export const tradeInstrumentOf = (
  q: Pick<StockDetail, 'symbol' | 'market' | 'currency' | 'price' | 'market_open'>,
): TradeInstrument => ({
  symbol: q.symbol,
  exchange: q.market,
  currency: q.currency,
  price: q.price,
  marketOpen: q.market_open,
});

/** /quote without a symbol asks for one and offers the symbol search. */
export function QuoteNoSymbol() {
  const t = useT('web');
  const { openSearch } = useLayout();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 font-display text-2xl font-semibold">{t('titles.quote')}</h1>
      <EmptyState
        title={t('quoteEmpty.title')}
        description={t('quoteEmpty.description')}
        action={<Button onPress={openSearch}>{t('quoteEmpty.search')}</Button>}
      />
    </div>
  );
}
