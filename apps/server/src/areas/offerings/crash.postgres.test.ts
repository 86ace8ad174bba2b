// A real server process (`src/main.ts`) killed (SIGKILL) in the middle of an offering's allotment
// and restarted on the same database allots each subscription exactly once (spec 3: the allotment
// and the refunds settle in one transaction). The process allots a few subscriptions per ledger
// call (OFFERING_BATCH); the test holds a lock on the last subscription, so the process stops
// there, its earlier batches posted and its transaction open, and is killed while it waits: at the
// kill either every subscription is allotted or refunded, or none is (no partial postings), and
// after the restart all are, once, the money conserved and the ledger verified. PostgreSQL only:
// two processes cannot share a PGlite directory.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
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

const SUBSCRIBERS = 16;
/** Subscriptions per ledger call in the killed process: four batches before the last one. */
const BATCH = '3';
const TOTAL_LOTS = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: () => Promise<boolean>, label: string) {
  for (let waited = 0; !(await what()); waited += 50) {
    if (waited > 120_000) throw new Error(`${label}: not within 2 minutes`);
    await sleep(50);
  }
}

describe('a server killed mid-allotment on postgres', () => {
  let database: SharedDatabase;
  let s: TestServer;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await sharedDatabase('postgres');
    s = await tradingServer('postgres', undefined, await database.open());
  }, 120_000);
  afterAll(async () => {
    await stopServerProcess(server, 'SIGKILL');
    await s?.close();
    await database?.drop();
  });

  /** Each subscription's state, and how many allotment or refund transactions reference it. */
  async function settled(db: Kysely<Database>, offeringId: string) {
    const { rows } = await sql<{ id: string; state: string; postings: number }>`
      select s.id, s.state, (select count(*)::int from ledger_transactions t
        where t.reference = s.id and t.kind in ('subscription.allot', 'subscription.refund'))
        as postings
      from offering_subscriptions s where s.offering_id = ${offeringId} order by s.id`.execute(db);
    return rows;
  }

  it('leaves all or nothing at the kill, and the restart allots each subscription once', async () => {
    const o = await openOffering(s, { symbol: 'DDOG', total_lots: TOTAL_LOTS });
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const res = await subscribeTo(s, await trader(s, '50000.00'), o.id, { lots: 1 + (i % 4) });
      expect(res.status).toBe(200);
    }
    // pub_time passes while no server runs: the next server process allots at its start
    await unitOfWork(offeringDeps(s.app.deps), (tx) =>
      advanceOffering(tx, 'demo', o.id, 'allotted'),
    );
    const before = await settled(s.db.db, o.id);
    const last = before.at(-1)!.id;

    // the last subscription (the allotment goes in id order) held by another transaction
    const holder = await database.open();
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holding = holder.db.transaction().execute(async (trx) => {
      await sql`select id from offering_subscriptions where id = ${last} for update`.execute(trx);
      locked();
      await released;
    });
    await isLocked;

    const env = { ...serverEnv(database, marketNowOf(s)), OFFERING_BATCH: BATCH };
    const victim = (server = await startServerProcess(env));
    // the allotment waits for the held subscription, its earlier batches done
    await until(async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(s.db.db);
      return rows[0]!.n > 0;
    }, 'the allotment waiting for the held subscription');
    await stopServerProcess(victim, 'SIGKILL');
    server = undefined;
    expect(victim.child.signalCode).toBe('SIGKILL');
    release();
    await holding;
    await holder.destroy();
    // the killed process's backend rolls its transaction back once it finds its client gone
    await until(async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and backend_xid is not null`.execute(s.db.db);
      return rows[0]!.n === 0;
    }, 'the killed transaction rolled back');

    const atKill = await settled(s.db.db, o.id);
    const done = atKill.filter((r) => r.state !== 'awaiting');
    // all or nothing: the kill landed inside the allotment, so nothing
    expect(done, victim.output()).toEqual([]);
    expect(atKill.every((r) => r.postings === 0)).toBe(true);
    expect(await verifyLedger(s.db.db)).toMatchObject({ ok: true });

    // restarted on the same database: the allotment runs whole, once
    server = await startServerProcess(env);
    await until(
      async () => (await settled(s.db.db, o.id)).every((r) => r.state !== 'awaiting'),
      'the allotment after the restart',
    );
    await stopServerProcess(server);
    server = undefined;
    const after = await settled(s.db.db, o.id);
    expect(after.map((r) => r.postings)).toEqual(after.map(() => 1));
    expect(after.every((r) => r.state === 'allotted' || r.state === 'refunded')).toBe(true);
    // 1+2+3+4 × 4 = 40 lots asked for 20 offered: every lot given, the money conserved
    const { rows } = await sql<{ lots: number; conserved: boolean }>`
      select sum(s.allotted_lots)::int as lots,
        sum(h.amount) = sum(s.allotted_amount + s.refund_amount) as conserved
      from offering_subscriptions s join ledger_holds h on h.id = s.hold_id
      where s.offering_id = ${o.id}`.execute(s.db.db);
    expect(rows[0]).toEqual({ lots: TOTAL_LOTS, conserved: true });
    expect(await verifyLedger(s.db.db)).toMatchObject({ ok: true });
  }, 300_000);
});
