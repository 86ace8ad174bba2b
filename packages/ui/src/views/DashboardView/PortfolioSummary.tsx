import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Figure, FigureGrid } from '../../primitives/Figure';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';
import type { DashboardPortfolio, DashboardViewProps } from './DashboardView';
import { FirstDepositLink } from './SectionEmpty';

/**
 * The figures while they load: the lead figure and the two others as skeletons of the same
 * line boxes, so nothing below moves when the figures arrive (CLS). One status
 * message for the whole summary; the bars are hidden from assistive technology.
 */
function FiguresSkeleton() {
  return (
    <div data-slot="skeleton" className="flex flex-col gap-6">
      <Skeleton shape="figure" figureSize="lg" lines={2} />
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2">
        <Skeleton shape="figure" />
        <Skeleton shape="figure" />
      </div>
    </div>
  );
}

/**
 * spec 2, Home: the portfolio card's body: the value, invested value and P&L, their skeletons
 * while they load, an error with retry, or a log-in prompt for guests.
 */
export function PortfolioSummary({
  isGuest,
  status,
  portfolio,
  onRetry,
  isRetrying,
  onLogin,
  depositHref,
  unfunded,
}: Pick<DashboardViewProps, 'onRetry' | 'isRetrying' | 'onLogin' | 'depositHref'> & {
  isGuest: boolean;
  status: NonNullable<DashboardViewProps['status']>;
  portfolio?: DashboardPortfolio;
  /** The client is known to hold nothing: the first deposit is the next step. */
  unfunded: boolean;
}) {
  const t = useT('pages');
  let summary: ReactNode;
  if (isGuest) {
    summary = (
      <div data-slot="guest" className="flex flex-col items-start gap-3">
        <p className="font-semibold text-fg">{t('dashboard.guestTitle')}</p>
        <p className="text-sm text-fg-muted">{t('dashboard.guestBody')}</p>
        <Button onPress={() => onLogin?.()}>{t('dashboard.login')}</Button>
      </div>
    );
  } else if (status === 'loading') {
    summary = <FiguresSkeleton />;
  } else if (status === 'error' || !portfolio) {
    summary = (
      <ErrorState title={t('dashboard.loadFailed')} onRetry={onRetry} isRetrying={isRetrying} />
    );
  } else {
    const { currency } = portfolio;
    const hasDay = portfolio.dayChange !== undefined;
    // the lead: the value and today's change; without today's change, the total return
    const lead = (
      <Figure
        size="lg"
        label={t('dashboard.portfolioValue')}
        value={<Amount value={portfolio.value} currency={currency} />}
        delta={
          hasDay ? (
            <PriceChange
              value={portfolio.dayChange!}
              percent={portfolio.dayChangePercent}
              currency={currency}
            />
          ) : (
            <PriceChange value={portfolio.pnl} percent={portfolio.pnlPercent} currency={currency} />
          )
        }
        hint={hasDay ? t('dashboard.todayChange') : t('dashboard.totalReturn')}
      />
    );
    summary = (
      <div className="flex flex-col gap-6">
        {lead}
        <FigureGrid>
          <Figure
            label={t('dashboard.investedValue')}
            value={<Amount value={portfolio.invested} currency={currency} />}
          />
          <Figure
            label={t('dashboard.pnl')}
            value={
              <PriceChange
                value={portfolio.pnl}
                percent={portfolio.pnlPercent}
                currency={currency}
              />
            }
          />
        </FigureGrid>
        {unfunded && (
          <EmptyState
            className="items-start py-0 text-start"
            title={t('dashboard.startTitle')}
            description={t('dashboard.startBody')}
            action={depositHref && <FirstDepositLink href={depositHref} />}
          />
        )}
      </div>
    );
  }

  return summary;
}
