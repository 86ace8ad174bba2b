import { displayName, greetingFor, type GreetingPeriod, type User } from '@invest/domain';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { AvailableCash, type AvailableCashProps } from '../../patterns/AvailableCash';
import { useT } from '../../lib/i18n';
import { Card } from '../../primitives/Card';
import { PortfolioSummary } from './PortfolioSummary';
import { SectionEmpty } from './SectionEmpty';

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
  /** Today's change of the value, when the server sends it; the lead figure shows it. */
  dayChange?: string;
  /** Today's change in percent units. */
  dayChangePercent?: string;
  /** ISO 4217 currency of the amounts. */
  currency: string;
}

/** The home sections besides the portfolio (spec 2, Home). */
// The market summary (indices, advances and declines) leads the market sections
// spec 2 Home's recommendations and exclusive offers sit beside the news and the IPOs
export const dashboardSections = [
  'market',
  'recommendations',
  'news',
  'watchlist',
  'movers',
  'ipos',
  'exclusive',
] as const;
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
  /**
   * Content of the other sections; a section without content shows an empty state with its next
   * step (search for a stock, or deposit).
   */
  sections?: Partial<Record<DashboardSection, ReactNode>>;
  /**
   * The deposit page: the link of the first deposit, the next step of a client with nothing in
   * the account (portfolio and IPO section); a funded client is not told to make a first deposit.
   */
  depositHref?: string;
  /** Search for a stock: the next step of the watchlist, movers and news sections. */
  onSearch?: () => void;
  /**
   * What the client can spend now (available cash per currency and in total), shown beside the
   * portfolio so that the value is not the only figure a client has to go on.
   */
  cash?: AvailableCashProps;
  /** Extra classes for the root. */
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const isZero = (value: string) => !/[1-9]/.test(value.split(/e/i)[0]!);

/**
 * spec 2, Home: the dashboard. A greeting by time of day with the user's name, the portfolio
 * value, invested value and P&L (loading, error with retry, or a log-in prompt for guests),
 * and the watchlist, market movers, IPO and news sections, or for each section not supplied yet
 * an empty state with its next step. It leads with the portfolio value and its change.
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
  depositHref,
  onSearch,
  sections = {},
  cash,
  className,
  ref,
}: DashboardViewProps) {
  const t = useT('pages');
  const tr = useT('rules');
  const tc = useT('common');
  // spec 2: greeting by time of day (domain rule); without a time, a neutral welcome
  const period = greeting ?? (now === undefined ? undefined : greetingFor(now, timeZone));
  const who = displayName(isGuest ? null : user);
  const name = who.kind === 'name' ? who.name : tc('guest');
  const heading = period
    ? t('dashboard.greeting', { greeting: tr(`greeting.${period}`), name })
    : t('dashboard.welcome', { name });

  // a first deposit only for a client known to hold nothing: no cash, nothing invested
  const unfunded =
    !isGuest &&
    status === 'ready' &&
    portfolio !== undefined &&
    isZero(portfolio.value) &&
    isZero(portfolio.invested);

  return (
    <div
      ref={ref}
      data-slot="dashboard"
      data-status={isGuest ? 'guest' : status}
      className={cn('flex flex-col gap-6', className)}
    >
      {/* the greeting is the page's title for assistive technology, but the portfolio value is
          what the eye lands on (the dashboard leads with what a client came for) */}
      <h1 className="text-card-title text-fg-muted">{heading}</h1>
      <Card
        title={t('dashboard.portfolio')}
        headingLevel={2}
        aria-busy={!isGuest && status === 'loading' ? true : undefined}
      >
        <PortfolioSummary
          isGuest={isGuest}
          status={status}
          portfolio={portfolio}
          onRetry={onRetry}
          isRetrying={isRetrying}
          onLogin={onLogin}
          depositHref={depositHref}
          unfunded={unfunded}
        />
        {!isGuest && cash && <AvailableCash {...cash} className="mt-6" />}
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {dashboardSections.map((section) => (
          <Card
            key={section}
            className={section === 'market' ? 'md:col-span-2' : undefined}
            title={t(`dashboard.sections.${section}`)}
            headingLevel={2}
            data-section={section}
          >
            {sections[section] ?? (
              <SectionEmpty
                section={section}
                onSearch={onSearch}
                depositHref={unfunded ? depositHref : undefined}
              />
            )}
          </Card>
        ))}
      </div>
    </div>
  );
}
