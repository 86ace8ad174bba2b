// The one API client and session of the app (ARCHITECTURE '@invest/api'), built from the
// environment profile of spec 7 (query `profile`, else stored `api_profile`, else live).
import {
  browserStorage,
  createApiClient,
  createSession,
  resolveProfile,
  type ApiClient,
  type Session,
} from '@invest/api';
import { createApiCache, type ApiCache } from '@invest/api/hooks';
import type { EnvironmentProfile } from '@invest/domain';

export interface Services {
  profile: EnvironmentProfile;
  client: ApiClient;
  session: Session;
  /** The one cache of the server's answers: the hooks' and the navigation guard's. */
  cache: ApiCache;
}

export function createServices(): Services {
  const profile = resolveProfile({
    search: window.location.search,
    storage: browserStorage('local'),
  });
  const client = createApiClient({ baseUrl: profile.apiBase, tenantId: profile.tenantId });
  const session = createSession({ client });
  const cache = createApiCache({ client, session });
  return { profile, client, session, cache };
}
