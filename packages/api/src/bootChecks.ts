// spec 2 'Startup overlay' and /test: the boot checks ping, config, auth, perms, company, geo and
// device, in that order and for real: ping times GET /healthz on the API server three times,
// config and company read the tenant's settings, auth bootstraps the session, perms loads the
// permissions of a signed-in user, geo asks the server's IP lookup, device reads the user agent.
// A failed check does not stop the ones after it. Shared by the /test page and the startup overlay.
import {
  BOOT_CHECKS,
  FAILED_PING_MS,
  averageLatency,
  deviceFromUserAgent,
  type BootCheck,
  type BootCheckState,
  type BootCheckStates,
  type DeviceInfo,
  type GeoInfo,
  type LatencySampleResult,
} from '@invest/domain';
import type { ApiClient } from './client';
import { healthRoutes } from './contract/health';
import type { AppSettings, CompanyInfoResponse } from './contract/settings';
import type { ApiCache } from './hooks/cache';
import { pingServer, pingUrl } from './health';
import type { Session } from './session';

/** How many times the ping check calls the server. */
export const PING_SAMPLES = 3;
/** The liveness path of the API server (the contract's `health` route). */
export const PING_PATH = healthRoutes.health.path;

/** Where the checks stand: what the startup overlay and the /test page show (spec 3 inputs). */
export interface BootChecksState {
  checks: BootCheckStates;
  samples: LatencySampleResult[];
  avgLatency?: number;
  geo?: GeoInfo;
  device?: DeviceInfo;
  running: boolean;
  /** The system settings the config check read (app name, template, version). */
  settings?: AppSettings;
  /** The company info the company check read. */
  company?: CompanyInfoResponse;
}

export const initialBootChecksState = (): BootChecksState => ({
  checks: {},
  samples: [],
  running: false,
});

export interface RunBootChecksOptions {
  client: ApiClient;
  session: Pick<Session, 'bootstrap' | 'getSnapshot'>;
  /** Where the permissions are loaded into (the API cache). */
  cache: Pick<ApiCache, 'loadPermissions'>;
  /** Called with a new state object after every change. */
  onUpdate?: (state: BootChecksState) => void;
  /** Ask the server again instead of using the cached permissions. @default false */
  fresh?: boolean;
  /** Stops the run (no more checks and no more updates). */
  signal?: AbortSignal;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** A monotonic clock in ms. @default performance.now */
  now?: () => number;
  /** @default navigator */
  navigator?: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'>;
}

/** Runs the checks in order; resolves with the final state (also given to `onUpdate`). */
export async function runBootChecks(options: RunBootChecksOptions): Promise<BootChecksState> {
  const { client, session, cache, signal } = options;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? (() => performance.now());
  const nav = options.navigator ?? globalThis.navigator;
  let state: BootChecksState = { checks: {}, samples: [], running: true };
  const update = (patch: Partial<BootChecksState>) => {
    state = { ...state, ...patch };
    if (!signal?.aborted) options.onUpdate?.(state);
  };
  const mark = (check: BootCheck, value: BootCheckState) =>
    update({ checks: { ...state.checks, [check]: value } });

  const ping = async (): Promise<boolean> => {
    const url = pingUrl(client);
    let ok = false;
    for (let i = 0; i < PING_SAMPLES && !signal?.aborted; i += 1) {
      // spec 9: slower than FAILED_PING_MS counts as failed anyway, and a failed ping as
      // FAILED_PING_MS
      const measured = await pingServer(client, {
        fetch: doFetch,
        now,
        signal: AbortSignal.timeout(FAILED_PING_MS),
      });
      const ms = measured ?? FAILED_PING_MS;
      if (measured !== null) ok = true;
      const samples = [...state.samples, { url, ms }];
      update({ samples, avgLatency: averageLatency(samples.map((s) => s.ms)) });
    }
    return ok;
  };

  const steps: Record<BootCheck, () => Promise<boolean>> = {
    ping,
    config: async () => {
      update({ settings: await client.request('settingsApp') });
      return true;
    },
    auth: async () => {
      await session.bootstrap();
      return true;
    },
    perms: async () => {
      // a guest has no permissions to load: the check has nothing to do
      if (session.getSnapshot().auth.status !== 'authenticated') return true;
      await cache.loadPermissions({ force: options.fresh === true });
      return true;
    },
    company: async () => {
      update({ company: await client.request('settingsCompany') });
      return true;
    },
    geo: async () => {
      const { country, city, ip } = await client.request('geoLookup');
      update({ geo: { country, city, ip } });
      return true;
    },
    device: async () => {
      const hinted = nav as Navigator & { userAgentData?: { platform?: string } };
      update({
        device: deviceFromUserAgent(nav.userAgent, {
          platform: hinted.userAgentData?.platform || nav.platform,
          maxTouchPoints: nav.maxTouchPoints,
        }),
      });
      return true;
    },
  };

  update({});
  for (const check of BOOT_CHECKS) {
    if (signal?.aborted) break;
    mark(check, 'running');
    let passed = false;
    try {
      passed = await steps[check]();
    } catch {
      passed = false;
    }
    mark(check, passed ? 'done' : 'failed');
  }
  update({ running: false });
  return state;
}
