// The back office's side of loans (spec 1: advisors decide through the back office): loan
// products, approving (possibly a lower amount), rejecting with a remark, paying out, and the
// jobs on a clock of a loan paid out (scheduler.ts: daily interest, instalments falling due,
// overdue ones moving to `outstanding`).
import {
  LOAN_ANNUAL_RATE_MAX,
  LOAN_SCHEDULE_KINDS,
  LOAN_TERM_MONTHS,
  Money,
  SCORE_MAX,
  VIP_LEVEL_MAX,
  isDecimalString,
  loanSchedule,
  toDecimal,
  type Loan,
  type LoanScheduleKind,
} from '@invest/domain';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { post } from '../ledger';
import * as repo from './repo';
import type { LoanProductRow, LoanRow } from './repo';
import { scheduleLoan } from './scheduler';
import { loanNotFound, loanView, nextStatus } from './service';

/** The fields of a loan product the back office sets (loan-product:create / edit). */
export interface LoanProductInput {
  name: string;
  description?: string;
  currency: string;
  min_amount: string;
  max_amount: string;
  term_months: number;
  annual_rate: string;
  schedule_kind: LoanScheduleKind;
  min_vip?: number;
  min_score?: number;
  active?: boolean;
}

const bad = (path: string, message: string) => AppError.validation([{ path, message }]);

function checkProduct(p: LoanProductRow): void {
  if (p.name.trim() === '') throw bad('name', 'required');
  if (!/^[A-Z]{3}$/.test(p.currency)) throw bad('currency', 'invalid_currency');
  for (const f of ['min_amount', 'max_amount', 'annual_rate'] as const) {
    if (!isDecimalString(p[f])) throw bad(f, 'invalid_decimal');
  }
  if (!toDecimal(p.min_amount).gt(toDecimal('0'))) throw bad('min_amount', 'too_small');
  if (toDecimal(p.max_amount).lt(toDecimal(p.min_amount))) throw bad('max_amount', 'too_small');
  for (const f of ['min_amount', 'max_amount'] as const) {
    // whole minor units of the currency, as the ledger keeps them
    const m = Money.of(p[f], p.currency);
    if (!m.round().eq(m)) throw bad(f, 'invalid_amount');
  }
  if (
    toDecimal(p.annual_rate).lt(toDecimal('0')) ||
    toDecimal(p.annual_rate).gt(toDecimal(LOAN_ANNUAL_RATE_MAX))
  ) {
    throw bad('annual_rate', 'out_of_range');
  }
  if (
    !Number.isInteger(p.term_months) ||
    p.term_months < LOAN_TERM_MONTHS.min ||
    p.term_months > LOAN_TERM_MONTHS.max
  ) {
    throw bad('term_months', 'out_of_range');
  }
  if (!(LOAN_SCHEDULE_KINDS as readonly string[]).includes(p.schedule_kind)) {
    throw bad('schedule_kind', 'invalid');
  }
  if (!Number.isInteger(p.min_vip) || p.min_vip < 0 || p.min_vip > VIP_LEVEL_MAX) {
    throw bad('min_vip', 'out_of_range');
  }
  if (!Number.isInteger(p.min_score) || p.min_score < 0 || p.min_score > SCORE_MAX) {
    throw bad('min_score', 'out_of_range');
  }
}

/** loan-product:create */
export async function createLoanProduct(
  deps: ServiceDeps,
  tenantId: string,
  input: LoanProductInput,
): Promise<LoanProductRow> {
  const row: LoanProductRow = {
    id: randomUUID(),
    tenant_id: tenantId,
    name: String(input.name ?? ''),
    description: String(input.description ?? ''),
    currency: String(input.currency ?? ''),
    min_amount: String(input.min_amount ?? ''),
    max_amount: String(input.max_amount ?? ''),
    term_months: input.term_months,
    annual_rate: String(input.annual_rate ?? ''),
    schedule_kind: input.schedule_kind ?? 'annuity',
    min_vip: input.min_vip ?? 0,
    min_score: input.min_score ?? 0,
    active: input.active ?? true,
  };
  checkProduct(row);
  await repo.insertProduct(deps.db, row);
  return row;
}

/** loan-product:edit: the fields given change; loans already applied for keep their terms. */
export async function editLoanProduct(
  deps: ServiceDeps,
  tenantId: string,
  id: string,
  changes: Partial<LoanProductInput>,
): Promise<LoanProductRow> {
  const p = await repo.findProduct(deps.db, tenantId, id, 'update');
  if (!p) throw new AppError('LOAN_PRODUCT_NOT_FOUND', 404, 'Loan product not found.');
  const row: LoanProductRow = { ...p, ...changes, id: p.id, tenant_id: p.tenant_id };
  checkProduct(row);
  await repo.updateProduct(deps.db, row);
  return row;
}

