// The loans' jobs on a clock over the real server (scheduled_jobs rows, a controlled clock): the
// interest accrues daily on the schedule's interest (rounded up, domain loanAccrual.ts), one
// posting per loan per day under its once-only key; after downtime every missed day is posted
// once; the instalment falls due, then goes overdue to `outstanding`, each once; the back office's
// loan:overdue --at runs the same jobs.
import type { Loan } from '@invest/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { run } from '../../cli/program';
import { call, type TestServer } from '../../testing/harness';
import { verifyLedger } from '../ledger';
import { trader, tradingServer, usd } from '../orders/testSupport';
import { DAY, paidOut, product, runAt } from './testSupport';

describe.each(databaseKinds())('loan jobs on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  });
  afterAll(() => s.close());

  async function bo(...argv: string[]) {
    let out = '';
    const code = await run(argv, {
      db: s.db.db,
      clock: () => s.clock.now,
      out: (t) => void (out += t),
      err: (t) => void (out += t),
    });
    return { code, out };
  }
  const detail = async (who: { token: string }, id: string) =>
    (await call<Loan>(s, 'loanDetail', { token: who.token, params: { id } })).json.data!;
  const accrualEntries = async (loanId: string) =>
    (
      await sql<{ reference: string }>`select reference from ledger_transactions
        where kind = 'loan.accrue' and reference like ${`${loanId}:%`} order by reference`.execute(
        s.db.db,
      )
    ).rows.map((r) => r.reference);
  /** The loan's due and overdue jobs done, with how many times each ran. */
  const stepsDone = async (loanId: string) =>
    (
      await sql<{ kind: string; subject: string; runs: number }>`select kind, subject, runs
        from scheduled_jobs where kind in ('loan_due', 'loan_overdue')
        and subject like ${`${loanId}:%`} and done_at is not null
        order by kind, subject`.execute(s.db.db)
    ).rows.map((r) => [r.kind, r.subject, Number(r.runs)]);
  const dayKeys = async (loanId: string) =>
    (
      await sql<{ subject: string }>`select subject from scheduled_jobs
        where kind = 'loan_accrual' and subject like ${`${loanId}:%`}`.execute(s.db.db)
    ).rows.length;

  it('accrues the interest daily, once per loan per day, rounded up (12.00 over the days of the first month)', async () => {
    const who = await trader(s, '0');
    const loan = await paidOut(s, who, (await product(s)).id);
    const start = Date.parse(loan.disburse_time!);
    // nothing before a day has ended
    expect(await runAt(s, new Date(start + DAY - 1))).toMatchObject({ accrued_days: 0 });
    const r = await runAt(s, new Date(start + 3 * DAY));
    expect(r.accrued_days).toBeGreaterThanOrEqual(3);
    const days = Date.parse(loan.instalments[0]!.due_date) - start;
    const perDay = (n: number) => Math.ceil((1200 * n) / (days / DAY)) / 100;
    expect((await detail(who, loan.id)).interest_accrued).toBe(perDay(3).toFixed(2));
    expect(await usd(s, who)).toMatchObject({ loan: (1200 + perDay(3)).toFixed(2) });
    // the same time again: nothing more
    expect(await runAt(s, new Date(start + 3 * DAY))).toMatchObject({ accrued_days: 0 });
    expect(await accrualEntries(loan.id)).toHaveLength(3);
    expect(await dayKeys(loan.id)).toBe(3);
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  });

  it('after downtime posts every missed day once, falls due and goes overdue once each', async () => {
    const who = await trader(s, '0');
    const loan = await paidOut(s, who, (await product(s)).id);
    const start = Date.parse(loan.disburse_time!);
    const due1 = Date.parse(loan.instalments[0]!.due_date);
    const due2 = Date.parse(loan.instalments[1]!.due_date);
    // the server was down from the disbursement to two days after the second due date
    const at = new Date(due2 + 2 * DAY);
    const r = await runAt(s, at);
    expect(r.failed).toEqual([]);
    // (other loans of the tenant ran too: this loan's steps are read from its job rows)
    expect(await stepsDone(loan.id)).toEqual([
      ['loan_due', `${loan.id}:1`, 1],
      ['loan_due', `${loan.id}:2`, 1],
      ['loan_overdue', `${loan.id}:1`, 1],
      ['loan_overdue', `${loan.id}:2`, 1],
    ]);
    const posted = (due2 - start) / DAY + 2;
    expect(await dayKeys(loan.id)).toBe(posted);
    expect(await runAt(s, at)).toMatchObject({ accrued_days: 0, fell_due: 0, overdue: 0 });
    expect(await stepsDone(loan.id)).toHaveLength(4);
    // both instalments whole (106.62 each) in outstanding; the third's first two days accrued
    const d = await detail(who, loan.id);
    const interest3 = Math.round(Number(d.instalments[2]!.interest) * 100);
    const third = Math.ceil((interest3 * 2) / ((addMonth(due2) - due2) / DAY)) / 100;
    expect(d).toMatchObject({ status: 'recycled', outstanding: '213.24' });
    expect(d.instalments.slice(0, 2).map((i) => i.state)).toEqual(['overdue', 'overdue']);
    expect(d.interest_accrued).toBe(third.toFixed(2));
    expect(await usd(s, who)).toMatchObject({ outstanding: '213.24' });
    expect(due1).toBeLessThan(due2);
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  });

  it('the back office’s loan:overdue --at runs the same jobs, once', async () => {
    const who = await trader(s, '0');
    const loan = await paidOut(s, who, (await product(s)).id);
    const at = new Date(Date.parse(loan.instalments[0]!.due_date) + DAY).toISOString();
    const first = await bo('loan:overdue', '--tenant', 'demo', '--at', at);
    expect(first.out).toMatch(/overdue: [1-9]/);
    expect((await detail(who, loan.id)).status).toBe('recycled');
    const again = await bo('loan:overdue', '--tenant', 'demo', '--at', at);
    expect(again.out).toMatch(/Interest days posted: 0; instalments fallen due: 0; overdue: 0\./);
    expect(await usd(s, who)).toMatchObject({ outstanding: '106.62' });
  });
});

/** The same day and time a month later (the schedule's next due date). */
function addMonth(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    Math.min(
      d.getUTCDate(),
      new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0)).getUTCDate(),
    ),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}
