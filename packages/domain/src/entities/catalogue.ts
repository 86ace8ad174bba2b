import {
  boolean,
  enum as zEnum,
  int,
  number,
  object,
  record,
  string,
  type infer as Infer,
} from 'zod';
import {
  ASSET_CLASSES,
  CATALOGUE_STATES,
  CATALOGUE_SUBTYPES,
  CATALOGUE_TYPES,
  PRODUCT_HOLDING_STATES,
  PRODUCT_ORDER_SIDES,
  PRODUCT_ORDER_STATES,
  PRODUCT_TERMS,
} from '../products/catalogue';
import {
  calendarDateSchema,
  currencyCodeSchema,
  decimalString,
  entityIdSchema,
  nonNegativeDecimalString,
  utcDateTimeSchema,
} from './fields';
import { productTradingTypeSchema } from './products';

export const catalogueTypeSchema = zEnum(CATALOGUE_TYPES);
export const catalogueSubtypeSchema = zEnum(CATALOGUE_SUBTYPES);
export const assetClassSchema = zEnum(ASSET_CLASSES);
export const productTermSchema = zEnum(PRODUCT_TERMS);
export const catalogueStateSchema = zEnum(CATALOGUE_STATES);
export const riskLevelSchema = int().min(1).max(5);

/**
 * A product of the catalogue (spec 1, 3, 4, 6): a fund, quant strategy, savings or earn product.
 *
 * - identity: `code` (its symbol or PAC-style code), `name`, spec 4 `type` / `subtype`,
 *   `asset_class` (spec 1: fund, bond, structured, alternative, cash), `market` (the country
 *   code of the market it invests in), `currency`;
 * - spec 4 `trading_type`: `holding` (a subscription settles at once) or `review` (it waits,
 *   `awaiting`, for an advisor);
 * - `term`: `flexible` (redeem any day) or `fixed` (locked `lock_days` days from the
 *   subscription; paid back with its return at maturity); `risk_level` 1 (lowest) to 5;
 * - spec 3 trading product fields: `market_price` (the unit price: the day's NAV of a fund or
 *   quant strategy, 1 for savings and earn), `nav_date` (the day it was priced), `offer_price`
 *   (what a unit costs on subscription), `price_gap` (market minus offer), `low` / `high` (the
 *   unit price's range over the last 30 days), `total_size` / `remaining` (units offered and
 *   left; null: no cap), `utilization` (% of the size subscribed), `period` (days: the lock of a
 *   fixed-term product), `daily_return` (% a day, savings and earn), `annual_return` (% a year:
 *   the daily return × 365 for savings and earn, the last year's change of NAV for funds; the
 *   catalogue sorts by it), `pac_code_required` (spec 5);
 * - spec 5 minimums: `min_investment` (in `currency`), `min_quantity` (units);
 * - spec 6: `min_vip`, `min_score` (0: none); `exclusive` (min_vip ≥ 1: an offer for VIP levels);
 * - `state`: open for subscription or closed by the back office.
 */
export const catalogueProductSchema = object({
  id: entityIdSchema,
  code: string().min(1),
  name: string(),
  type: catalogueTypeSchema,
  subtype: catalogueSubtypeSchema,
  asset_class: assetClassSchema,
  market: string().min(2).max(8),
  currency: currencyCodeSchema,
  trading_type: productTradingTypeSchema,
  term: productTermSchema,
  lock_days: int().min(1).nullable(),
  risk_level: riskLevelSchema,
  state: catalogueStateSchema,
  market_price: nonNegativeDecimalString,
  nav_date: calendarDateSchema.nullable(),
  offer_price: nonNegativeDecimalString,
  price_gap: decimalString,
  low: nonNegativeDecimalString.nullable(),
  high: nonNegativeDecimalString.nullable(),
  total_size: nonNegativeDecimalString.nullable(),
  remaining: nonNegativeDecimalString.nullable(),
  utilization: nonNegativeDecimalString.nullable(),
  period: int().min(0).nullable(),
  daily_return: decimalString.nullable(),
  annual_return: decimalString,
  pac_code_required: boolean(),
  min_investment: nonNegativeDecimalString,
  min_quantity: nonNegativeDecimalString,
  min_vip: int().min(0),
  min_score: number().min(0),
  exclusive: boolean(),
});
export type CatalogueProduct = Infer<typeof catalogueProductSchema>;

