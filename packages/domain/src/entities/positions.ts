import { int, nullable, object, string, array, type infer as Infer } from 'zod';
import { exchangeIdSchema } from '../market/instrumentSchema';
import { currencyCodeSchema, decimalString, nonNegativeDecimalString } from './fields';

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
