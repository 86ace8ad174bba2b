// The product catalogue (spec 1, 3, 4, 6): funds, quant strategies, savings and earn products a
// client holds, with their asset classes (funds, bonds, structured products, alternatives), terms,
// risk levels and the orders and holdings they make. Plain `as const` values; the zod schemas are
// in entities/catalogue.ts. zod-free.
import type { ProductSubtype, ProductType } from '../product';

/** spec 1: the product types a client holds (spec 4 types; the rest are stocks and offerings). */
export const CATALOGUE_TYPES = [
  'fund',
  'quant',
  'savings',
  'earn',
] as const satisfies readonly ProductType[];
export type CatalogueType = (typeof CATALOGUE_TYPES)[number];

/**
 * spec 4 subtypes a catalogue product may carry: `fund` / `standard` (a fund or a plain product
 * of its type), `quant` (a quantitative strategy), `fixed` (a fixed term: locked until maturity)
 * and `flex` (redeemable any day), `daily` (pays daily), `otc` (over the counter: bonds and
 * structured notes). 'all' only filters.
 */
export const CATALOGUE_SUBTYPES = [
  'standard',
  'fund',
  'quant',
  'fixed',
  'flex',
  'daily',
  'otc',
] as const satisfies readonly ProductSubtype[];
export type CatalogueSubtype = (typeof CATALOGUE_SUBTYPES)[number];

/**
 * spec 1: what the product holds: funds, bonds, structured products, alternatives, or cash
 * (savings and earn deposits). Bonds and structured products are not spec 4 types: they are
 * funds or earn products by type, told apart here.
 */
export const ASSET_CLASSES = ['fund', 'bond', 'structured', 'alternative', 'cash'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/**
 * A product's term: `flexible` (redeemable any day) or `fixed` (locked for `lock_days` after the
 * subscription; at maturity principal and return are paid back).
 */
export const PRODUCT_TERMS = ['flexible', 'fixed'] as const;
export type ProductTerm = (typeof PRODUCT_TERMS)[number];

/** Risk levels, 1 (lowest: cash-like) to 5 (highest: equity strategies, structured notes). */
export const RISK_LEVELS = [1, 2, 3, 4, 5] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * How a product earns: `nav` (funds and quant: units priced at a daily net asset value, the
 * return is the change in value) or `accrual` (savings and earn: units of 1 in the product's
 * currency, a daily return paid to the client's cash).
 */
export const PRICING_KINDS = ['nav', 'accrual'] as const;
export type PricingKind = (typeof PRICING_KINDS)[number];

/** spec 1: funds and quant strategies are priced at a NAV; savings and earn accrue. */
export const pricingOf = (type: CatalogueType): PricingKind =>
  type === 'fund' || type === 'quant' ? 'nav' : 'accrual';

/** Whether the back office lets clients subscribe now. */
export const CATALOGUE_STATES = ['open', 'closed'] as const;
export type CatalogueState = (typeof CATALOGUE_STATES)[number];

/** The catalogue list's sort keys (server side): annual return, risk level, minimum investment. */
export const CATALOGUE_SORTS = ['return', 'risk', 'minimum'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A product order's side: subscribe (buy units) or redeem (sell them back). */
export const PRODUCT_ORDER_SIDES = ['subscribe', 'redeem'] as const;
export type ProductOrderSide = (typeof PRODUCT_ORDER_SIDES)[number];

/**
 * A product order's life: `awaiting` (a `review` product's subscription, cash held until an
 * advisor decides, spec 4), `settled` (units bought or sold), `rejected` (the advisor refused:
 * the hold released, nothing executed), `cancelled` (the client withdrew it while awaiting: the
 * hold released).
 */
export const PRODUCT_ORDER_STATES = ['awaiting', 'settled', 'rejected', 'cancelled'] as const;
export type ProductOrderState = (typeof PRODUCT_ORDER_STATES)[number];

/**
 * spec 4: the order/transaction status each order shows: awaiting (queued for authorization),
 * holding (a subscription settled into the portfolio), sold (a redemption settled), rejected
 * (nothing executed: refused or cancelled).
 */
export function productOrderStatus(
  side: ProductOrderSide,
  state: ProductOrderState,
): 'awaiting' | 'holding' | 'sold' | 'rejected' {
  if (state === 'awaiting') return 'awaiting';
  if (state === 'settled') return side === 'subscribe' ? 'holding' : 'sold';
  return 'rejected';
}

/**
 * A holding's life: `holding` (units held), `matured` (a fixed-term product paid back at
 * maturity), `redeemed` (every unit sold back).
 */
export const PRODUCT_HOLDING_STATES = ['holding', 'matured', 'redeemed'] as const;
export type ProductHoldingState = (typeof PRODUCT_HOLDING_STATES)[number];

/** spec 4: the status a holding shows: holding while units are held, then sold. */
export const productHoldingStatus = (state: ProductHoldingState): 'holding' | 'sold' =>
  state === 'holding' ? 'holding' : 'sold';

/**
 * Exclusive offers (spec 2 'Home'): products reserved for VIP levels, that is with a minimum VIP
 * level of 1 or more.
 */
export const isExclusive = (product: { min_vip: number }): boolean => product.min_vip >= 1;

/** The refusal codes of subscribing and redeeming (namespace `products`). */
export const PRODUCT_CODES = [
  'not_eligible',
  'product_closed',
  'amount_below_minimum_investment',
  'quantity_below_minimum',
  'pac_code_required',
  'locked_until_maturity',
  'units_exceed_holding',
] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];
