// The dashboard's market section (spec 2 Home: market summary and indices), with the picker of
// the market it follows.
import type { StockMarket } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { figureDigits } from '../../lib/figures';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/ErrorState';
import { Figure, FigureGrid } from '../../primitives/Figure';
import { Link } from '../../primitives/Link';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';
import type { MarketIndex } from '../MarketView';
import { sectionEmpty, type SectionStateProps } from './sectionState';

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
  /**
   * The picker of the market the section follows, chosen by the client (not by the language): a
   * `MarketPicker`, or a `DeferredMarketPicker` where a first visit should not load its select.
   */
  picker?: ReactNode;
}

/**
 * spec 2 Home: market summary and indices: index levels with their change, and the breadth, of
 * the market the client picked (the picker stays while the figures load or fail).
 */
export function DashboardMarketSummary({ picker, ...props }: DashboardMarketSummaryProps) {
  if (!picker) return <MarketSummary {...props} />;
  return (
    <div className="flex flex-col gap-4">
      {picker}
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
