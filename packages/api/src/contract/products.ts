// Area products (spec 1-6; ARCHITECTURE 'The wire' products row): the catalogue of funds, quant
// strategies, savings and earn products (filters by spec 4 type and subtype, currency, risk and
// asset class; sort by return, risk or minimum; paging, all server side), a product's detail
// with its key-information document, the recommendations and exclusive offers for the caller
// (spec 2 'Home'), subscribing (Idempotency-Key; a `review` product waits as `awaiting`),
// cancelling an awaiting subscription, the caller's holdings and their redemption, the
// caller's product orders. The offerings area holds `/product/app/v1/list`, `/:id`,
// `/:id/subscribe` and `/subscriptions` (IPOs, APOs): the catalogue lives under `catalogue/`,
// a client's own records under `orders/` and `holdings/`.
import {
  ASSET_CLASSES,
  catalogueProductSchema,
  CATALOGUE_SORTS,
  CATALOGUE_SUBTYPES,
  CATALOGUE_TYPES,
  keyInformationSchema,
  PRODUCT_ORDER_SIDES,
  PRODUCT_ORDER_STATES,
  productEligibilitySchema,
  productHoldingSchema,
  productOrderSchema,
  SORT_ORDERS,
} from '@invest/domain';
import { array, enum as zEnum, literal, object, union, type infer as Infer } from 'zod';
import { idField } from './fields';
import { amountField, currencyField, pagedSchema, pageQueryShape } from './money';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { text } from './text';

export const productsRoutes = {
  catalogueList: def({ method: 'GET', path: '/product/app/v1/catalogue/list', auth: 'user' }),
  catalogueRecommended: def({
    method: 'GET',
    path: '/product/app/v1/catalogue/recommended',
    auth: 'user',
  }),
  catalogueExclusive: def({
    method: 'GET',
    path: '/product/app/v1/catalogue/exclusive',
    auth: 'user',
  }),
  catalogueDetail: def({ method: 'GET', path: '/product/app/v1/catalogue/:id', auth: 'user' }),
  catalogueSubscribe: def({
    method: 'POST',
    path: '/product/app/v1/catalogue/:id/subscribe',
    auth: 'user',
    moneyMoving: true,
    feature: 'subscribe',
  }),
  productOrderList: def({ method: 'GET', path: '/product/app/v1/orders/list', auth: 'user' }),
  productOrderCancel: def({
    method: 'POST',
    path: '/product/app/v1/orders/:id/cancel',
    auth: 'user',
  }),
  productHoldingList: def({ method: 'GET', path: '/product/app/v1/holdings/list', auth: 'user' }),
  productHoldingRedeem: def({
    method: 'POST',
    path: '/product/app/v1/holdings/:id/redeem',
    auth: 'user',
    moneyMoving: true,
  }),
} as const satisfies Record<string, RouteDef>;

export {
  catalogueProductSchema,
  keyInformationSchema,
  productEligibilitySchema,
  productHoldingSchema,
  productOrderSchema,
  type CatalogueProduct,
  type KeyInformation,
  type ProductEligibility,
  type ProductHolding,
  type ProductOrder,
} from '@invest/domain';

/** A filter of a list: 'all' (or absent) selects every value. */
const orAll = <const T extends readonly [string, ...string[]]>(values: T) =>
  union([literal('all'), zEnum(values)]).optional();

/**
 * GET /product/app/v1/catalogue/list?type=&subtype=&currency=&risk=&asset_class=&sort=&order=
 * &page=&size=: the open products of the tenant, filtered by spec 4 type and subtype ('all' or
 * absent: every one), currency, risk level (1-5) and asset class, sorted by `sort` (return: the
 * annual return; risk: the risk level; minimum: the minimum investment; default return) in
 * `order` (default: desc for return, asc for risk and minimum), ties by code. Each product
 * carries the caller's `eligibility` (spec 6).
 */
export const catalogueListQuerySchema = wireSchema(() =>
  object({
    type: orAll(CATALOGUE_TYPES),
    subtype: orAll(CATALOGUE_SUBTYPES),
    currency: currencyField().optional(),
    risk: zEnum(['1', '2', '3', '4', '5']).optional(),
    asset_class: orAll(ASSET_CLASSES),
    sort: zEnum(CATALOGUE_SORTS).optional(),
    order: zEnum(SORT_ORDERS).optional(),
    ...pageQueryShape(),
  }),
);
export type CatalogueListQuery = Infer<typeof catalogueListQuerySchema>;

/** A catalogue product with the caller's eligibility (spec 6). */
export const catalogueItemSchema = wireSchema(() =>
  catalogueProductSchema.extend({ eligibility: productEligibilitySchema }),
);
export type CatalogueItem = Infer<typeof catalogueItemSchema>;
export const catalogueListSchema = wireSchema(() => pagedSchema(catalogueItemSchema));
export type CatalogueList = Infer<typeof catalogueListSchema>;

