import type { TradeOrder } from '@invest/domain';
import { formatDateTime, formatNumber } from '@invest/i18n';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { DialogTrigger, Modal } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';
import { StatusBadge } from '../../primitives/StatusBadge';
import { PageHeader } from '../../patterns/PageHeader';
import { SectionHeader } from '../../patterns/SectionHeader';
import { FormAlert } from '../../forms/Form';

export interface OrderDetailViewProps {
  /** @default 'ready'; 'missing' when the server has no such order of the client's. */
  status?: 'loading' | 'error' | 'missing' | 'ready';
  onRetry?: () => void;
  order?: TradeOrder;
  /** The list's href ('All orders'). */
  listHref: string;
  /** Cancel the working order (after the client confirms). */
  onCancel?: () => Promise<unknown> | void;
  cancelling?: boolean;
  /** The translated reason the last cancel failed. */
  cancelError?: string;
  /** The IANA time zone the times are shown in. @default 'UTC' */
  timeZone?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * spec 2 order detail: the order's status and what it asked for, its execution (fill price, each
 * fee and tax, the total and its conversion, a sale's realised P&L), the timeline placed ->
 * filled -> settled, and cancel while it is still working (confirmed first).
 */
export function OrderDetailView({
  status = 'ready',
  onRetry,
  order,
  listHref,
  onCancel,
  cancelling = false,
  cancelError,
  timeZone = 'UTC',
  className,
  ref,
}: OrderDetailViewProps) {
  const t = useT('trade');
  const back = (
    <Link href={listHref} className="text-sm">
      {t('orders.back')}
    </Link>
  );
  let body: ReactNode;
  if (status === 'loading') body = <Skeleton shape="card" lines={8} />;
  else if (status === 'error')
    body = <ErrorState description={t('orders.loadFailed')} onRetry={onRetry} />;
  else if (status === 'missing' || !order) body = <EmptyState title={t('orders.notFound')} />;
  else
    body = (
      <OrderBody
        order={order}
        onCancel={onCancel}
        cancelling={cancelling}
        cancelError={cancelError}
        timeZone={timeZone}
      />
    );
  return (
    <div ref={ref} data-slot="order-detail-view" className={cn('flex flex-col gap-6', className)}>
      {back}
      {status === 'ready' && order ? (
        <PageHeader
          title={t('orders.detailTitle', {
            side: t(`panel.${order.side}`),
            symbol: order.symbol,
          })}
          subtitle={order.name ?? undefined}
          actions={<StatusBadge kind="order" status={order.status} />}
        />
      ) : (
        <PageHeader title={t('orders.title')} />
      )}
      {body}
    </div>
  );
}

const row = 'flex items-baseline justify-between gap-4 py-1.5';

function OrderBody({
  order,
  onCancel,
  cancelling,
  cancelError,
  timeZone,
}: Required<Pick<OrderDetailViewProps, 'cancelling' | 'timeZone'>> &
  Pick<OrderDetailViewProps, 'onCancel' | 'cancelError'> & { order: TradeOrder }) {
  const t = useT('trade');
  const locale = useLocale();
  const money = (value: string | null | undefined, currency = order.currency) =>
    value === null || value === undefined ? null : <Amount value={value} currency={currency} />;
  const lines: [string, ReactNode][] = [
    [t('orders.orderType'), t(`panel.types.${order.order_type}`)],
    [t('orders.timeInForce'), t(`panel.tif.${order.time_in_force}`)],
    [t('orders.quantity'), formatNumber(order.quantity, locale, { maximumFractionDigits: 6 })],
    ...(order.limit_price !== null
      ? [[t('orders.limitPrice'), money(order.limit_price)] as [string, ReactNode]]
      : []),
    ...(order.stop_price !== null
      ? [[t('orders.stopPrice'), money(order.stop_price)] as [string, ReactNode]]
      : []),
    ...(order.fill_price !== null
      ? [[t('orders.fillPrice'), money(order.fill_price)] as [string, ReactNode]]
      : []),
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="order-figures"
        className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 sm:p-5"
      >
        <SectionHeader id="order-figures" title={t('orders.figures')} headingLevel={2} />
        <dl className="flex flex-col text-sm tabular-nums">
          {lines.map(([label, value]) => (
            <div key={label} className={row}>
              <dt className="text-fg-muted">{label}</dt>
              <dd className="text-end text-fg">{value}</dd>
            </div>
          ))}
          {order.fees.length > 0 && (
            <div className={cn(row, 'flex-col items-stretch')}>
              <dt className="text-fg-muted">{t('orders.fees')}</dt>
              <dd>
                <ul className="flex flex-col gap-0.5 ps-3 text-xs">
                  {order.fees.map((fee) => (
                    <li key={fee.id} className="flex justify-between gap-4 text-fg-muted">
                      <span>{t(`review.fees.${fee.id}`)}</span>
                      {money(fee.amount)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {order.total !== null && (
            <div className={cn(row, 'border-t border-border font-semibold text-fg')}>
              <dt>{t('orders.total')}</dt>
              <dd>{money(order.total)}</dd>
            </div>
          )}
          {order.converted_total !== null && (
            <div className={row}>
              <dt className="text-fg-muted">
                {t('orders.converted', { currency: order.account_currency })}
              </dt>
              <dd>{money(order.converted_total, order.account_currency)}</dd>
            </div>
          )}
          {order.realised_pnl !== null && (
            <div className={row}>
              <dt className="text-fg-muted">{t('orders.realised')}</dt>
              <dd>
                <PriceChange value={order.realised_pnl} currency={order.currency} />
              </dd>
            </div>
          )}
          {order.settles_at !== null && (
            <div className={row}>
              <dt className="text-fg-muted">{t('orders.settlesAt')}</dt>
              <dd>{formatDateTime(order.settles_at, locale, timeZone)}</dd>
            </div>
          )}
          {order.reason !== null && (
            <div className={row}>
              <dt className="text-fg-muted">{t('orders.reason')}</dt>
              <dd className="text-end">
                {t(`orders.reasons.${order.reason}`, { defaultValue: t('orders.events.rejected') })}
              </dd>
            </div>
          )}
        </dl>
        {order.cancellable && onCancel && (
          <div className="flex flex-col gap-2 pt-2">
            {cancelError && (
              <FormAlert
                title={t('orders.cancelFailed')}
                message={cancelError === t('orders.cancelFailed') ? undefined : cancelError}
              />
            )}
            <DialogTrigger>
              <Button variant="danger" isPending={cancelling} className="self-start">
                {t('orders.cancel')}
              </Button>
              <Modal
                title={t('orders.cancelTitle')}
                tone="danger"
                confirmLabel={t('orders.cancelConfirm')}
                cancelLabel={t('orders.cancelKeep')}
                onConfirm={onCancel}
              >
                {t('orders.cancelBody')}
              </Modal>
            </DialogTrigger>
          </div>
        )}
      </section>
      <section
        aria-labelledby="order-timeline"
        className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4 sm:p-5"
      >
        <SectionHeader id="order-timeline" title={t('orders.timeline')} headingLevel={2} />
        <ol className="flex flex-col gap-3 border-s border-border ps-4">
          {order.timeline.map((step, i) => (
            <li
              key={`${step.event}-${i}`}
              className="relative flex flex-col"
              data-event={step.event}
            >
              <span
                aria-hidden="true"
                className="absolute -start-[1.3rem] top-1.5 size-2.5 rounded-full bg-primary"
              />
              <span className="text-sm font-medium text-fg">
                {t(`orders.events.${step.event}`)}
              </span>
              <span className="text-xs text-fg-muted">
                {formatDateTime(step.at, locale, timeZone)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
