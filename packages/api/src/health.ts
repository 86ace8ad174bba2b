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

/**
 * Times one health call: the round trip to the answer's head in whole ms, or null when the
 * server does not answer. The answer's body is then read to its end (outside the time): a body
 * left unread keeps its request open, and with it a connection, since the answer is `no-store`
 * and no HTTP cache reads it instead.
 */
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
    const ms = response.ok ? Math.max(0, Math.round(now() - started)) : null;
    await response.arrayBuffer();
    return ms;
  } catch {
    return null;
  }
}