/**
 * GET /product/app/v1/catalogue/recommended: the products chosen for the caller by the
 * recommendation rule (domain `recommendProducts`: eligible, not held, within one risk level of
 * what they hold, their market first); GET /product/app/v1/catalogue/exclusive: the exclusive
 * offers (products for VIP levels, min_vip ≥ 1), highest level first, each with the caller's
 * eligibility (a level above theirs shows what it takes).
 */
export const catalogueShortListSchema = wireSchema(() =>
  object({ list: array(catalogueItemSchema).max(50) }),
);
export type CatalogueShortList = Infer<typeof catalogueShortListSchema>;

/**
 * GET /product/app/v1/catalogue/:id: a product with its key-information document (text per
 * locale), the caller's eligibility and the caller's live holdings of it.
 */
export const catalogueDetailSchema = wireSchema(() =>
  catalogueProductSchema.extend({
    eligibility: productEligibilitySchema,
    key_information: keyInformationSchema,
    holdings: array(productHoldingSchema),
  }),
);
export type CatalogueDetail = Infer<typeof catalogueDetailSchema>;

export const catalogueParamsSchema = wireSchema(() => object({ id: idField() }));

/**
 * POST /product/app/v1/catalogue/:id/subscribe (Idempotency-Key; feature 'subscribe'): `amount`
 * in the product's currency (spec 5: required and valid, within available funds, at least the
 * minimum investment; the units it buys at least the minimum quantity), `pac_code` when the
 * product asks for one. Answers the order: `settled` with its holding (trading type `holding`:
 * units at the offer price at once) or `awaiting` with the cash held (trading type `review`).
 */
export const catalogueSubscribeRequestSchema = wireSchema(() =>
  object({ amount: amountField(), pac_code: text({ max: 32 }).optional() }),
);
export type CatalogueSubscribeRequest = Infer<typeof catalogueSubscribeRequestSchema>;

/**
 * GET /product/app/v1/orders/list?side=&state=&page=&size=: the caller's product orders, newest
 * first.
 */
export const productOrderListQuerySchema = wireSchema(() =>
  object({
    side: zEnum(PRODUCT_ORDER_SIDES).optional(),
    state: zEnum(PRODUCT_ORDER_STATES).optional(),
    ...pageQueryShape(),
  }),
);
export type ProductOrderListQuery = Infer<typeof productOrderListQuerySchema>;
export const productOrderListSchema = wireSchema(() => pagedSchema(productOrderSchema));
export type ProductOrderList = Infer<typeof productOrderListSchema>;

/**
 * GET /product/app/v1/holdings/list?state=open|closed&page=&size=: the caller's holdings (open:
 * units held, the default; closed: matured or redeemed), newest first, valued at the day's price.
 */
export const productHoldingListQuerySchema = wireSchema(() =>
  object({ state: zEnum(['open', 'closed']).optional(), ...pageQueryShape() }),
);
export type ProductHoldingListQuery = Infer<typeof productHoldingListQuerySchema>;
export const productHoldingListSchema = wireSchema(() => pagedSchema(productHoldingSchema));
export type ProductHoldingList = Infer<typeof productHoldingListSchema>;

/**
 * POST /product/app/v1/holdings/:id/redeem (Idempotency-Key): sell `units` back (absent: all of
 * them) at the day's price. A flexible product redeems any day; a fixed-term one is refused
 * before maturity (409 LOCKED_UNTIL_MATURITY, params {maturity_date}). Answers the settled
 * redemption order.
 */
export const productRedeemRequestSchema = wireSchema(() =>
  object({ units: amountField().optional() }),
);
export type ProductRedeemRequest = Infer<typeof productRedeemRequestSchema>;

export const productsSchemas = {
  catalogueList: { query: catalogueListQuerySchema, response: catalogueListSchema },
  catalogueRecommended: { response: catalogueShortListSchema },
  catalogueExclusive: { response: catalogueShortListSchema },
  catalogueDetail: { params: catalogueParamsSchema, response: catalogueDetailSchema },
  catalogueSubscribe: {
    params: catalogueParamsSchema,
    body: catalogueSubscribeRequestSchema,
    response: productOrderSchema,
  },
  productOrderList: { query: productOrderListQuerySchema, response: productOrderListSchema },
  productOrderCancel: { params: catalogueParamsSchema, response: productOrderSchema },
  productHoldingList: { query: productHoldingListQuerySchema, response: productHoldingListSchema },
  productHoldingRedeem: {
    params: catalogueParamsSchema,
    body: productRedeemRequestSchema,
    response: productOrderSchema,
  },
} as const;
