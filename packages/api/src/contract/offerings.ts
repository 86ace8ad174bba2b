// Area offerings (spec 1-4, 8; ARCHITECTURE 'The wire' products row): IPOs, APOs and the AI
// day-trading product. The lists (spec 2: now, upcoming, subs, history; filters by spec 4 type
// and subtype), an offering's detail with its timeline, subscribing (Idempotency-Key), the
// client's subscriptions and their cancel while the offering is open, the early redemption of a
// running AI day-trading subscription where the product allows it.
import {
  offeringSchema,
  offeringStateSchema,
  offeringSubscriptionSchema,
  productSubtypes,
  productTypes,
  subscriptionListTabs,
} from '@invest/domain';
import { array, enum as zEnum, int, object, type infer as Infer } from 'zod';
import { idField } from './fields';
import { amountField, pagedSchema, pageQueryShape } from './money';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { text } from './text';

export const offeringsRoutes = {
  productList: def({ method: 'GET', path: '/product/app/v1/list', auth: 'user' }),
  productSubscriptionList: def({
    method: 'GET',
    path: '/product/app/v1/subscriptions',
    auth: 'user',
  }),
  productDetail: def({ method: 'GET', path: '/product/app/v1/:id', auth: 'user' }),
  productSubscribe: def({
    method: 'POST',
    path: '/product/app/v1/:id/subscribe',
    auth: 'user',
    moneyMoving: true,
    feature: 'subscribe',
  }),
  productSubscriptionCancel: def({
    method: 'POST',
    path: '/product/app/v1/subscriptions/:id/cancel',
    auth: 'user',
  }),
  // the client's own principal back to their own cash: never behind a permission (as a product
  // holding's redemption), but once per key
  productSubscriptionRedeem: def({
    method: 'POST',
    path: '/product/app/v1/subscriptions/:id/redeem',
    auth: 'user',
    moneyMoving: true,
  }),
} as const satisfies Record<string, RouteDef>;

export {
  offeringSchema,
  offeringSubscriptionSchema,
  type AiSubscription,
  type Offering,
  type OfferingSubscription,
} from '@invest/domain';

/** spec 4 type and subtype filters ('all', or absent: every one). */
const productFilterShape = () => ({
  type: zEnum(productTypes).optional(),
  subtype: zEnum(productSubtypes).optional(),
});

/**
 * GET /product/app/v1/list?type=&subtype=&state=&page=&size=: the tenant's offerings, filtered
 * by spec 4 type and subtype and by state, newest opening first.
 */
export const productListQuerySchema = wireSchema(() =>
  object({ ...productFilterShape(), state: offeringStateSchema.optional(), ...pageQueryShape() }),
);
export type ProductListQuery = Infer<typeof productListQuerySchema>;
export const productListSchema = wireSchema(() => pagedSchema(offeringSchema));
export type ProductList = Infer<typeof productListSchema>;

/**
 * An offering with the caller's own subscriptions on it (oldest first; empty when none): what
 * every list tab and the detail answer, so a screen shows 'your subscription' beside the offer.
 */
export const offeringWithSubscriptionsSchema = wireSchema(() =>
  offeringSchema.extend({ subscriptions: array(offeringSubscriptionSchema) }),
);
export type OfferingWithSubscriptions = Infer<typeof offeringWithSubscriptionsSchema>;

/**
 * GET /product/app/v1/subscriptions?tab=now|upcoming|subs|history&type=&subtype=&page=&size=
 * (spec 2, the IPO and subscription lists; tab default now):
 * - now: open for subscription, closing soonest first;
 * - upcoming: announced, not yet open, opening soonest first;
 * - subs: the offerings the caller has a live subscription on (awaiting, payment, allotted);
 * - history: closed, allotted, listed or cancelled offerings, newest first.
 * Each offering carries the caller's subscriptions on it.
 */
export const productSubscriptionListQuerySchema = wireSchema(() =>
  object({
    tab: zEnum(subscriptionListTabs).optional(),
    ...productFilterShape(),
    ...pageQueryShape(),
  }),
);
export type ProductSubscriptionListQuery = Infer<typeof productSubscriptionListQuerySchema>;
export const productSubscriptionListSchema = wireSchema(() =>
  pagedSchema(offeringWithSubscriptionsSchema),
);
export type ProductSubscriptionList = Infer<typeof productSubscriptionListSchema>;

export const productParamsSchema = wireSchema(() => object({ id: idField() }));

/**
 * POST /product/app/v1/:id/subscribe (Idempotency-Key; feature 'subscribe'): whole `lots`, or
 * an `amount` in the offering's currency (the whole lots it pays for; spec 5 'Amount is
 * required and valid'), and the `pac_code` when the offering asks for one (spec 5). Answers the
 * subscription: `awaiting` with its cash held, or `payment` (spec 8 'IPO payment due') on an
 * offering that lets the client pay later when the cash falls short.
 */
export const productSubscribeRequestSchema = wireSchema(() =>
  object({
    lots: int().min(1).max(1_000_000_000).optional(),
    amount: amountField().optional(),
    pac_code: text({ max: 32 }).optional(),
  }),
);
export type ProductSubscribeRequest = Infer<typeof productSubscribeRequestSchema>;

export const offeringsSchemas = {
  productList: { query: productListQuerySchema, response: productListSchema },
  productSubscriptionList: {
    query: productSubscriptionListQuerySchema,
    response: productSubscriptionListSchema,
  },
  productDetail: { params: productParamsSchema, response: offeringWithSubscriptionsSchema },
  productSubscribe: {
    params: productParamsSchema,
    body: productSubscribeRequestSchema,
    response: offeringSubscriptionSchema,
  },
  productSubscriptionCancel: { params: productParamsSchema, response: offeringSubscriptionSchema },
  productSubscriptionRedeem: { params: productParamsSchema, response: offeringSubscriptionSchema },
} as const;
