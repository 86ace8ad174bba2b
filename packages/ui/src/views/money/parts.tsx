// Shared parts of the money screens (DepositView, WithdrawView, FxView, BankAccountsView,
// FundRecordsView, BeneficiaryView). Not a component folder, so not an entry of its own.
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { AvailableCash, type AvailableCashProps } from '../../patterns/AvailableCash';
import { PageHeader } from '../../patterns/PageHeader';
import { SectionHeader } from '../../patterns/SectionHeader';

/** Whether a screen's data is loading, failed or here. */
export type LoadStatus = 'loading' | 'error' | 'ready';

/** The money screens; each names its heading's texts (`money:<screen>.title`, `.description`). */
export type MoneyScreen = 'deposit' | 'withdraw' | 'fx' | 'bank' | 'nominee' | 'records';

/**
 * Every money screen's heading, one piece: its title (h1) and the line under it, then the links
 * the screen offers (its terms page, the fund records) and the screen's own actions.
 */
export function MoneyHeader({
  screen,
  onTerms,
  onFundRecords,
  actions,
  cash,
}: {
  screen: MoneyScreen;
  /** What the client can spend now, under the title (every money screen shows it). */
  cash?: AvailableCashProps;
  /** Opens the screen's terms page (spec 2). */
  onTerms?: () => void;
  /** Opens the fund records (the ledger history). */
  onFundRecords?: () => void;
  actions?: ReactNode;
}) {
  const t = useT('money');
  const links = [
    { key: 'terms', label: t('terms.link'), onPress: onTerms },
    { key: 'records', label: t('records.title'), onPress: onFundRecords },
  ].filter((link) => link.onPress);
  const header = (
    <PageHeader
      title={t(`${screen}.title`)}
      subtitle={t(`${screen}.description`)}
      actions={
        (links.length > 0 || actions) && (
          <>
            {links.map((link) => (
              <Button key={link.key} variant="ghost" size="sm" onPress={link.onPress}>
                {link.label}
              </Button>
            ))}
            {actions}
          </>
        )
      }
    />
  );
  return cash ? (
    <>
      {header}
      <AvailableCash {...cash} />
    </>
  ) : (
    header
  );
}

/** A section with a heading (h2) that names its region. */
export function MoneySection({
  id: name,
  title,
  children,
  className,
  busy,
}: {
  /** A name for the section (tests, styling); the heading id is generated. */
  id?: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  busy?: boolean;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-section={name}
      aria-busy={busy || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:p-5',
        className,
      )}
    >
      <SectionHeader id={id} title={title} />
      {children}
    </section>
  );
}

/** Loading skeleton and error-with-retry for a part of a money screen; `null` when ready. */
export function LoadGate({
  status,
  error,
  onRetry,
  lines = 3,
}: {
  status: LoadStatus;
  error?: string;
  onRetry?: () => void;
  lines?: number;
}) {
  const t = useT('money');
  if (status === 'loading') {
    return <Skeleton lines={lines} />;
  }
  if (status === 'error') {
    return <ErrorState title={error ?? t('common.loadFailed')} onRetry={onRetry} />;
  }
  return null;
}
