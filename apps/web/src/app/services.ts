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
import { local } from './storage';

const VISITOR_KEY = 'invest.visitor';

/**
 * spec 4/6: this browser's own id for the guest quotas (counted per visitor, not per shared
 * address): a random id made once and kept in this browser. Without a secure context (no
 * `crypto.randomUUID`) none is sent and the server counts by address.
 */
function visitorId(): string | null {
  const stored = local.get(VISITOR_KEY);
  if (stored) return stored;
  const made = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : null;
  if (made) local.set(VISITOR_KEY, made);
  return made;
}

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
  const client = createApiClient({
    baseUrl: profile.apiBase,
    tenantId: profile.tenantId,
    // spec 7 'Stock service': the profile's own base URL and key
    stockBase: profile.stockBase,
    stockToken: profile.stockToken,
    // spec 4/6: guest quotas count per visitor and local day (a sign-in resets them); a
    // signed-in client's stock calls carry its session and count none
    visitorId,
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  const session = createSession({ client });
  const cache = createApiCache({ client, session });
  return { profile, client, session, cache };
}
