// Test support (not part of the package): the real server of apps/server by relative path (the
// package itself never depends on the server), a fetch that records what the client sent, and
// timers the test fires by hand.
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../../apps/server/src/platform/auth/tokens';
import { databaseKinds } from '../../../../apps/server/src/db/test-support';
import {
  TEST_PASSWORD,
  insertTenant,
  insertUser,
} from '../../../../apps/server/src/testing/fixtures';
import { product, savings } from '../../../../apps/server/src/areas/products/testSupport';
import {
  call,
  startTestServer,
  type TestServer,
} from '../../../../apps/server/src/testing/harness';
import type { FetchLike, Timers } from '../transport';

export {
  ACCESS_TOKEN_TTL_SECONDS,
  TEST_PASSWORD,
  call,
  databaseKinds,
  insertTenant,
  insertUser,
  product,
  savings,
  startTestServer,
  type TestServer,
};

/** A fresh server with the 'demo' tenant. */
export async function startServer(
  kind: Parameters<typeof startTestServer>[0],
  options: Parameters<typeof startTestServer>[1] = {},
): Promise<TestServer> {
  const server = await startTestServer(kind, options);
  await insertTenant(server.db.db, 'demo');
  return server;
}

let mobileSequence = 0;
/** A user of 'demo' with TEST_PASSWORD and a fresh mobile number. */
export function newUser(server: TestServer, overrides: { kyc_status?: string } = {}) {
  mobileSequence += 1;
  return insertUser(server.db.db, 'demo', {
    mobile: String(4155550100 + mobileSequence),
    ...overrides,
  });
}

export interface SentRequest {
  url: string;
  path: string;
  method: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: BodyInit | null | undefined;
  status?: number;
}

/** A fetch that records every request (and its answer's status) before passing it on. */
export function recordingFetch(inner: FetchLike = (u, i) => globalThis.fetch(u, i)) {
  const sent: SentRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    // the client passes a plain object (a DOM's own Headers class may differ from Node's)
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      headers[name.toLowerCase()] = value;
    }
    const entry: SentRequest = {
      url,
      path: new URL(url, 'http://x').pathname,
      method: init.method ?? 'GET',
      headers,
      credentials: init.credentials,
      body: init.body,
    };
    sent.push(entry);
    const response = await inner(url, init);
    entry.status = response.status;
    return response;
  };
  const named = (name: string) => sent.filter((r) => r.headers['x-request-name'] === name);
  return { fetch, sent, named };
}

interface ManualTimer {
  callback: () => void;
  ms: number;
  done: boolean;
}

/** Timers that only fire when the test says so. */
export function manualTimers() {
  const all: ManualTimer[] = [];
  const timers: Timers = {
    setTimeout(callback, ms) {
      const timer: ManualTimer = { callback, ms, done: false };
      all.push(timer);
      return timer;
    },
    clearTimeout(handle) {
      if (handle) (handle as ManualTimer).done = true;
    },
  };
  const pending = (ms?: number) => all.filter((t) => !t.done && (ms === undefined || t.ms === ms));
  return {
    timers,
    pending,
    /** Fires the pending timers of delay `ms` (all pending ones without `ms`). */
    fire(ms?: number) {
      const due = pending(ms);
      for (const timer of due) {
        timer.done = true;
        timer.callback();
      }
      return due.length;
    },
  };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The access token lifetime plus a minute: every access token issued before is expired. */
export const EXPIRE_ACCESS_MS = ACCESS_TOKEN_TTL_SECONDS * 1000 + 60_000;
