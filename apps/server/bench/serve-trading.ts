// The server side of the trading benchmark (`pnpm bench --only trading`), one part per process
// (BENCH_PART), each reporting to the parent over IPC and cleaning up on SIGTERM:
//
// - `place` (PostgreSQL only): a scratch database on the DATABASE_URL server, the real server on
//   it (startServer, its fill engine ticking as in production) with the market clock in a New
//   York session, and BENCH_CLIENTS clients written the way the back office would (KYC approved,
//   a PIN, cash), each logged in and unlocked for trading through HTTP. Reports
//   { url, tenant, clients: [{ token, ticket }] }: the parent quotes and places market orders.
// - `engine`: the test server (its fill engine ticks only when asked; PostgreSQL when
//   DATABASE_URL is set, else PGlite) with 10,000 working limit buys over 500 listings of every
//   market placed through the orders service, about one in ten marketable; one tick of the fill
//   engine timed, then the fills checked (each marketable order on an open market filled once,
//   none twice, the ledger verified) and a second tick timed (nothing left to fill). One of the
//   clients then holds 200 positions: reports { tick, recheck, checks, portfolio: { url, tenant,
//   token, positions } } for the parent to time GET /stat/app/v1/portfolio.
// - `portfolio`: the same server and clients, but only the portfolio client's orders placed and
//   filled (one tick, untimed): the portfolio's figure without the 10,000 orders' setup.
import { HEADERS, routes } from '@invest/api/contract';
import {
  EXCHANGES,
  gatedFeatures,
  lotRule,
  priceUnitsToDecimal,
  roundPriceUnits,
  type Instrument,
  type MarketId,
} from '@invest/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { post, verifyLedger } from '../src/areas/ledger';
import { instrumentsOfMarket } from '../src/areas/market/universe';
import { runTick } from '../src/areas/orders/engine';
import { isMarketOpen, quoteOf } from '../src/areas/orders/market';
import { saveUnlock } from '../src/areas/orders/repo';
import { tradingDeps } from '../src/areas/orders/routes';
import { placeOrder } from '../src/areas/orders/service';
import { createScratchDatabase } from '../src/db/test-support';
import type { Database } from '../src/db/schema';
import { withTransaction } from '../src/db/transaction';
import { hashSecret } from '../src/platform/auth/passwords';
import { metricsSnapshot, resetMetrics } from '../src/platform/metrics';
import { MONEY_TRANSACTION, unitOfWork } from '../src/platform/unitOfWork';
import { startServer } from '../src/startServer';
import { insertTenant, insertUser, TEST_PASSWORD } from '../src/testing/fixtures';
import { startTestServer } from '../src/testing/harness';

const TENANT = 'bench';
const PIN = '135790';
/** A Tuesday 15:00 UTC: New York, Warsaw and Madrid in session; Istanbul, India, China closed. */
const MARKET_TIME = '2026-11-24T15:00:00Z';
const FUNDS = '100000000.00';
let pinHash: Promise<string> | undefined;

/** A client as the back office writes one: KYC approved, trading permitted, a PIN, cash. */
async function fundedClient(db: Kysely<Database>, currencies: readonly string[]) {
  const user = await insertUser(db, TENANT);
  await db
    .updateTable('users')
    .set({
      kyc_status: 'approved',
      score: 700,
      client_deposit: true,
      perms: JSON.stringify(gatedFeatures),
      pin_hash: await (pinHash ??= hashSecret(PIN)),
    })
    .where('id', '=', user.id)
    .execute();
  for (const currency of currencies) {
    await withTransaction(db, (trx) =>
      post(trx, {
        tenantId: TENANT,
        kind: 'deposit.approve',
        postings: [
          { account: { system: 'cash_in_transit' }, currency, amount: `-${FUNDS}` },
          { account: { client: user.id }, bucket: 'available', currency, amount: FUNDS },
        ],
      }),
    );
  }
  return user;
}

