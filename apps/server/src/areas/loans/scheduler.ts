// The loans' work on a clock (ARCHITECTURE 'Work on a clock'), exactly once across processes, as
// rows of scheduled_jobs (platform/scheduledJobs.ts) scheduled when a loan is paid out:
// - loan_accrue (subject: the loan): the daily interest (domain dueLoanAccruals: the rounding
//   rule, in the house's favour) for every loan day that has ended and is not posted yet, oldest
//   first (catch-up after downtime), each day recorded under the key loan_accrual/<loan>:<day> in
//   the transaction that posts it, so a day is never posted twice; then due again when the next
//   day ends, until the last due date;
// - loan_due (subject: <loan>:<seq>): the instalment falls due on its due date (its interest is
//   then accrued whole) and the first one moves the loan from `using` to `repayment`;
// - loan_overdue (subject: <loan>:<seq>): LOAN_OVERDUE_GRACE_MS after its due date, the unpaid
//   part of the instalment moves from `loan` to `outstanding` (spec 3 buckets, spec 6
//   consequences) and the loan to `recycled`.
// Every step runs on the loan's row lock (FOR UPDATE) and records its effect in the same
// transaction (the day's key and the loan's accrued_days, the loan's status, the instalment's
// overdue_at), so a step re-run, in this process or another, finds nothing left to do.
import {
  Money,
  dueLoanAccruals,
  loanAccrualPeriods,
  loanDays,
  toDecimal,
  type LoanStatus,
} from '@invest/domain';
import * as jobs from '../../platform/scheduledJobs';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { post } from '../ledger';
import * as repo from './repo';
import type { InstalmentRow, LoanRow } from './repo';
import { LOAN_OVERDUE_GRACE_MS, nextStatus, postInterest } from './service';

export const LOAN_ACCRUE_JOB = 'loan_accrue';
export const DUE_JOB = 'loan_due';
export const OVERDUE_JOB = 'loan_overdue';
/** The key of one loan day's interest (recorded done with its posting). */
export const LOAN_ACCRUAL_DAY = 'loan_accrual';
const JOB_KINDS = [LOAN_ACCRUE_JOB, DUE_JOB, OVERDUE_JOB] as const;
const DAY_MS = 86_400_000;

const money = (v: string, currency: string) => Money.of(toDecimal(v).toFixed(), currency);
const live = (l: LoanRow) => ['using', 'repayment', 'recycled'].includes(l.status);

/** A paid-out loan's jobs: its daily interest, and each instalment's due and overdue steps. */
export async function scheduleLoan(
  deps: ServiceDeps,
  l: Pick<LoanRow, 'id' | 'tenant_id'> & { disburse_time: Date },
  instalments: readonly Pick<InstalmentRow, 'seq' | 'due_date'>[],
): Promise<void> {
  const tenant = l.tenant_id;
  await jobs.scheduleJob(deps.db, {
    kind: LOAN_ACCRUE_JOB,
    subject: l.id,
    tenant_id: tenant,
    due_at: new Date(l.disburse_time.getTime() + DAY_MS),
  });
  for (const i of instalments) {
    const subject = `${l.id}:${i.seq}`;
    await jobs.scheduleJob(deps.db, {
      kind: DUE_JOB,
      subject,
      tenant_id: tenant,
      due_at: i.due_date,
    });
    await jobs.scheduleJob(deps.db, {
      kind: OVERDUE_JOB,
      subject,
      tenant_id: tenant,
      due_at: new Date(i.due_date.getTime() + LOAN_OVERDUE_GRACE_MS),
    });
  }
}

/**
 * Posts a locked live loan's interest for every loan day ended by `now` and not posted yet
 * (domain dueLoanAccruals), one posting per day under its once-only key; the instalments'
 * accrued interest and the loan's accrued_days move on. Answers the days posted.
 */
export async function accrueLoan(deps: ServiceDeps, l: LoanRow, now: Date): Promise<number> {
  if (!live(l) || l.disburse_time === null) return 0;
  const c = l.currency;
  const instalments = await repo.instalmentsOf(deps.db, [l.id]);
  const periods = loanAccrualPeriods(
    l.disburse_time.getTime(),
    instalments.map((i) => ({
      seq: i.seq,
      due: i.due_date.getTime(),
      interest: money(i.interest, c).toString(),
    })),
  ).map((p) => ({
    ...p,
    accrued: money(instalments.find((i) => i.seq === p.seq)!.accrued, c).toString(),
  }));
  const days = dueLoanAccruals({
    currency: c,
    start: l.disburse_time.getTime(),
    periods,
    daysPosted: l.accrued_days,
    now: now.getTime(),
  });
  const accrued = new Map<number, string>();
  for (const d of days) {
    const first = await jobs.recordOnce(
      deps.db,
      {
        kind: LOAN_ACCRUAL_DAY,
        subject: `${l.id}:${d.day}`,
        tenant_id: l.tenant_id,
        due_at: new Date(l.disburse_time.getTime() + (d.index + 1) * DAY_MS),
      },
      now,
    );
    // under the loan's lock the key cannot exist yet; if it does, the day was posted
    if (!first) continue;
    await postInterest(
      { ...deps, clock: () => now },
      l,
      Money.of(d.amount, c),
      'loan.accrue',
      `${l.id}:${d.day}`,
    );
    accrued.set(d.seq, d.accruedAfter);
  }
  for (const [seq, value] of accrued) {
    await repo.updateInstalment(deps.db, l.id, seq, { accrued: value });
  }
  if (days.length > 0) {
    l.accrued_days = days.at(-1)!.index + 1;
    await repo.updateLoan(deps.db, l.id, { accrued_days: l.accrued_days });
  }
  return days.length;
}

