import {
  array,
  boolean,
  enum as zEnum,
  int,
  nullable,
  object,
  string,
  type infer as Infer,
} from 'zod';
import { exchangeIdSchema } from '../market/instrumentSchema';
import {
  currencyCodeSchema,
  decimalString,
  nonNegativeDecimalString,
  utcDateTimeSchema,
} from './fields';
import { performanceRanges } from '../trading/performance';
import { orderSchema } from './orders';
import { feeLineSchema, orderSideSchema, orderTypeSchema, timeInForceSchema } from './trading';

/**
 * A holding as the portfolio shows it (spec 3 Order/transaction's holding figures): shares (free
 * and under working sell orders), average cost and cost basis, the live price and value, the
 * estimated selling fees and P&L, what sales realised so far, today's change. Money is in the
 * listing's `currency`; P&L is at average cost (docs/decisions/0005-average-cost.md).
 */
export const tradePositionSchema = object({
  exchange: exchangeIdSchema,
  symbol: string(),
  name: string(),
  currency: currencyCodeSchema,
  quantity: nonNegativeDecimalString,
  available: nonNegativeDecimalString,
  frozen: nonNegativeDecimalString,
  avg_cost: nullable(nonNegativeDecimalString),
  cost: nonNegativeDecimalString,
  price: nonNegativeDecimalString,
  market_value: nonNegativeDecimalString,
  est_sell_fees: nonNegativeDecimalString,
  est_pnl: decimalString,
  /** est_pnl / cost x 100, two decimals; null without a cost. */
  pnl_percent: nullable(decimalString),
  realised: decimalString,
  /** quantity x (price - previous close). */
  day_change: decimalString,
});
/** A holding, at the live price. */
export type TradePosition = Infer<typeof tradePositionSchema>;

/** The client's holdings. */
export const tradePositionsSchema = object({ list: array(tradePositionSchema), count: int() });
export type TradePositions = Infer<typeof tradePositionsSchema>;

/** What happened to an order, in order (placed -> filled -> settled, or cancelled ...). */
export const orderEventKinds = [
  'placed',
  'triggered',
  'filled',
  'settled',
  'cancelled',
  'rejected',
  'expired',
] as const;
export type OrderEventKind = (typeof orderEventKinds)[number];

/**
 * One order (spec 3 Order/transaction) with what the ticket asked for and its execution: side,
 * type, time in force, prices, the fill's fee lines, the conversion, the realised P&L of a sale,
 * and its timeline (spec 2 order detail).
 */
export const tradeOrderSchema = orderSchema.safeExtend({
  exchange: exchangeIdSchema,
  side: orderSideSchema,
  order_type: orderTypeSchema,
  time_in_force: timeInForceSchema,
  limit_price: nullable(nonNegativeDecimalString),
  stop_price: nullable(nonNegativeDecimalString),
  account_currency: currencyCodeSchema,
  /** The fill's price (null while working). */
  fill_price: nullable(nonNegativeDecimalString),
  fees: array(feeLineSchema),
  /** What moved in the listing's currency: a buy's cost, a sell's net proceeds. */
  total: nullable(decimalString),
  fx_rate: nullable(nonNegativeDecimalString),
  converted_total: nullable(decimalString),
  /** A sale's realised P&L at average cost. */
  realised_pnl: nullable(decimalString),
  placed_at: utcDateTimeSchema,
  expires_at: utcDateTimeSchema,
  settles_at: nullable(utcDateTimeSchema),
  /** Why it ended without a fill (cancelled, expired, price_collar, ...). */
  reason: nullable(string()),
  /** Whether the client may still cancel it (working, nothing executed). */
  cancellable: boolean(),
  timeline: array(object({ event: zEnum(orderEventKinds), at: utcDateTimeSchema })),
});
/** An order with its execution and timeline. */
export type TradeOrder = Infer<typeof tradeOrderSchema>;

/** GET /stat/app/v1/portfolio: value, invested and P&L in the tenant's currency. */
export const portfolioSchema = object({
  currency: currencyCodeSchema,
  total_value: decimalString,
  invested_value: decimalString,
  cash_value: decimalString,
  pnl: decimalString,
  pnl_percent: decimalString,
  /** Holdings at the live price , in `currency`. */
  market_value: decimalString.optional(),
  /** Realised P&L of the sales so far, in `currency`. */
  realised_pnl: decimalString.optional(),
  /**
   * Today's change of the holdings' value, in `currency`; null when a holding's change of the
   * day cannot be known (a product without the previous day's figure): never a zero not real.
   */
  day_change: decimalString.nullable().optional(),
  /** The same figures per listing or account currency, before conversion. */
  by_currency: array(
    object({
      currency: currencyCodeSchema,
      cash: decimalString,
      market_value: decimalString,
      cost: decimalString,
      pnl: decimalString,
      realised_pnl: decimalString,
      day_change: decimalString.nullable(),
    }),
  ).optional(),
});
/** The portfolio's figures. */
export type Portfolio = Infer<typeof portfolioSchema>;

/**
 * GET /stat/app/v1/portfolio/performance: the portfolio's value over a range in the tenant's
 * currency (cash from the ledger plus the holdings of the securities ledger at the simulator's
 * price of each instant), the flows in and out at each point (deposits, withdrawals: not
 * performance), the client's market index over the same instants, and both time-weighted
 * returns in percent (trading/performance.ts; null without a sub-period to measure). No points
 * before the client's first money.
 */
export const portfolioPerformanceSchema = object({
  range: zEnum(performanceRanges),
  currency: currencyCodeSchema,
  points: array(object({ at: utcDateTimeSchema, value: decimalString, flows: decimalString })),
  index: object({
    id: string(),
    name: string(),
    points: array(object({ at: utcDateTimeSchema, level: decimalString })),
  }),
  twr: nullable(decimalString),
  index_twr: nullable(decimalString),
});
/** The portfolio's performance over a range. */
export type PortfolioPerformance = Infer<typeof portfolioPerformanceSchema>;
