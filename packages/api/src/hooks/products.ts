// Area products (spec 1-6): the catalogue with its filters, sort and paging (server side), a
// product's detail, the recommendations and exclusive offers chosen for the caller (spec 2
// 'Home'), the caller's holdings and product orders; subscribing and redeeming (Idempotency-Key
// per intent), cancelling a subscription that awaits an advisor.
import type {
  CatalogueListQuery,
  ProductHoldingListQuery,
  ProductOrderListQuery,
} from '../contract/products';
import { useApiMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const productsKeys = {
  catalogueList: (query: CatalogueListQuery = {}) => ['catalogueList', query] as const,
  catalogueRecommended: () => ['catalogueRecommended'] as const,
  catalogueExclusive: () => ['catalogueExclusive'] as const,
  catalogueDetail: (id = '') => ['catalogueDetail', { id }] as const,
  productOrderList: (query: ProductOrderListQuery = {}) => ['productOrderList', query] as const,
  productHoldingList: (query: ProductHoldingListQuery = {}) =>
    ['productHoldingList', query] as const,
};

/**
 * What a subscription, a redemption or a cancel changes: the catalogue (remaining, the caller's
 * holdings on the detail, what is recommended to someone who now holds it), the caller's
 * holdings and orders, and the cash and portfolio figures the money moved.
 */
const held = [
  'catalogueList',
  'catalogueRecommended',
  'catalogueDetail',
  'productOrderList',
  'productHoldingList',
  'accountList',
  'assets',
  'portfolio',
  'portfolioPerformance',
] as const;

/** GET /product/app/v1/catalogue/list?type=&subtype=&currency=&risk=&asset_class=&sort=&order=&page=&size= */
export const useCatalogueList = (
  query: CatalogueListQuery = {},
  config?: QueryConfig<'catalogueList'>,
) => useApiQuery('catalogueList', productsKeys.catalogueList(query), config);
/** GET /product/app/v1/catalogue/recommended: the products chosen for the caller. */
export const useCatalogueRecommended = (config?: QueryConfig<'catalogueRecommended'>) =>
  useApiQuery('catalogueRecommended', productsKeys.catalogueRecommended(), config);
/** GET /product/app/v1/catalogue/exclusive: the offers for VIP levels. */
export const useCatalogueExclusive = (config?: QueryConfig<'catalogueExclusive'>) =>
  useApiQuery('catalogueExclusive', productsKeys.catalogueExclusive(), config);
/** GET /product/app/v1/catalogue/:id: with its key information and the caller's holdings. */
export const useCatalogueDetail = (id: string, config?: QueryConfig<'catalogueDetail'>) =>
  useApiQuery('catalogueDetail', productsKeys.catalogueDetail(id), config);
/** GET /product/app/v1/orders/list?side=&state=&page=&size= */
export const useProductOrderList = (
  query: ProductOrderListQuery = {},
  config?: QueryConfig<'productOrderList'>,
) => useApiQuery('productOrderList', productsKeys.productOrderList(query), config);
/** GET /product/app/v1/holdings/list?state=open|closed&page=&size= */
export const useProductHoldingList = (
  query: ProductHoldingListQuery = {},
  config?: QueryConfig<'productHoldingList'>,
) => useApiQuery('productHoldingList', productsKeys.productHoldingList(query), config);
/**
 * POST /product/app/v1/catalogue/:id/subscribe; input `{ params: { id }, body: { amount,
 * pac_code } }`. Money-moving: one Idempotency-Key per intent, reused on a retry until success
 * or `reset`.
 */
export const useCatalogueSubscribe = () =>
  useApiMutation('catalogueSubscribe', { invalidates: held });
/** POST /product/app/v1/holdings/:id/redeem; input `{ params: { id }, body: { units? } }`. */
export const useProductRedeem = () => useApiMutation('productHoldingRedeem', { invalidates: held });
/** POST /product/app/v1/orders/:id/cancel; input `{ params: { id } }` (releases the hold). */
export const useProductOrderCancel = () =>
  useApiMutation('productOrderCancel', { invalidates: held });