async function request<T>(
  url: string,
  name: 'login' | 'tradeUnlock',
  body: unknown,
  token?: string,
): Promise<T> {
  const route = routes[name];
  const res = await fetch(new URL(route.path, url), {
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

const login = async (url: string, username: string) =>
  (
    await request<{ access_token: string }>(url, 'login', {
      username,
      password: TEST_PASSWORD,
    })
  ).access_token;

async function placePart(): Promise<void> {
  const count = Number(process.env.BENCH_CLIENTS ?? 50);
  const scratch = await createScratchDatabase();
  const started = await startServer(
    {
      // MARKET_TIME (the bench's session) is refused in production: development then
      NODE_ENV: 'development',
      MARKET_TIME,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: scratch.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      SEED_DEMO: 'false',
      WEB_ROOT: undefined,
    },
    { defaultWebRoot: '/nonexistent' },
  );
  const db = started.database.db;
  await insertTenant(db, TENANT);
  // one listing per caller: the callers share the tenant's system accounts, not a custody row
  const listings = instrumentsOfMarket('US');
  const clients: { token: string; ticket: Record<string, string> }[] = [];
  for (let i = 0; i < count; i++) {
    const user = await fundedClient(db, ['USD']);
    const token = await login(started.url, user.username);
    await request(started.url, 'tradeUnlock', { pin: PIN }, token);
    const listing = listings[i % listings.length]!;
    clients.push({
      token,
      ticket: {
        exchange: listing.exchange,
        symbol: listing.symbol,
        side: 'buy',
        type: 'market',
        time_in_force: 'day',
        quantity: '1',
        account: 'USD',
      },
    });
  }
  // the database's name: the parent counts the CPU of its PostgreSQL backends
  process.send?.({
    url: started.url,
    tenant: TENANT,
    clients,
    database: new URL(scratch.url).pathname.slice(1),
  });
  // the parent's questions: the server's metrics (placement's batches) from its timed part alone
  // BENCH_PLACE_PROFILE=<dir>: a CPU profile of the server over the timed part alone (the quotes
  // taken ahead and the logins left out), written there
  const profileDir = process.env.BENCH_PLACE_PROFILE;
  const profiler = profileDir === undefined ? undefined : new Session();
  profiler?.connect();
  // made here: a write into a folder that is not there failed inside this process, and the
  // parent, never answered, printed nothing and exited 0
  if (profileDir !== undefined) mkdirSync(profileDir, { recursive: true });
  process.on('message', (m) => {
    void (async () => {
      if (m === 'metrics:reset') {
        resetMetrics();
        await profiler?.post('Profiler.enable');
        await profiler?.post('Profiler.start');
      }
      if (m === 'metrics' && profiler !== undefined) {
        const { profile } = await profiler.post('Profiler.stop');
        writeFileSync(
          join(profileDir!, `place-${process.pid}.cpuprofile`),
          JSON.stringify(profile),
        );
      }
      if (m === 'metrics:reset' || m === 'metrics')
        process.send?.({ metrics: await metricsSnapshot() });
    })();
  });
  process.on('SIGTERM', () => {
    void started
      .close()
      .then(() => scratch.drop())
      .then(() => process.exit(0));
  });
}

/** 500 listings: every one of the open markets first, then the closed ones. */
function benchListings(n: number): Instrument[] {
  const order: MarketId[] = ['US', 'PL', 'ES', 'TR', 'IN', 'CN'];
  return order.flatMap((m) => [...instrumentsOfMarket(m)]).slice(0, n);
}

async function enginePart(portfolioOnly: boolean): Promise<void> {
  const listingCount = Number(process.env.BENCH_LISTINGS ?? 500);
  const clientCount = Number(process.env.BENCH_CLIENTS ?? 50);
  const positions = Number(process.env.BENCH_POSITIONS ?? 200);
  const orders = portfolioOnly ? positions : Number(process.env.BENCH_ORDERS ?? 10_000);
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const s = await startTestServer(kind, {
    config: { MARKET_TIME: new Date(MARKET_TIME), LOG_LEVEL: 'warn' },
  });
  const db = s.db.db;
  await insertTenant(db, TENANT);
  const deps = tradingDeps(s.app.deps);
  const listings = benchListings(listingCount);
  const currencies = [...new Set(listings.map((l) => EXCHANGES[l.exchange].currency))];
  const clients: { id: string; username: string; sessionId: string }[] = [];
  for (let i = 0; i < clientCount; i++) {
    const user = await fundedClient(db, currencies);
    const sessionId = `bench-${randomUUID()}`;
    await saveUnlock(db, {
      sessionId,
      tenantId: TENANT,
      userId: user.id,
      until: new Date(s.clock.now.getTime() + 86_400_000),
    });
    clients.push({ ...user, sessionId });
  }
  const at = deps.marketNow();
  const open = listings.filter((l) => isMarketOpen(l.exchange, at));
  // the portfolio's client buys `positions` open listings, each marketable; the others spread
  // their orders over every listing, one in ten marketable (a tick that crosses many limits)
  const tickets: { client: number; listing: Instrument; marketable: boolean }[] = [];
  for (let k = 0; k < Math.min(positions, open.length, orders); k++) {
    tickets.push({ client: 0, listing: open[k]!, marketable: true });
  }
  for (let k = 0; tickets.length < orders; k++) {
    tickets.push({
      client: 1 + (k % (clientCount - 1)),
      listing: listings[k % listings.length]!,
      marketable: k % 10 === 0,
    });
  }
  const placeOne = async (t: (typeof tickets)[number]) => {
    const { exchange, symbol } = t.listing;
    const live = Number(quoteOf(deps.seed, t.listing, deps.marketNow()).price);
    const limit = priceUnitsToDecimal(
      exchange,
      roundPriceUnits(exchange, live * (t.marketable ? 1.2 : 0.5)),
    );
    const c = clients[t.client]!;
    await unitOfWork(
      deps,
      (tx) =>
        placeOrder(tx, { tenantId: TENANT, userId: c.id, sessionId: c.sessionId }, {
          exchange,
          symbol,
          side: 'buy',
          type: 'limit',
          limit_price: limit,
          time_in_force: 'gtc',
          quantity: String(lotRule(exchange, symbol).minBuy),
          account: EXCHANGES[exchange].currency,
        } as never),
      MONEY_TRANSACTION,
    );
  };
  // PGlite runs one transaction at a time; PostgreSQL takes a few callers at once
  const parallel = kind === 'postgres' ? 8 : 1;
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < tickets.length) await placeOne(tickets[next++]!);
    }),
  );

  // one market tick: every working order is due
  s.clock.advance(1_000);
  const tickAt = deps.marketNow();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const tick = await runTick(deps, { limit: orders * 2 });
  const tickMs = performance.now() - t0;
  const tickCpu = process.cpuUsage(cpu0);
  const expected = tickets.filter((t) => t.marketable && isMarketOpen(t.listing.exchange, tickAt));
  // the next tick: nothing left to fill, every remaining order looked at again
  s.clock.advance(1_000);
  const t1 = performance.now();
  const recheck = await runTick(deps, { limit: orders * 2 });
  const recheckMs = performance.now() - t1;
  const counts = await sql<{ fills: string; orders: string; filled: string; working: string }>`
    select (select count(*) from trade_fills)::text as fills,
      (select count(distinct order_id) from trade_fills)::text as orders,
      (select count(*) from trade_orders where status = 'settle')::text as filled,
      (select count(*) from trade_orders where status = 'pending')::text as working`.execute(db);
  const c = counts.rows[0]!;
  const ledger = await verifyLedger(db, { tenantId: TENANT });
  const checks = {
    placed: tickets.length,
    expectedFills: expected.length,
    fills: Number(c.fills),
    filledOrders: Number(c.orders),
    settleStatus: Number(c.filled),
    working: Number(c.working),
    ledgerOk: ledger.ok,
  };
  const held = await sql<{ n: string }>`
    select count(*)::text as n from trade_positions
    where user_id = ${clients[0]!.id} and quantity > 0`.execute(db);
  const token = await login(s.url, clients[0]!.username);
  process.send?.({
    // this process's CPU in the tick (PGlite's included: it runs in the process)
    tick: { ms: tickMs, cpuMs: (tickCpu.user + tickCpu.system) / 1000, ...tick },
    recheck: { ms: recheckMs, ...recheck },
    checks,
    kind,
    portfolioOnly,
    listings: listings.length,
    openListings: open.length,
    portfolio: { url: s.url, tenant: TENANT, token, positions: Number(held.rows[0]!.n) },
  });
  process.on('SIGTERM', () => {
    void s.close().then(() => process.exit(0));
  });
}

if (process.env.BENCH_PART === 'place') await placePart();
else await enginePart(process.env.BENCH_PART === 'portfolio');
