// Loans over real HTTP: the products with the caller's eligibility, applying (idempotent,
// validated, spec 6 eligibility), the back office's approve (a lower amount), reject (a remark)
// and disburse (cash once), repaying an instalment and early in full, and an instalment falling
// overdue on a controlled clock: spec 6 consequences (withdrawal blocked with the spec 8 texts,
// trading suspended, trust score reduced), the overdrawn records by status, paying lifts them.
import type {
  Loan,
  LoanList,
  LoanProductOffer,
  OverdrawnRecord,
  TrustProfile,
} from '@invest/api/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type TestServer } from '../../testing/harness';
import { setAccess } from '../client/testSupport';
import { verifyLedger } from '../ledger';
import { place, trader, tradingServer, usd } from '../orders/testSupport';
import { PIN, addBank, keyed } from '../withdrawals/testSupport';
import {
  DAY,
  apply,
  approve,
  disburse,
  paidOut,
  product,
  reject,
  repay,
  runAt,
} from './testSupport';

describe.each(databaseKinds())('loans on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  });
  afterAll(() => s.close());

  const verified = async () => {
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });
  };

  it('lists the products with the caller’s eligibility, and refuses an ineligible application with the spec text', async () => {
    const who = await trader(s, '0');
    const open = await product(s);
    const vip = await product(s, { name: 'Private 24', min_vip: 3, term_months: 24 });
    const res = await call<LoanProductOffer[]>(s, 'loanProducts', { token: who.token });
    expect(res.status).toBe(200);
    const byId = new Map(res.json.data!.map((p) => [p.id, p]));
    expect(byId.get(open.id)).toMatchObject({
      eligible: true,
      eligibility: null,
      min_amount: '500.00',
    });
    expect(byId.get(vip.id)).toMatchObject({
      eligible: false,
      eligibility: { code: 'not_eligible', params: { reason: 'vip', required: 3, level: 0 } },
    });
    const refused = await apply(s, who, { product_id: vip.id, amount: '1000.00', purpose: 'Home' });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'NOT_ELIGIBLE',
      message: 'You do not meet the eligibility requirements for this product.',
    });
    await setAccess(s, who, { vip: 3 });
    const ok = await apply(s, who, { product_id: vip.id, amount: '1000.00', purpose: 'Home' });
    expect(ok.status).toBe(200);
  });

  it('applies once per key, validates the amount within the range, and lists by status', async () => {
    const who = await trader(s, '0');
    const p = await product(s);
    const key = randomUUID();
    const body = { product_id: p.id, amount: '1500.00', purpose: 'Car', reason: 'Commute' };
    const res = await apply(s, who, body, key);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      status: 'awaiting',
      purpose: 'Car',
      reason: 'Commute',
      application_amount: '1500.00',
      approved_amount: null,
      repaid_amount: '0.00',
      instalments: [],
    });
    const replay = await apply(s, who, body, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json.data!.id).toBe(res.json.data!.id);
    expect((await apply(s, who, { ...body, amount: '1600.00' }, key)).status).toBe(422);
    const low = await apply(s, who, { ...body, amount: '499.99' });
    expect(low.status).toBe(400);
    expect(low.json.errors).toEqual([
      expect.objectContaining({
        path: 'amount',
        code: 'loan_amount_below_minimum',
        params: { min: '500.00' },
      }),
    ]);
    for (const amount of ['20000.01', '1e3', '-5', '10.001']) {
      expect((await apply(s, who, { ...body, amount })).status).toBe(400);
    }
    expect((await apply(s, who, { ...body, purpose: '  ' })).status).toBe(400);
    const list = await call<LoanList>(s, 'loanApplications', {
      token: who.token,
      query: { status: 'awaiting' },
    });
    expect(list.json.data!.list.map((l) => l.id)).toEqual([res.json.data!.id]);
    const none = await call<LoanList>(s, 'loanApplications', {
      token: who.token,
      query: { status: 'clear' },
    });
    expect(none.json.data!.total).toBe(0);
  });

  it('approves a lower amount, rejects with a remark, disburses the cash once', async () => {
    const who = await trader(s, '0');
    const p = await product(s);
    const a = (await apply(s, who, { product_id: p.id, amount: '2000.00', purpose: 'Car' })).json
      .data!;
    const b = (await apply(s, who, { product_id: p.id, amount: '900.00', purpose: 'Trip' })).json
      .data!;
    await expect(approve(s, a.id, '2500.00')).rejects.toMatchObject({ status: 400 });
    const approved = await approve(s, a.id, '1200.00');
    expect(approved).toMatchObject({ status: 'approved', approved_amount: '1200.00' });
    const rejected = await reject(s, b.id, 'Income not verified');
    expect(rejected).toMatchObject({ status: 'rejected', remark: 'Income not verified' });
    await expect(approve(s, b.id)).rejects.toMatchObject({ code: 'LOAN_TRANSITION_NOT_ALLOWED' });
    const loan = await disburse(s, a.id);
    expect(loan).toMatchObject({
      status: 'using',
      principal_owed: '1200.00',
      total_interest: '79.42',
    });
    expect(loan.instalments).toHaveLength(12);
    expect(loan.instalments[0]).toMatchObject({ amount: '106.62', state: 'upcoming' });
    expect(await usd(s, who)).toMatchObject({ available: '1200.00', loan: '1200.00' });
    await expect(disburse(s, a.id)).rejects.toMatchObject({ code: 'LOAN_TRANSITION_NOT_ALLOWED' });
    expect(await usd(s, who)).toMatchObject({ available: '1200.00', loan: '1200.00' });
    await verified();
  });

  it('repays the next instalment early, then the whole loan early (interest not accrued is not owed)', async () => {
    const who = await trader(s, '500.00');
    const p = await product(s);
    const loan = await paidOut(s, who, p.id);
    const key = randomUUID();
    const first = await repay(s, who, loan.id, { mode: 'instalment' }, key);
    expect(first.status).toBe(200);
    expect(first.json.data!.repayment).toMatchObject({
      amount: '106.62',
      interest: '12.00',
      principal: '94.62',
    });
    expect(first.json.data!.loan.instalments[0]).toMatchObject({ paid: '106.62', state: 'paid' });
    const replay = await repay(s, who, loan.id, { mode: 'instalment' }, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await usd(s, who)).toMatchObject({ available: '1593.38', loan: '1105.38' });
    const full = await repay(s, who, loan.id, { mode: 'full' });
    expect(full.status).toBe(200);
    expect(full.json.data!.repayment).toMatchObject({ amount: '1105.38', interest: '0.00' });
    expect(full.json.data!.loan).toMatchObject({ status: 'clear', payoff_amount: '0.00' });
    expect(await usd(s, who)).toMatchObject({ available: '488.00', loan: '0.00' });
    const again = await repay(s, who, loan.id, { mode: 'full' });
    expect([again.status, again.json.code]).toEqual([409, 'LOAN_NOT_REPAYABLE']);
    await verified();
  });

  it('an overdue instalment moves to outstanding: withdrawals blocked, buys suspended, score reduced; paying lifts them', async () => {
    const who = await trader(s, '0');
    const bank = await addBank(s, who);
    const p = await product(s);
    const loan = await paidOut(s, who, p.id);
    const due = new Date(loan.instalments[0]!.due_date);
    const before = (await call<TrustProfile>(s, 'creditScore', { token: who.token })).json.data!;
    // on the due date it falls due (its interest accrued day by day), a day later it is
    // overdue: once each
    // (the tenant's other loans run too: this one's steps are read from its detail)
    expect(await runAt(s, due)).toMatchObject({ overdue: 0 });
    const fallen = (
      await call<Loan>(s, 'loanDetail', { token: who.token, params: { id: loan.id } })
    ).json.data!;
    expect(fallen).toMatchObject({ status: 'repayment', interest_accrued: '12.00' });
    expect((await runAt(s, new Date(due.getTime() + DAY))).overdue).toBeGreaterThanOrEqual(1);
    expect(await runAt(s, new Date(due.getTime() + DAY))).toMatchObject({
      fell_due: 0,
      overdue: 0,
    });
    const detail = (
      await call<Loan>(s, 'loanDetail', { token: who.token, params: { id: loan.id } })
    ).json.data!;
    expect(detail).toMatchObject({ status: 'recycled', outstanding: '106.62', due_now: '106.62' });
    // the second instalment's first day has accrued
    expect(await usd(s, who)).toMatchObject({
      outstanding: '106.62',
      loan: (1105.38 + Number(detail.interest_accrued)).toFixed(2),
    });
    expect(detail.instalments[0]!.state).toBe('overdue');

    const withdrawal = await call(s, 'withdrawSubmit', {
      token: who.token,
      headers: keyed(),
      body: { currency: 'USD', amount: '10.00', bank_id: bank, pin: PIN },
    });
    expect(withdrawal.status).toBe(422);
    expect(withdrawal.json).toMatchObject({
      code: 'OUTSTANDING_BALANCE',
      message: 'Withdrawal blocked with outstanding balance.',
    });
    const buy = await place(s, who, { side: 'buy' });
    expect([buy.status, buy.json.code]).toEqual([403, 'TRADING_SUSPENDED']);
    const owing = (await call<TrustProfile>(s, 'creditScore', { token: who.token })).json.data!;
    // trustScore.ts: -120 while outstanding, and the overdue instalment counts late (-25)
    expect(owing.score).toBe(before.score - 120 - 25);
    expect(owing.outstanding).toMatchObject({
      amount: '106.62',
      withdrawals_blocked: true,
      trading_suspended: true,
      execution_delayed: true,
    });
    const records = async (status?: string) =>
      (
        await call<OverdrawnRecord[]>(s, 'overdrawnRecords', {
          token: who.token,
          query: status === undefined ? {} : { status },
        })
      ).json.data!;
    expect(await records('repayment')).toEqual([
      expect.objectContaining({
        amount: '106.62',
        repaid: '0.00',
        status: 'repayment',
        loan_id: loan.id,
      }),
    ]);
    expect(await records('clear')).toEqual([]);

    const paid = await repay(s, who, loan.id, { mode: 'due' });
    expect(paid.status).toBe(200);
    expect(paid.json.data!.repayment).toMatchObject({ amount: '106.62', outstanding: '106.62' });
    expect(paid.json.data!.loan).toMatchObject({ status: 'repayment', outstanding: '0.00' });
    expect(await usd(s, who)).toMatchObject({ outstanding: '0.00' });
    expect(await records('repayment')).toEqual([]);
    expect(await records('clear')).toHaveLength(1);
    expect(await records()).toHaveLength(1);
    const lifted = (await call<TrustProfile>(s, 'creditScore', { token: who.token })).json.data!;
    expect(lifted.outstanding.withdrawals_blocked).toBe(false);
    expect(lifted.factors.find((f) => f.factor === 'late_repayments')).toMatchObject({
      count: 1,
      points: -25,
    });
    const ok = await call(s, 'withdrawSubmit', {
      token: who.token,
      headers: keyed(),
      body: { currency: 'USD', amount: '10.00', bank_id: bank, pin: PIN },
    });
    expect(ok.status).toBe(200);
    await verified();
  });
});
