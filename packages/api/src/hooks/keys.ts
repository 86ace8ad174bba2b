// The SWR keys of every read, gathered from the areas' hooks files (CONVENTIONS: keys beside
// their fetchers). A key is an array whose first element is the resource (the contract route
// name) and whose rest are the fetcher's inputs, so no input is ever left out of a key.
import type { RouteName } from '../contract/routes';
import { accountsKeys } from './accounts';
import { clientKeys, clientLifetimes } from './client';
import { kycKeys, kycLifetimes } from './kyc';
import { messagesKeys } from './messages';
import { securityKeys } from './security';
import { settingsKeys } from './settings';
import { watchlistKeys } from './watchlist';
import { newsKeys } from './news';
import { bankKeys } from './bank';
import { depositsKeys } from './deposits';
import { fundsKeys } from './funds';
import { fxKeys } from './fx';
import { nomineesKeys } from './nominees';
import { withdrawalsKeys } from './withdrawals';
import { ordersKeys } from './orders';
import { offeringsKeys } from './offerings';

export const queryKeys = {
  ...settingsKeys,
  ...clientKeys,
  ...kycKeys,
  ...accountsKeys,
  ...messagesKeys,
  ...watchlistKeys,
  ...newsKeys,
  ...securityKeys,
  ...bankKeys,
  ...nomineesKeys,
  ...depositsKeys,
  ...withdrawalsKeys,
  ...fxKeys,
  ...fundsKeys,
  ...ordersKeys,
  ...offeringsKeys,
} satisfies Partial<Record<RouteName, (...args: never[]) => readonly [RouteName, ...unknown[]]>>;

/** The resources that have a read hook. */
export type QueryName = keyof typeof queryKeys;
export type QueryKey = ReturnType<(typeof queryKeys)[QueryName]>;

/** Whether an SWR key belongs to `resource` (for revalidating or clearing it). */
export const isKeyOf =
  (...resources: readonly QueryName[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && resources.includes(key[0] as QueryName);

/**
 * spec 6/7/9 cache lifetimes, as the areas' hooks declare them: profile 30 s, KYC check 60 s,
 * permissions 5 minutes (the SWR deduplication interval: no second request for the key within
 * it). Others use SWR's default.
 */
export const CACHE_LIFETIMES: Partial<Record<QueryName, number>> = {
  ...clientLifetimes,
  ...kycLifetimes,
};
