/**
 * Product enumerations of spec 4 (trading type, type, subtype) and the IPO subscription list
 * tabs of spec 2. Plain `as const` arrays; the zod enums are in entities/products.ts. 'all' is a
 * filter value, never a product's own value. (The price premium levels of spec 3 are
 * `pricePremiumLevels` in pricePremium.ts.)
 */

/** spec 4, Product trading type: how an order for the product is executed. */
export const productTradingTypes = [
  /** Direct (spec 4): the order goes straight into the portfolio. */
  'holding',
  /** Review (spec 4): the order waits for a review (allocation or authorisation) first. */
  'review',
] as const;
export type ProductTradingType = (typeof productTradingTypes)[number];

/** spec 4, Product types. */
export const productTypes = [
  /** Every type (a filter value). */
  'all',
  /** Listed stocks. */
  'stock',
  /** Initial public offerings (subscriptions). */
  'ipo',
  /** Block trades (meaning not given by the spec). */
  'block',
  /** Funds. */
  'fund',
  /** Quantitative strategies (spec 1: with funds, savings and earn). */
  'quant',
  /** Savings products (spec 1). */
  'savings',
  /** Listed by spec 4 beside 'savings', without a meaning: kept as the server may send it. */
  'saving',
  /** Earn products (spec 1). */
  'earn',
  /** Subscription products (offerings subscribed to, as IPOs; meaning not given by the spec). */
  'subscribe',
] as const;
export type ProductType = (typeof productTypes)[number];

/** spec 4, Product subtypes. */
export const productSubtypes = [
  /** Every subtype (a filter value). */
  'all',
  /** A standard product of its type. */
  'standard',
  /** Futures and options (the usual meaning; not given by the spec). */
  'fo',
  /** Daily products (meaning not given by the spec). */
  'daily',
  /** The AI day-trading product (spec 1). */
  'ai',
  /** Initial public offering. */
  'ipo',
  /** Over the counter. */
  'otc',
  /** Secondary public offering (the usual meaning; not given by the spec). */
  'spo',
  /** Fund. */
  'fund',
  /** Quantitative strategy. */
  'quant',
  /** Fixed term or yield (meaning not given by the spec). */
  'fixed',
  /** Flexible term or yield (meaning not given by the spec). */
  'flex',
  /** Listed by spec 4 without a meaning. */
  'da',
  /** APO: spec 1 names it a secondary public offering, with its own guide. */
  'apo',
] as const;
export type ProductSubtype = (typeof productSubtypes)[number];

/** spec 2, the IPO and subscription list tabs. */
export const subscriptionListTabs = [
  /** Open for subscription now. */
  'now',
  /** Announced, not yet open. */
  'upcoming',
  /** The user's own subscriptions. */
  'subs',
  /** Closed or listed offerings. */
  'history',
] as const;
export type SubscriptionListTab = (typeof subscriptionListTabs)[number];
