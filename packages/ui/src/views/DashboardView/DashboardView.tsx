import { displayName, greetingFor, type GreetingPeriod, type User } from '@invest/domain';
import { formatAmount } from '@invest/i18n';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { PriceChange } from '../../primitives/PriceChange';
import { skeletonVariants } from '../../primitives/Skeleton/Skeleton.variants';

/** The figures of the portfolio summary (spec 2, Home). Amounts are decimal strings. */
export interface DashboardPortfolio {
  /** Current value of everything held, e.g. `'125400.50'`. */
  value: string;
  /** The amount invested. */
  invested: string;
  /** Profit (positive) or loss (negative). */
  pnl: string;
  /** The profit or loss in percent units (`'2.5'` is 2.5 %). */
  pnlPercent?: string;
  /** ISO 4217 currency of the amounts. */
  currency: string;
}

/** The home sections besides the portfolio (spec 2, Home). */
export const dashboardSections = ['watchlist', 'movers', 'ipos', 'news'] as const;
export type DashboardSection = (typeof dashboardSections)[number];

export interface DashboardViewProps {
  /** The signed-in user; the display name is full_name, else username (spec 3). */
  user?: Pick<User, 'full_name' | 'username'> | null;
  /** A guest sees a log-in prompt instead of the figures. @default `!user` */
  isGuest?: boolean;
  /** The greeting period; wins over `now`. */
  greeting?: GreetingPeriod;
  /** The current instant (ms since the epoch), for the greeting by time of day. */
  now?: number;
  /** The user's IANA time zone for the greeting. @default 'UTC' */
  timeZone?: string;
  /** Whether the portfolio figures are loading, failed or here. @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** The portfolio figures (`status="ready"`). */
  portfolio?: DashboardPortfolio;
  /** Load the figures again after an error. */
  onRetry?: () => void;
  /** A retry is running. @default false */
  isRetrying?: boolean;
  /** Log in (guest variant). */
  onLogin?: () => void;
  /** Content of the other sections; a section without content shows a "coming soon" placeholder. */
  sections?: Partial<Record<DashboardSection, ReactNode>>;
  /** Extra classes for the root. */
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

function Figure({ term, children, large }: { term: string; children: ReactNode; large?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm text-fg-muted">{term}</dt>
      <dd
        className={cn('font-semibold text-fg tabular-nums', large ? 'text-2xl' : 'text-lg')}
        data-slot="figure"
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The figures while they load: the same grid, and per figure the same line boxes (term text-sm,
 * value text-2xl / text-lg), so nothing below moves when the figures arrive (issue 11: CLS).
 * One status message for the whole summary; the bars are hidden from assistive technology.
 */
function FiguresSkeleton() {
  const t = useT();
  return (
    <div data-slot="skeleton" className="grid gap-4 md:grid-cols-3">
      <span role="status" className="sr-only">
        {t('skeleton.loading')}
      </span>
      {[true, false, false].map((large, i) => (
        <div key={i} aria-hidden="true" className="flex flex-col gap-1">
          <span className="flex h-5 items-center">
            <span className={cn(skeletonVariants({ shape: 'rect' }), 'h-3.5 w-24 rounded-sm')} />
          </span>
          <span className={cn('flex items-center', large ? 'h-8' : 'h-7')}>
            <span
              className={cn(
                skeletonVariants({ shape: 'rect' }),
                'rounded-sm',
                large ? 'h-6 w-40' : 'h-5 w-28',
              )}
            />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * spec 2, Home: the dashboard. A greeting by time of day with the user's name, the portfolio
 * value, invested value and P&L (loading, error with retry, or a log-in prompt for guests),
 * and the watchlist, market movers, IPO and news sections, or an honest placeholder for each
 * section not supplied yet.
 */
export function DashboardView({
  user,
  isGuest = !user,
  greeting,
  now,
  timeZone = 'UTC',
  status = 'ready',
  portfolio,
  onRetry,
  isRetrying,
  onLogin,
  sections = {},
  className,
  ref,
}: DashboardViewProps) {
  const t = useT('pages');
  const tr = useT('rules');
  const tc = useT('common');
  const locale = useLocale();
  // spec 2: greeting by time of day (domain rule); without a time, a neutral welcome
  const period = greeting ?? (now === undefined ? undefined : greetingFor(now, timeZone));
  const who = displayName(isGuest ? null : user);
  const name = who.kind === 'name' ? who.name : tc('guest');
  const heading = period
    ? t('dashboard.greeting', { greeting: tr(`greeting.${period}`), name })
    : t('dashboard.welcome', { name });

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
    const money = (value: string) => formatAmount(value, portfolio.currency, locale);
    summary = (
      <dl className="grid gap-4 md:grid-cols-3">
        <Figure term={t('dashboard.portfolioValue')} large>
          {money(portfolio.value)}
        </Figure>
        <Figure term={t('dashboard.investedValue')}>{money(portfolio.invested)}</Figure>
        <Figure term={t('dashboard.pnl')}>
          <PriceChange
            value={portfolio.pnl}
            percent={portfolio.pnlPercent}
            currency={portfolio.currency}
          />
        </Figure>
      </dl>
    );
  }

  return (
    <div
      ref={ref}
      data-slot="dashboard"
      data-status={isGuest ? 'guest' : status}
      className={cn('flex flex-col gap-6', className)}
    >
      <h1 className="text-2xl font-semibold text-fg">{heading}</h1>
      <Card
        title={t('dashboard.portfolio')}
        headingLevel={2}
        aria-busy={!isGuest && status === 'loading' ? true : undefined}
      >
        {summary}
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {dashboardSections.map((section) => (
          <Card
            key={section}
            title={t(`dashboard.sections.${section}`)}
            headingLevel={2}
            data-section={section}
          >
            {sections[section] ?? (
              <EmptyState
                className="py-4"
                title={t('dashboard.comingSoon')}
                description={t(`dashboard.placeholder.${section}`)}
              />
            )}
          </Card>
        ))}
      </div>
    </div>
  );
}