/** The loan's status once an instalment has fallen due: `using` moves to `repayment`. */
async function fallDue(deps: ServiceDeps, l: LoanRow): Promise<void> {
  if (l.status !== 'using') return;
  l.status = nextStatus(l, 'fall_due');
  await repo.updateLoan(deps.db, l.id, { status: l.status });
}

/**
 * An instalment unpaid LOAN_OVERDUE_GRACE_MS after its due date: its unpaid part moves from the
 * client's `loan` bucket to `outstanding` (their receivables mirror it), the loan to `recycled`.
 * Answers whether it moved.
 */
async function goOverdue(deps: ServiceDeps, l: LoanRow, seq: number, at: Date): Promise<boolean> {
  const c = l.currency;
  const i = (await repo.instalmentsOf(deps.db, [l.id])).find((x) => x.seq === seq);
  if (!i || i.overdue_at !== null) return false;
  const unpaid = money(i.amount, c).sub(money(i.paid, c));
  if (!unpaid.isPositive()) return false;
  await fallDue(deps, l);
  await repo.updateInstalment(deps.db, l.id, seq, {
    overdue_at: at,
    overdue_amount: unpaid.toString(),
  });
  const m = unpaid.toString();
  await post(deps.db, {
    tenantId: l.tenant_id,
    kind: 'loan.overdue',
    reference: `${l.id}:${seq}`,
    at,
    postings: [
      { account: { client: l.user_id }, bucket: 'loan', currency: c, amount: `-${m}` },
      { account: { system: 'loans_receivable' }, currency: c, amount: m },
      { account: { client: l.user_id }, bucket: 'outstanding', currency: c, amount: m },
      { account: { system: 'outstanding_receivable' }, currency: c, amount: `-${m}` },
    ],
  });
  const status: LoanStatus =
    l.status === 'repayment' ? nextStatus(l, 'overdue') : (l.status as LoanStatus);
  l.status = status;
  l.outstanding = money(l.outstanding, c).add(unpaid).toString();
  await repo.updateLoan(deps.db, l.id, { status, outstanding: l.outstanding });
  return true;
}

export interface LoanJobsResult {
  /** Loan days whose interest was posted. */
  accrued_days: number;
  /** Instalments fallen due. */
  fell_due: number;
  /** Instalments moved to `outstanding`. */
  overdue: number;
  failed: jobs.FailedJob[];
}

type Counts = Omit<LoanJobsResult, 'failed'>;

/** One claimed job, in its transaction, on its loan's row lock. */
async function runJob(deps: ServiceDeps, job: jobs.JobRow, now: Date): Promise<Counts> {
  const out: Counts = { accrued_days: 0, fell_due: 0, overdue: 0 };
  const [loanId, seq] = job.subject.split(':') as [string, string | undefined];
  const l = await repo.findLoan(deps.db, job.tenant_id, loanId, true);
  const finish = () => jobs.finishJob(deps.db, job.kind, job.subject, now);
  if (!l || !live(l) || l.disburse_time === null) {
    await finish();
    return out;
  }
  // every step first posts the days ended by now: an instalment falls due, or goes overdue,
  // with its whole interest accrued, whichever job a process happens to claim first
  out.accrued_days += await accrueLoan(deps, l, now);
  if (job.kind === LOAN_ACCRUE_JOB) {
    const instalments = await repo.instalmentsOf(deps.db, [l.id]);
    const total = loanDays(
      loanAccrualPeriods(
        l.disburse_time.getTime(),
        instalments.map((i) => ({ seq: i.seq, due: i.due_date.getTime(), interest: i.interest })),
      ),
    );
    if (l.accrued_days >= total) await finish();
    else {
      const next = new Date(l.disburse_time.getTime() + (l.accrued_days + 1) * DAY_MS);
      await jobs.scheduleJob(deps.db, { ...job, due_at: next });
    }
    return out;
  }
  if (job.kind === DUE_JOB) {
    await fallDue(deps, l);
    out.fell_due += 1;
  } else if (await goOverdue(deps, l, Number(seq), now)) {
    out.overdue += 1;
  }
  await finish();
  return out;
}

/**
 * Runs every due loans job at `at` (of `tenantId` only when given: the others are passed over),
 * one job per transaction, until none is left or only ones another process holds. A job whose
 * transaction fails stays due, its error noted, and the run goes on. `limit` caps the jobs.
 */
export async function runLoanJobs(
  deps: ServiceDeps,
  at: Date,
  tenantId: string | null = null,
  options: { limit?: number } = {},
): Promise<LoanJobsResult> {
  const out: LoanJobsResult = { accrued_days: 0, fell_due: 0, overdue: 0, failed: [] };
  out.failed = await jobs.drainDueJobs(
    deps,
    JOB_KINDS,
    at,
    async (tx, job) =>
      tenantId !== null && job.tenant_id !== tenantId ? 'wait' : runJob(tx, job, at),
    (ran) => {
      out.accrued_days += ran.accrued_days;
      out.fell_due += ran.fell_due;
      out.overdue += ran.overdue;
    },
    options.limit ?? 100_000,
  );
  return out;
}
