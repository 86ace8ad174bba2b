// The test harness of the areas: the real app on a real port over a fresh database (PGlite in
// memory, or a scratch PostgreSQL database when DATABASE_URL is set), and a small client that
// calls contract routes by name. Tests use it with `describe.each(databaseKinds())`.
import { HEADERS, buildPath, routes, type RouteName } from '@invest/api/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { run as runBackoffice } from '../cli/program';
import type { Clock } from '../platform/auth/tokens';
import { loadConfig, type Config } from '../config';
import { migrateToLatest } from '../db/migrate';
import type { DatabaseKind } from '../db/database';
import { openMigratedTestDatabase, type TestDatabase } from '../db/test-support';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  db: TestDatabase;
  logs: string[];
  /** Moves the server's clock (tokens, sessions, codes, rate windows). */
  clock: {
    now: Date;
    advance(ms: number): void;
    /** Stops the clock where it is until `thaw` (for "the same instant answers the same"). */
    freeze(): void;
    thaw(): void;
  };
  close(): Promise<void>;
}

export async function startTestServer(
  kind: DatabaseKind,
  /** `database`: an open database to serve (its `cleanup` runs on close) instead of a fresh one. */
  options: { config?: Partial<Config>; database?: TestDatabase } = {},
): Promise<TestServer> {
  const db = options.database ?? (await openMigratedTestDatabase(kind));
  // a no-op on the migrated template; a database passed in may be empty
  await migrateToLatest(db.db);
  const clockState = {
    now: new Date(),
    advance(ms: number) {
      clockState.now = new Date(clockState.now.getTime() + ms);
    },
  };
  // a test clock that follows real time, plus whatever the test advanced it by
  const started = Date.now();
  const base = clockState.now.getTime();
  let offset = 0;
  let frozen: number | null = null;
  const clock: Clock = () => new Date(frozen ?? base + (Date.now() - started) + offset);
  const shared = {
    get now() {
      return clock();
    },
    advance(ms: number) {
      if (frozen !== null) frozen += ms;
      offset += ms;
    },
    freeze() {
      frozen = clock().getTime();
    },
    thaw() {
      if (frozen === null) return;
      offset = frozen - (base + (Date.now() - started));
      frozen = null;
    },
  };
  const config = {
    // debug: every request's line is captured, so tests can check no secret reaches a log
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }),
    ...options.config,
  };
  const logs: string[] = [];
  const app = await buildApp({
    config,
    db: { ping: db.ping },
    database: db.db,
    clock,
    logStream: { write: (line) => void logs.push(line) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  // tests write as the back office does: through the server's database (auth cache included)
  db.db = app.deps.db;
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    db,
    logs,
    clock: shared,
    async close() {
      await app.close();
      await db.cleanup();
    },
  };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** X-Tenant-Id; `null` sends none. */
  tenant?: string | null;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A multipart body instead of JSON. */
  form?: FormData;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body (envelope included), or the raw text when it is not JSON. */
  json: {
    success: boolean;
    data?: T;
    message?: string;
    code?: string;
    errors?: unknown[];
  } & Record<string, unknown>;
  text: string;
}

/** Calls the contract route `name` on a test server. */
export async function call<T = unknown>(
  server: Pick<TestServer, 'url'>,
  name: RouteName,
  options: CallOptions = {},
  defaultTenant = 'demo',
): Promise<CallResult<T>> {
  const def = routes[name];
  const url = new URL(buildPath(def.path, options.params), server.url);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...options.headers };
  const tenant = options.tenant === undefined ? defaultTenant : options.tenant;
  if (tenant !== null) headers[HEADERS.tenant] = tenant;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(url, { method: def.method, headers, body });
  const text = await res.text();
  let json: CallResult<T>['json'];
  try {
    json = JSON.parse(text) as CallResult<T>['json'];
  } catch {
    json = { success: false };
  }
  return { status: res.status, headers: res.headers, json, text };
}

/**
 * Runs a back-office command on a test server's database, as an advisor would: its exit code and
 * what it printed, errors included, in order (as a terminal shows it).
 */
export async function backoffice(
  server: Pick<TestServer, 'db' | 'clock'>,
  ...argv: string[]
): Promise<{ code: number; stdout: string }> {
  let stdout = '';
  const code = await runBackoffice(argv, {
    db: server.db.db,
    clock: () => server.clock.now,
    out: (t) => void (stdout += t),
    err: (t) => void (stdout += t),
  });
  return { code, stdout };
}
