// The server side of the products benchmark (`pnpm bench --only products`): the test server
// (PostgreSQL when DATABASE_URL is set, else PGlite) with a catalogue of BENCH_PRODUCTS (1,000)
// products made through the back office's service (every type and subtype, four currencies, risk
// 1-5, a spread of returns, minimums and VIP levels; one in ten closed), and a client (KYC
// approved, VIP 2) logged in through HTTP. Reports { kind, products, url, tenant, token } over
// IPC for the parent to time GET /product/app/v1/catalogue/list; cleans up on SIGTERM.
import { HEADERS, routes } from '@invest/api/contract';
import { sql } from 'kysely';
import { createProduct, type ProductInput } from '../src/areas/products';
import { unitOfWork } from '../src/platform/unitOfWork';
import { insertTenant, insertUser, TEST_PASSWORD } from '../src/testing/fixtures';
import { startTestServer } from '../src/testing/harness';

const TENANT = 'bench';

/** The n-th product of the catalogue: its type, terms and figures spread by n. */
function productOf(n: number): ProductInput {
  const kinds = [
    { type: 'fund', subtype: 'fund', asset_class: 'fund' },
    { type: 'fund', subtype: 'standard', asset_class: 'bond' },
    { type: 'quant', subtype: 'quant', asset_class: 'alternative' },
    { type: 'savings', subtype: 'flex', asset_class: 'cash' },
    { type: 'savings', subtype: 'fixed', asset_class: 'cash' },
    { type: 'earn', subtype: 'daily', asset_class: 'structured' },
    { type: 'earn', subtype: 'otc', asset_class: 'structured' },
  ] as const;
  const kind = kinds[n % kinds.length]!;
  const nav = kind.type === 'fund' || kind.type === 'quant';
  const fixed = kind.subtype === 'fixed';
  return {
    code: `B${String(n).padStart(5, '0')}`,
    name: `Bench product ${n}`,
    ...kind,
    market: ['US', 'DE', 'IN', 'PL'][n % 4]!,
    currency: ['USD', 'EUR', 'INR', 'PLN'][(n >> 2) % 4]!,
    trading_type: n % 5 === 0 ? 'review' : 'holding',
    ...(fixed ? { term: 'fixed' as const, lock_days: 30 + (n % 5) * 30 } : {}),
    risk_level: 1 + (n % 5),
    state: n % 10 === 9 ? 'closed' : 'open',
    ...(nav
      ? { price: `${10 + (n % 90)}.${String(n % 10_000).padStart(4, '0')}` }
      : { daily_return: `0.0${1 + (n % 9)}` }),
    annual_return: `${(n * 37) % 1500}.${String(n % 100).padStart(2, '0')}`,
    min_investment: String(((n * 13) % 50) * 100),
    min_vip: n % 7 === 0 ? 1 + (n % 4) : 0,
    key_information: { 'en-US': `Key information of bench product ${n}.` },
  } as ProductInput;
}

const count = Number(process.env.BENCH_PRODUCTS ?? 1000);
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const s = await startTestServer(kind, { config: { LOG_LEVEL: 'warn' } });
const db = s.db.db;
await insertTenant(db, TENANT);
const deps = { db, clock: s.app.deps.clock };
for (let n = 0; n < count; n++) {
  await unitOfWork(deps, (tx) => createProduct(tx, TENANT, productOf(n)));
}
const user = await insertUser(db, TENANT, { kyc_status: 'approved' });
await db.updateTable('users').set({ vip: 2, score: 600 }).where('id', '=', user.id).execute();
// the statistics a production database keeps up to date, before the timed reads
await sql`analyze`.execute(db);
const login = routes.login;
const res = await fetch(new URL(login.path, s.url), {
  method: login.method,
  headers: { [HEADERS.tenant]: TENANT, 'content-type': 'application/json' },
  body: JSON.stringify({ username: user.username, password: TEST_PASSWORD }),
});
const json = (await res.json()) as { data?: { access_token: string } };
if (!json.data) throw new Error(`bench login failed: HTTP ${res.status}`);
process.send?.({
  kind,
  products: count,
  url: s.url,
  tenant: TENANT,
  token: json.data.access_token,
});
process.on('SIGTERM', () => {
  void s.close().then(() => process.exit(0));
});
