// One SWR hook per read of the server (spec 7). Keys come from ../keys; the spec's cache
// lifetimes are the deduplication intervals (profile 30 s, KYC check 60 s, permissions 5 min).
import type { CommonStatus } from '@invest/domain';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { routes } from '../contract/routes';
import type { ApiError } from '../errors';
import { CACHE_LIFETIMES, queryKeys, type QueryName } from '../keys';
import type { SessionResources } from '../session';
import type { RouteResponse } from '../types';
import { useApiClient, useSession, useSessionSnapshot } from './context';

export type QueryConfig<N extends QueryName> = SWRConfiguration<RouteResponse<N>, ApiError> & {
  /** false: do not fetch (the key is null). @default true */
  enabled?: boolean;
};

const sessionResources: ReadonlySet<string> = new Set<keyof SessionResources>([
  'clientInfo',
  'clientConfig',
  'kycVerified',
]);

/**
 * The SWR hook of the read route `name`. Signed-in routes wait for an authenticated session
 * when the provider has one. The profile, permissions and KYC answers also feed the session's
 * caches, so the guard and the views agree.
 */
export function useApiQuery<N extends QueryName>(
  name: N,
  key: ReturnType<(typeof queryKeys)[N]>,
  config: QueryConfig<N> = {},
): SWRResponse<RouteResponse<N>, ApiError> {
  const client = useApiClient();
  const session = useSession();
  const snapshot = useSessionSnapshot();
  const { enabled = true, ...swrConfig } = config;
  const signedIn = snapshot === null || snapshot.auth.status === 'authenticated';
  const ready = enabled && (routes[name].auth !== 'user' || signedIn);
  const lifetime = CACHE_LIFETIMES[name];
  return useSWR<RouteResponse<N>, ApiError>(
    ready ? key : null,
    async ([resource, query]: readonly [N, unknown?]) => {
      const data = await client.request(
        resource,
        query === undefined ? {} : { query: query as never },
      );
      if (session && sessionResources.has(resource)) {
        session.receive(resource as keyof SessionResources, data as never);
      }
      return data;
    },
    { ...(lifetime === undefined ? {} : { dedupingInterval: lifetime }), ...swrConfig },
  );
}

type Config<N extends QueryName> = QueryConfig<N>;

/** spec 3 User: GET /auth/app/v1/client_info (cached 30 s). */
export const useClientInfo = (config?: Config<'clientInfo'>) =>
  useApiQuery('clientInfo', queryKeys.clientInfo(), config);
/** spec 3/7 permission payload: GET /client/app/v1/config (cached 5 minutes). */
export const useClientConfig = (config?: Config<'clientConfig'>) =>
  useApiQuery('clientConfig', queryKeys.clientConfig(), config);
/** spec 3 System settings: GET /setting/v1/app. */
export const useAppSettings = (config?: Config<'settingsApp'>) =>
  useApiQuery('settingsApp', queryKeys.settingsApp(), config);
/** spec 3 Company info: GET /setting/v1/co. */
export const useCompany = (config?: Config<'settingsCompany'>) =>
  useApiQuery('settingsCompany', queryKeys.settingsCompany(), config);
/** GET /setting/app/v1/countries. */
export const useCountries = (config?: Config<'settingsCountries'>) =>
  useApiQuery('settingsCountries', queryKeys.settingsCountries(), config);
/** GET /setting/app/v1/acc_countries. */
export const useAccountCountries = (config?: Config<'settingsAccountCountries'>) =>
  useApiQuery('settingsAccountCountries', queryKeys.settingsAccountCountries(), config);
/** spec 3 KYC form as stored: GET /identify/app/v1/detail. */
export const useKycDetail = (config?: Config<'kycDetail'>) =>
  useApiQuery('kycDetail', queryKeys.kycDetail(), config);
/** spec 4 KYC status: GET /client/app/v1/verified (cached 60 s). */
export const useKycVerified = (config?: Config<'kycVerified'>) =>
  useApiQuery('kycVerified', queryKeys.kycVerified(), config);
/** GET /acc/app/v1/list. */
export const useAccounts = (config?: Config<'accountList'>) =>
  useApiQuery('accountList', queryKeys.accountList(), config);
/** GET /stat/app/v1/portfolio. */
export const usePortfolio = (config?: Config<'portfolio'>) =>
  useApiQuery('portfolio', queryKeys.portfolio(), config);
/** GET /stat/app/v1/asset. */
export const useAssets = (config?: Config<'assets'>) =>
  useApiQuery('assets', queryKeys.assets(), config);
/** GET /overdrawn/app/v1/record/list?status= */
export const useOverdrawn = (status?: CommonStatus, config?: Config<'overdrawnRecords'>) =>
  useApiQuery(
    'overdrawnRecords',
    queryKeys.overdrawnRecords(status === undefined ? {} : { status }),
    config,
  );
/** GET /message/app/v1/list (the message centre needs auth, spec 6). */
export const useMessages = (config?: Config<'messageList'>) =>
  useApiQuery('messageList', queryKeys.messageList(), config);
/** GET /client/app/v1/cs_key: the support chat project key. */
export const useSupportChatKey = (config?: Config<'supportChatKey'>) =>
  useApiQuery('supportChatKey', queryKeys.supportChatKey(), config);
/** spec 7 'Other': the IP geolocation lookup. */
export const useGeo = (config?: Config<'geoLookup'>) =>
  useApiQuery('geoLookup', queryKeys.geoLookup(), config);
