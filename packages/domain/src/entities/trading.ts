import {
  array,
  discriminatedUnion,
  enum as zEnum,
  literal,
  object,
  string,
  type infer as Infer,
} from 'zod';
import { isDecimalString } from '../decimal';
import { exchangeIdSchema } from '../market/instrumentSchema';
import { compareDecimal } from '../money';
import { feeIds, feeKinds } from '../trading/fees';
import { orderSides, orderTypes, timeInForces } from '../trading/orderKinds';
import { currencyCodeSchema, decimalString, nonNegativeDecimalString } from './fields';

/**
 * The trading entities (spec 3 Order/transaction, spec 5): the order ticket a client sends,
 * the tenant's commission schedule, the quote of an order and a holding. Schemas check the
 * shape; the rules across fields are `validateOrderForm`'s and `checkOrderEligibility`'s, whose
 * codes a screen can translate.
 */

/** buy or sell. */
export const orderSideSchema = zEnum(orderSides);
/** market, limit, stop, stop_limit. */
export const orderTypeSchema = zEnum(orderTypes);
/** day, gtc. */
export const timeInForceSchema = zEnum(timeInForces);

const ticketBase = {
  exchange: exchangeIdSchema,
  symbol: string().min(1).max(20),
  side: orderSideSchema,
  time_in_force: timeInForceSchema,
  /** Shares; absent on a buy by amount. */
  quantity: nonNegativeDecimalString.optional(),
  /** The cash amount of a fractional buy (US listings), in the listing's currency. */
  amount: nonNegativeDecimalString.optional(),
};

/**
 * The order ticket (POST /trade/app/v1/quote and /order), one shape per type: a limit order
 * carries its limit price, a stop order its stop price, a stop-limit both.
 */
export const orderTicketSchema = discriminatedUnion('type', [
  object({ ...ticketBase, type: literal('market') }),
  object({ ...ticketBase, type: literal('limit'), limit_price: nonNegativeDecimalString }),
  object({ ...ticketBase, type: literal('stop'), stop_price: nonNegativeDecimalString }),
  object({
    ...ticketBase,
    type: literal('stop_limit'),
    limit_price: nonNegativeDecimalString,
    stop_price: nonNegativeDecimalString,
  }),
]);
/** An order ticket. */
export type OrderTicket = Infer<typeof orderTicketSchema>;

/** A tenant's commission for a market: a rate of the gross, within an optional min and max. */
export const commissionScheduleSchema = object({
  rate: nonNegativeDecimalString,
  min: nonNegativeDecimalString.optional(),
  max: nonNegativeDecimalString.optional(),
}).superRefine(({ min, max }, ctx) => {
  if (isDecimalString(min) && isDecimalString(max) && compareDecimal(min, max) > 0) {
    ctx.addIssue({ code: 'custom', message: 'range_inverted', path: ['min'] });
  }
});
/** A commission schedule. */
export type CommissionSchedule = Infer<typeof commissionScheduleSchema>;

/** One charge of a trade (`MARKET_FEE_RULES`' ids). */
export const feeLineSchema = object({
  id: zEnum(feeIds),
  kind: zEnum(feeKinds),
  amount: nonNegativeDecimalString,
});
/** One charge of a trade, rounded, in the listing's currency. */
export type FeeLine = Infer<typeof feeLineSchema>;

/** The quote of an order (POST /trade/app/v1/quote), as `previewOrder` computes it. */
export const orderPreviewSchema = object({
  exchange: exchangeIdSchema,
  side: orderSideSchema,
  currency: currencyCodeSchema,
  quantity: nonNegativeDecimalString,
  price: nonNegativeDecimalString,
  gross: nonNegativeDecimalString,
  fees: array(feeLineSchema),
  trade_fees: nonNegativeDecimalString,
  tax_fees: nonNegativeDecimalString,
  total_fees: nonNegativeDecimalString,
  /** Signed: a sell whose charges exceed its proceeds takes cash. */
  total: decimalString,
  account_currency: currencyCodeSchema,
  fx_rate: nonNegativeDecimalString.nullable(),
  converted_total: decimalString.nullable(),
});
/** An order's quote: every figure in the listing's currency but `converted_total`. */
export type OrderPreview = Infer<typeof orderPreviewSchema>;

/** A holding of one listing at average cost (trading/position.ts). */
export const positionSchema = object({
  /** The listing's currency: cost and realised P&L are in it. */
  currency: currencyCodeSchema,
  /** Shares held (fractional on US listings). */
  quantity: nonNegativeDecimalString,
  /** What the shares held cost, fees and taxes included. */
  cost: nonNegativeDecimalString,
  /** P&L realised by the sales so far (spec 3 'cumulative profit'); signed. */
  realised: decimalString,
});
/** A holding at average cost (trading/position.ts). */
export type Position = Infer<typeof positionSchema>;
