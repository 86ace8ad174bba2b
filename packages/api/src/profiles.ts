// spec 7 'Environment profile': dev, pl, kun, es and live (the default), chosen by the `profile`
// query parameter, else the stored `api_profile`, else live. Each has a tenant id, API base,
// stock-data base URL and token, and a default country code. Values come from build-time
// configuration (Vite's `VITE_*` variables) with local defaults that point at the local server.
import {
  DEFAULT_ENVIRONMENT_PROFILE,
  defaultCountryCode,
  environmentProfileNames,
  type EnvironmentProfile,
  type EnvironmentProfileName,
} from '@invest/domain';
import type { StorageAdapter } from './storage';
import { browserStorage } from './storage';

/** spec 7: the query parameter that picks a profile. */
export const PROFILE_QUERY_PARAM = 'profile';
/** spec 7: the storage key of the chosen profile. */
export const PROFILE_STORAGE_KEY = 'api_profile';

/**
 * The local defaults: the API on the page's own origin (the dev server proxies it to the local
 * server), the local server's demo tenant and its stock-data service under /stock-api.
 */
export const LOCAL_PROFILE_DEFAULTS = {
  apiBase: '',
  tenantId: 'demo',
  stockBase: '/stock-api',
  stockToken: '',
} as const;

/** Build-time variables, as `import.meta.env` holds them. */
export type ProfileEnv = Readonly<Record<string, string | boolean | undefined>>;

/** `import.meta.env` when a bundler provides it, else nothing (Node, tests). */
function buildEnv(): ProfileEnv {
  const meta = import.meta as ImportMeta & { env?: ProfileEnv };
  return meta.env ?? {};
}

export const isProfileName = (value: unknown): value is EnvironmentProfileName =>
  typeof value === 'string' &&
  (environmentProfileNames as readonly string[]).includes(value.trim().toLowerCase());

const pick = (env: ProfileEnv, ...names: string[]): string | undefined => {
  for (const name of names) {
    const value = env[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
};

/**
 * The profile `name` from build-time variables. For each value, the profile's own variable
 * (`VITE_PL_API_BASE`), else the shared one (`VITE_API_BASE`), else the local default:
 * `VITE_<NAME>_TENANT_ID`, `VITE_<NAME>_API_BASE`, `VITE_<NAME>_STOCK_BASE`,
 * `VITE_<NAME>_STOCK_TOKEN`, `VITE_<NAME>_COUNTRY_CODE` (default: domain's defaultCountryCode,
 * spec 5/9: kun 91, pl 48, otherwise 1).
 */
export function environmentProfile(
  name: EnvironmentProfileName,
  env: ProfileEnv = buildEnv(),
): EnvironmentProfile {
  const upper = name.toUpperCase();
  const value = (key: string) => pick(env, `VITE_${upper}_${key}`, `VITE_${key}`);
  return {
    name,
    tenantId: value('TENANT_ID') ?? LOCAL_PROFILE_DEFAULTS.tenantId,
    apiBase: (value('API_BASE') ?? LOCAL_PROFILE_DEFAULTS.apiBase).replace(/\/+$/, ''),
    stockBase: (value('STOCK_BASE') ?? LOCAL_PROFILE_DEFAULTS.stockBase).replace(/\/+$/, ''),
    stockToken: value('STOCK_TOKEN') ?? LOCAL_PROFILE_DEFAULTS.stockToken,
    defaultCountryCode: pick(env, `VITE_${upper}_COUNTRY_CODE`) ?? defaultCountryCode(name),
  };
}

export interface ResolveProfileOptions {
  /** The page's query string (`location.search`), with or without the '?'. */
  search?: string;
  /** Where `api_profile` is kept. @default the browser's localStorage (never throws) */
  storage?: StorageAdapter;
  env?: ProfileEnv;
}

/**
 * spec 7: the profile name: the `profile` query parameter when it names a profile (it is then
 * stored, so that it stays chosen on the next visit), else the stored `api_profile`, else live.
 * Unknown names are ignored.
 */
export function resolveProfileName(options: ResolveProfileOptions = {}): EnvironmentProfileName {
  const storage = options.storage ?? browserStorage('local');
  const search = options.search ?? (globalThis as { location?: Location }).location?.search ?? '';
  const fromQuery = new URLSearchParams(search).get(PROFILE_QUERY_PARAM);
  if (isProfileName(fromQuery)) {
    const name = fromQuery.trim().toLowerCase() as EnvironmentProfileName;
    storage.set(PROFILE_STORAGE_KEY, name);
    return name;
  }
  const stored = storage.get(PROFILE_STORAGE_KEY);
  if (isProfileName(stored)) return stored.trim().toLowerCase() as EnvironmentProfileName;
  return DEFAULT_ENVIRONMENT_PROFILE;
}

/** spec 7: the environment profile in effect (see resolveProfileName and environmentProfile). */
export function resolveProfile(options: ResolveProfileOptions = {}): EnvironmentProfile {
  return environmentProfile(resolveProfileName(options), options.env ?? buildEnv());
}
