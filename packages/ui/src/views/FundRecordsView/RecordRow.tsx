import { type FundRecordStatus } from '@invest/domain';
import { formatDateTime } from '@invest/i18n';
import { useId } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { ChevronIcon } from '../../patterns/AppShell/shellIcons';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../money/Amount';
import type { FundRecordItem } from './FundRecordsView';

const STATUS_TONE: Record<FundRecordStatus, BadgeTone> = {
  pending: 'warning',
  completed: 'positive',
  cancelled: 'neutral',
  rejected: 'negative',
  expired: 'neutral',
};

/** One operation: a disclosure whose trigger is the summary and whose panel lists its legs. */
export function RecordRow({ record: r, timeZone }: { record: FundRecordItem; timeZone: string }) {
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
