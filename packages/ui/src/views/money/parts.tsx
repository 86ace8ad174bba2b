// Shared parts of the money screens (DepositView, WithdrawView, FxView, BankAccountsView,
// FundRecordsView, BeneficiaryView). Not a component folder, so not an entry of its own.
import type {
  DepositRecord,
  GatedFeature,
  WithdrawalRecord,
  WithdrawalStatus,
} from '@invest/domain';
import { formatDateTime, formatNumber } from '@invest/i18n';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Badge, type BadgeProps } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { AvailableCash, type AvailableCashProps } from '../../patterns/AvailableCash';
import { PageHeader } from '../../patterns/PageHeader';
import { SectionHeader } from '../../patterns/SectionHeader';
import { Amount } from './Amount';

/** Whether a screen's data is loading, failed or here. */
export type LoadStatus = 'loading' | 'error' | 'ready';

/** The statuses of a deposit or withdrawal request (a deposit's are a withdrawal's first ones). */
export type MoneyRecordStatus = WithdrawalStatus;

/**
 * A deposit or withdrawal request as its records list shows it: the fields both records have on
 * the wire, the client's reference (deposits), and what it went through ('Bank transfer',
 * 'HDFC Bank •••• 1234').
 */
export type MoneyRecord = Pick<
  WithdrawalRecord,
  'id' | 'amount' | 'currency' | 'status' | 'created_at'
> &
  Partial<Pick<WithdrawalRecord, 'reason'> & Pick<DepositRecord, 'reference'>> & {
    detail?: string | null;
  };

const statusTone: Record<MoneyRecordStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'warning',
  approved: 'positive',
  paid: 'positive',
  rejected: 'negative',
  cancelled: 'neutral',
};
const statusIcon: Record<MoneyRecordStatus, string> = {
  pending: 'M8 1.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13ZM8 4.5V8l2.5 1.5',
  approved: 'm3 8.5 3 3 7-7',
  paid: 'm3 8.5 3 3 7-7',
  rejected: 'm4 4 8 8m0-8-8 8',
  cancelled: 'M3 8a5 5 0 1 0 1.5-3.5M3 2v3h3',
};

/** A request's status: text, tone and icon (never colour alone). */
export function RecordStatusBadge({ status }: { status: MoneyRecordStatus }) {
  const t = useT('money');
  return (
    <Badge
      tone={statusTone[status]}
      size="sm"
      data-status={status}
      icon={
        <svg
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={statusIcon[status]} />
        </svg>
      }
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

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

/**
 * spec 6 Feature access: why the client may not use a money feature, as the domain rule
 * (`checkFeature`) answers it; the server refuses the same with 403 PERMISSION_DENIED.
 */
export interface FeatureRefusal {
  code: 'feature_disabled' | 'missing_permission' | 'vip_required' | 'score_required';
  /** vip_required {required, level}; score_required {required, score}. */
  params?: Readonly<Record<string, string | number>>;
}

/**
 * spec 6: a money screen's explanatory state in place of its form when the client may not use
 * the feature: what is unavailable and why (a minimum level names the required and the client's
 * own), the screen's action shown disabled and described by that reason, and customer service.
 */
export function FeatureUnavailable({
  feature,
  refusal,
  actionLabel,
  onContactSupport,
}: {
  feature: Extract<GatedFeature, 'deposit' | 'withdraw' | 'fx'>;
  refusal: FeatureRefusal;
  /** The screen's action ('Withdraw', 'Submit deposit', 'Exchange'), shown disabled. */
  actionLabel: ReactNode;
  onContactSupport?: () => void;
}) {
  const t = useT('money');
  const locale = useLocale();
  const reasonId = useId();
  const values = Object.fromEntries(
    Object.entries(refusal.params ?? {}).map(([k, v]) => [
      k,
      typeof v === 'number' ? formatNumber(v, locale) : v,
    ]),
  );
  return (
    <div data-slot="feature-unavailable" data-feature={feature} data-refusal={refusal.code}>
      <EmptyState
        title={t(`access.${feature}.title`)}
        description={<span id={reasonId}>{t(`access.${feature}.${refusal.code}`, values)}</span>}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button isDisabled aria-describedby={reasonId}>
              {actionLabel}
            </Button>
            {onContactSupport && (
              <Button variant="secondary" onPress={onContactSupport}>
                {t('access.contactSupport')}
              </Button>
            )}
          </div>
        }
      />
    </div>
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

/** One request per row: amount, status, date, detail, reference, a rejection's reason. */
export function RecordList({
  records,
  status = 'ready',
  error,
  onRetry,
  emptyHint,
  renderAction,
  timeZone = 'UTC',
}: {
  records: readonly MoneyRecord[];
  status?: LoadStatus;
  error?: string;
  onRetry?: () => void;
  emptyHint?: ReactNode;
  /** An action per row (cancel a pending withdrawal). */
  renderAction?: (record: MoneyRecord) => ReactNode;
  timeZone?: string;
}) {
  const t = useT('money');
  const locale = useLocale();
  if (status !== 'ready') return <LoadGate status={status} error={error} onRetry={onRetry} />;
  if (records.length === 0) {
    return <EmptyState title={t('common.noRecords')} description={emptyHint} />;
  }
  return (
    <ul className="flex flex-col divide-y divide-border" data-slot="money-records">
      {records.map((r) => (
        <li
          key={r.id}
          data-status={r.status}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3"
        >
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="font-medium text-fg tabular-nums">
              <Amount value={r.amount} currency={r.currency} />
            </span>
            <span className="text-xs text-fg-muted">
              {formatDateTime(r.created_at, locale, timeZone)}
              {r.detail ? ` · ${r.detail}` : ''}
            </span>
            {r.reference && (
              <span className="text-xs text-fg-muted">
                {t('common.reference', { reference: r.reference })}
              </span>
            )}
            {r.status === 'rejected' && r.reason && (
              <span className="text-xs text-negative">
                {t('common.reason', { reason: r.reason })}
              </span>
            )}
          </div>
          <div className="flex items-center gap-2">
            <RecordStatusBadge status={r.status} />
            {renderAction?.(r)}
          </div>
        </li>
      ))}
    </ul>
  );
}
