// The products pages' wiring (spec 2 Discover, Home and Portfolio; spec 4-6): the catalogue by
// type with the server's filters, sort and paging; a product's detail with subscribing (one
// Idempotency-Key per intent), the client's holdings of it (redeem) and the subscriptions
// awaiting an advisor (cancel); the home's recommendations and exclusive offers; the products in
// the portfolio.
import * as api from '@invest/api/hooks';
import type { CatalogueSort, ProductHolding, ProductOrder } from '@invest/domain';
import { formatAmount, formatNumber } from '@invest/i18n';
import { useLocale, useT } from '@invest/ui';
import type {
  DashboardProductsProps,
  DiscoverSection,
  HoldingRedeemRequest,
  ProductDetailViewProps,
  ProductFilters,
  ProductHoldingsProps,
  ProductsViewProps,
  ProductTypeTab,
} from '@invest/ui/ProductsView';
import { toastQueue } from '@invest/ui/Toast';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadStatus } from '../loadStatus';
import { hrefs, paths } from '../../paths';
import { useApiErrorText, usePacRefusalText } from '../apiErrors';

/** Discover's tab, kept in the address (`?tab=offerings`) so back links and reloads keep it. */
export function useDiscoverSection(): [DiscoverSection, (next: DiscoverSection) => void] {
  const [search, setSearch] = useSearchParams();
  const section: DiscoverSection = search.get('tab') === 'offerings' ? 'offerings' : 'products';
  return [
    section,
    (next) => setSearch(next === 'products' ? {} : { tab: next }, { replace: true }),
  ];
}

export function useProductsScreen(): ProductsViewProps {
  const [type, setType] = useState<ProductTypeTab>('all');
  const [filters, setFilters] = useState<ProductFilters>({});
  const [sort, setSort] = useState<CatalogueSort>('return');
  const list = api.useMoreList('catalogueList', { type, ...filters, sort });
  return {
    type,
    onTypeChange: setType,
    filters,
    onFiltersChange: setFilters,
    sort,
    onSortChange: setSort,
    status: loadStatus(list),
    onRetry: list.retry,
    products: list.list,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    onLoadMore: list.loadMore,
    productHref: (p) => hrefs.product(p.id),
  };
}

/** Redeeming a holding and cancelling an awaiting subscription, with their toasts. */
function useHoldingActions() {
  const t = useT('products');
  const locale = useLocale();
  const errorText = useApiErrorText();
  const redeem = api.useProductRedeem();
  const cancel = api.useProductOrderCancel();
  const [pending, setPending] = useState<string>();
  const run = async (id: string, action: () => Promise<unknown>) => {
    setPending(id);
    try {
      await action();
    } finally {
      setPending(undefined);
    }
  };
  return {
    pending,
    error: redeem.error
      ? errorText(redeem.error)
      : cancel.error
        ? errorText(cancel.error)
        : undefined,
    // all of a holding or part of it: the toast says what was sold when the client kept some
    onRedeem: (h: ProductHolding, request: HoldingRedeemRequest) =>
      run(h.id, async () => {
        cancel.reset();
        const order = await redeem.trigger({ params: { id: h.id }, body: request });
        const amount = formatAmount(order.amount, order.currency, locale);
        toastQueue.add({
          title:
            request.units === undefined
              ? t('holdings.redeemed', { amount })
              : t('redeem.done', {
                  units: formatNumber(order.units ?? request.units, locale, {
                    maximumFractionDigits: 4,
                  }),
                  amount,
                }),
          tone: 'success',
        });
      }).catch(() => undefined),
    onCancel: (o: ProductOrder) =>
      run(o.id, async () => {
        redeem.reset();
        await cancel.trigger({ params: { id: o.id } });
        toastQueue.add({ title: t('orders.cancelled'), tone: 'success' });
      }).catch(() => undefined),
  };
}

export function useProductDetailScreen(id: string): ProductDetailViewProps {
  const errorText = useApiErrorText();
  const pacText = usePacRefusalText();
  const detail = api.useCatalogueDetail(id);
  const accounts = api.useAccounts();
  const awaiting = api.useWholeList('productOrderList', { state: 'awaiting' });
  const subscribe = api.useCatalogueSubscribe();
  const actions = useHoldingActions();
  const product = detail.data;
  const missing = detail.error?.status === 404;
  const account = accounts.data?.find((a) => a.currency === product?.currency);
  return {
    status: product ? 'ready' : missing ? 'missing' : detail.error ? 'error' : 'loading',
    onRetry: () => void detail.mutate(),
    product,
    listHref: paths.discover,
    portfolioHref: paths.portfolio,
    available: accounts.data && product ? (account?.available ?? '0') : undefined,
    onSubscribe: async (body) => {
      await subscribe.trigger({ params: { id }, body }).catch(() => undefined);
    },
    submitting: subscribe.isMutating,
    // spec 5: a refused PAC code is shown beside the PAC field, not as the form's failure
    pacError: pacText(subscribe.error),
    subscribeError:
      subscribe.error && !pacText(subscribe.error) ? errorText(subscribe.error) : undefined,
    subscribed: subscribe.data,
    awaiting: awaiting.data?.list,
    onRedeem: actions.onRedeem,
    onCancel: async (o) => {
      await actions.onCancel(o);
      subscribe.reset();
    },
    pending: actions.pending,
    holdingsError: actions.error,
  };
}

/** spec 2 Portfolio: the client's products beside the stocks, with Redeem and Cancel. */
export function usePortfolioProducts(): ProductHoldingsProps {
  const holdings = api.useWholeList('productHoldingList');
  const awaiting = api.useWholeList('productOrderList', { state: 'awaiting' });
  const actions = useHoldingActions();
  return {
    status: loadStatus(holdings),
    onRetry: () => void holdings.mutate(),
    holdings: holdings.data?.list,
    awaiting: awaiting.data?.list,
    productHref: (productId) => hrefs.product(productId),
    discoverHref: paths.discover,
    ...actions,
  };
}

/** spec 2 Home: the recommendations and the exclusive offers (a guest is asked to log in). */
export function useDashboardProducts(
  signedIn: boolean,
  onLogin: () => void,
): Record<'recommendations' | 'exclusive', DashboardProductsProps> {
  const recommended = api.useCatalogueRecommended({ enabled: signedIn });
  const exclusive = api.useCatalogueExclusive({ enabled: signedIn });
  const section = (
    kind: DashboardProductsProps['kind'],
    read: typeof recommended,
  ): DashboardProductsProps => ({
    kind,
    isGuest: !signedIn,
    onLogin,
    status: loadStatus(read),
    onRetry: () => void read.mutate(),
    isRetrying: read.isValidating,
    products: read.data?.list,
    productHref: (p) => hrefs.product(p.id),
    listHref: paths.discover,
  });
  return {
    recommendations: section('recommendations', recommended),
    exclusive: section('exclusive', exclusive),
  };
}
