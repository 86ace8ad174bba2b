import { object, string, type infer as Infer } from 'zod';
import { orderStatuses } from '../statuses';
import {
  currencyCodeSchema,
  decimalString,
  entityIdSchema,
  nonNegativeDecimalString,
  recordStatusEnum,
  timesOutOfOrder,
  utcDateTimeSchema,
} from './fields';
import { productSubtypeSchema, productTypeSchema } from './products';

/** spec 4: the status of an order (an order status but 'all', which only filters lists). */
export const orderStatusSchema = recordStatusEnum(orderStatuses);

/**
 * spec 3, Order/transaction: buy_amount, buy_price, buy_time, quantity, sell_time,
 * current_price, est_pnl, cumulative profit, tax_fees, trade_fees, estimated selling tax and
 * fees, sell_amount, status. Money is in `currency`, as wire decimals; times are UTC.
 *
 * Open in the spec (wire names): `cumulative_profit` and `est_sell_fees`. Signed: est_pnl and
 * cumulative_profit; the rest is zero or more. What a sale adds (sell_time, sell_amount) and
 * what depends on the market (current_price, est_pnl, ...) may be absent or null. A sale before
 * the purchase is refused.
 */
export const orderSchema = object({
  id: entityIdSchema,
  symbol: string().min(1),
  /** Market (exchange) of the symbol. */
  market: string().nullish(),
  /** Name of the product or company. */
  name: string().nullish(),
  currency: currencyCodeSchema,
  type: productTypeSchema.nullish(),
  subtype: productSubtypeSchema.nullish(),
  buy_amount: nonNegativeDecimalString,
  buy_price: nonNegativeDecimalString,
  buy_time: utcDateTimeSchema,
  quantity: nonNegativeDecimalString,
  sell_time: utcDateTimeSchema.nullish(),
  current_price: nonNegativeDecimalString.nullish(),
  est_pnl: decimalString.nullish(),
  cumulative_profit: decimalString.nullish(),
  tax_fees: nonNegativeDecimalString.nullish(),
  trade_fees: nonNegativeDecimalString.nullish(),
  /** Estimated selling tax and fees. */
  est_sell_fees: nonNegativeDecimalString.nullish(),
  sell_amount: nonNegativeDecimalString.nullish(),
  status: orderStatusSchema,
}).superRefine((order, ctx) => {
  for (const [, later] of timesOutOfOrder(order, [['buy_time', 'sell_time']])) {
    ctx.addIssue({ code: 'custom', message: 'times_out_of_order', path: [later] });
  }
});
/** spec 3, Order/transaction. */
export type Order = Infer<typeof orderSchema>;
