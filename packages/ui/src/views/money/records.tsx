// The deposit and withdrawal requests of the money screens: their status badge and their list.
import type { DepositRecord, WithdrawalRecord, WithdrawalStatus } from '@invest/domain';
import { formatDateTime } from '@invest/i18n';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { PagedList } from '../../lib/PagedList';
import { Badge, type BadgeProps } from '../../primitives/Badge';
import { EmptyState } from '../../primitives/EmptyState';
import { Amount } from './Amount';
import { LoadGate, type LoadStatus } from './parts';

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

/** More of a record list than is shown: 'Show more' adds the next ones under the shown ones. */
export interface RecordPaging {
  /** More records than are shown. */
  hasMore: boolean;
  /** The next records are on their way (the button waits). */
  loadingMore?: boolean;
  onLoadMore: () => void;
}

/**
 * One request per row: amount, status, date, detail, reference, a rejection's reason; 'Show
 * more' under them while `paging` says there are more.
 */
export function RecordList({
  records,
  status = 'ready',
  error,
  onRetry,
  emptyHint,
  renderAction,
  timeZone = 'UTC',
  paging,
}: {
  records: readonly MoneyRecord[];
  status?: LoadStatus;
  error?: string;
  onRetry?: () => void;
  emptyHint?: ReactNode;
  /** An action per row (cancel a pending withdrawal). */
  renderAction?: (record: MoneyRecord) => ReactNode;
  timeZone?: string;
  paging?: RecordPaging;
}) {
  const t = useT('money');
  const locale = useLocale();
  if (status !== 'ready') return <LoadGate status={status} error={error} onRetry={onRetry} />;
  if (records.length === 0) {
    return <EmptyState title={t('common.noRecords')} description={emptyHint} />;
  }
  return (
    <div className="flex flex-col gap-3">
      <PagedList
        framed={false}
        slot="money-records"
        hasMore={paging?.hasMore}
        onLoadMore={paging?.onLoadMore}
        loadingMore={paging?.loadingMore}
        moreLabel={t('common.more')}
      >
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
                // a crypto transfer's reference is its transaction hash: 66 characters without a
                // break, wider than a phone's row
                <span className="text-xs wrap-anywhere text-fg-muted">
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
      </PagedList>
    </div>
  );
}
