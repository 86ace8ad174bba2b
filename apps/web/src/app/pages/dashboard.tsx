// spec 2 Home: the greeting by time of day (the browser's time zone) with the display name, and
// the portfolio value, invested value and P&L from the server; guests get a log-in prompt.
// The market sections: the market summary and indices of the market the client picked (not the
// language's), breaking news of that market, the client's watchlist with prices (signed in) and
// the day's movers; the IPO card with the offerings open now.
import type { StockQuote } from '@invest/api/contract';
import {
  quoteStreamKey,
  useClientInfo,
  useNewsList,
  usePortfolio,
  useSessionSnapshot,
  useStockMarket,
  useStockQuotesByCountry,
  useWatchlist,
} from '@invest/api/hooks';
import {
  DashboardMarketSummary,
  DashboardMovers,
  DashboardNews,
  DashboardWatchlist,
  type DashboardViewProps,
} from '@invest/ui/DashboardView';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLayout } from '../context';
import { useFeatureAccess } from '../featureAccess';
import { hrefs, paths } from '../../paths';
import { browserTimeZone } from '@invest/i18n';
import { useAvailableCash } from '../availableCash';
import { useMarketChoice } from '../marketChoice';
import { marketPicker } from '../marketPicker';
import { DashboardOfferings } from '@invest/ui/OfferingsView';
import { useDashboardOfferings } from './offerings';
import { DashboardProducts } from '@invest/ui/ProductsView';
import { useDashboardProducts } from './products';

const status = (r: { data?: unknown; error?: unknown }) =>
  r.data !== undefined ? 'ready' : r.error ? 'error' : 'loading';
const quoteHref = (symbol: string, ex?: string) => hrefs.quote(symbol, ex ?? '');

export function useDashboardView(): DashboardViewProps {
  const navigate = useNavigate();
  const location = useLocation();
  const { openSearch } = useLayout();
  const snapshot = useSessionSnapshot();
  const signedIn = snapshot?.auth.status === 'authenticated';
  const info = useClientInfo({ enabled: signedIn });
  const portfolio = usePortfolio({ enabled: signedIn });
  const cash = useAvailableCash(signedIn);
  // spec 6 element visibility: the deposit next steps only for a client who may deposit
  const deposit = useFeatureAccess('deposit');
  // the greeting's instant: when the page opened
  const [now] = useState(() => Date.now());
  const data = portfolio.data;
  const timeZone = browserTimeZone();
  const { market: country, picker } = useMarketChoice();

  const market = useStockMarket(country);
  const news = useNewsList({ limit: 5, country });
  const watchlist = useWatchlist({ enabled: signedIn });
  const refs = useMemo(
    () =>
      (watchlist.data ?? []).map((i) => ({
        country: i.country,
        symbol: i.symbol,
        market: i.market,
      })),
    [watchlist.data],
  );
  // one batch per country on the list (spec 7 `POST /stock?country=`), not only the locale's
  const prices = useStockQuotesByCountry(refs, { enabled: signedIn });
  const watched = useMemo(() => {
    if (!watchlist.data) return undefined;
    if (watchlist.data.length > 0 && !prices.data) return undefined;
    const byKey = new Map<string, StockQuote>();
    for (const q of prices.data ?? []) byKey.set(quoteStreamKey(q.market, q.symbol), q);
    return watchlist.data.flatMap((i) => byKey.get(quoteStreamKey(i.market, i.symbol)) ?? []);
  }, [watchlist.data, prices.data]);
  const login = () => void navigate(hrefs.login(location.pathname + location.search));
  const offerings = useDashboardOfferings(signedIn, login);
  const products = useDashboardProducts(signedIn, login);

  return {
    user: signedIn ? (info.data ?? snapshot.auth.user) : null,
    isGuest: !signedIn,
    cash: signedIn ? cash : undefined,
    now,
    timeZone,
    status: data ? 'ready' : portfolio.error ? 'error' : 'loading',
    portfolio: data && {
      value: data.total_value,
      invested: data.invested_value,
      pnl: data.pnl,
      pnlPercent: data.pnl_percent,
      // today's change leads as on /portfolio; unknown (null: a holding's change of the day
      // cannot be converted) leaves the lead on the total return, never a zero
      dayChange: data.day_change ?? undefined,
      currency: data.currency,
    },
    onRetry: () => void portfolio.mutate(),
    isRetrying: portfolio.isValidating,
    onLogin: login,
    // the empty states' next steps
    depositHref: deposit.allowed ? paths.deposit : undefined,
    onSearch: openSearch,
    sections: {
      market: (
        <DashboardMarketSummary
          status={status(market)}
          indices={market.data?.indices}
          advances={market.data?.advances}
          declines={market.data?.declines}
          unchanged={market.data?.unchanged}
          marketOpen={market.data?.market_open}
          marketHref={paths.market}
          picker={marketPicker(picker)}
          onSearch={openSearch}
          onRetry={() => void market.mutate()}
          isRetrying={market.isValidating}
        />
      ),
      news: (
        <DashboardNews
          status={status(news)}
          items={news.data}
          now={now}
          timeZone={timeZone}
          newsHref={hrefs.newsDetail}
          quoteHref={quoteHref}
          listHref={paths.news}
          onRetry={() => void news.mutate()}
          isRetrying={news.isValidating}
        />
      ),
      watchlist: (
        <DashboardWatchlist
          isGuest={!signedIn}
          onLogin={login}
          status={watchlist.error || prices.error ? 'error' : watched ? 'ready' : 'loading'}
          quotes={watched}
          quoteHref={quoteHref}
          onSearch={openSearch}
          onRetry={() => void Promise.all([watchlist.mutate(), prices.mutate()])}
          isRetrying={watchlist.isValidating || prices.isValidating}
        />
      ),
      movers: (
        <DashboardMovers
          status={status(market)}
          gainers={market.data?.gainers}
          losers={market.data?.losers}
          quoteHref={quoteHref}
          onSearch={openSearch}
          onRetry={() => void market.mutate()}
          isRetrying={market.isValidating}
        />
      ),
      ipos: <DashboardOfferings {...offerings} />,
      recommendations: <DashboardProducts {...products.recommendations} />,
      exclusive: <DashboardProducts {...products.exclusive} />,
    },
  };
}
