// The server side of the benchmark: the real server (startServer: migrations, demo seed, every
// area, security headers, logging at LOG_LEVEL to stdout) on PGlite, then a login of the demo
// client. Reports { url, token, tenant, body } to the parent over IPC (stdout carries the logs).
import { randomBytes } from 'node:crypto';
import { HEADERS, routes } from '@invest/api/contract';
import { DEMO_CLIENT, DEMO_TENANT } from '../src/seed';
import { startServer } from '../src/startServer';

const started = await startServer(
  {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: process.env.BENCH_DATA_DIR ?? 'memory://',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    // a production start seeds nothing: the bench signs in the demo client
    SEED_DEMO: 'true',
    // no web build: the figure is the API's
    WEB_ROOT: undefined,
  },
  { defaultWebRoot: '/nonexistent' },
);

const tenantHeaders = { [HEADERS.tenant]: DEMO_TENANT, 'content-type': 'application/json' };
const login = await fetch(new URL(routes.login.path, started.url), {
  method: 'POST',
  headers: tenantHeaders,
  body: JSON.stringify({ username: DEMO_CLIENT.username, password: DEMO_CLIENT.password }),
});
const loginBody = (await login.json()) as { data?: { access_token?: string } };
const token = loginBody.data?.access_token;
if (!login.ok || !token) {
  throw new Error(`bench login failed: HTTP ${login.status} ${JSON.stringify(loginBody)}`);
}
const info = await fetch(new URL(routes.clientInfo.path, started.url), {
  headers: { [HEADERS.tenant]: DEMO_TENANT, authorization: `Bearer ${token}` },
});
const body = await info.text();
if (info.status !== 200) throw new Error(`bench client_info failed: HTTP ${info.status} ${body}`);

process.send?.({ url: started.url, token, tenant: DEMO_TENANT, body });
process.on('SIGTERM', () => {
  void started.close().then(() => process.exit(0));
});
