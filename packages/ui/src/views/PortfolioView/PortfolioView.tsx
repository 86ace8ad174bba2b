import type { Portfolio, TradePosition } from '@invest/domain';
import type { Ref } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { buttonVariants } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Figure } from '../../primitives/Figure';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';
import { PageHeader } from '../../patterns/PageHeader';
import { SectionHeader } from '../../patterns/SectionHeader';
import type { LoadStatus } from '../money/parts';
import { ProductHoldings, type ProductHoldingsProps } from '../ProductsView/ProductHoldings';
import { PositionsTable } from './PositionsTable';
import { Allocation, type AllocationSlice } from './Allocation';
import { PerformanceChart, type PerformanceChartProps } from './PerformanceChart';

/**
 * The portfolio's figures in the client's currency (GET /stat/app/v1/portfolio): value (cash and
 * positions at the live price), invested (the cost basis), unrealised P&L and its percent, and,
 * when the server sends them, realised P&L and today's change.
 */
export type PortfolioFigures = Pick<
  Portfolio,
  | 'currency'
  | 'total_value'
  | 'invested_value'
  | 'cash_value'
  | 'pnl'
  | 'pnl_percent'
  | 'realised_pnl'
  | 'day_change'
>;

export interface PortfolioViewProps {
  /** The figures and positions are loading, failed or here. @default 'ready' */
  status?: LoadStatus;
  onRetry?: () => void;
  summary?: PortfolioFigures;
  positions?: readonly TradePosition[];
  /**
   * The allocation's slices in the summary's currency (each holding converted at the server's
   * rate, and cash); absent, no allocation is drawn (figures in several currencies are never
   * added up here).
   */
  allocation?: readonly AllocationSlice[];
  /** Where a position's Sell leads (the quote page with the panel on sell). */
  sellHref?: (position: TradePosition) => string;
  /** Where a position's symbol leads (its quote page). */
  quoteHref?: (position: TradePosition) => string;
  /** Where 'Explore the market' leads (no holdings yet). */
  marketHref?: string;
  /** Where the header's 'Orders' leads (the trades and transactions list). */
  ordersHref?: string;
  /** The performance chart (value over time, TWR against the index); absent, none is drawn. */
  performance?: PerformanceChartProps;
  /** The client's products (funds, quant, savings, earn) beside the stocks; absent, none. */
  products?: ProductHoldingsProps;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * spec 2 Portfolio: the summary (value, invested, P&L, realised, today), the performance chart
 * when given, the allocation over the holdings and cash, and the positions (symbol, quantity, average cost, price, value, P&L and %)
 * with a Sell action per row. Gains and losses carry a sign and an arrow, never colour alone.
 */
export function PortfolioView({
  status = 'ready',
  onRetry,
  summary,
  positions = [],
  allocation,
  sellHref,
  quoteHref,
  marketHref,
  ordersHref,
  performance,
  products,
  className,
  ref,
}: PortfolioViewProps) {
  const t = useT('trade');
  const tp = useT('products');
  return (
    <div ref={ref} data-slot="portfolio-view" className={cn('flex flex-col gap-6', className)}>
      <PageHeader
        title={t('portfolio.title')}
        subtitle={t('portfolio.subtitle')}
        actions={
          ordersHref && (
            <AriaLink href={ordersHref} className={buttonVariants({ variant: 'secondary' })}>
              {t('portfolio.orders')}
            </AriaLink>
          )
        }
      />
      {status === 'loading' ? (
        <div className="flex flex-col gap-6" aria-busy="true">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Skeleton shape="figure" figureSize="lg" lines={1} />
            <Skeleton shape="figure" />
            <Skeleton shape="figure" />
          </div>
          <Skeleton shape="table" lines={4} />
        </div>
      ) : status === 'error' ? (
        <ErrorState description={t('portfolio.loadFailed')} onRetry={onRetry} />
      ) : (
        <>
          {summary && <Summary summary={summary} />}
          {performance && <PerformanceChart {...performance} />}
          {positions.length === 0 ? (
            <EmptyState
              data-state="empty"
              title={t('portfolio.emptyTitle')}
              description={t('portfolio.emptyBody')}
              action={
                marketHref && (
                  <AriaLink href={marketHref} className={buttonVariants({ variant: 'primary' })}>
                    {t('portfolio.explore')}
                  </AriaLink>
                )
              }
            />
          ) : (
            <>
              {summary && allocation && allocation.length > 0 && (
                <Allocation slices={allocation} currency={summary.currency} />
              )}
              <section aria-labelledby="portfolio-positions" className="flex flex-col gap-3">
                <SectionHeader id="portfolio-positions" title={t('portfolio.positions')} />
                <PositionsTable positions={positions} sellHref={sellHref} quoteHref={quoteHref} />
              </section>
            </>
          )}
          {products && (
            <section aria-labelledby="portfolio-products" className="flex flex-col gap-3">
              <SectionHeader id="portfolio-products" title={tp('discover.products')} />
              <ProductHoldings {...products} />
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** The lead figures; P&L with its sign, arrow and percent. */
function Summary({ summary }: { summary: PortfolioFigures }) {
  const t = useT('trade');
  const { currency } = summary;
  return (
    <section
      aria-label={t('portfolio.summary')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Figure
        size="lg"
        label={t('portfolio.value')}
        value={<Amount value={summary.total_value} currency={currency} />}
        delta={
          summary.day_change === null ? (
            // a holding's change of the day is not known: "—" and why, never a zero
            <span className="flex flex-col gap-0.5 text-sm" data-slot="day-change-unknown">
              <span className="flex items-center gap-1">
                <span className="text-fg-muted">{t('portfolio.dayChange')}</span>
                <span>{t('portfolio.dayChangeNone')}</span>
              </span>
              <span className="text-xs text-fg-muted">{t('portfolio.dayChangeUnknown')}</span>
            </span>
          ) : (
            summary.day_change !== undefined && (
              <span className="flex items-center gap-1 text-sm">
                <span className="text-fg-muted">{t('portfolio.dayChange')}</span>
                <PriceChange value={summary.day_change} currency={currency} />
              </span>
            )
          )
        }
      />
      <Figure
        label={t('portfolio.pnl')}
        value={
          <PriceChange value={summary.pnl} percent={summary.pnl_percent} currency={currency} />
        }
        hint={
          summary.realised_pnl !== undefined && (
            <span className="flex items-center gap-1">
              <span>{t('portfolio.realised')}</span>
              <PriceChange value={summary.realised_pnl} currency={currency} />
            </span>
          )
        }
      />
      <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">{t('portfolio.invested')}</dt>
        <dd className="text-end">
          <Amount value={summary.invested_value} currency={currency} />
        </dd>
        <dt className="text-fg-muted">{t('portfolio.cash')}</dt>
        <dd className="text-end">
          <Amount value={summary.cash_value} currency={currency} />
        </dd>
      </dl>
    </section>
  );
}
