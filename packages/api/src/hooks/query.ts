// The read hook every area's hooks are made of: SWR over the one cache (./cache), waiting for a
// signed-in session on signed-in routes.
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { routes } from '../contract/routes';
import type { ApiError } from '../errors';
import type { RouteResponse } from '../types';
import { useApiCache, useSessionSnapshot } from './context';
import type { QueryKey, QueryName } from './keys';

export type QueryConfig<N extends QueryName> = SWRConfiguration<RouteResponse<N>, ApiError> & {
  /** false: do not fetch (the key is null). @default true */
  enabled?: boolean;
  /** The fetcher of this key, when it is not the one request the key names (a longer list). */
  fetcher?: (key: QueryKey) => Promise<RouteResponse<N>>;
};

/**
 * The SWR hook of the read route `name`. Signed-in routes wait for an authenticated session
 * when the provider has one. `lifetime` (ms) is the spec's cache lifetime of the read, if any.
 */
export function useApiQuery<N extends QueryName>(
  name: N,
  key: QueryKey,
  config: QueryConfig<N> = {},
  lifetime?: number,
): SWRResponse<RouteResponse<N>, ApiError> {
  const cache = useApiCache();
  const snapshot = useSessionSnapshot();
  const { enabled = true, fetcher, ...swrConfig } = config;
  const signedIn = snapshot === null || snapshot.auth.status === 'authenticated';
  const ready = enabled && (routes[name].auth !== 'user' || signedIn);
  return useSWR<RouteResponse<N>, ApiError>(
    ready ? key : null,
    fetcher ?? ((k: QueryKey) => cache.fetch<N>(k)),
    {
      ...(lifetime === undefined ? {} : { dedupingInterval: lifetime }),
      ...swrConfig,
    },
  );
}
