// The provider of the hooks: it takes a client (and optionally a session and a cache), so that
// apps, stories and tests inject their own; without a cache each provider has its own.
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client';
import type { Session, SessionSnapshot } from '../session';
import { createApiCache, type ApiCache } from './cache';
import { isUserKey } from './keys';

interface ApiContextValue {
  client: ApiClient;
  session: Session | null;
  cache: ApiCache;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export interface ApiProviderProps {
  /** The HTTP client the hooks call. */
  client: ApiClient;
  /**
   * The session (login, logout). With it, the hooks of signed-in routes wait for an
   * authenticated session, signed-in data leaves the cache on logout and the profile,
   * permissions and KYC status are reloaded on login.
   */
  session?: Session | null;
  /**
   * The cache, when code outside React reads it too (the navigation guard): made with
   * `createApiCache({ client, session })` of the same client and session.
   * @default a cache of this provider's own
   */
  cache?: ApiCache;
  /** Extra SWR configuration (a test may set `dedupingInterval`, ...). */
  swr?: SWRConfiguration;
  children?: ReactNode;
}

const emptySubscribe = () => () => {};

/** Gives the cache SWR's mutate (loads and clears reach mounted hooks) and follows the session. */
function CacheLink({ cache }: { cache: ApiCache }) {
  const { mutate } = useSWRConfig();
  useEffect(() => cache.connect(mutate), [cache, mutate]);
  useEffect(() => cache.follow(), [cache]);
  return null;
}

export function ApiProvider({ client, session = null, cache, swr, children }: ApiProviderProps) {
  const own = useMemo(() => cache ?? createApiCache({ client, session }), [cache, client, session]);
  const value = useMemo(() => ({ client, session, cache: own }), [client, session, own]);
  const config = useMemo<SWRConfiguration>(
    () => ({ provider: () => own.swrCache, ...swr }),
    [own, swr],
  );
  return createElement(
    ApiContext.Provider,
    { value },
    createElement(SWRConfig, { value: config }, createElement(CacheLink, { cache: own }), children),
  );
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('The @invest/api hooks need an <ApiProvider client={...}>.');
  return value;
}

/** The client of the nearest ApiProvider. */
export const useApiClient = (): ApiClient => useApiContext().client;

/** The session of the nearest ApiProvider (null when it has none). */
export const useSession = (): Session | null => useApiContext().session;

/** The cache of the nearest ApiProvider. */
export const useApiCache = (): ApiCache => useApiContext().cache;

/** The session's state, re-rendering on change (null without a session). */
export function useSessionSnapshot(): SessionSnapshot | null {
  const session = useSession();
  return useSyncExternalStore(
    session?.subscribe ?? emptySubscribe,
    () => session?.getSnapshot() ?? null,
    () => session?.getSnapshot() ?? null,
  );
}

/** Revalidates every signed-in resource (after a change the server made elsewhere). */
export function useRevalidateAll() {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isUserKey), [mutate]);
}
