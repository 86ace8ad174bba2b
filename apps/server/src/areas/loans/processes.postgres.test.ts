// Loans across processes over one PostgreSQL database: a loan paid out by two back-office
// instances at once moves the money once; two real server processes (`src/main.ts`, each running
// the loans' jobs at start and every LOAN_SCHEDULER_MS) post each day's interest, make each
// instalment fall due and go overdue once, whatever came due while no process ran.
// PostgreSQL only: two processes cannot share a PGlite directory.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase, type SharedDatabase } from '../../db/test-support';
import { startTestServer, type TestServer } from '../../testing/harness';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../testing/serverProcess';
import { verifyLedger } from '../ledger';
import { marketNowOf, serverEnv, trader, tradingServer, usd } from '../orders/testSupport';
import { DAY, apply, approve, disburse, product } from './testSupport';

const LOANS = 6;
/** How long before the processes start the loans were paid out: one instalment due and overdue. */
const BACK = 33 * DAY;

describe('loans across two processes on postgres', () => {
  let database: SharedDatabase;
  let s: TestServer;
  let s2: TestServer;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await sharedDatabase('postgres');
    s = await tradingServer('postgres', undefined, await database.open());
    // a second instance on the same database (the tenant is already there)
    s2 = await startTestServer('postgres', { database: await database.open() });
  }, 120_000);
  afterAll(async () => {
    for (const p of servers) await stopServerProcess(p);
    await s2?.close();
    await s?.close();
    await database?.drop();
  });

  const perReference = async (kind: string, like: string) => {
    const { rows } = await sql<{ reference: string; n: string }>`
      select reference, count(*)::text as n from ledger_transactions
      where kind = ${kind} and reference like ${like} group by reference`.execute(s.db.db);
    return rows.map((r) => Number(r.n));
  };
  const loanRow = async (id: string) =>
    (
      await sql<{ status: string; accrued_days: number; outstanding: string }>`
        select status, accrued_days, outstanding::text as outstanding from loans
        where id = ${id}`.execute(s.db.db)
    ).rows[0]!;
  async function until(what: () => Promise<boolean>, label: string) {
    for (let waited = 0; !(await what()); waited += 250) {
      if (waited > 90_000) throw new Error(`${label}: not within 90 s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('pays each loan out once when two instances disburse it at once; two processes then post each day, fall due and go overdue once', async () => {
    const p = await product(s);
    const loans: { id: string; who: Awaited<ReturnType<typeof trader>> }[] = [];
    for (let i = 0; i < LOANS; i++) {
      const who = await trader(s, '0');
      const res = await apply(s, who, { product_id: p.id, amount: '1200.00', purpose: 'Car' });
      expect(res.status).toBe(200);
      await approve(s, res.json.data!.id);
      loans.push({ id: res.json.data!.id, who });
    }
    // paid out in the past (the clocks moved back), by both instances at once
    s.clock.advance(-BACK);
    s2.clock.advance(-BACK);
    for (const l of loans) {
      const both = await Promise.allSettled([disburse(s, l.id), disburse(s2, l.id)]);
      expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(both.find((r) => r.status === 'rejected')).toMatchObject({
        reason: { code: 'LOAN_TRANSITION_NOT_ALLOWED' },
      });
    }
    s.clock.advance(BACK);
    s2.clock.advance(BACK);
    expect(await perReference('loan.disburse', '%')).toEqual(loans.map(() => 1));
    for (const l of loans) {
      expect(await usd(s, l.who)).toMatchObject({ available: '1200.00', loan: '1200.00' });
    }

    // what came due while no process ran is run when two start, by one of them each
    const start = marketNowOf(s);
    servers.push(
      ...(await Promise.all([
        startServerProcess(serverEnv(database, start)),
        startServerProcess(serverEnv(database, start)),
      ])),
    );
    await until(async () => {
      for (const l of loans) if ((await loanRow(l.id)).status !== 'recycled') return false;
      return true;
    }, 'overdue');
    for (const p2 of servers.splice(0)) await stopServerProcess(p2);

    for (const l of loans) {
      const row = await loanRow(l.id);
      expect(row).toMatchObject({ status: 'recycled', outstanding: '106.62000000' });
      // every day ended since the disbursement posted once, under its own key
      expect(row.accrued_days).toBeGreaterThanOrEqual(32);
      const days = await perReference('loan.accrue', `${l.id}:%`);
      expect(days).toEqual(days.map(() => 1));
      const { rows } = await sql<{ n: string }>`select count(*)::text as n from scheduled_jobs
        where kind = 'loan_accrual' and subject like ${`${l.id}:%`}`.execute(s.db.db);
      expect(Number(rows[0]!.n)).toBe(row.accrued_days);
      expect(await perReference('loan.overdue', `${l.id}:%`)).toEqual([1]);
      const steps = await sql<{ kind: string; runs: number }>`select kind, runs
        from scheduled_jobs where subject = ${`${l.id}:1`} and done_at is not null
        order by kind`.execute(s.db.db);
      expect(steps.rows.map((r) => [r.kind, Number(r.runs)])).toEqual([
        ['loan_due', 1],
        ['loan_overdue', 1],
      ]);
      expect(await usd(s, l.who)).toMatchObject({ available: '1200.00', outstanding: '106.62' });
    }
    expect(await verifyLedger(s.db.db)).toMatchObject({ ok: true });
  }, 300_000);
});
