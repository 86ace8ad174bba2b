// The trading pages' wiring (spec 2): the portfolio (GET /stat/app/v1/portfolio and the
// positions), the trades and transactions list filterable by status and side, and an order's
// detail with cancel while it works.
import * as api from '@invest/api/hooks';
import type { PerformanceRange, TradePosition } from '@invest/domain';
import { useT } from '@invest/ui';
import type { OrderDetailViewProps, OrderFilters, OrdersViewProps } from '@invest/ui/OrdersView';
import type { PortfolioViewProps } from '@invest/ui/PortfolioView';
import { toastQueue } from '@invest/ui/Toast';
import { browserTimeZone } from '@invest/i18n';
import { useState } from 'react';
import { loadStatus } from '../loadStatus';
import { hrefs, paths } from '../../paths';
import { useApiErrorText } from '../apiErrors';
import { usePortfolioProducts } from './products';

/**
 * The allocation's slices (cash and each holding) in the summary's currency. Holdings in another
 * currency would need the server's rate: then none is drawn rather than an invented sum.
 */
export function allocationOf(
  summary: { currency: string; cash_value: string } | undefined,
  positions: readonly TradePosition[],
  cashLabel: string,
): PortfolioViewProps['allocation'] {
  if (!summary || positions.some((p) => p.currency !== summary.currency)) return undefined;
  return [
    ...positions.map((p) => ({
      id: `${p.exchange}:${p.symbol}`,
      label: p.symbol,
      value: p.market_value,
    })),
    { id: 'cash', label: cashLabel, value: summary.cash_value },
  ];
}

export function usePortfolioScreen(): PortfolioViewProps {
  const t = useT('trade');
  const portfolio = api.usePortfolio();
  const positions = api.useTradePositions();
  const [range, setRange] = useState<PerformanceRange>('1M');
  // the chart keeps the last range's line while the next one loads
  const performance = api.usePortfolioPerformance({ range }, { keepPreviousData: true });
  const list = positions.data?.list ?? [];
  const products = usePortfolioProducts();
  return {
    status: loadStatus(portfolio, positions),
    products,
    onRetry: () => {
      void portfolio.mutate();
      void positions.mutate();
    },
    summary: portfolio.data,
    positions: list,
    allocation: allocationOf(portfolio.data, list, t('portfolio.cashSlice')),
    sellHref: (p) => hrefs.trade(p.symbol, p.exchange, 'sell'),
    quoteHref: (p) => hrefs.quote(p.symbol, p.exchange),
    marketHref: paths.market,
    ordersHref: paths.orders,
    performance: {
      performance: performance.data,
      status: loadStatus(performance),
      onRetry: () => void performance.mutate(),
      range,
      onRangeChange: setRange,
      timeZone: browserTimeZone(),
    },
  };
}

export function useOrdersScreen(): OrdersViewProps {
  const [filters, setFilters] = useState<OrderFilters>({});
  const orders = api.useMoreList('tradeOrders', filters);
  return {
    status: loadStatus(orders),
    onRetry: orders.retry,
    orders: orders.list,
    filters,
    onFiltersChange: setFilters,
    hasMore: orders.hasMore,
    loadingMore: orders.loadingMore,
    onLoadMore: orders.loadMore,
    orderHref: (o) => hrefs.order(o.id),
    timeZone: browserTimeZone(),
  };
}

export function useOrderDetailScreen(id: string): OrderDetailViewProps {
  const t = useT('trade');
  const errorText = useApiErrorText();
  const order = api.useTradeOrder(id);
  const cancel = api.useCancelOrder();
  const missing = order.error?.code === 'ORDER_NOT_FOUND' || order.error?.status === 404;
  return {
    status: order.data ? 'ready' : missing ? 'missing' : order.error ? 'error' : 'loading',
    onRetry: () => void order.mutate(),
    order: order.data,
    listHref: paths.orders,
    onCancel: async () => {
      await cancel.trigger({ params: { id } });
      toastQueue.add({ title: t('orders.cancelled'), tone: 'success' });
    },
    cancelling: cancel.isMutating,
    cancelError: cancel.error ? errorText(cancel.error) : undefined,
    timeZone: browserTimeZone(),
  };
}
