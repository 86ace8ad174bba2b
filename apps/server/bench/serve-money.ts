// The server side of the money benchmark (`pnpm bench --only money`): a scratch database on the
// DATABASE_URL PostgreSQL server, the real server on it (startServer, production mode: no demo
// seed), then what the bench needs written the way the back office would: a tenant and N clients
// with KYC approved, the spec 6 permissions (withdraw among them), a PIN, a bank account and cash.
// Reports { url, tenant, pin, clients } to the parent over IPC; on SIGTERM stops the server and
// drops the scratch database.
import { randomBytes } from 'node:crypto';
import { HEADERS, routes } from '@invest/api/contract';
import { gatedFeatures } from '@invest/domain';
import { post } from '../src/areas/ledger/service';
import { createScratchDatabase } from '../src/db/test-support';
import { withTransaction } from '../src/db/transaction';
import { hashSecret } from '../src/platform/auth/passwords';
import { startServer } from '../src/startServer';
import { insertTenant, insertUser, TEST_PASSWORD } from '../src/testing/fixtures';

const TENANT = 'bench';
const PIN = '135790';
const clientCount = Number(process.env.BENCH_CLIENTS ?? 50);
const funds = process.env.BENCH_FUNDS ?? '1000000.00';

const scratch = await createScratchDatabase();
const started = await startServer(
  {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: scratch.url,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    WEB_ROOT: undefined,
  },
  { defaultWebRoot: '/nonexistent' },
);
const db = started.database.db;
await insertTenant(db, TENANT);

async function request<T>(name: 'login' | 'bankSave', body: unknown, token?: string): Promise<T> {
  const route = routes[name];
  const res = await fetch(new URL(route.path, started.url), {
    method: route.method,
    headers: {
      [HEADERS.tenant]: TENANT,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: T };
  if (!res.ok || !json.data) throw new Error(`bench ${name} failed: HTTP ${res.status}`);
  return json.data;
}

const pinHash = await hashSecret(PIN);
const clients: { token: string; bank: string }[] = [];
for (let i = 0; i < clientCount; i++) {
  const user = await insertUser(db, TENANT);
  await db
    .updateTable('users')
    .set({
      kyc_status: 'approved',
      score: 700,
      client_deposit: true,
      // spec 6: a withdrawal needs the `withdraw` permission; without it every call is a 403
      perms: JSON.stringify(gatedFeatures),
      pin_hash: pinHash,
    })
    .where('id', '=', user.id)
    .execute();
  await withTransaction(db, (trx) =>
    post(trx, {
      tenantId: TENANT,
      kind: 'deposit.approve',
      postings: [
        { account: { system: 'cash_in_transit' }, currency: 'USD', amount: `-${funds}` },
        { account: { client: user.id }, bucket: 'available', currency: 'USD', amount: funds },
      ],
    }),
  );
  const { access_token: token } = await request<{ access_token: string }>('login', {
    username: user.username,
    password: TEST_PASSWORD,
  });
  const { id: bank } = await request<{ id: string }>(
    'bankSave',
    {
      bank_name: 'First Bank',
      bank_acc: 'DE89 3704 0044 0532 0130 00',
      bank_holder: 'Bench Client',
      country: 'US',
      step_up: { pin: PIN },
    },
    token,
  );
  clients.push({ token, bank });
}

process.send?.({ url: started.url, tenant: TENANT, pin: PIN, clients });
process.on('SIGTERM', () => {
  void started
    .close()
    .then(() => scratch.drop())
    .then(() => process.exit(0));
});
