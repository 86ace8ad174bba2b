// Several server processes on one database. On PostgreSQL two real server
// processes start at the same moment on one empty database and both serve; sessions, refresh-token
// families and logouts work across them. On PGlite (one process per data directory) the start-up
// work itself is shown idempotent under concurrency.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADERS, routes } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './db/migrate';
import { withStartupLock } from './db/startupLock';
import {
  createScratchDatabase,
  databaseKinds,
  openTestDatabase,
  type TestDatabase,
} from './db/test-support';
import { DEMO_CLIENT, DEMO_TENANT, seedDemo } from './seed';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** `pnpm start` as a real process; resolves with its URL once it listens. */
function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const match = /Invest is running: open (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1]!, output: () => out });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    child.on('error', reject);
  });
}

const stop = (p: ServerProcess | undefined) =>
  new Promise<void>((resolve) => {
    if (!p || p.child.exitCode !== null) return resolve();
    p.child.removeAllListeners('exit');
    p.child.once('exit', () => resolve());
    p.child.kill('SIGTERM');
  });

async function api(
  base: string,
  name: keyof typeof routes,
  init: { token?: string; refresh?: string; body?: unknown } = {},
) {
  const route = routes[name];
  const headers: Record<string, string> = { [HEADERS.tenant]: DEMO_TENANT };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.refresh) headers[HEADERS.refreshToken] = init.refresh;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(new URL(route.path, base), {
    method: route.method,
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const json = (await res.json()) as { data?: Record<string, string> };
  return { status: res.status, data: json.data ?? {} };
}

const login = (base: string) =>
  api(base, 'login', { body: { username: DEMO_CLIENT.username, password: DEMO_CLIENT.password } });

describe.each(databaseKinds())('several servers on one %s database', (kind) => {
  if (kind === 'pglite') {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await openTestDatabase('pglite');
    });
    afterAll(() => db.cleanup());

    it('the start-up work run twice at once migrates and seeds once, without an error', async () => {
      const clock = () => new Date();
      const start = () =>
        withStartupLock(db.db, db.kind, async (conn) => {
          await migrateToLatest(conn);
          return seedDemo({ db: conn, clock });
        });
      const [a, b] = await Promise.all([start(), start()]);
      expect([a, b].filter((r) => r !== undefined)).toHaveLength(1);
      const tenants = await db.db.selectFrom('tenants').select('id').execute();
      expect(tenants.map((t) => t.id)).toEqual([DEMO_TENANT]);
    }, 60_000);
    return;
  }

  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    // no AUTH_SECRET: the processes agree on the secret kept in the database
    const env = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: '0',
      DATABASE_URL: scratch.url,
      AUTH_SECRET: '',
      WEB_ROOT: '',
    };
    // both at the same moment, on one empty database
    [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await scratch?.drop();
  });

  it('both processes come up and serve', async () => {
    for (const p of [a!, b!]) {
      expect((await fetch(new URL('/healthz', p.url))).status, p.output()).toBe(200);
      expect((await fetch(new URL('/readyz', p.url))).status).toBe(200);
    }
    // exactly one of them seeded the demo data
    const seeded = [a!, b!].filter((p) => p.output().includes('Demo data created'));
    expect(seeded).toHaveLength(1);
  });

  it('a token from one process is accepted by the other', async () => {
    const session = await login(a!.url);
    expect(session.status).toBe(200);
    const list = await api(b!.url, 'messageList', { token: session.data.access_token });
    expect(list.status).toBe(200);
  });

  it('a refresh-token reuse on the second process revokes the family made on the first', async () => {
    const first = await login(a!.url);
    const old = first.data.refresh_token!;
    const rotated = await api(a!.url, 'refresh', { refresh: old });
    expect(rotated.status).toBe(200);
    // the old token again, on the other process: reuse
    expect((await api(b!.url, 'refresh', { refresh: old })).status).toBe(401);
    // the whole family is gone, on both processes
    expect((await api(a!.url, 'refresh', { refresh: rotated.data.refresh_token })).status).toBe(
      401,
    );
  });

  it('a logout on one process reaches the other within 5 s', async () => {
    const session = await login(a!.url);
    const token = session.data.access_token;
    // the other process has seen (and cached) the token
    expect((await api(b!.url, 'messageList', { token })).status).toBe(200);
    expect((await api(a!.url, 'logout', { token, body: {} })).status).toBe(200);
    let status = 200;
    for (let i = 0; i < 30 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await api(b!.url, 'messageList', { token })).status;
    }
    expect(status).toBe(401);
  }, 30_000);
});
