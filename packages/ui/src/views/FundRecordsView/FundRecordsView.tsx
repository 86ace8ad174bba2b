import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  fundRecordTypes,
  type FundMovement,
  type FundRecord,
  type FundRecordType,
  type OverdrawnRecord,
} from '@invest/domain';
import { formatDateTime } from '@invest/i18n';
import { type Ref } from 'react';
import { cn } from '../../lib/cn';
import type { AvailableCashProps } from '../../patterns/AvailableCash';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { DateField } from '../../primitives/DateField';
import { EmptyState } from '../../primitives/EmptyState';
import { Select } from '../../primitives/Select';
import { StatusBadge } from '../../primitives/StatusBadge';
import { Amount } from '../money/Amount';
import { LoadGate, MoneyHeader, MoneySection, type LoadStatus } from '../money/parts';
import { RecordRow } from './RecordRow';

/** One ledger movement inside an operation (signed decimal amount on one bucket). */
export type FundMovementItem = Pick<
  FundMovement,
  'id' | 'kind' | 'bucket' | 'amount' | 'currency' | 'created_at'
>;

/**
 * One operation on the client's money as the list shows it: its type, status and signed amount
 * (an exchange with what it credited), the ledger movements inside it as its detail.
 */
export type FundRecordItem = Pick<
  FundRecord,
  | 'id'
  | 'type'
  | 'status'
  | 'amount'
  | 'currency'
  | 'counter_amount'
  | 'counter_currency'
  | 'created_at'
> & { movements: readonly FundMovementItem[] };

/** An overdrawn record (spec 7: /overdrawn/app/v1/record/list). */
export type OverdrawnItem = OverdrawnRecord;

/** The filter of the list: a type (or all) and a date range, 'YYYY-MM-DD'. */
export type FundRecordsFilter = {
  [K in 'type' | 'from' | 'to']?: (K extends 'type' ? FundRecordType : string) | null;
};

export interface FundRecordsViewProps {
  /** @default 'ready' */
  status?: LoadStatus;
  loadError?: string;
  onRetry?: () => void;
  records?: readonly FundRecordItem[];
  filter: FundRecordsFilter;
  onFilterChange?: (filter: FundRecordsFilter) => void;
  /** 1-based. */
  page: number;
  pages: number;
  onPageChange?: (page: number) => void;
  /** Export the filtered records as CSV. */
  onExport?: () => void;
  /** @default false */
  exporting?: boolean;
  overdrawn?: readonly OverdrawnItem[];
  /** Make a deposit (empty state). */
  onDeposit?: () => void;
  timeZone?: string;
  /** The available cash shown in the header (spec 2 money screens). */
  cash?: AvailableCashProps;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const toDate = (v?: string | null): CalendarDate | null => {
  try {
    return v ? parseDate(v) : null;
  } catch {
    return null;
  }
};

/**
 * spec 2 fund records: one row per operation on the client's money (type, status, signed
 * amount), its ledger movements in a detail that opens by mouse, touch or keyboard; filtered by
 * type and date, paged, CSV.
 */
export function FundRecordsView({
  status = 'ready',
  loadError,
  onRetry,
  records = [],
  filter,
  onFilterChange,
  page,
  pages,
  onPageChange,
  onExport,
  exporting = false,
  overdrawn = [],
  onDeposit,
  timeZone = 'UTC',
  cash,
  className,
  ref,
}: FundRecordsViewProps) {
  const t = useT('money');
  const locale = useLocale();
  const set = (patch: Partial<FundRecordsFilter>) => onFilterChange?.({ ...filter, ...patch });
  const filtered = !!(filter.type || filter.from || filter.to);
  return (
    <div ref={ref} data-slot="fund-records-view" className={cn('flex flex-col gap-5', className)}>
      <MoneyHeader
        cash={cash}
        screen="records"
        actions={
          onExport && (
            <Button
              variant="secondary"
              onPress={onExport}
              isPending={exporting}
              isDisabled={status !== 'ready' || records.length === 0}
            >
              {t('records.export')}
            </Button>
          )
        }
      />
      <MoneySection id="fund-records" title={t('records.sectionTitle')} busy={status === 'loading'}>
        <div className="grid gap-3 sm:grid-cols-3">
          <Select
            label={t('records.type')}
            selectedKey={filter.type ?? 'all'}
            onSelectionChange={(key) =>
              set({ type: key === 'all' ? null : (key as FundRecordType) })
            }
            items={[
              { id: 'all', label: t('records.all') },
              ...fundRecordTypes.map((type) => ({ id: type, label: t(`records.types.${type}`) })),
            ]}
          />
          <DateField
            label={t('records.from')}
            value={toDate(filter.from)}
            onChange={(d) => set({ from: d ? d.toString() : null })}
          />
          <DateField
            label={t('records.to')}
            value={toDate(filter.to)}
            onChange={(d) => set({ to: d ? d.toString() : null })}
          />
        </div>
        <LoadGate status={status} error={loadError} onRetry={onRetry} lines={6} />
        {status === 'ready' &&
          (records.length === 0 ? (
            <EmptyState
              title={t('records.empty')}
              description={t('records.emptyHint')}
              action={
                filtered ? (
                  <Button variant="secondary" onPress={() => onFilterChange?.({})}>
                    {t('records.clear')}
                  </Button>
                ) : (
                  onDeposit && <Button onPress={onDeposit}>{t('deposit.title')}</Button>
                )
              }
            />
          ) : (
            <>
              <ul
                aria-label={t('records.operations')}
                className="flex flex-col divide-y divide-border"
                data-slot="fund-records"
              >
                {records.map((r) => (
                  <RecordRow key={r.id} record={r} timeZone={timeZone} />
                ))}
              </ul>
              {pages > 1 && (
                <nav
                  aria-label={t('records.pagination')}
                  className="flex items-center justify-between gap-2"
                >
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={page <= 1}
                    onPress={() => onPageChange?.(page - 1)}
                  >
                    {t('records.previous')}
                  </Button>
                  <span className="text-sm text-fg-muted" aria-current="page">
                    {t('records.page', { page, pages })}
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={page >= pages}
                    onPress={() => onPageChange?.(page + 1)}
                  >
                    {t('records.next')}
                  </Button>
                </nav>
              )}
            </>
          ))}
      </MoneySection>
      {overdrawn.length > 0 && (
        <MoneySection id="overdrawn-records" title={t('records.overdrawnTitle')}>
          <ul className="flex flex-col divide-y divide-border">
            {overdrawn.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex flex-col gap-0.5">
                  <span className="font-medium text-fg tabular-nums">
                    <Amount value={o.amount} currency={o.currency} />
                  </span>
                  <span className="text-xs text-fg-muted">
                    {formatDateTime(o.created_at, locale, timeZone)}
                  </span>
                </div>
                <StatusBadge kind="common" status={o.status} />
              </li>
            ))}
          </ul>
        </MoneySection>
      )}
    </div>
  );
}
