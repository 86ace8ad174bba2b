import {
  orderSides,
  orderStatuses,
  type OrderSide,
  type OrderStatus,
  type TradeOrder,
} from '@invest/domain';
import { formatDateTime, formatNumber } from '@invest/i18n';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { PagedList } from '../../lib/PagedList';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Link } from '../../primitives/Link';
import { Select } from '../../primitives/Select';
import { Skeleton } from '../../primitives/Skeleton';
import { StatusBadge } from '../../primitives/StatusBadge';
import { PageHeader } from '../../patterns/PageHeader';
import type { LoadStatus } from '../money/parts';

/** The list's filters (spec 2: by type and status); `undefined` is all. */
export interface OrderFilters {
  status?: Exclude<OrderStatus, 'all'>;
  side?: OrderSide;
}

export interface OrdersViewProps {
  /** @default 'ready' */
  status?: LoadStatus;
  onRetry?: () => void;
  orders?: readonly TradeOrder[];
  filters?: OrderFilters;
  onFiltersChange?: (filters: OrderFilters) => void;
  /** More pages wait on the server. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** An order's detail href. */
  orderHref: (order: TradeOrder) => string;
  /** The IANA time zone the times are shown in. @default 'UTC' */
  timeZone?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const ALL = 'all';

/**
 * spec 2 'Trades and transactions list, filterable by type': every order with its side, type,
 * quantity, price (the fill's, else the limit), spec 4 status and time; each opens its detail.
 */
export function OrdersView({
  status = 'ready',
  onRetry,
  orders = [],
  filters = {},
  onFiltersChange,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  orderHref,
  timeZone = 'UTC',
  className,
  ref,
}: OrdersViewProps) {
  const t = useT('trade');
  const ts = useT('status');
  const filtered = filters.status !== undefined || filters.side !== undefined;
  return (
    <div ref={ref} data-slot="orders-view" className={cn('flex flex-col gap-6', className)}>
      <PageHeader title={t('orders.title')} subtitle={t('orders.subtitle')} />
      <div className="grid gap-4 sm:max-w-lg sm:grid-cols-2" data-slot="order-filters">
        <Select
          label={t('orders.filterStatus')}
          selectedKey={filters.status ?? ALL}
          onSelectionChange={(key) =>
            onFiltersChange?.({
              ...filters,
              status: key === ALL ? undefined : (key as OrderFilters['status']),
            })
          }
          items={[
            { id: ALL, label: t('orders.all') },
            ...orderStatuses
              .filter((s) => s !== 'all')
              .map((s) => ({ id: s, label: ts(`order.${s}`) })),
          ]}
        />
        <Select
          label={t('orders.filterSide')}
          selectedKey={filters.side ?? ALL}
          onSelectionChange={(key) =>
            onFiltersChange?.({ ...filters, side: key === ALL ? undefined : (key as OrderSide) })
          }
          items={[
            { id: ALL, label: t('orders.all') },
            ...orderSides.map((s) => ({ id: s, label: t(`panel.${s}`) })),
          ]}
        />
      </div>
      {status === 'loading' ? (
        <Skeleton shape="table" lines={5} />
      ) : status === 'error' ? (
        <ErrorState description={t('orders.loadFailed')} onRetry={onRetry} />
      ) : orders.length === 0 ? (
        <EmptyState
          data-state="empty"
          title={t(filtered ? 'orders.emptyFiltered' : 'orders.emptyTitle')}
          description={filtered ? undefined : t('orders.emptyBody')}
        />
      ) : (
        <PagedList
          hasMore={hasMore}
          onLoadMore={onLoadMore}
          loadingMore={loadingMore}
          moreLabel={t('orders.loadMore')}
        >
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} href={orderHref(order)} timeZone={timeZone} />
          ))}
        </PagedList>
      )}
    </div>
  );
}

/** One order: a row of the list, its symbol a link to the detail. */
function OrderRow({
  order,
  href,
  timeZone,
}: {
  order: TradeOrder;
  href: string;
  timeZone: string;
}) {
  const t = useT('trade');
  const locale = useLocale();
  const price = order.fill_price ?? order.limit_price ?? order.stop_price;
  return (
    <li
      data-order={order.id}
      // on a phone two lines: symbol and date beside the status, then side, type and quantity
      // beside the price (as a statement reads); from sm one row in the document's order
      className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 p-4 sm:grid-cols-[12rem_1fr_auto_auto]"
    >
      <div className="flex flex-col">
        <Link
          href={href}
          aria-label={t('orders.open', { symbol: order.symbol })}
          className="font-semibold"
        >
          {order.symbol}
        </Link>
        <span className="text-xs text-fg-muted">
          {formatDateTime(order.placed_at, locale, timeZone)}
        </span>
      </div>
      <div
        data-slot="order-terms"
        className="col-start-1 row-start-2 flex flex-wrap gap-x-2 text-sm text-fg sm:col-auto sm:row-auto"
      >
        <span className="font-medium">{t(`panel.${order.side}`)}</span>
        <span className="text-fg-muted">{t(`panel.types.${order.order_type}`)}</span>
        <span className="tabular-nums">
          {formatNumber(order.quantity, locale, { maximumFractionDigits: 6 })}
        </span>
      </div>
      <span
        data-slot="order-price"
        className="col-start-2 row-start-2 text-end text-sm sm:col-auto sm:row-auto"
      >
        {price && <Amount value={price} currency={order.currency} />}
      </span>
      <span className="col-start-2 row-start-1 justify-self-end sm:col-auto sm:row-auto">
        <StatusBadge kind="order" status={order.status} />
      </span>
    </li>
  );
}