/**
 * spec 6: whether the calling client may take a product: `eligible`, and when not the `reason`
 * (vip or score), the `required` level or score and the client's `own` (spec 5: the VIP message
 * shows the required level and the client's own).
 */
export const productEligibilitySchema = object({
  eligible: boolean(),
  reason: zEnum(['vip', 'score']).nullable(),
  required: number().nullable(),
  own: number().nullable(),
});
export type ProductEligibility = Infer<typeof productEligibilitySchema>;

/**
 * The key-information document of a product: its text per locale code ('en-US', 'zh-CN', ...),
 * as the back office wrote it; a screen shows its locale's text, else 'en-US'.
 */
export const keyInformationSchema = record(string().min(2).max(16), string().max(20_000));
export type KeyInformation = Infer<typeof keyInformationSchema>;

const productSummaryShape = {
  product_id: entityIdSchema,
  code: string().min(1),
  name: string(),
  type: catalogueTypeSchema,
  subtype: catalogueSubtypeSchema,
  currency: currencyCodeSchema,
  term: productTermSchema,
  trading_type: productTradingTypeSchema,
  risk_level: riskLevelSchema,
};

/**
 * A client's holding of a product: `units` held (savings and earn: units of 1 in `currency`),
 * `cost` (what they paid for the units held), `price` (the unit price now: NAV or 1), `value`
 * (units × price, rounded down), `accrued_return` (the daily returns paid so far: savings and
 * earn), `unrealised` (value − cost: funds and quant), `state` and its spec 4 `status` (holding,
 * sold), `opened_at`, `maturity_date` (fixed term: the day it is paid back), `redeemable` (a
 * flexible product any day, a fixed-term one from maturity), `accrued_through` (the last day
 * whose return was paid).
 */
export const productHoldingSchema = object({
  id: entityIdSchema,
  ...productSummaryShape,
  units: nonNegativeDecimalString,
  cost: nonNegativeDecimalString,
  price: nonNegativeDecimalString,
  value: nonNegativeDecimalString,
  accrued_return: nonNegativeDecimalString,
  unrealised: decimalString,
  state: zEnum(PRODUCT_HOLDING_STATES),
  status: zEnum(['holding', 'sold']),
  opened_at: utcDateTimeSchema,
  maturity_date: calendarDateSchema.nullable(),
  redeemable: boolean(),
  accrued_through: calendarDateSchema.nullable(),
  closed_at: utcDateTimeSchema.nullable(),
});
export type ProductHolding = Infer<typeof productHoldingSchema>;

/**
 * A product order: a subscription (`amount` paid, the `units` it bought at `price`) or a
 * redemption (`units` sold, the `amount` paid back at `price`). `state` and its spec 4 `status`
 * (awaiting, holding, sold, rejected); `held` (the cash frozen while a review product's
 * subscription awaits an advisor); `remark` (the advisor's, on a rejection); `holding_id` (the
 * holding it made or sold from); `cancellable` (an awaiting subscription the client may
 * withdraw); `created_at`, `decided_at` (settled, rejected or cancelled).
 */
export const productOrderSchema = object({
  id: entityIdSchema,
  ...productSummaryShape,
  side: zEnum(PRODUCT_ORDER_SIDES),
  amount: nonNegativeDecimalString,
  units: nonNegativeDecimalString.nullable(),
  price: nonNegativeDecimalString.nullable(),
  held: nonNegativeDecimalString,
  state: zEnum(PRODUCT_ORDER_STATES),
  status: zEnum(['awaiting', 'holding', 'sold', 'rejected']),
  remark: string().nullable(),
  holding_id: entityIdSchema.nullable(),
  cancellable: boolean(),
  created_at: utcDateTimeSchema,
  decided_at: utcDateTimeSchema.nullable(),
});
export type ProductOrder = Infer<typeof productOrderSchema>;
