// The contents of the dashboard's news, watchlist and movers sections (spec 2 Home: breaking
// news; the market summary is DashboardMarketSummary). Each one has a loading
// skeleton of its final shape, an empty state with its next step and an error with retry; money
// and changes go through Amount and PriceChange (sign and arrow, never colour alone).
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import type { MarketQuote } from '../MarketView';
import { NewsList, NewsRowsSkeleton, type NewsListItem } from '../NewsView/newsParts';
import { QuoteRows, QuoteRowsSkeleton } from './QuoteRows';
import { sectionEmpty, type SectionStateProps } from './sectionState';

export type { DashboardSectionStatus } from './sectionState';

export interface DashboardNewsProps extends SectionStateProps {
  /** The latest items, newest first (the section shows up to five). */
  items?: readonly NewsListItem[];
  /** The current instant for "5 minutes ago". */
  now?: number;
  /** The user's IANA time zone. @default 'UTC' */
  timeZone?: string;
  newsHref: (id: string) => string;
  quoteHref?: (symbol: string, market?: string) => string;
  /** The address of the news list ("All news"). */
  listHref?: string;
}

/** spec 2 Home: breaking news, the latest headlines linking to their detail. */
export function DashboardNews({
  status = 'ready',
  items,
  now,
  timeZone = 'UTC',
  newsHref,
  quoteHref,
  listHref,
  onRetry,
  isRetrying,
}: DashboardNewsProps) {
  const t = useT('pages');
  const tn = useT('news');
  if (status === 'loading') return <NewsRowsSkeleton rows={3} compact />;
  if (status === 'error' || !items)
    return <ErrorState title={tn('loadFailed')} onRetry={onRetry} isRetrying={isRetrying} />;
  const all = listHref && (
    <Link href={listHref} variant="standalone" className="w-fit text-sm">
      {tn('allNews')}
    </Link>
  );
  if (items.length === 0)
    return sectionEmpty(
      t('dashboard.empty.news.title'),
      t('dashboard.empty.news.description'),
      all,
    );
  return (
    <div className="flex flex-col gap-2">
      <NewsList
        items={items.slice(0, 5)}
        now={now}
        timeZone={timeZone}
        newsHref={newsHref}
        quoteHref={quoteHref}
        label={tn('breaking')}
        compact
      />
      {all}
    </div>
  );
}

export interface DashboardWatchlistProps extends SectionStateProps {
  /** The client's watchlist with its latest quotes. */
  quotes?: readonly MarketQuote[];
  quoteHref: (symbol: string, market?: string) => string;
  /** Open the symbol search: the next step of an empty watchlist. */
  onSearch?: () => void;
  /** A guest sees a log-in prompt. @default false */
  isGuest?: boolean;
  onLogin?: () => void;
}

/** The client's watchlist with prices; guests are asked to log in. */
export function DashboardWatchlist({
  status = 'ready',
  quotes,
  quoteHref,
  onSearch,
  isGuest = false,
  onLogin,
  onRetry,
  isRetrying,
}: DashboardWatchlistProps) {
  const t = useT('pages');
  const tm = useT('market');
  if (isGuest)
    return sectionEmpty(
      tm('watchlistGuest'),
      tm('watchlistGuestHint'),
      onLogin && (
        <Button variant="secondary" onPress={onLogin}>
          {tm('login')}
        </Button>
      ),
    );
  if (status === 'loading') return <QuoteRowsSkeleton />;
  if (status === 'error' || !quotes)
    return (
      <ErrorState
        title={t('dashboard.watchlistFailed')}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  if (quotes.length === 0)
    return sectionEmpty(
      t('dashboard.empty.watchlist.title'),
      t('dashboard.empty.watchlist.description'),
      onSearch && (
        <Button variant="secondary" onPress={onSearch}>
          {t('dashboard.actions.search')}
        </Button>
      ),
    );
  return (
    <QuoteRows quotes={quotes} label={t('dashboard.sections.watchlist')} quoteHref={quoteHref} />
  );
}

export interface DashboardMoversProps extends SectionStateProps {
  /** The day's top gainers (the section shows three). */
  gainers?: readonly MarketQuote[];
  /** The day's top losers (the section shows three). */
  losers?: readonly MarketQuote[];
  quoteHref: (symbol: string, market?: string) => string;
  /** Open the symbol search: the next step when nothing moved. */
  onSearch?: () => void;
}

/** The day's top gainers and losers. */
export function DashboardMovers({
  status = 'ready',
  gainers,
  losers,
  quoteHref,
  onSearch,
  onRetry,
  isRetrying,
}: DashboardMoversProps) {
  const t = useT('pages');
  const tm = useT('market');
  if (status === 'loading') return <QuoteRowsSkeleton rows={6} />;
  if (status === 'error' || !gainers || !losers)
    return <ErrorState title={tm('loadFailed')} onRetry={onRetry} isRetrying={isRetrying} />;
  if (gainers.length === 0 && losers.length === 0)
    return sectionEmpty(
      t('dashboard.empty.movers.title'),
      t('dashboard.empty.movers.description'),
      onSearch && (
        <Button variant="secondary" onPress={onSearch}>
          {t('dashboard.actions.search')}
        </Button>
      ),
    );
  const part = (title: string, quotes: readonly MarketQuote[]) => (
    <div className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-fg-muted">{title}</h3>
      {quotes.length === 0 ? (
        <p className="text-sm text-fg-muted">{tm('noMovers')}</p>
      ) : (
        <QuoteRows quotes={quotes.slice(0, 3)} label={title} quoteHref={quoteHref} />
      )}
    </div>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
      {part(tm('gainers'), gainers)}
      {part(tm('losers'), losers)}
    </div>
  );
}
