// Area offerings (spec 1-4): the IPO and subscription lists (now, upcoming, subs, history), an
// offering's detail with the caller's subscriptions, subscribing (Idempotency-Key per intent)
// and cancelling a subscription while the offering is open.
import type { ProductListQuery, ProductSubscriptionListQuery } from '../contract/offerings';
import { useApiMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const offeringsKeys = {
  productList: (query: ProductListQuery = {}) => ['productList', query] as const,
  productSubscriptionList: (query: ProductSubscriptionListQuery = {}) =>
    ['productSubscriptionList', query] as const,
  productDetail: (id = '') => ['productDetail', { id }] as const,
};

/**
 * What a subscription or its cancel changes: the lists and the detail (the caller's
 * subscriptions, the offering's remaining and utilization), and the cash a hold takes or gives
 * back.
 */
const subscribed = [
  'productList',
  'productSubscriptionList',
  'productDetail',
  'accountList',
  'assets',
  'portfolio',
] as const;

/** GET /product/app/v1/list?type=&subtype=&state=&page=&size= */
export const useProductList = (query: ProductListQuery = {}, config?: QueryConfig<'productList'>) =>
  useApiQuery('productList', offeringsKeys.productList(query), config);
/** GET /product/app/v1/subscriptions?tab=now|upcoming|subs|history&type=&subtype=&page=&size= */
export const useProductSubscriptionList = (
  query: ProductSubscriptionListQuery = {},
  config?: QueryConfig<'productSubscriptionList'>,
) => useApiQuery('productSubscriptionList', offeringsKeys.productSubscriptionList(query), config);
/** GET /product/app/v1/:id: the offering with the caller's subscriptions on it. */
export const useProductDetail = (id: string, config?: QueryConfig<'productDetail'>) =>
  useApiQuery('productDetail', offeringsKeys.productDetail(id), config);
/**
 * POST /product/app/v1/:id/subscribe; input `{ params: { id }, body: { lots | amount, pac_code } }`.
 * Money-moving: one Idempotency-Key per intent, reused on a retry until success or `reset`.
 */
export const useProductSubscribe = () =>
  useApiMutation('productSubscribe', { invalidates: subscribed });
/** POST /product/app/v1/subscriptions/:id/cancel; input `{ params: { id } }` (releases the hold). */
export const useProductSubscriptionCancel = () =>
  useApiMutation('productSubscriptionCancel', { invalidates: subscribed });
/**
 * POST /product/app/v1/subscriptions/:id/redeem; input `{ params: { id } }`: a running AI
 * day-trading subscription's principal back early, where the product allows it. Money-moving: one
 * Idempotency-Key per intent.
 */
export const useProductSubscriptionRedeem = () =>
  useApiMutation('productSubscriptionRedeem', { invalidates: subscribed });
