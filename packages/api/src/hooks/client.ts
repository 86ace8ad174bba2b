// Area client: the signed-in client's profile (cached 30 s), permissions (5 minutes, reloaded
// on login), support chat key and avatar.
import { PERMISSION_CACHE_MS, PROFILE_CACHE_MS } from '@invest/domain';
import { useBodyMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const clientKeys = {
  clientInfo: () => ['clientInfo'] as const,
  clientConfig: () => ['clientConfig'] as const,
  supportChatKey: () => ['supportChatKey'] as const,
};

/** spec 7/9: the profile is cached 30 s; spec 6: the permissions 5 minutes. */
export const clientLifetimes = {
  clientInfo: PROFILE_CACHE_MS,
  clientConfig: PERMISSION_CACHE_MS,
} as const;

/** spec 3 User: GET /auth/app/v1/client_info (cached 30 s). */
export const useClientInfo = (config?: QueryConfig<'clientInfo'>) =>
  useApiQuery('clientInfo', clientKeys.clientInfo(), config, clientLifetimes.clientInfo);
/** spec 3/7 permission payload: GET /client/app/v1/config (cached 5 minutes). */
export const useClientConfig = (config?: QueryConfig<'clientConfig'>) =>
  useApiQuery('clientConfig', clientKeys.clientConfig(), config, clientLifetimes.clientConfig);
/** GET /client/app/v1/cs_key: the support chat project key. */
export const useSupportChatKey = (config?: QueryConfig<'supportChatKey'>) =>
  useApiQuery('supportChatKey', clientKeys.supportChatKey(), config);

/** POST /client/app/v1/avatar: the profile shows the new avatar. */
export const useSetAvatar = () => useBodyMutation('setAvatar', { invalidates: ['clientInfo'] });
