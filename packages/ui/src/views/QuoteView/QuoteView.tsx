import type { GuestQuotaKind, NewsItem, StockCompany, StockQuote } from '@invest/domain';
import { type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
// the notice alone: the prompt's modal variant would bring the dialog's code to /quote
import { GuestLimitNotice } from '../../patterns/GuestLimitPrompt/GuestLimitNotice';
import { PriceChart, type PriceChartProps } from '../../patterns/PriceChart';
import { Section } from './Section';
import { CompanyPart } from './CompanyPart';
import { NewsPart } from './NewsPart';
import { QuoteHeader } from './QuoteHeader';
import { StatsPart } from './StatsPart';

/** The quote the header shows (GET stock_detail, moved by the stream); decimal strings. */
export type QuoteDetail = Pick<
  StockQuote,
  | 'symbol'
  | 'market'
  | 'name'
  | 'currency'
  | 'price'
  | 'change'
  | 'change_percent'
  | 'open'
  | 'high'
  | 'low'
  | 'previous_close'
  | 'volume'
  | 'market_open'
  | 'as_of'
>;

/** The company profile (GET company). */
export type QuoteCompany = Pick<
  StockCompany,
  | 'symbol'
  | 'market'
  | 'sector'
  | 'industry'
  | 'description'
  | 'listing_date'
  | 'shares_outstanding'
  | 'market_cap'
  | 'currency'
>;

export type QuoteNewsItem = Pick<NewsItem, 'id' | 'headline' | 'published_at' | 'key' | 'params'>;

/** A part of the page that loads on its own. */
export type QuotePart<T> =
  | { status: 'loading' }
  | { status: 'error'; onRetry?: () => void }
  | { status: 'guestLimit'; quota: GuestQuotaKind }
  | { status: 'ready'; data: T };

export interface QuoteChartState extends Pick<
  PriceChartProps,
  'candles' | 'interval' | 'range' | 'onIntervalChange' | 'onRangeChange' | 'onRetry'
> {
  status: 'loading' | 'error' | 'ready';
}

export interface QuoteViewProps {
  /** The symbol asked for (shown while loading and when not found). */
  symbol: string;
  /**
   * The quote's state. `notFound`: no such listing; `error`: see `error`; `guestLimit`: the
   * guest's daily view_quote quota is spent (spec 6).
   * @default 'ready'
   */
  status?: 'loading' | 'ready' | 'notFound' | 'error' | 'guestLimit';
  /** spec 8's message of the failure: 'Cannot get stock data', 'Unable to fetch price', 'Timeout'. */
  error?: 'data' | 'price' | 'timeout';
  onRetry?: () => void;
  quote?: QuoteDetail;
  chart?: QuoteChartState;
  company?: QuotePart<QuoteCompany>;
  news?: QuotePart<readonly QuoteNewsItem[]>;
  /** Where a news item opens (the app's `/news/{id}`). */
  newsHref: (id: string) => string;
  /** WCAG 2.2.2: live prices are paused (the control shows when `onPausedChange` is given). */
  paused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  /** The add/remove watchlist toggle (hidden when absent). */
  watchlist?: {
    inList: boolean;
    isPending?: boolean;
    /** spec 8: 'Failed to update watchlist' after an add, 'Remove failed' after a remove. */
    error?: 'add' | 'remove';
    onToggle: () => void;
  };
  /** Log in (the guest-limit prompt's action). */
  onLogin?: () => void;
  /** Open the symbol search (the not-found state's next step). */
  onSearch?: () => void;
  /** The trade panel (the trading issue fills it); nothing renders without it. */
  tradePanel?: ReactNode;
  /** Time zone of the times shown. @default 'UTC' */
  timeZone?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The quote page (spec 2 /quote). The price header (name, symbol, market, price with change
 * by sign and arrow, open/closed badge, last update), the price chart, today's figures, the
 * company profile, the stock's news, the watchlist toggle and a slot for the trade panel. States:
 * loading, spec 8's errors, not found, market closed, live and paused, the guest limit.
 */
export function QuoteView({
  symbol,
  status = 'ready',
  error = 'data',
  onRetry,
  quote,
  chart,
  company,
  news,
  newsHref,
  paused = false,
  onPausedChange,
  watchlist,
  onLogin,
  onSearch,
  tradePanel,
  timeZone = 'UTC',
  className,
  ref,
}: QuoteViewProps) {
  const t = useT('quote');
  const locale = useLocale();

  if (status === 'loading' || (status === 'ready' && !quote)) {
    return (
      <div ref={ref} data-slot="quote" className={cn('flex flex-col gap-6', className)}>
        <div role="status" data-slot="skeleton" className="flex flex-col gap-6">
          <span className="sr-only">{t('loading')}</span>
          {/* no layout shift when it loads (CLS ≤ 0.02): shaped like the loaded quote (its
              header; chart and company beside figures and news), so what follows, the footer,
              does not move when the quote arrives */}
          <div aria-hidden="true" className="contents">
            <Skeleton shape="figure" lines={2} figureSize="lg" />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
              <div className="flex min-w-0 flex-col gap-6">
                <Skeleton shape="rect" width="100%" height={320} />
                <Skeleton lines={4} />
              </div>
              <div className="flex min-w-0 flex-col gap-6">
                <Skeleton lines={5} />
                <Skeleton lines={3} />
              </div>
            </div>
          </div>
        </div>
      </div>
    );
  }

  if (status !== 'ready' || !quote) {
    let body: ReactNode;
    if (status === 'notFound') {
      body = (
        <EmptyState
          title={t('notFound.title')}
          description={t('notFound.description', { symbol })}
          action={onSearch && <Button onPress={onSearch}>{t('notFound.search')}</Button>}
        />
      );
    } else if (status === 'guestLimit') {
      body = <GuestLimitNotice quota="view_quote" onLogin={() => onLogin?.()} />;
    } else {
      body = (
        <ErrorState title={t(`error.${error}`)} description={t('error.hint')} onRetry={onRetry} />
      );
    }
    return (
      <div ref={ref} data-slot="quote" className={cn('flex flex-col gap-6', className)}>
        <h1 className="font-display text-2xl font-semibold text-fg">{symbol}</h1>
        {body}
      </div>
    );
  }

  return (
    <div ref={ref} data-slot="quote" className={cn('flex flex-col gap-6', className)}>
      <QuoteHeader
        quote={quote}
        watchlist={watchlist}
        paused={paused}
        onPausedChange={onPausedChange}
        timeZone={timeZone}
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Section title={t('chart.title')} slot="chart">
            {chart ? (
              <PriceChart
                symbol={quote.symbol}
                currency={quote.currency}
                status={chart.status}
                candles={chart.candles}
                interval={chart.interval}
                range={chart.range}
                onIntervalChange={chart.onIntervalChange}
                onRangeChange={chart.onRangeChange}
                onRetry={chart.onRetry}
                timeZone={timeZone}
              />
            ) : (
              <Skeleton shape="rect" width="100%" height={320} />
            )}
          </Section>
          <Section title={t('company.title')} slot="company">
            <CompanyPart part={company} locale={locale} onLogin={onLogin} />
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {tradePanel}
          <Section title={t('stats.title')} slot="stats">
            <StatsPart quote={quote} locale={locale} />
          </Section>
          <Section title={t('news.title')} slot="news">
            <NewsPart part={news} href={newsHref} locale={locale} timeZone={timeZone} />
          </Section>
        </div>
      </div>
    </div>
  );
}
