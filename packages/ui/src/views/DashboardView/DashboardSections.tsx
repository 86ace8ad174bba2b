// The contents of the dashboard's market sections (spec 2 Home: market summary,
// market indices, breaking news; with the watchlist and the movers). Each one has a loading
// skeleton of its final shape, an empty state with its next step and an error with retry; money
// and changes go through Amount and PriceChange (sign and arrow, never colour alone).
import type { StockMarket } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { MarketPicker, type MarketPickerProps } from '../../patterns/MarketPicker';
import { figureDigits } from '../../lib/figures';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Figure, FigureGrid } from '../../primitives/Figure';
import { Link } from '../../primitives/Link';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';
import type { MarketIndex, MarketQuote } from '../MarketView';
import { NewsList, NewsRowsSkeleton, type NewsListItem } from '../NewsView/newsParts';
import { QuoteRows, QuoteRowsSkeleton } from './QuoteRows';

/** Whether a section's data is loading, failed or here. */
export type DashboardSectionStatus = 'loading' | 'error' | 'ready';

interface SectionStateProps {
  /** @default 'ready' */
  status?: DashboardSectionStatus;
  /** Load the section again after an error. */
  onRetry?: () => void;
  /** A retry is running. @default false */
  isRetrying?: boolean;
}

const sectionEmpty = (title: string, description: string, action?: ReactNode) => (
  <EmptyState className="py-4" title={title} description={description} action={action} />
);

/** Stocks up, down and unchanged today (`advances`, `declines`, `unchanged`). */
export interface DashboardMarketSummaryProps
  extends SectionStateProps, Partial<Pick<StockMarket, 'advances' | 'declines' | 'unchanged'>> {
  /** The market's indices: level (points) and change. */
  indices?: readonly MarketIndex[];
  /** Whether the market is in session; closed shows a note (prices at the last close). */
  marketOpen?: boolean;
  /** The address of the market page ("See the whole market"). */
  marketHref?: string;
  /** Open the symbol search: the next step of an empty market. */
  onSearch?: () => void;
  /** The market the section follows, chosen by the client (not by the language). */
  picker?: MarketPickerProps;
}

/**
 * spec 2 Home: market summary and indices: index levels with their change, and the breadth, of
 * the market the client picked (the picker stays while the figures load or fail).
 */
export function DashboardMarketSummary({ picker, ...props }: DashboardMarketSummaryProps) {
  if (!picker) return <MarketSummary {...props} />;
  return (
    <div className="flex flex-col gap-4">
      <MarketPicker {...picker} />
      <MarketSummary {...props} />
    </div>
  );
}

function MarketSummary({
  status = 'ready',
  indices,
  advances = 0,
  declines = 0,
  unchanged = 0,
  marketOpen = true,
  marketHref,
  onSearch,
  onRetry,
  isRetrying,
}: Omit<DashboardMarketSummaryProps, 'picker'>) {
  const t = useT('pages');
  const tm = useT('market');
  const locale = useLocale();
  const count = (n: number) => formatNumber(String(n), locale);
  if (status === 'loading')
    return (
      <div data-slot="skeleton" className="flex flex-col gap-4">
        <Skeleton shape="figure" lines={1} />
        <div aria-hidden="true" className="flex flex-col gap-4">
          <Skeleton shape="figure" lines={1} />
          <Skeleton lines={1} width="60%" />
        </div>
      </div>
    );
  if (status === 'error' || !indices)
    return <ErrorState title={tm('loadFailed')} onRetry={onRetry} isRetrying={isRetrying} />;
  if (indices.length === 0)
    return sectionEmpty(
      t('dashboard.empty.market.title'),
      t('dashboard.empty.market.description'),
      onSearch && (
        <Button variant="secondary" onPress={onSearch}>
          {t('dashboard.actions.search')}
        </Button>
      ),
    );
  return (
    <div data-slot="market-summary" className="flex flex-col gap-4">
      {!marketOpen && <p className="text-sm text-fg-muted">{tm('closed')}</p>}
      <FigureGrid>
        {indices.map((i) => (
          <Figure
            key={i.id}
            label={tm(`index.${i.id}`, { defaultValue: i.name })}
            value={formatNumber(i.level, locale)}
            delta={<PriceChange value={i.change} percent={i.change_percent} />}
          />
        ))}
      </FigureGrid>
      <dl aria-label={tm('breadth')} className="grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['advances', advances],
            ['declines', declines],
            ['unchanged', unchanged],
          ] as const
        ).map(([k, n]) => (
          <div key={k} className="flex flex-col">
            <dt className="text-fg-muted">{tm(k)}</dt>
            <dd className={cn('font-semibold text-fg', figureDigits)}>{count(n)}</dd>
          </div>
        ))}
      </dl>
      {marketHref && (
        <Link href={marketHref} variant="standalone" className="w-fit text-sm">
          {t('dashboard.openMarket')}
        </Link>
      )}
    </div>
  );
}

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
