// A real server process (`src/main.ts`) killed (SIGKILL) in the middle of a tick of the fill
// engine, once its first fills are committed, and restarted on the same database loses and
// doubles nothing: each order's fill, its postings and its new status commit together (engine.ts),
// so at the kill every order is either filled, with all of it, or still working, with none of it
// (the ledger verifies there and then), and after the restart the engine fills the rest: every
// order exactly once, the positions and cash right. On PostgreSQL (a killed process's
// transactions roll back) and on PGlite in a data directory (its write-ahead log brings the
// directory back to its last commit on the next open).
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { databaseKinds, sharedDatabase, type SharedDatabase } from '../../db/test-support';
import { TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer } from '../../testing/harness';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../testing/serverProcess';
import { accessToken, type SignedIn } from '../client/testSupport';
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
  US_SESSION,
  usd,
} from './testSupport';

const BUYS = 60;
const SELLS = 20;
/** AAPL shares the client buys first, to sell. */
const OWNED = 30;
/**
 * On PGlite, how long after its market clock starts a server finds the orders due: longer than
 * its start-up takes on a loaded machine (a tick that ran before the server listens would leave
 * nothing to kill it in).
 */
const DUE_AFTER_MS = 15_000;

/** How many of the client's orders are filled (`settle`), asked of the server process. */
async function settledOn(url: string, token: string): Promise<number> {
  const res = await call<{ total: number }>({ url }, 'tradeOrders', {
    token,
    query: { status: 'settle', size: '1' },
  });
  if (res.status !== 200) throw new Error(`orders: ${res.status} ${res.text}`);
  return res.json.data!.total;
}

const signIn = async (url: string, who: SignedIn) => {
  const res = await call<{ access_token: string }>({ url }, 'login', {
    tenant: who.tenant,
    body: { username: who.username, password: TEST_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.text}`);
  return res.json.data!.access_token;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// PostgreSQL's, the database several processes share in production: an embedded PGlite serves
// no request while a tick runs, so on a loaded machine its first tick can finish before the
// kill lands and the test would prove nothing (the PGlite path stays for a local run by hand)
describe.each(databaseKinds().filter((k) => k === 'postgres'))(
  'a server killed mid-tick on %s',
  (kind) => {
    let database: SharedDatabase;
    let server: ServerProcess | undefined;
    beforeAll(async () => {
      database = await sharedDatabase(kind);
    });
    afterAll(async () => {
      await stopServerProcess(server, 'SIGKILL');
      await database?.drop();
    });

    /** How many of `ids` were filled at the kill, and whether the ledger verified there. */
    async function atTheKill(ids: string[]) {
      // a PGlite directory is read from a copy, so that the restarted server recovers the original
      const copy =
        'DATA_DIR' in database.env ? mkdtempSync(join(tmpdir(), 'invest-killed-')) : undefined;
      if (copy !== undefined && 'DATA_DIR' in database.env) {
        // the files, not the dead server's back-office socket
        cpSync(database.env.DATA_DIR, copy, {
          recursive: true,
          filter: (f) => !f.endsWith('.sock'),
        });
      }
      const opened =
        copy === undefined ? await database.open() : await openDatabase({ dataDir: copy });
      try {
        return {
          filled: await filledCount(opened.db, ids),
          ledger: (await verifyLedger(opened.db)).ok,
        };
      } finally {
        await opened.destroy();
        if (copy !== undefined) rmSync(copy, { recursive: true, force: true });
      }
    }

    it('restarted, it loses and doubles nothing: every order filled exactly once', async () => {
      // the client and its working orders, made in this process, which then lets the directory go
      let s = await tradingServer(kind, US_SESSION, await database.open());
      const who = await trader(s, '100000.00');
      expect((await place(s, who, { quantity: String(OWNED) })).status).toBe(200);
      // placed at one market instant: a server process whose market clock is behind it finds them
      // due only once its clock passes it
      s.clock.freeze();
      const placedAt = marketNowOf(s);
      const orders = await fillableOrders(s, who, { buys: BUYS, sells: SELLS });
      const ids = [...orders.buys, ...orders.sells];
      const before = await usd(s, who);
      await s.close();

      // the server ticks; once its first fills are in, it is killed
      // fills commit a batch at a time: batches of 4, so that a tick commits several times and
      // the kill lands between two of them
      const due = { ...serverEnv(database, placedAt + 60_000), FILL_BATCH: '4' };
      let killed: Awaited<ReturnType<typeof atTheKill>>;
      let victim: ServerProcess;
      if (kind === 'postgres') {
        server = victim = await startServerProcess(due);
        const token = await signIn(victim.url, who);
        // the first market buy is filled (settle) already; the working orders come after it
        while ((await settledOn(victim.url, token)) <= 1) await sleep(5);
        await stopServerProcess(victim, 'SIGKILL');
        killed = await atTheKill(ids);
      } else if ('DATA_DIR' in database.env) {
        // PGlite runs inside the server process and answers no request while a tick runs; what
        // shows the tick at work is its write-ahead log. The server's market clock starts
        // DUE_AFTER_MS behind the orders, so its ticks find nothing to do until well after it
        // listens; the kill comes a moment after the first write from then on, later on each
        // attempt until it lands after the first fills (a kill before them is a crash too,
        // recovered on the next start)
        const wal = join(database.env.DATA_DIR, 'pg_wal');
        const lastWrite = () =>
          Math.max(...readdirSync(wal).map((f) => statSync(join(wal, f)).mtimeMs));
        for (let attempt = 0; ; attempt++) {
          server = victim = await startServerProcess(serverEnv(database, placedAt - DUE_AFTER_MS));
          const listened = lastWrite();
          // (a bound, not an assertion: the counts at the kill tell what happened)
          const deadline = Date.now() + DUE_AFTER_MS + 60_000;
          while (lastWrite() === listened && Date.now() < deadline) await sleep(2);
          await sleep(50 * 2 ** attempt);
          await stopServerProcess(victim, 'SIGKILL');
          killed = await atTheKill(ids);
          if (killed.filled > 0 || attempt === 5) break;
        }
      } else throw new Error('a database of neither kind');
      expect(victim.child.signalCode).toBe('SIGKILL');
      server = undefined;
      // the kill landed inside the tick: some orders filled, not all; nothing half-posted
      expect(killed.filled, victim.output()).toBeGreaterThan(0);
      expect(killed.filled, victim.output()).toBeLessThan(ids.length);
      expect(killed.ledger).toBe(true);

      // restarted on the same database: its ticks fill the rest
      server = await startServerProcess(due);
      const again = await signIn(server.url, who);
      for (let waited = 0; (await settledOn(server.url, again)) < 1 + ids.length; waited += 50) {
        if (waited > 120_000) throw new Error('the orders were not all filled in 2 minutes');
        await sleep(50);
      }
      await stopServerProcess(server);
      server = undefined;

      s = await startTestServer(kind, { database: await database.open() });
      try {
        await expectFilledOnce(s.db.db, ids);
        who.token = await accessToken(s, who.tenant, who);
        await expectHoldings(s, who, { ...orders, before, owned: OWNED });
        expect(await verifyLedger(s.db.db)).toMatchObject({ ok: true });
        process.stdout.write(
          `killed mid-tick on ${kind}: ${killed.filled} of ${ids.length} filled at the kill\n`,
        );
      } finally {
        await s.close();
      }
    }, 300_000);
  },
);
