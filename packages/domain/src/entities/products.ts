import { boolean, enum as zEnum, int, number, object, string, type infer as Infer } from 'zod';
import { isDecimalString } from '../decimal';
import { compareDecimal } from '../money';
import { productSubtypes, productTradingTypes, productTypes } from '../product';
import {
  currencyCodeSchema,
  decimalString,
  nonNegativeDecimalString,
  recordStatusEnum,
} from './fields';

/** spec 4: a product's type (a product type but 'all', which only filters lists). */
export const productTypeSchema = recordStatusEnum(productTypes);
/** spec 4: a product's subtype (but 'all'). */
export const productSubtypeSchema = recordStatusEnum(productSubtypes);
/** spec 4: a product's trading type. */
export const productTradingTypeSchema = zEnum(productTradingTypes);

/** The pairs [lower, upper] of a trading product that must not be inverted. */
const PRODUCT_RANGES = [
  ['low', 'high'],
  ['remaining', 'total_size'],
] as const;

/**
 * spec 3, Trading product: symbol, low, high, market price, offer price, price gap, total size,
 * remaining, utilization, period, daily return, PAC code; spec 6: minimum VIP level and score;
 * spec 4: type, subtype and trading type.
 *
 * Open in the spec (wire names and units): `market_price`, `offer_price`, `price_gap` (signed,
 * market minus offer), `total_size` and `remaining` (units offered and left), `utilization` (%
 * subscribed; may pass 100 when oversubscribed), `period` (whole days), `daily_return` (%,
 * signed), `pac_code_required` (spec 5: a PAC code is required for some trades), `min_vip`,
 * `min_score` (0: no minimum), `trading_type`. Figures not every product has may be absent or
 * null. Refused: low above high, remaining above the total size.
 */
export const tradingProductSchema = object({
  symbol: string().min(1),
  name: string().nullish(),
  currency: currencyCodeSchema.nullish(),
  low: nonNegativeDecimalString.nullish(),
  high: nonNegativeDecimalString.nullish(),
  market_price: nonNegativeDecimalString.nullish(),
  offer_price: nonNegativeDecimalString.nullish(),
  price_gap: decimalString.nullish(),
  total_size: nonNegativeDecimalString.nullish(),
  remaining: nonNegativeDecimalString.nullish(),
  utilization: nonNegativeDecimalString.nullish(),
  period: int().min(0).nullish(),
  daily_return: decimalString.nullish(),
  pac_code_required: boolean().default(false),
  min_vip: int().min(0).default(0),
  min_score: number().min(0).default(0),
  type: productTypeSchema,
  subtype: productSubtypeSchema,
  trading_type: productTradingTypeSchema,
}).superRefine((product, ctx) => {
  for (const [lower, upper] of PRODUCT_RANGES) {
    const a = product[lower];
    const b = product[upper];
    // zod runs this refinement even when a field failed its own checks: compare valid ones only
    if (isDecimalString(a) && isDecimalString(b) && compareDecimal(a, b) > 0) {
      ctx.addIssue({ code: 'custom', message: 'range_inverted', path: [lower] });
    }
  }
});
/** spec 3, Trading product. */
export type TradingProduct = Infer<typeof tradingProductSchema>;
