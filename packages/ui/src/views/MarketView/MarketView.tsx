import type { StockIndex, StockMarket, StockQuote, StockSector } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Figure, FigureGrid } from '../../primitives/Figure';
import { Percent } from '../../primitives/Percent';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';
import { PageHeader } from '../../patterns/PageHeader';
import { WatchlistRows } from './WatchlistRows';
import { QuoteList } from './QuoteList';
import { Section } from './MarketSection';

/** A listing's quote as the market page shows it (decimal strings; the wire's names). */
export type MarketQuote = Pick<
  StockQuote,
  'symbol' | 'market' | 'name' | 'currency' | 'price' | 'change' | 'change_percent'
>;

/** An index level and its change (points, not money). */
export type MarketIndex = Pick<StockIndex, 'id' | 'name' | 'level' | 'change' | 'change_percent'>;

export type MarketSector = StockSector;

/** A market's snapshot (GET /stock-api/market). */
export type MarketSnapshotData = Pick<
  StockMarket,
  'market_open' | 'advances' | 'declines' | 'unchanged'
> & {
  indices: readonly MarketIndex[];
  sectors: readonly MarketSector[];
  gainers: readonly MarketQuote[];
  losers: readonly MarketQuote[];
};

export interface MarketViewProps {
  /** The market in the subtitle: its code (`PL`, named in the reader's language) or a name. */
  marketName?: string;
  /**
   * The picker of the market the page shows, chosen by the client (not by the language): a
   * `MarketPicker`, or a `DeferredMarketPicker` where a first visit should not load its select.
   */
  picker?: ReactNode;
  /** Whether the snapshot is loading, failed or here. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  snapshot?: MarketSnapshotData;
  /** Load the snapshot again after an error. */
  onRetry?: () => void;
  /** Open the symbol search: the next step of an empty market or watchlist. */
  onSearch?: () => void;
  /** Open a quote. */
  onOpenQuote?: (quote: MarketQuote) => void;
  /** A guest sees a log-in prompt in place of the watchlist. @default false */
  isGuest?: boolean;
  onLogin?: () => void;
  /** The client's watchlist with its latest (live) quotes; `undefined` while it loads. */
  watchlist?: readonly MarketQuote[];
  /** WCAG 2.2.2: live prices are paused. @default false */
  paused?: boolean;
  /** Pause or resume the live prices (the control shows when given). */
  onPausedChange?: (paused: boolean) => void;
  /**
   * Move a listing of the watchlist to `toIndex` (0-based). With it, each row
   * has "Move up" and "Move down" buttons.
   */
  onWatchlistMove?: (quote: MarketQuote, toIndex: number) => void;
  /** Remove a listing from the watchlist (a remove button on each row). */
  onWatchlistRemove?: (quote: MarketQuote) => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The market page. The market's indices, sector figures, top gainers and
 * losers, advances and declines, and the client's watchlist with live prices and a pause control
 * (WCAG 2.2.2); guests get a log-in prompt there. Loading skeletons, an error with retry, an
 * empty market with its next step, and a closed market (prices at the last close).
 */
export function MarketView({
  marketName,
  picker,
  status = 'ready',
  snapshot,
  onRetry,
  onSearch,
  onOpenQuote,
  isGuest = false,
  onLogin,
  watchlist,
  paused = false,
  onPausedChange,
  onWatchlistMove,
  onWatchlistRemove,
  className,
  ref,
}: MarketViewProps) {
  const t = useT('market');
  const locale = useLocale();
  const count = (n: number) => formatNumber(String(n), locale);

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      // the ready layout's sections with placeholders of their content's size, so that nothing
      // below (the watchlist) moves when the snapshot arrives (Lighthouse counted 0.24 CLS)
      <div data-slot="skeleton" role="status" className="flex flex-col gap-4">
        <span className="sr-only">{t('loading')}</span>
        <div aria-hidden="true" className="flex flex-col gap-4">
          <Section title={t('indices')} slot="indices-loading">
            <div className="grid gap-4 sm:grid-cols-2">
              <Skeleton shape="figure" lines={1} />
              <Skeleton shape="figure" lines={1} />
            </div>
          </Section>
          <div className="grid gap-4 md:grid-cols-2">
            <Section title={t('gainers')} slot="gainers-loading">
              <Skeleton shape="table" lines={5} />
            </Section>
            <Section title={t('losers')} slot="losers-loading">
              <Skeleton shape="table" lines={5} />
            </Section>
          </div>
          <Section title={t('breadth')} slot="breadth-loading">
            <Skeleton shape="figure" lines={0} />
          </Section>
          <Section title={t('sectors')} slot="sectors-loading">
            <Skeleton shape="table" lines={6} />
          </Section>
        </div>
      </div>
    );
  } else if (status === 'error' || !snapshot) {
    body = <ErrorState title={t('loadFailed')} onRetry={onRetry} />;
  } else if (snapshot.indices.length === 0 && snapshot.sectors.length === 0) {
    body = (
      <EmptyState
        title={t('empty')}
        description={t('emptyHint')}
        action={onSearch && <Button onPress={onSearch}>{t('search')}</Button>}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {!snapshot.market_open && (
          <p
            data-slot="market-closed"
            className="rounded-md border border-border bg-surface-sunken px-3 py-2 text-sm text-fg"
          >
            {t('closed')}
          </p>
        )}
        <Section title={t('indices')} slot="indices">
          <FigureGrid>
            {snapshot.indices.map((i) => (
              <Figure
                key={i.id}
                label={t(`index.${i.id}`, { defaultValue: i.name })}
                value={formatNumber(i.level, locale)}
                delta={<PriceChange value={i.change} percent={i.change_percent} />}
              />
            ))}
          </FigureGrid>
        </Section>
        <div className="grid gap-4 md:grid-cols-2">
          <Section title={t('gainers')} slot="gainers">
            {snapshot.gainers.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('noMovers')}</p>
            ) : (
              <QuoteList quotes={snapshot.gainers} label={t('gainers')} onOpenQuote={onOpenQuote} />
            )}
          </Section>
          <Section title={t('losers')} slot="losers">
            {snapshot.losers.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('noMovers')}</p>
            ) : (
              <QuoteList quotes={snapshot.losers} label={t('losers')} onOpenQuote={onOpenQuote} />
            )}
          </Section>
        </div>
        <Section title={t('breadth')} slot="breadth">
          <dl className="grid grid-cols-3 gap-4">
            {(['advances', 'declines', 'unchanged'] as const).map((k) => (
              <div key={k} className="flex flex-col">
                <dt className="text-sm text-fg-muted">{t(k)}</dt>
                <dd className="text-lg font-semibold text-fg">{count(snapshot[k])}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title={t('sectors')} slot="sectors">
          <ul className="grid gap-2 sm:grid-cols-2">
            {snapshot.sectors.map((s) => (
              <li
                key={s.sector}
                className="flex items-center justify-between gap-2 rounded-md bg-surface-sunken px-3 py-2 text-sm"
              >
                <span className="text-fg">{t(`sector.${s.sector}`)}</span>
                <Percent value={s.change_percent} signed />
              </li>
            ))}
          </ul>
        </Section>
      </div>
    );
  }

  let watch: ReactNode;
  if (isGuest) {
    watch = (
      <EmptyState
        title={t('watchlistGuest')}
        description={t('watchlistGuestHint')}
        action={onLogin && <Button onPress={onLogin}>{t('login')}</Button>}
      />
    );
  } else if (watchlist === undefined) {
    watch = <Skeleton lines={3} />;
  } else if (watchlist.length === 0) {
    watch = (
      <EmptyState
        title={t('watchlistEmpty')}
        description={t('watchlistEmptyHint')}
        action={
          onSearch && (
            <Button variant="secondary" onPress={onSearch}>
              {t('search')}
            </Button>
          )
        }
      />
    );
  } else {
    watch = (
      <WatchlistRows
        quotes={watchlist}
        label={t('watchlist')}
        onOpenQuote={onOpenQuote}
        onMove={onWatchlistMove}
        onRemove={onWatchlistRemove}
      />
    );
  }
  const pauseControl = !isGuest && watchlist && watchlist.length > 0 && onPausedChange && (
    <div className="flex items-center gap-2">
      <span className="text-xs text-fg-muted" data-slot="live-state">
        {paused ? t('paused') : t('live')}
      </span>
      <Button size="sm" variant="secondary" onPress={() => onPausedChange(!paused)}>
        {paused ? t('resume') : t('pause')}
      </Button>
    </div>
  );

  return (
    <div ref={ref} data-slot="market" className={cn('flex flex-col gap-6', className)}>
      <PageHeader
        title={t('title')}
        subtitle={
          marketName
            ? t('subtitle', { market: t(`names.${marketName}`, { defaultValue: marketName }) })
            : undefined
        }
        actions={picker}
      />
      {body}
      <Section title={t('watchlist')} action={pauseControl} slot="watchlist">
        {watch}
      </Section>
    </div>
  );
}
