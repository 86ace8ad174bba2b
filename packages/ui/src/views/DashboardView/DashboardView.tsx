import { displayName, greetingFor, type GreetingPeriod, type User } from '@invest/domain';
import type { ReactNode, Ref } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { AvailableCash, type AvailableCashProps } from '../../patterns/AvailableCash';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button, buttonVariants } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Figure, FigureGrid } from '../../primitives/Figure';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';

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

/** The next step of each section while it has nothing to show (no "coming soon"). */
const sectionAction: Record<DashboardSection, 'search' | 'deposit'> = {
  market: 'search',
  watchlist: 'search',
  movers: 'search',
  ipos: 'deposit',
  news: 'search',
  recommendations: 'deposit',
  exclusive: 'deposit',
};

const isZero = (value: string) => !/[1-9]/.test(value.split(/e/i)[0]!);

/** "Make your first deposit": a link to the deposit page, drawn as the primary button. */
function FirstDepositLink({ href }: { href: string }) {
  const t = useT('pages');
  return (
    <AriaLink href={href} className={buttonVariants({ variant: 'primary' })}>
      {t('dashboard.actions.deposit')}
    </AriaLink>
  );
}

/** A section with nothing to show yet: what will appear there, and the next step. */
function SectionEmpty({
  section,
  onSearch,
  depositHref,
}: {
  section: DashboardSection;
  onSearch?: () => void;
  /** Only while the client has nothing in the account. */
  depositHref?: string;
}) {
  const t = useT('pages');
  const action = sectionAction[section];
  return (
    <EmptyState
      className="py-4"
      title={t(`dashboard.empty.${section}.title`)}
      description={t(`dashboard.empty.${section}.description`)}
      action={
        action === 'deposit'
          ? depositHref && <FirstDepositLink href={depositHref} />
          : onSearch && (
              <Button variant="secondary" onPress={onSearch}>
                {t(`dashboard.actions.${action}`)}
              </Button>
            )
      }
    />
  );
}

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
        {summary}
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
