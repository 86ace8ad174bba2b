// The offerings pages' wiring (spec 2 IPO and subscription lists, an offering's detail): the
// four lists with their filters, the detail with the client's subscriptions, subscribing (one
// Idempotency-Key per intent) and cancelling while the offering is open.
import * as api from '@invest/api/hooks';
import { toClientPermissions, type SubscriptionListTab } from '@invest/domain';
import { browserTimeZone } from '@invest/i18n';
import { useT } from '@invest/ui';
import type {
  DashboardOfferingsProps,
  OfferingDetailViewProps,
  OfferingFilters,
  OfferingsViewProps,
} from '@invest/ui/OfferingsView';
import { toastQueue } from '@invest/ui/Toast';
import { useState } from 'react';
import { loadStatus } from '../loadStatus';
import { hrefs, paths } from '../../paths';
import { eligibilityRefusalOf, useApiErrorText, usePacRefusalText } from '../apiErrors';

export function useOfferingsScreen(): OfferingsViewProps {
  const [tab, setTab] = useState<SubscriptionListTab>('now');
  const [filters, setFilters] = useState<OfferingFilters>({});
  const list = api.useMoreList('productSubscriptionList', { tab, ...filters });
  return {
    tab,
    onTabChange: setTab,
    filters,
    onFiltersChange: setFilters,
    status: loadStatus(list),
    onRetry: list.retry,
    offerings: list.list,
    hasMore: list.hasMore,
    loadingMore: list.loadingMore,
    onLoadMore: list.loadMore,
    offeringHref: (o) => hrefs.offering(o.id),
    guideHref: hrefs.offeringGuide,
    timeZone: browserTimeZone(),
  };
}

export function useOfferingDetailScreen(id: string): OfferingDetailViewProps {
  const t = useT('offerings');
  const errorText = useApiErrorText();
  const pacText = usePacRefusalText();
  const detail = api.useProductDetail(id);
  const config = api.useClientConfig();
  const accounts = api.useAccounts();
  const subscribe = api.useProductSubscribe();
  const cancel = api.useProductSubscriptionCancel();
  const redeem = api.useProductSubscriptionRedeem();
  const offering = detail.data;
  const missing = detail.error?.code === 'OFFERING_NOT_FOUND' || detail.error?.status === 404;
  const account = accounts.data?.find((a) => a.currency === offering?.currency);
  return {
    status: offering ? 'ready' : missing ? 'missing' : detail.error ? 'error' : 'loading',
    onRetry: () => void detail.mutate(),
    offering,
    listHref: hrefs.offerings(),
    guideHref: hrefs.offeringGuide,
    portfolioHref: paths.portfolio,
    available: accounts.data && offering ? (account?.available ?? '0') : undefined,
    eligibility: config.data ? toClientPermissions(config.data).user : undefined,
    refusal: eligibilityRefusalOf(subscribe.error),
    onSubscribe: async (body) => {
      await subscribe.trigger({ params: { id }, body }).catch(() => undefined);
    },
    submitting: subscribe.isMutating,
    // spec 5: a refused PAC code is shown beside the PAC field, not as the form's failure
    pacError: pacText(subscribe.error),
    subscribeError:
      subscribe.error && !pacText(subscribe.error) ? errorText(subscribe.error) : undefined,
    subscribed: subscribe.data,
    onCancel: async (s) => {
      await cancel.trigger({ params: { id: s.id } });
      subscribe.reset();
      toastQueue.add({ title: t('subscription.cancelled'), tone: 'success' });
    },
    cancelling: cancel.isMutating,
    cancelError: cancel.error ? errorText(cancel.error) : undefined,
    onRedeem: async (s) => {
      await redeem.trigger({ params: { id: s.id } });
      toastQueue.add({ title: t('ai.redeemed'), tone: 'success' });
    },
    redeeming: redeem.isMutating,
    redeemError: redeem.error ? errorText(redeem.error) : undefined,
    timeZone: browserTimeZone(),
  };
}

/** spec 2 Home: the IPO card, fed by the offerings open now (a guest is asked to log in). */
export function useDashboardOfferings(
  signedIn: boolean,
  onLogin: () => void,
): DashboardOfferingsProps {
  const open = api.useProductSubscriptionList({ tab: 'now', size: '3' }, { enabled: signedIn });
  return {
    isGuest: !signedIn,
    onLogin,
    status: loadStatus(open),
    onRetry: () => void open.mutate(),
    isRetrying: open.isValidating,
    offerings: open.data?.list,
    offeringHref: (o) => hrefs.offering(o.id),
    listHref: hrefs.offerings(),
    timeZone: browserTimeZone(),
  };
}
