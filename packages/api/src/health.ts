// The health call (contract `health`, GET /healthz): the round trip to the API server, used by
// the footer's connection quality (spec 2) and the boot checks' ping (spec 9).
import type { ApiClient } from './client';
import { healthRoutes } from './contract/health';

export interface PingOptions {
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** A monotonic clock in ms. @default performance.now */
  now?: () => number;
  signal?: AbortSignal;
}

/** The absolute address of the health call, as the boot checks' samples list shows it. */
export function pingUrl(client: Pick<ApiClient, 'baseUrl'>): string {
  const path = `${client.baseUrl}${healthRoutes.health.path}`;
  try {
    return new URL(path, globalThis.location?.href).href;
  } catch {
    return path;
  }
}

/** Times one health call: the round trip in whole ms, or null when the server does not answer. */
export async function pingServer(
  client: Pick<ApiClient, 'baseUrl'>,
  options: PingOptions = {},
): Promise<number | null> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? (() => performance.now());
  const started = now();
  try {
    const response = await doFetch(pingUrl(client), {
      method: healthRoutes.health.method,
      cache: 'no-store',
      signal: options.signal,
    });
    return response.ok ? Math.max(0, Math.round(now() - started)) : null;
  } catch {
    return null;
  }
}
