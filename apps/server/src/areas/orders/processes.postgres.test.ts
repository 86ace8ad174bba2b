// Two real server processes (`src/main.ts`, each ticking the fill engine every TICK_MS) over one
// PostgreSQL database with many working orders: each order is claimed FOR UPDATE SKIP LOCKED by
// one of them (engine.ts), so every order is filled exactly once: one fill row, one cash and one
// securities posting, the positions and cash add up, and the ledger verifies. PostgreSQL only:
// two processes cannot share a PGlite directory (the data directory's lock refuses the second,
// cli/dataDirLock.ts), so on PGlite there is nothing to race.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase, type SharedDatabase } from '../../db/test-support';
import type { TestServer } from '../../testing/harness';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../testing/serverProcess';
import type { SignedIn } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import {
  expectFilledOnce,
  expectHoldings,
  filledCount,
  fillableOrders,
  marketNowOf,
  place,
  serverEnv,
  trader,
  tradingServer,
  usd,
} from './testSupport';

const CLIENTS = 6;
const BUYS = 30;
const SELLS = 10;
/** Shares each client buys first, to sell. */
const OWNED = 20;
const FUNDS = '100000.00';
/** The second process's market clock runs this far ahead: its fills are told apart by time. */
const SKEW_MS = 30 * 60_000;

describe('two server processes ticking together on postgres', () => {
  let database: SharedDatabase;
  let s: TestServer;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await sharedDatabase('postgres');
    s = await tradingServer('postgres', undefined, await database.open());
  }, 120_000);
  afterAll(async () => {
    for (const p of servers) await stopServerProcess(p);
    await s?.close();
    await database?.drop();
  });

  it('fill every order exactly once', async () => {
    const clients: {
      who: SignedIn;
      buys: string[];
      sells: string[];
      bought: Record<string, number>;
    }[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        const who = await trader(s, FUNDS);
        expect((await place(s, who, { quantity: String(OWNED) })).status).toBe(200);
        clients.push({ who, ...(await fillableOrders(s, who, { buys: BUYS, sells: SELLS })) });
      }),
    );
    const ids = clients.flatMap((c) => [...c.buys, ...c.sells]);
    expect(await filledCount(s.db.db, ids)).toBe(0);
    // the cash before the engine runs (what the fills change from)
    const before = new Map(
      await Promise.all(clients.map(async (c) => [c.who.id, await usd(s, c.who)] as const)),
    );

    // both processes at once, each on its own market clock (the second SKEW_MS ahead), both
    // past the orders' last check: every order is due for both from their first tick
    const start = marketNowOf(s) + 60_000;
    // each fills a claimed batch per transaction: batches of 4, so that neither process claims
    // every order in its first batch and both share the work
    const env = (at: number) => ({ ...serverEnv(database, at), FILL_BATCH: '4' });
    servers.push(
      ...(await Promise.all([
        startServerProcess(env(start)),
        startServerProcess(env(start + SKEW_MS)),
      ])),
    );
    for (let waited = 0; (await filledCount(s.db.db, ids)) < ids.length; waited += 100) {
      if (waited > 120_000) throw new Error('the orders were not all filled in 2 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const p of servers.splice(0)) await stopServerProcess(p);

    await expectFilledOnce(s.db.db, ids);
    // both processes filled some: the second's fills are stamped on its clock, SKEW_MS ahead
    const { rows } = await sql<{ second: boolean; n: string }>`
      select filled_at >= ${new Date(start + SKEW_MS / 2)} as second, count(*)::text as n
      from trade_fills where order_id in (${sql.join(ids)}) group by 1`.execute(s.db.db);
    const split = Object.fromEntries(rows.map((r) => [r.second ? 'second' : 'first', Number(r.n)]));
    process.stdout.write(`two processes: ${JSON.stringify(split)} of ${ids.length} orders\n`);
    expect(split.first).toBeGreaterThan(0);
    expect(split.second).toBeGreaterThan(0);

    // each client's shares and cash are what their fills say
    for (const c of clients) {
      await expectHoldings(s, c.who, { ...c, before: before.get(c.who.id)!, owned: OWNED });
    }
    expect(await verifyLedger(s.db.db)).toMatchObject({ ok: true });
  }, 300_000);
});
