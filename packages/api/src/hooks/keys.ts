// The SWR keys of every read, gathered from the areas' hooks files by convention (areaKeys.ts,
// generated; CONVENTIONS: keys beside their fetchers). A key is an array whose first element is the resource (the contract route
// name) and whose rest are the fetcher's inputs, so no input is ever left out of a key.
import { routes, type RouteName } from '../contract/routes';
import { areaKeys } from './areaKeys';
import { areaLifetimes } from './areaLifetimes';

export const queryKeys = areaKeys satisfies Partial<
  Record<RouteName, (...args: never[]) => readonly [RouteName, ...unknown[]]>
>;

/** The resources that have a read hook. */
export type QueryName = keyof typeof queryKeys;
export type QueryKey = ReturnType<(typeof queryKeys)[QueryName]>;

/**
 * The reads whose key is `[name]` alone (no input): the cache reads and loads them by name without
 * consulting `queryKeys`, which would bring every area's hooks with it.
 */
export type PlainQueryName = {
  [N in QueryName]: ReturnType<(typeof queryKeys)[N]> extends readonly [N] ? N : never;
}[QueryName];

/** Whether an SWR key belongs to `resource` (for revalidating or clearing it). */
export const isKeyOf =
  (...resources: readonly QueryName[]) =>
  (key: unknown): boolean =>
    Array.isArray(key) && resources.includes(key[0] as QueryName);

/**
 * Whether an SWR key is a read signed in with the session's token (spec 4: it leaves the cache on
 * logout). Decided by the key's route, not by a list of the reads, so that the cache, which every
 * first visit loads, does not bring every area's hooks with it.
 */
export const isUserKey = (key: unknown): boolean =>
  Array.isArray(key) &&
  typeof key[0] === 'string' &&
  Object.hasOwn(routes, key[0]) &&
  routes[key[0] as RouteName].auth === 'user';

/**
 * spec 6/7/9 cache lifetimes, as the areas' hooks declare them: profile 30 s, KYC check 60 s,
 * permissions 5 minutes (the SWR deduplication interval: no second request for the key within
 * it). Others use SWR's default.
 */
export const CACHE_LIFETIMES: Partial<Record<QueryName, number>> = areaLifetimes;
