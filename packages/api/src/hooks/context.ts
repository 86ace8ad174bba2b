// The provider of the hooks: it takes a client (and optionally a session), so that apps, stories
// and tests inject their own; each provider has its own SWR cache.
import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient } from '../client';
import { routes } from '../contract/routes';
import { isKeyOf, queryKeys, type QueryName } from '../keys';
import type { Session, SessionSnapshot } from '../session';

interface ApiContextValue {
  client: ApiClient;
  session: Session | null;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export interface ApiProviderProps {
  /** The HTTP client the hooks call. */
  client: ApiClient;
  /**
   * The session (login, logout, caches). With it, the hooks of signed-in routes wait for an
   * authenticated session and the cache of signed-in data is dropped on logout.
   */
  session?: Session | null;
  /** Extra SWR configuration (a test may set `dedupingInterval`, ...). */
  swr?: SWRConfiguration;
  children?: ReactNode;
}

/** The resources read with the session's token (dropped from the cache on logout). */
export const userResources = (Object.keys(queryKeys) as QueryName[]).filter(
  (name) => routes[name].auth === 'user',
);

const emptySubscribe = () => () => {};

/** Clears signed-in data when the session ends (spec 4: logout clears everything). */
function SessionSync({ session }: { session: Session | null }) {
  const { mutate } = useSWRConfig();
  const status = useSyncExternalStore(
    session?.subscribe ?? emptySubscribe,
    () => session?.getSnapshot().auth.status ?? 'authenticated',
    () => session?.getSnapshot().auth.status ?? 'authenticated',
  );
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was === 'authenticated' && status !== 'authenticated') {
      // drop the data and the deduplication markers, so the next user starts afresh
      void mutate(isKeyOf(...userResources), undefined, { revalidate: true });
    }
  }, [status, mutate]);
  return null;
}

export function ApiProvider({ client, session = null, swr, children }: ApiProviderProps) {
  const value = useMemo(() => ({ client, session }), [client, session]);
  const config = useMemo<SWRConfiguration>(() => ({ provider: () => new Map(), ...swr }), [swr]);
  return createElement(
    ApiContext.Provider,
    { value },
    createElement(SWRConfig, { value: config }, createElement(SessionSync, { session }), children),
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

/** The session's state, re-rendering on change (null without a session). */
export function useSessionSnapshot(): SessionSnapshot | null {
  const session = useSession();
  return useSyncExternalStore(
    session?.subscribe ?? emptySubscribe,
    () => session?.getSnapshot() ?? null,
    () => session?.getSnapshot() ?? null,
  );
}
