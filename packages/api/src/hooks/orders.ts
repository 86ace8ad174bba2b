// Area orders: the trading unlock, the expiring quote, placing and cancelling an
// order, the orders list, an order, the positions.
import type { PortfolioPerformanceQuery, TradeOrdersQuery } from '../contract/orders';
import { useApiMutation, useBodyMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';
import { useStepUpMutation } from './stepUp';

export const ordersKeys = {
  tradeOrders: (query: TradeOrdersQuery = {}) => ['tradeOrders', query] as const,
  tradeOrderDetail: (id = '') => ['tradeOrderDetail', { id }] as const,
  tradePositions: () => ['tradePositions'] as const,
  portfolioPerformance: (query: PortfolioPerformanceQuery = {}) =>
    ['portfolioPerformance', query] as const,
};

/** What an order changes: the lists, the cash and the portfolio figures. */
const traded = [
  'tradeOrders',
  'tradeOrderDetail',
  'tradePositions',
  'accountList',
  'assets',
  'portfolio',
  'portfolioPerformance',
] as const;

/** GET /trade/app/v1/orders?type=&side=&status=&page=&size= */
export const useTradeOrders = (query: TradeOrdersQuery = {}, config?: QueryConfig<'tradeOrders'>) =>
  useApiQuery('tradeOrders', ordersKeys.tradeOrders(query), config);
/** GET /trade/app/v1/orders/:id (timeline, price, fees, taxes). */
export const useTradeOrder = (id: string, config?: QueryConfig<'tradeOrderDetail'>) =>
  useApiQuery('tradeOrderDetail', ordersKeys.tradeOrderDetail(id), config);
/** GET /trade/app/v1/positions */
export const useTradePositions = (config?: QueryConfig<'tradePositions'>) =>
  useApiQuery('tradePositions', ordersKeys.tradePositions(), config);
/** GET /stat/app/v1/portfolio/performance?range=1M|3M|1Y|ALL: value, flows, index, TWRs. */
export const usePortfolioPerformance = (
  query: PortfolioPerformanceQuery = {},
  config?: QueryConfig<'portfolioPerformance'>,
) => useApiQuery('portfolioPerformance', ordersKeys.portfolioPerformance(query), config);
/** POST /trade/app/v1/unlock: `{ pin }` or `step_up` (once per session). */
export const useTradeUnlock = () => useBodyMutation('tradeUnlock');
/** POST /trade/app/v1/quote: the ticket; the answer expires (`expires_at`). */
export const useTradeQuote = () => useBodyMutation('tradeQuote');
/** POST /trade/app/v1/order: the ticket and `quote_id` (market); Idempotency-Key. */
export const usePlaceOrder = () => useBodyMutation('tradeOrder', { invalidates: traded });
/** POST /trade/app/v1/orders/:id/cancel; input `{ params: { id } }`. */
export const useCancelOrder = () => useApiMutation('tradeOrderCancel', { invalidates: traded });
/**
 * The trading unlock with its declared step-up (`trade_unlock`): the strongest proof the client
 * has (second factor, else PIN, else password), asked every time; the orders of the session then
 * need no proof each until the unlock lapses.
 */
export const useTradeUnlockConfirmed = (config?: QueryConfig<'securityOverview'>) =>
  useStepUpMutation(useTradeUnlock(), { config });
