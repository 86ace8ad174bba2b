// Two real server processes (`src/main.ts`, each running the offerings scheduler at start and
// every SCHEDULER_MS) over one PostgreSQL database: an allotment that came due while no process
// ran is run when they start, by one of them, once; a listing due while they run, likewise.
// PostgreSQL only: two processes cannot share a PGlite directory.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase, type SharedDatabase } from '../../db/test-support';
import type { TestServer } from '../../testing/harness';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../testing/serverProcess';
import { unitOfWork } from '../../platform/unitOfWork';
import { verifyLedger } from '../ledger';
import { marketNowOf, serverEnv, trader, tradingServer } from '../orders/testSupport';
import { advanceOffering } from './admin';
import { offeringDeps } from './routes';
import { openOffering, subscribeTo } from './testSupport';

const SUBSCRIBERS = 12;

describe('two server processes running the offerings scheduler on postgres', () => {
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

  const count = async (kind: string, refs: string[]) => {
    const { rows } = await sql<{ reference: string; n: string }>`
      select reference, count(*)::text as n from ledger_transactions
      where kind = ${kind} and reference in (${sql.join(refs)}) group by reference`.execute(
      s.db.db,
    );
    return rows;
  };
  const states = async (id: string) => {
    const { rows } = await sql<{ state: string; n: string }>`
      select state, count(*)::text as n from offering_subscriptions where offering_id = ${id}
      group by state`.execute(s.db.db);
    return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
  };
  async function until(what: () => Promise<boolean>, label: string) {
    for (let waited = 0; !(await what()); waited += 200) {
      if (waited > 60_000) throw new Error(`${label}: not within a minute`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const move = (id: string, to: 'allotted' | 'listed') =>
    unitOfWork(offeringDeps(s.app.deps), (tx) => advanceOffering(tx, 'demo', id, to));

  it('allots what came due while down at start, and lists, each subscription once', async () => {
    const o = await openOffering(s, { symbol: 'CRWD', total_lots: 30 });
    const subs: string[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const res = await subscribeTo(s, await trader(s, '50000.00'), o.id, { lots: 1 + (i % 4) });
      expect(res.status).toBe(200);
      subs.push(res.json.data!.id);
    }
    // pub_time passes while no server runs
    await move(o.id, 'allotted');
    const start = marketNowOf(s);
    servers.push(
      ...(await Promise.all([
        startServerProcess(serverEnv(database, start)),
        startServerProcess(serverEnv(database, start)),
      ])),
    );
    await until(async () => (await states(o.id)).awaiting === undefined, 'allotment');
    // 1+2+3+4 × 3 = 30 lots asked, 30 offered: everyone allotted in full, each hold posted once
    expect(await states(o.id)).toEqual({ allotted: SUBSCRIBERS });
    const posted = await count('subscription.allot', subs);
    expect(posted.map((r) => Number(r.n))).toEqual(subs.map(() => 1));

    // listed_time passes while they run
    await move(o.id, 'listed');
    await until(async () => (await states(o.id)).listed === SUBSCRIBERS, 'listing');
    const listed = await count('subscription.listed', subs);
    expect(listed.map((r) => Number(r.n))).toEqual(subs.map(() => 1));
    for (const p of servers.splice(0)) await stopServerProcess(p);
    expect(await verifyLedger(s.db.db)).toMatchObject({ ok: true });
  }, 300_000);
});
