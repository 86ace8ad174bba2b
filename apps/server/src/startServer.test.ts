// `pnpm start` as a function: an empty PGlite directory is migrated and seeded,
// the printed credentials work, the web build is served, the directory has one owner, the
// back-office CLI (a real process) reaches the running server's database, and a restart keeps
// the data without seeding again.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADERS, routes } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirBusyError, LOCK_FILE } from './cli/dataDirLock';
import { ConfigError, loadConfig } from './config';
import { AUTH_SECRET_FILE } from './platform/authSecret';
import { DEMO_CLIENT, DEMO_TENANT } from './seed';
import { StartupError, startBanner, startServer, type StartedServer } from './startServer';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');

let root: string;
let dataDir: string;
let webRoot: string;
let env: Record<string, string>;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'invest-start-'));
  dataDir = join(root, 'data');
  webRoot = join(root, 'web');
  mkdirSync(webRoot);
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Invest</title>web-app-shell');
  env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', DATA_DIR: dataDir };
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function login(url: string, password = DEMO_CLIENT.password) {
  const res = await fetch(new URL(routes.login.path, url), {
    method: 'POST',
    headers: { [HEADERS.tenant]: DEMO_TENANT, 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_CLIENT.username, password }),
  });
  return { status: res.status, body: (await res.json()) as { data?: { access_token?: string } } };
}

/** The back-office CLI as a separate process, as an operator runs it. */
function backoffice(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/backoffice.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('startServer on an empty data directory', () => {
  let started: StartedServer;

  beforeAll(async () => {
    started = await startServer(env, { defaultWebRoot: webRoot });
  }, 60_000);
  afterAll(() => started?.close());

  it('seeds the demo data and prints working credentials', async () => {
    expect(started.seeded?.clients.map((c) => c.username)).toEqual(['demo', 'newclient']);
    const banner = startBanner(started);
    expect(banner).toContain(`open ${started.url}`);
    expect(banner).toContain('username demo (mobile +1 2025550143), password Demo-pass-1');
    expect(banner).toContain(started.seeded?.invitationCode);
    for (const pac of started.seeded?.pacCodes ?? []) {
      expect(banner).toContain(`PAC code for ${pac.label} (valid 365 days): ${pac.code}`);
    }
    expect(started.seeded?.pacCodes.length).toBeGreaterThan(0);
    expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await login(started.url);
    expect(res.status).toBe(200);
    expect(res.body.data?.access_token).toBeTruthy();
  });

  it('serves the web build at / and the API beside it', async () => {
    const page = await fetch(new URL('/portfolio', started.url), {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('web-app-shell');
    const health = await fetch(new URL('/readyz', started.url));
    expect(health.status).toBe(200);
  });

  it('refuses a second server on the same directory', async () => {
    await expect(startServer({ ...env }, { defaultWebRoot: webRoot })).rejects.toBeInstanceOf(
      DataDirBusyError,
    );
  });

  it('lets the back-office CLI run on the running server (forwarded over its socket)', async () => {
    const r = await backoffice([
      'message',
      '--tenant',
      DEMO_TENANT,
      '--client',
      'demo',
      '--title',
      'From the desk',
      '--body',
      'Sent while the server runs.',
    ]);
    expect(r.stderr).toContain(`(the server, pid ${process.pid}, runs this command`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Message \S+ posted to demo/);

    const token = (await login(started.url)).body.data?.access_token ?? '';
    const list = await fetch(new URL(routes.messageList.path, started.url), {
      headers: { [HEADERS.tenant]: DEMO_TENANT, authorization: `Bearer ${token}` },
    });
    const messages = (await list.json()) as { data: { title: string }[] };
    expect(messages.data.map((m) => m.title)).toContain('From the desk');
  }, 60_000);

  it('without AUTH_SECRET signs with a generated secret kept owner-only in the data directory', async () => {
    const file = join(dataDir, AUTH_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(started.config.AUTH_SECRET).toBe(secret);
    expect(secret).not.toBe(loadConfig({}).AUTH_SECRET);
  });

  it('accepts the Bearer scheme in any case (RFC 9110)', async () => {
    const token = (await login(started.url)).body.data?.access_token ?? '';
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await fetch(new URL(routes.messageList.path, started.url), {
        headers: { [HEADERS.tenant]: DEMO_TENANT, authorization: `${scheme} ${token}` },
      });
      expect(res.status, scheme).toBe(200);
    }
    // the scheme, one or more spaces, the token and nothing else
    const header = (authorization: string) =>
      fetch(new URL(routes.messageList.path, started.url), {
        headers: { [HEADERS.tenant]: DEMO_TENANT, authorization },
      }).then((res) => res.status);
    expect(await header(`Bearer   ${token}`)).toBe(200);
    for (const refused of [
      `Bearer${token}`,
      `Token ${token}`,
      `Bearer ${token} x`,
      `Bearer ${token.slice(0, 20)}`,
      'Bearer ',
    ]) {
      expect(await header(refused), refused.slice(0, 12)).toBe(401);
    }
  });

  it('releases the directory on close; a restart keeps the data and does not seed again', async () => {
    const before = (await login(started.url)).body.data?.access_token ?? '';
    const secret = started.config.AUTH_SECRET;
    await started.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    expect(existsSync(join(dataDir, 'backoffice.sock'))).toBe(false);

    // with no server, the CLI opens the directory itself
    const r = await backoffice(['kyc:list', '--tenant', DEMO_TENANT]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('No KYC submission is waiting');

    started = await startServer(env, { defaultWebRoot: webRoot });
    expect(started.seeded).toBeUndefined();
    expect(startBanner(started)).toContain('existing data');
    expect((await login(started.url)).status).toBe(200);
    // the kept secret is reused: a token of the first run is still good
    expect(started.config.AUTH_SECRET).toBe(secret);
    const list = await fetch(new URL(routes.messageList.path, started.url), {
      headers: { [HEADERS.tenant]: DEMO_TENANT, authorization: `Bearer ${before}` },
    });
    expect(list.status).toBe(200);
  }, 60_000);
});

describe('a production start', () => {
  const production = (extra: Record<string, string>) => ({
    ...env,
    NODE_ENV: 'production',
    AUTH_SECRET: 'p'.repeat(40),
    DATA_DIR: join(root, `prod-${Object.keys(extra).length}`),
    ...extra,
  });

  it('seeds no demo data on an empty database unless SEED_DEMO=true', async () => {
    const plain = await startServer(production({}), { defaultWebRoot: webRoot });
    try {
      expect(plain.seeded).toBeUndefined();
      expect((await login(plain.url)).status).toBe(400);
      // AUTH_SECRET given: nothing generated
      expect(existsSync(join(plain.config.DATA_DIR, AUTH_SECRET_FILE))).toBe(false);
    } finally {
      await plain.close();
    }
    const asked = await startServer(production({ SEED_DEMO: 'true' }), {
      defaultWebRoot: webRoot,
    });
    try {
      expect(asked.seeded?.tenantId).toBe(DEMO_TENANT);
      expect((await login(asked.url)).status).toBe(200);
    } finally {
      await asked.close();
    }
  }, 60_000);
});

describe('start problems', () => {
  it('refuses a WEB_ROOT without index.html', async () => {
    await expect(
      startServer({ ...env, DATA_DIR: 'memory://', WEB_ROOT: join(root, 'missing') }),
    ).rejects.toBeInstanceOf(StartupError);
  });

  it('refuses a bad environment, naming the variable', async () => {
    const error = await startServer({ ...env, PORT: 'eighty' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems.join()).toContain('PORT');
  });
});
