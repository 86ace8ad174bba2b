// Area orders (spec 2-5, 8): the trading unlock (once per session), the expiring
// quote, placing an order (Idempotency-Key), the orders and transactions list, an order's
// detail and its cancel, the positions.
import {
  tradeOrderSchema,
  tradePositionsSchema,
  orderPreviewSchema,
  orderSideSchema,
  orderTypeSchema,
  timeInForceSchema,
  utcDateTimeSchema,
  orderStatuses,
  performanceRanges,
  portfolioPerformanceSchema,
  productTypes,
} from '@invest/domain';
import { enum as zEnum, object, string, type infer as Infer } from 'zod';
import { idField } from './fields';
import { amountField, currencyField, pagedSchema, pageQueryShape } from './money';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { stepUpProofSchema } from './stepUp';
import { text } from './text';

export const ordersRoutes = {
  tradeUnlock: def({
    method: 'POST',
    path: '/trade/app/v1/unlock',
    auth: 'user',
    feature: 'trade',
    stepUp: 'trade_unlock',
  }),
  tradeQuote: def({ method: 'POST', path: '/trade/app/v1/quote', auth: 'user', feature: 'trade' }),
  tradeOrder: def({
    method: 'POST',
    path: '/trade/app/v1/order',
    auth: 'user',
    moneyMoving: true,
    feature: 'trade',
  }),
  tradeOrders: def({ method: 'GET', path: '/trade/app/v1/orders', auth: 'user' }),
  tradeOrderDetail: def({ method: 'GET', path: '/trade/app/v1/orders/:id', auth: 'user' }),
  tradeOrderCancel: def({ method: 'POST', path: '/trade/app/v1/orders/:id/cancel', auth: 'user' }),
  tradePositions: def({ method: 'GET', path: '/trade/app/v1/positions', auth: 'user' }),
  portfolioPerformance: def({
    method: 'GET',
    path: '/stat/app/v1/portfolio/performance',
    auth: 'user',
  }),
} as const satisfies Record<string, RouteDef>;

/**
 * POST /trade/app/v1/unlock: the trading unlock of this session (spec 5 PIN; with the second
 * factor on, an authenticator or backup code, or a passkey). Orders of the session need no
 * further proof until `until`.
 */
export const tradeUnlockRequestSchema = wireSchema(() =>
  object({ pin: text({ max: 12 }).optional(), step_up: stepUpProofSchema.optional() }),
);
export type TradeUnlockRequest = Infer<typeof tradeUnlockRequestSchema>;
export const tradeUnlockSchema = wireSchema(() => object({ until: utcDateTimeSchema }));
export type TradeUnlock = Infer<typeof tradeUnlockSchema>;

/**
 * The order ticket as sent (spec 3): the listing, side, type, time in force, a quantity or (a
 * market buy for the day of a US listing) an amount, the prices the type needs, and the cash
 * account (its currency) that pays or is paid. The server runs domain's `validateOrderForm` on
 * it (400 with the form's field codes).
 */
const ticketShape = () => ({
  exchange: text({ max: 8 }),
  symbol: text({ max: 20 }),
  side: orderSideSchema,
  type: orderTypeSchema,
  time_in_force: timeInForceSchema,
  quantity: amountField().optional(),
  amount: amountField().optional(),
  limit_price: amountField().optional(),
  stop_price: amountField().optional(),
  /** spec 8 'Please select an account': the currency of the paying account. */
  account: currencyField(),
});

/** POST /trade/app/v1/quote: the ticket. */
export const tradeQuoteRequestSchema = wireSchema(() => object(ticketShape()));
export type TradeQuoteRequest = Infer<typeof tradeQuoteRequestSchema>;

/**
 * The expiring quote (spec 4): the order's estimate (`previewOrder`: price, fees, taxes, total,
 * FX rate and converted total when the account's currency differs) and when it expires. A
 * market order placed with it fills at its price while it lives.
 */
export const tradeQuoteSchema = wireSchema(() =>
  orderPreviewSchema.extend({
    id: string(),
    symbol: string(),
    type: orderTypeSchema,
    created_at: utcDateTimeSchema,
    expires_at: utcDateTimeSchema,
  }),
);
export type TradeQuote = Infer<typeof tradeQuoteSchema>;

/**
 * POST /trade/app/v1/order (Idempotency-Key; the session's trading unlock): the ticket and, for
 * a market order, the live quote it fills at (`quote_id`).
 */
export const tradeOrderRequestSchema = wireSchema(() =>
  object({ ...ticketShape(), quote_id: idField().optional() }),
);
export type TradeOrderRequest = Infer<typeof tradeOrderRequestSchema>;

export {
  orderEventKinds,
  tradeOrderSchema,
  tradePositionSchema,
  tradePositionsSchema,
  type TradeOrder,
  type TradePosition,
  type TradePositions,
} from '@invest/domain';

/** GET /trade/app/v1/orders?type=&side=&status=&page=&size= (spec 2: by type and status). */
export const tradeOrdersQuerySchema = wireSchema(() =>
  object({
    type: zEnum(productTypes).optional(),
    side: orderSideSchema.optional(),
    status: zEnum(orderStatuses).optional(),
    ...pageQueryShape(),
  }),
);
export type TradeOrdersQuery = Infer<typeof tradeOrdersQuerySchema>;
export const tradeOrderListSchema = wireSchema(() => pagedSchema(tradeOrderSchema));
export type TradeOrderList = Infer<typeof tradeOrderListSchema>;
export const tradeOrderParamsSchema = wireSchema(() => object({ id: idField() }));

/** GET /stat/app/v1/portfolio/performance?range=1M|3M|1Y|ALL (default 1M). */
export const portfolioPerformanceQuerySchema = wireSchema(() =>
  object({ range: zEnum(performanceRanges).optional() }),
);
export type PortfolioPerformanceQuery = Infer<typeof portfolioPerformanceQuerySchema>;
export { portfolioPerformanceSchema, type PortfolioPerformance } from '@invest/domain';

export const ordersSchemas = {
  tradeUnlock: { body: tradeUnlockRequestSchema, response: tradeUnlockSchema },
  tradeQuote: { body: tradeQuoteRequestSchema, response: tradeQuoteSchema },
  tradeOrder: { body: tradeOrderRequestSchema, response: tradeOrderSchema },
  tradeOrders: { query: tradeOrdersQuerySchema, response: tradeOrderListSchema },
  tradeOrderDetail: { params: tradeOrderParamsSchema, response: tradeOrderSchema },
  tradeOrderCancel: { params: tradeOrderParamsSchema, response: tradeOrderSchema },
  tradePositions: { response: tradePositionsSchema },
  portfolioPerformance: {
    query: portfolioPerformanceQuerySchema,
    response: portfolioPerformanceSchema,
  },
} as const;
