import {
  array,
  boolean,
  enum as zEnum,
  int,
  number,
  object,
  string,
  type infer as Infer,
} from 'zod';
import {
  OFFERING_ACTIONS,
  OFFERING_KINDS,
  OFFERING_STATES,
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_STATUSES,
} from '../offerings';
import { pricePremiumLevels } from '../pricePremium';
import {
  currencyCodeSchema,
  decimalString,
  entityIdSchema,
  nonNegativeDecimalString,
  utcDateTimeSchema,
} from './fields';
import { productSubtypeSchema, productTypeSchema } from './products';
import { subscriptionTimelineSchema } from './subscriptions';

export const offeringKindSchema = zEnum(OFFERING_KINDS);
export const offeringStateSchema = zEnum(OFFERING_STATES);
export const subscriptionStateSchema = zEnum(SUBSCRIPTION_STATES);

/**
 * An offering (spec 1, 3): an IPO, an APO or the AI day-trading product, as a client sees it.
 *
 * - `kind`, and the spec 4 `type` / `subtype` the lists filter by (OFFERING_PRODUCT);
 * - the listing: `exchange` (its market) and `symbol`, `name`, `currency` (the offer's);
 * - spec 3 trading product figures: `offer_price`, `total_size` (shares offered), `remaining`
 *   (shares not yet subscribed; 0 when oversubscribed), `utilization` (% subscribed, above 100
 *   when oversubscribed), `period` and `daily_return` (the AI product), and once listed the
 *   `market_price`, `price_gap` (market minus offer) and the spec 3 `premium_level`;
 * - lots: `lot_size` (shares a lot), `min_lots` and `max_lots` a subscription may ask for, and
 *   what those cost (`min_amount`, `max_amount`, in `currency`);
 * - eligibility (spec 5/6): `min_vip`, `min_score` (0: none), `pac_code_required`;
 * - `payment_later`: a client whose cash falls short may still subscribe, in status `payment`
 *   (spec 8 'IPO payment due': pay through customer service before the allotment);
 * - `early_redemption` (the AI product): whether a client may take the principal back before the
 *   period ends;
 * - `timeline` (spec 3), `state` (offeringState at the server's now), `actions` the client may
 *   take now (subscribe), and `allotted_at` / `listed_at`: when the allotment and the listing
 *   were actually run.
 */
export const offeringSchema = object({
  id: entityIdSchema,
  kind: offeringKindSchema,
  type: productTypeSchema,
  subtype: productSubtypeSchema,
  exchange: string().min(1),
  symbol: string().min(1),
  name: string(),
  currency: currencyCodeSchema,
  state: offeringStateSchema,
  actions: array(zEnum(OFFERING_ACTIONS)),
  offer_price: nonNegativeDecimalString,
  lot_size: nonNegativeDecimalString,
  min_lots: int().min(1),
  max_lots: int().min(1),
  min_amount: nonNegativeDecimalString,
  max_amount: nonNegativeDecimalString,
  total_size: nonNegativeDecimalString,
  remaining: nonNegativeDecimalString,
  utilization: nonNegativeDecimalString,
  period: int().min(0).nullable(),
  daily_return: decimalString.nullable(),
  market_price: nonNegativeDecimalString.nullable(),
  price_gap: decimalString.nullable(),
  premium_level: zEnum(pricePremiumLevels).nullable(),
  min_vip: int().min(0),
  min_score: number().min(0),
  pac_code_required: boolean(),
  payment_later: boolean(),
  early_redemption: boolean(),
  timeline: subscriptionTimelineSchema,
  allotted_at: utcDateTimeSchema.nullable(),
  listed_at: utcDateTimeSchema.nullable(),
});
export type Offering = Infer<typeof offeringSchema>;

/**
 * The AI day-trading part of an allotted subscription (null for IPOs and APOs, and before the
 * allotment): the `principal` working (the allotted amount), the `accrued_return` credited to the
 * client's cash so far, the trading `days_paid` of `period_days`, the `first_day` and `last_day`
 * of the period (UTC calendar days), `matures_at` (the principal comes back), `returned_at`
 * (when it came back: at maturity or redeemed early), and `redeemable` (early redemption allowed
 * by the product and the period still running).
 */
export const aiSubscriptionSchema = object({
  principal: nonNegativeDecimalString,
  accrued_return: nonNegativeDecimalString,
  days_paid: int().min(0),
  period_days: int().min(1),
  first_day: string(),
  last_day: string(),
  matures_at: utcDateTimeSchema,
  returned_at: utcDateTimeSchema.nullable(),
  redeemable: boolean(),
});
export type AiSubscription = Infer<typeof aiSubscriptionSchema>;

/**
 * A client's subscription to an offering: the lots asked for (`lots`, `quantity` in shares) and
 * what they cost (`amount`, in `currency`); `state` (SUBSCRIPTION_STATES) and the spec 4 `status`
 * it shows (SUBSCRIPTION_STATUS); `payment_due` (spec 8 'IPO payment due': status payment, the
 * client must contact customer service to pay); `held` (the cash frozen for it); after the
 * allotment, `allotted_lots`, `allotted_quantity`, `allotted_amount` (taken) and `refund_amount`
 * (returned); the times of each step; `ai`, the AI day-trading product's period and return.
 */
export const offeringSubscriptionSchema = object({
  id: entityIdSchema,
  offering_id: entityIdSchema,
  kind: offeringKindSchema,
  exchange: string().min(1),
  symbol: string().min(1),
  name: string(),
  currency: currencyCodeSchema,
  lots: int().min(1),
  quantity: nonNegativeDecimalString,
  amount: nonNegativeDecimalString,
  held: nonNegativeDecimalString,
  state: subscriptionStateSchema,
  status: zEnum(SUBSCRIPTION_STATUSES),
  payment_due: boolean(),
  cancellable: boolean(),
  allotted_lots: int().min(0).nullable(),
  allotted_quantity: nonNegativeDecimalString.nullable(),
  allotted_amount: nonNegativeDecimalString.nullable(),
  refund_amount: nonNegativeDecimalString.nullable(),
  created_at: utcDateTimeSchema,
  cancelled_at: utcDateTimeSchema.nullable(),
  allotted_at: utcDateTimeSchema.nullable(),
  listed_at: utcDateTimeSchema.nullable(),
  offering_state: offeringStateSchema,
  timeline: subscriptionTimelineSchema,
  ai: aiSubscriptionSchema.nullable(),
});
export type OfferingSubscription = Infer<typeof offeringSubscriptionSchema>;