export const loanProducts = (deps: ServiceDeps, tenantId: string) =>
  repo.products(deps.db, tenantId);

/** loan:list: the tenant's loans, by status (all when absent), newest first. */
export const tenantLoans = (deps: ServiceDeps, tenantId: string, status?: string) =>
  repo.loansOf(deps.db, tenantId, status === undefined ? {} : { statuses: [status] }, {
    size: 500,
    offset: 0,
  });

async function lockLoan(deps: ServiceDeps, tenantId: string, id: string): Promise<LoanRow> {
  const l = await repo.findLoan(deps.db, tenantId, id, true);
  if (!l) throw loanNotFound();
  return l;
}

/**
 * loan:approve: an awaiting application, for the amount asked or a lower one (spec 3 approved
 * amount), with an optional remark. 409 when it is not awaiting (a concurrent decision won).
 */
export async function approveLoan(
  deps: ServiceDeps,
  tenantId: string,
  id: string,
  opts: { amount?: string; remark?: string } = {},
): Promise<Loan> {
  const l = await lockLoan(deps, tenantId, id);
  const status = nextStatus(l, 'approve');
  let approved = l.application_amount;
  if (opts.amount !== undefined) {
    const asked = Money.of(toDecimal(l.application_amount).toFixed(), l.currency);
    if (!isDecimalString(opts.amount)) throw bad('amount', 'invalid_amount');
    const amount = Money.of(opts.amount, l.currency);
    if (!amount.isPositive() || amount.gt(asked) || !amount.round().eq(amount)) {
      throw AppError.validation([
        { path: 'amount', message: 'approved_amount_invalid', params: { max: asked.toString() } },
      ]);
    }
    approved = amount.toString();
  }
  const now = deps.clock();
  await repo.updateLoan(deps.db, l.id, {
    status,
    approved_amount: approved,
    approve_time: now,
    ...(opts.remark === undefined ? {} : { remark: opts.remark }),
  });
  return loanView(deps, (await repo.findLoan(deps.db, tenantId, id))!);
}

/** loan:reject: an awaiting application, with the remark the client reads (spec 3). */
export async function rejectLoan(
  deps: ServiceDeps,
  tenantId: string,
  id: string,
  remark: string,
): Promise<Loan> {
  if (remark.trim() === '') throw bad('remark', 'required');
  const l = await lockLoan(deps, tenantId, id);
  const status = nextStatus(l, 'reject');
  await repo.updateLoan(deps.db, l.id, { status, remark: remark.trim() });
  return loanView(deps, (await repo.findLoan(deps.db, tenantId, id))!);
}

/**
 * loan:disburse: pays an approved loan out once: available +P against loan_funding, loan +P
 * against loans_receivable; its schedule (domain loanSchedule) starts now, and its jobs on a
 * clock are scheduled (scheduler.ts). A second disburse finds it `using` and is refused (409), so
 * the money moves once.
 */
export async function disburseLoan(deps: ServiceDeps, tenantId: string, id: string): Promise<Loan> {
  const l = await lockLoan(deps, tenantId, id);
  const status = nextStatus(l, 'disburse');
  const now = deps.clock();
  const c = l.currency;
  const principal = Money.of(toDecimal(l.approved_amount!).toFixed(), c).toString();
  const schedule = loanSchedule({
    principal,
    currency: c,
    annualRate: toDecimal(l.annual_rate).toFixed(),
    termMonths: l.term_months,
    kind: l.schedule_kind as LoanScheduleKind,
    start: now.getTime(),
  });
  await post(deps.db, {
    tenantId,
    kind: 'loan.disburse',
    reference: l.id,
    at: now,
    postings: [
      { account: { client: l.user_id }, bucket: 'available', currency: c, amount: principal },
      { account: { system: 'loan_funding' }, currency: c, amount: `-${principal}` },
      { account: { client: l.user_id }, bucket: 'loan', currency: c, amount: principal },
      { account: { system: 'loans_receivable' }, currency: c, amount: `-${principal}` },
    ],
  });
  await repo.insertInstalments(
    deps.db,
    schedule.instalments.map((i) => ({
      loan_id: l.id,
      seq: i.seq,
      due_date: new Date(i.due_date),
      principal: i.principal,
      interest: i.interest,
      amount: i.amount,
      accrued: '0',
      paid: '0',
      paid_at: null,
      overdue_at: null,
      overdue_amount: '0',
    })),
  );
  await repo.updateLoan(deps.db, l.id, { status, disburse_time: now });
  await scheduleLoan(
    deps,
    { id: l.id, tenant_id: tenantId, disburse_time: now },
    schedule.instalments.map((i) => ({ seq: i.seq, due_date: new Date(i.due_date) })),
  );
  return loanView(deps, (await repo.findLoan(deps.db, tenantId, id))!);
}
