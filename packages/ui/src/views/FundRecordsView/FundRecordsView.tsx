import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  fundRecordTypes,
  type FundMovement,
  type FundRecord,
  type FundRecordStatus,
  type FundRecordType,
  type OverdrawnRecord,
} from '@invest/domain';
import { formatDateTime } from '@invest/i18n';
import { useId, type Ref } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { cn } from '../../lib/cn';
import type { AvailableCashProps } from '../../patterns/AvailableCash';
import { ChevronIcon } from '../../patterns/AppShell/shellIcons';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { DateField } from '../../primitives/DateField';
import { EmptyState } from '../../primitives/EmptyState';
import { Select } from '../../primitives/Select';
import { StatusBadge } from '../../primitives/StatusBadge';
import { Amount } from '../money/Amount';
import { LoadGate, MoneyHeader, MoneySection, type LoadStatus } from '../money/parts';

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

const STATUS_TONE: Record<FundRecordStatus, BadgeTone> = {
  pending: 'warning',
  completed: 'positive',
  cancelled: 'neutral',
  rejected: 'negative',
  expired: 'neutral',
};

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

/** One operation: a disclosure whose trigger is the summary and whose panel lists its legs. */
function RecordRow({ record: r, timeZone }: { record: FundRecordItem; timeZone: string }) {
  const t = useT('money');
  const locale = useLocale();
  const detailId = useId();
  // a request that gave the money back moved nothing in the end: its amount reads struck
  const undone = r.status === 'cancelled' || r.status === 'rejected' || r.status === 'expired';
  return (
    <li data-type={r.type} data-status={r.status}>
      <Disclosure>
        {({ isExpanded }) => (
          <>
            <AriaButton
              slot="trigger"
              className="flex w-full flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-md py-3 text-start outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
            >
              <span className="flex min-w-0 items-start gap-2">
                <ChevronIcon
                  className={cn(
                    'mt-1 size-4 shrink-0 text-fg-muted transition-transform rtl:rotate-180',
                    isExpanded && 'rotate-90 rtl:rotate-90',
                  )}
                />
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-fg">{t(`records.types.${r.type}`)}</span>
                    <Badge tone={STATUS_TONE[r.status]} size="sm">
                      {t(`records.statuses.${r.status}`)}
                    </Badge>
                  </span>
                  <span className="text-xs text-fg-muted">
                    {formatDateTime(r.created_at, locale, timeZone)}
                  </span>
                </span>
              </span>
              <span className="flex flex-col items-end gap-0.5 tabular-nums">
                <span
                  className={cn(
                    'font-medium',
                    undone
                      ? 'text-fg-muted line-through'
                      : r.amount.startsWith('-')
                        ? 'text-fg'
                        : 'text-positive',
                  )}
                >
                  <Amount value={r.amount} currency={r.currency} signDisplay="exceptZero" />
                </span>
                {r.counter_amount !== null && r.counter_currency !== null && (
                  <span className="text-sm text-positive">
                    <Amount
                      value={r.counter_amount}
                      currency={r.counter_currency}
                      signDisplay="exceptZero"
                    />
                  </span>
                )}
              </span>
            </AriaButton>
            <DisclosurePanel id={detailId}>
              <ul
                aria-label={t('records.movements')}
                className="ms-6 mb-3 flex flex-col gap-1 rounded-md bg-surface-sunken p-3 text-sm"
              >
                {r.movements.map((m) => (
                  <li key={m.id} className="flex flex-wrap items-center justify-between gap-x-4">
                    <span className="flex flex-col">
                      <span className="text-fg">{t(`records.buckets.${m.bucket}`)}</span>
                      <span className="text-xs text-fg-muted">
                        {formatDateTime(m.created_at, locale, timeZone)}
                      </span>
                    </span>
                    <span className="text-fg tabular-nums">
                      <Amount value={m.amount} currency={m.currency} signDisplay="exceptZero" />
                    </span>
                  </li>
                ))}
              </ul>
            </DisclosurePanel>
          </>
        )}
      </Disclosure>
    </li>
  );
}
