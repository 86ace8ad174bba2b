// The SWR keys, in one module (CONVENTIONS: one place per resource). A key is an array whose
// first element is the resource (the contract route name) and whose rest are the fetcher's
// inputs, so no input is ever left out of a key.
import {
  KYC_CHECK_CACHE_MS,
  PERMISSION_CACHE_MS,
  PROFILE_CACHE_MS,
  type CommonStatus,
} from '@invest/domain';
import type { RouteName } from './contract/routes';

export const queryKeys = {
  settingsApp: () => ['settingsApp'] as const,
  settingsCompany: () => ['settingsCompany'] as const,
  settingsCountries: () => ['settingsCountries'] as const,
  settingsAccountCountries: () => ['settingsAccountCountries'] as const,
  geoLookup: () => ['geoLookup'] as const,
  clientInfo: () => ['clientInfo'] as const,
  clientConfig: () => ['clientConfig'] as const,
  supportChatKey: () => ['supportChatKey'] as const,
  kycVerified: () => ['kycVerified'] as const,
  kycDetail: () => ['kycDetail'] as const,
  accountList: () => ['accountList'] as const,
  portfolio: () => ['portfolio'] as const,
  assets: () => ['assets'] as const,
  overdrawnRecords: (query: { status?: CommonStatus } = {}) =>
    ['overdrawnRecords', query.status === undefined ? {} : { status: query.status }] as const,
  messageList: () => ['messageList'] as const,
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
 * spec 6/7/9 cache lifetimes: profile 30 s, KYC check 60 s, permissions 5 minutes (the SWR
 * deduplication interval: no second request for the key within it). Others use SWR's default.
 */
export const CACHE_LIFETIMES: Partial<Record<QueryName, number>> = {
  clientInfo: PROFILE_CACHE_MS,
  kycVerified: KYC_CHECK_CACHE_MS,
  clientConfig: PERMISSION_CACHE_MS,
};
