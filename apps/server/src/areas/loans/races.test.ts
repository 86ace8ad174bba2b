// Races on a loan's instalment over real HTTP and the real job runner (meaningful on PostgreSQL,
// where they overlap; PGlite runs them one after the other and the same assertions hold):
// - a repayment and the overdue step on one instalment: exactly one outcome (paid on schedule, or
//   moved to `outstanding` and then paid from there), the money moved once;
// - a withdrawal and the overdue step for the same client: one lock order (the client's
//   available, loan and outstanding balances), so either the withdrawal came first or it sees
//   the outstanding amount and is refused; never a deadlock, never a 500.
import type { LoanRepayResult } from '@invest/api/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import { verifyLedger } from '../ledger';
import { trader, tradingServer, usd } from '../orders/testSupport';
import { PIN, addBank, keyed } from '../withdrawals/testSupport';
import { DAY, apply, approve, disburse, product, repay, runAt } from './testSupport';

const CLIENTS = 5;
/** Paid out this long ago: the first instalment is due and its grace has run out. */
const BACK = 34 * DAY;

describe.each(databaseKinds())('loan races on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  }, 300_000);
  afterAll(() => s?.close());

  /** Clients each with a 1200.00 loan paid out BACK ago, its first instalment overdue now. */
  async function overdueLoans(n: number) {
    const p = await product(s);
    const out: { id: string; who: Awaited<ReturnType<typeof trader>> }[] = [];
    for (let i = 0; i < n; i++) {
      const who = await trader(s, '0');
      const res = await apply(s, who, { product_id: p.id, amount: '1200.00', purpose: 'Car' });
      await approve(s, res.json.data!.id);
      out.push({ id: res.json.data!.id, who });
    }
    s.clock.advance(-BACK);
    for (const l of out) await disburse(s, l.id);
    s.clock.advance(BACK);
    return out;
  }
  const overdueTransactions = async (loanId: string) =>
    Number(
      (
        await sql<{ n: string }>`select count(*)::text as n from ledger_transactions
          where kind = 'loan.overdue' and reference like ${`${loanId}:%`}`.execute(s.db.db)
      ).rows[0]!.n,
    );

  it('a repayment racing the overdue step on one instalment: exactly one outcome, the money moved once', async () => {
    const loans = await overdueLoans(CLIENTS);
    const [jobs, ...repaid] = await Promise.all([
      runAt(s, s.clock.now),
      ...loans.map((l) => repay(s, l.who, l.id, { mode: 'due' })),
    ]);
    expect(jobs.failed).toEqual([]);
    for (const [i, l] of loans.entries()) {
      const r = repaid[i]!;
      expect(r.status, r.text).toBe(200);
      const { repayment, loan } = r.json.data as LoanRepayResult;
      expect(repayment.amount).toBe('106.62');
      const moved = await overdueTransactions(l.id);
      // paid on schedule (nothing went overdue), or overdue first and paid from outstanding
      if (moved === 0) {
        expect(repayment.outstanding).toBe('0.00');
        expect(loan.instalments[0]!.state).toBe('paid');
      } else {
        expect(moved).toBe(1);
        expect(repayment.outstanding).toBe('106.62');
      }
      // a later run finds nothing to move: the instalment is paid either way
      expect(await runAt(s, s.clock.now)).toMatchObject({ overdue: 0 });
      expect(await overdueTransactions(l.id)).toBe(moved);
      expect(await usd(s, l.who)).toMatchObject({ available: '1093.38', outstanding: '0.00' });
    }
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  }, 180_000);

  it('a withdrawal racing the overdue posting for the same client: the withdrawal first, or refused with the spec text', async () => {
    const loans = await overdueLoans(CLIENTS);
    const banks = await Promise.all(loans.map((l) => addBank(s, l.who)));
    const [jobs, ...withdrawn] = await Promise.all([
      runAt(s, s.clock.now),
      ...loans.map((l, i) =>
        call(s, 'withdrawSubmit', {
          token: l.who.token,
          headers: keyed(),
          body: { currency: 'USD', amount: '10.00', bank_id: banks[i], pin: PIN },
        }),
      ),
    ]);
    expect(jobs.failed).toEqual([]);
    for (const [i, l] of loans.entries()) {
      const w = withdrawn[i]!;
      expect([200, 422]).toContain(w.status);
      // the overdue posting always happens, once
      expect(await overdueTransactions(l.id)).toBe(1);
      const balances = await usd(s, l.who);
      expect(balances).toMatchObject({ outstanding: '106.62' });
      if (w.status === 200) {
        expect(balances).toMatchObject({ available: '1190.00', frozen: '10.00' });
      } else {
        expect(w.json).toMatchObject({
          code: 'OUTSTANDING_BALANCE',
          message: 'Withdrawal blocked with outstanding balance.',
        });
        expect(balances).toMatchObject({ available: '1200.00', frozen: '0.00' });
      }
      // after the overdue posting, every withdrawal is refused
      const after = await call(s, 'withdrawSubmit', {
        token: l.who.token,
        headers: keyed(),
        body: { currency: 'USD', amount: '10.00', bank_id: banks[i], pin: PIN },
      });
      expect([after.status, after.json.code]).toEqual([422, 'OUTSTANDING_BALANCE']);
    }
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  }, 180_000);
});
