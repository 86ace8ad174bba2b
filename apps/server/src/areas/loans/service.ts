// Loans (spec 1, 3-6): the loan products with the caller's eligibility, applying, the caller's
// loans with their schedule and what is due, repaying from `available`, the overdrawn records
// and the trust profile. Services run on the handle they are given; the route or command opens
// the unit of work. The back office's decisions and the steps on a clock are admin.ts'.
//
// The ledger (spec 3 buckets; postings sum to zero per currency):
// - disbursement: available +P against loan_funding, loan +P against loans_receivable;
// - interest, as it accrues (daily, scheduler.ts; or paid ahead of its days): loan +i against
//   loans_receivable, so the `loan` bucket is the principal owed plus the interest accrued;
// - overdue: the unpaid part u of an instalment moves loan -u to outstanding +u (their
//   receivables mirror it), spec 6;
// - repayment: available -x against loan_funding, and the bucket it pays (outstanding first,
//   then loan) -x against its receivable.
import type {
  Loan,
  LoanApplyRequest,
  LoanList,
  LoanListQuery,
  LoanProductOffer,
  LoanRepayRequest,
  LoanRepayResult,
  OverdrawnRecord,
  TrustProfile,
} from '@invest/api/contract';
import {
  LOAN_STATUSES,
  Money,
  checkLoanAmount,
  checkProductEligibility,
  creditRating,
  isLoanLive,
  loanTransition,
  settleProceeds,
  toClientPermissions,
  toDecimal,
  trustScore,
  validateAmount,
  vipUnlocks,
  type CommonStatus,
  type LoanEvent,
  type LoanInstalment,
  type LoanScheduleKind,
  type LoanStatus,
  type Posting,
  type VipGated,
} from '@invest/domain';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors';
import { pageOf } from '../../platform/paging';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { clientBalances, post } from '../ledger';
import * as repo from './repo';
import type { InstalmentRow, LoanProductRow, LoanRow } from './repo';

/** A repayment is due on its due date; it is overdue once this much has passed unpaid. */
export const LOAN_OVERDUE_GRACE_MS = 86_400_000;

const money = (v: string, currency: string) => Money.of(toDecimal(v).toFixed(), currency);
const fmt = (v: string, currency: string) => money(v, currency).toString();
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The loan product as the back office set it (domain loanProductSchema). */
export function toProduct(p: LoanProductRow) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    currency: p.currency,
    min_amount: fmt(p.min_amount, p.currency),
    max_amount: fmt(p.max_amount, p.currency),
    term_months: p.term_months,
    annual_rate: toDecimal(p.annual_rate).toFixed(),
    schedule_kind: p.schedule_kind as LoanScheduleKind,
    min_vip: p.min_vip,
    min_score: p.min_score,
    active: p.active,
  };
}

/** spec 6 product eligibility, the same rule as offerings': VIP first, then score. */
function eligibility(p: LoanProductRow, user: { vip: number; score: number }) {
  const perms = toClientPermissions({ vip: user.vip, score: user.score });
  return checkProductEligibility(perms, {
    id: p.id,
    minVip: p.min_vip,
    minScore: p.min_score,
  });
}

/** GET /loan/app/v1/products: the open products, each with the caller's eligibility. */
export async function listLoanProducts(
  deps: ServiceDeps,
  owner: Caller,
): Promise<LoanProductOffer[]> {
  const user = await repo.clientFacts(deps.db, owner.tenantId, owner.userId);
  if (!user) throw AppError.unauthorized();
  const rows = await repo.products(deps.db, owner.tenantId);
  return rows
    .filter((p) => p.active)
    .map((p) => {
      const check = eligibility(p, user);
      return {
        ...toProduct(p),
        eligible: check.ok,
        eligibility: check.ok
          ? null
          : { code: check.code, ...(check.params ? { params: check.params } : {}) },
      };
    });
}

/** What a loan owes now, from its instalments (see the module comment). */
function owed(l: LoanRow, instalments: readonly InstalmentRow[], now: Date) {
  const c = l.currency;
  const zero = Money.zero(c);
  let principal = zero;
  let accrued = zero;
  let dueNow = money(l.outstanding, c);
  let next: InstalmentRow | undefined;
  for (const i of instalments) {
    if (i.overdue_at !== null) continue; // its unpaid part is in `outstanding`
    const paid = money(i.paid, c);
    const interest = money(i.interest, c);
    const interestPaid = paid.lt(interest) ? paid : interest;
    principal = principal.add(money(i.principal, c).sub(paid.sub(interestPaid)));
    accrued = accrued.add(money(i.accrued, c).sub(interestPaid));
    const left = money(i.amount, c).sub(paid);
    if (left.isPositive()) {
      if (i.due_date.getTime() <= now.getTime()) dueNow = dueNow.add(left);
      else next ??= i;
    }
  }
  return {
    principal,
    accrued,
    dueNow,
    next,
    payoff: principal.add(accrued).add(money(l.outstanding, c)),
  };
}

function instalmentState(l: LoanRow, i: InstalmentRow, now: Date): LoanInstalment['state'] {
  if (l.status === 'clear' || toDecimal(i.paid).eq(toDecimal(i.amount))) return 'paid';
  if (i.overdue_at !== null) return 'overdue';
  return i.due_date.getTime() <= now.getTime() ? 'due' : 'upcoming';
}

/** The loan as its client sees it (domain loanSchema). */
export function toLoan(l: LoanRow, instalments: readonly InstalmentRow[], now: Date): Loan {
  const c = l.currency;
  const o = owed(l, instalments, now);
  const live = isLoanLive(l.status as LoanStatus);
  const totalInterest = instalments.reduce(
    (sum, i) => sum.add(money(i.interest, c)),
    Money.zero(c),
  );
  return {
    id: l.id,
    product_id: l.product_id,
    product_name: l.product_name,
    purpose: l.purpose,
    reason: l.reason,
    currency: c,
    application_amount: fmt(l.application_amount, c),
    approved_amount: l.approved_amount === null ? null : fmt(l.approved_amount, c),
    repaid_amount: fmt(l.repaid_amount, c),
    submit_time: l.submit_time.toISOString(),
    approve_time: iso(l.approve_time),
    disburse_time: iso(l.disburse_time),
    remark: l.remark,
    status: l.status as LoanStatus,
    term_months: l.term_months,
    annual_rate: toDecimal(l.annual_rate).toFixed(),
    schedule_kind: l.schedule_kind as LoanScheduleKind,
    total_interest: instalments.length === 0 ? null : totalInterest.toString(),
    principal_owed: live ? o.principal.toString() : Money.zero(c).toString(),
    interest_accrued: live ? o.accrued.toString() : Money.zero(c).toString(),
    outstanding: fmt(l.outstanding, c),
    due_now: live ? o.dueNow.toString() : Money.zero(c).toString(),
    payoff_amount: live ? o.payoff.toString() : Money.zero(c).toString(),
    next_due_date: live && o.next ? o.next.due_date.toISOString() : null,
    next_due_amount:
      live && o.next ? money(o.next.amount, c).sub(money(o.next.paid, c)).toString() : null,
    instalments: instalments.map((i) => ({
      seq: i.seq,
      due_date: i.due_date.toISOString(),
      principal: fmt(i.principal, c),
      interest: fmt(i.interest, c),
      amount: fmt(i.amount, c),
      paid: fmt(i.paid, c),
      state: instalmentState(l, i, now),
      paid_at: iso(i.paid_at),
    })),
  };
}

export const loanNotFound = () => new AppError('LOAN_NOT_FOUND', 404, 'Loan not found.');

/** The loan with its schedule, as its client sees it. */
export async function loanView(deps: ServiceDeps, l: LoanRow): Promise<Loan> {
  return toLoan(l, await repo.instalmentsOf(deps.db, [l.id]), deps.clock());
}

/**
 * The status `event` moves the loan to; 409 LOAN_TRANSITION_NOT_ALLOWED when the table refuses
 * (an approval racing a rejection: the second finds the first's status).
 */
export function nextStatus(l: LoanRow, event: LoanEvent): LoanStatus {
  const move = loanTransition(l.status as LoanStatus, event);
  if (!move.ok) {
    throw new AppError(
      'LOAN_TRANSITION_NOT_ALLOWED',
      409,
      `This loan is ${l.status}: it cannot be ${event.replace('_', ' ')}d.`,
      [{ path: 'status', message: move.code, ...(move.params ? { params: move.params } : {}) }],
    );
  }
  return move.status;
}

/**
 * POST /loan/app/v1/apply (in the Idempotency-Key's transaction): KYC approved (403
 * KYC_REQUIRED); the product open (404 / 409 LOAN_PRODUCT_CLOSED); spec 6 eligibility (403
 * NOT_ELIGIBLE, 'You do not meet the eligibility requirements for this product.'); the amount
 * valid (spec 5) and within the product's range; a purpose. The application is `awaiting`.
 */
export async function applyForLoan(
  deps: ServiceDeps,
  owner: Caller,
  body: LoanApplyRequest,
): Promise<Loan> {
  const now = deps.clock();
  const user = await repo.clientFacts(deps.db, owner.tenantId, owner.userId);
  if (!user) throw AppError.unauthorized();
  if (user.kyc_status !== 'approved') {
    throw new AppError('KYC_REQUIRED', 403, 'Complete your identity verification first.');
  }
  const p = await repo.findProduct(deps.db, owner.tenantId, body.product_id, 'share');
  if (!p) throw new AppError('LOAN_PRODUCT_NOT_FOUND', 404, 'Loan product not found.');
  if (!p.active) {
    throw new AppError(
      'LOAN_PRODUCT_CLOSED',
      409,
      'This loan product is closed to new applications.',
    );
  }
  const check = eligibility(p, user);
  if (!check.ok) {
    throw new AppError(
      'NOT_ELIGIBLE',
      403,
      'You do not meet the eligibility requirements for this product.',
      [
        {
          path: 'product_id',
          message: check.code,
          ...(check.params ? { params: check.params } : {}),
        },
      ],
    );
  }
  const issues: { path: string; message: string; params?: Record<string, string | number> }[] = [];
  const amount = validateAmount(body.amount, { currency: p.currency });
  if (!amount.ok) {
    issues.push({
      path: 'amount',
      message: amount.code,
      ...(amount.params ? { params: amount.params } : {}),
    });
  } else {
    const range = checkLoanAmount(body.amount, {
      min: fmt(p.min_amount, p.currency),
      max: fmt(p.max_amount, p.currency),
    });
    if (!range.ok) {
      issues.push({
        path: 'amount',
        message: range.code,
        ...(range.params ? { params: range.params } : {}),
      });
    }
  }
  if (body.purpose.trim() === '') issues.push({ path: 'purpose', message: 'required' });
  if (issues.length > 0) throw AppError.validation(issues);
  const row: LoanRow = {
    id: randomUUID(),
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    product_id: p.id,
    product_name: p.name,
    currency: p.currency,
    term_months: p.term_months,
    annual_rate: p.annual_rate,
    schedule_kind: p.schedule_kind,
    purpose: body.purpose.trim(),
    reason: body.reason?.trim() || null,
    application_amount: fmt(body.amount, p.currency),
    approved_amount: null,
    repaid_amount: '0',
    outstanding: '0',
    status: 'awaiting',
    remark: null,
    submit_time: now,
    approve_time: null,
    disburse_time: null,
    cleared_at: null,
    accrued_days: 0,
  };
  await repo.insertLoan(deps.db, row);
  return toLoan(row, [], now);
}

/** spec 4 common statuses a loan can be in; any other filter matches none. */
const LOAN_STATUS_SET: ReadonlySet<string> = new Set(LOAN_STATUSES);

/** GET /loan/app/v1/applications?status=: the caller's loans, newest first. */
export async function listLoans(
  deps: ServiceDeps,
  owner: Caller,
  query: LoanListQuery,
): Promise<LoanList> {
  const { page, size, offset } = pageOf(query);
  const status = query.status;
  const statuses =
    status === undefined || status === 'all'
      ? undefined
      : LOAN_STATUS_SET.has(status)
        ? [status]
        : [];
  const { rows, total } = await repo.loansOf(
    deps.db,
    owner.tenantId,
    { userId: owner.userId, ...(statuses === undefined ? {} : { statuses }) },
    { size, offset },
  );
  const instalments = await repo.instalmentsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const now = deps.clock();
  return {
    list: rows.map((r) =>
      toLoan(
        r,
        instalments.filter((i) => i.loan_id === r.id),
        now,
      ),
    ),
    total,
    page,
    size,
  };
}

/** GET /loan/app/v1/:id: the caller's loan (another client's is 404). */
export async function loanDetail(deps: ServiceDeps, owner: Caller, id: string): Promise<Loan> {
  const l = await repo.findLoan(deps.db, owner.tenantId, id);
  if (!l || l.user_id !== owner.userId) throw loanNotFound();
  return loanView(deps, l);
}

/** A client posting and its mirror on a system account. */
const leg = (
  userId: string,
  bucket: 'available' | 'loan' | 'outstanding',
  system: 'loan_funding' | 'loans_receivable' | 'outstanding_receivable',
  currency: string,
  amount: Money,
): Posting[] => [
  { account: { client: userId }, bucket, currency, amount: amount.toString() },
  { account: { system }, currency, amount: Money.zero(currency).sub(amount).toString() },
];

const min = (a: Money, b: Money): Money => (a.lte(b) ? a : b);

/** Posts interest accrued on a loan: loan +i against loans_receivable. */
export async function postInterest(
  deps: ServiceDeps,
  l: LoanRow,
  amount: Money,
  kind: string,
  reference: string = l.id,
): Promise<void> {
  if (!amount.isPositive()) return;
  await post(deps.db, {
    tenantId: l.tenant_id,
    kind,
    reference,
    at: deps.clock(),
    postings: leg(l.user_id, 'loan', 'loans_receivable', l.currency, amount),
  });
}

/**
 * Spends `amount` on a locked live loan, in order: its outstanding amount (spec 6), then its
 * instalments in order, each interest first (the interest is accrued as it is paid). Posts the
 * movement, updates the instalments and the loan, moves its status (settle_outstanding, clear)
 * and answers the repayment. The payoff clears the loan: interest not accrued yet is not owed.
 */
export async function spendRepayment(
  deps: ServiceDeps,
  l: LoanRow,
  amount: Money,
  { full = false }: { full?: boolean } = {},
): Promise<LoanRepayResult> {
  const now = deps.clock();
  const c = l.currency;
  const instalments = await repo.instalmentsOf(deps.db, [l.id]);
  let left = amount;
  const toOutstanding = min(left, money(l.outstanding, c));
  left = left.sub(toOutstanding);
  let interestPaid = Money.zero(c);
  let principalPaid = Money.zero(c);
  let accrue = Money.zero(c);
  // overdue instalments are paid by the outstanding amount, oldest first
  let outstandingLeft = toOutstanding;
  for (const i of instalments) {
    if (i.overdue_at === null || !outstandingLeft.isPositive()) continue;
    const unpaid = money(i.amount, c).sub(money(i.paid, c));
    const pay = min(unpaid, outstandingLeft);
    if (!pay.isPositive()) continue;
    outstandingLeft = outstandingLeft.sub(pay);
    const paid = money(i.paid, c).add(pay);
    i.paid = paid.toString();
    await repo.updateInstalment(deps.db, l.id, i.seq, {
      paid: i.paid,
      ...(paid.eq(money(i.amount, c)) ? { paid_at: now } : {}),
    });
  }
  for (const i of instalments) {
    if (i.overdue_at !== null || !left.isPositive()) continue;
    const paidBefore = money(i.paid, c);
    const unpaid = money(i.amount, c).sub(paidBefore);
    if (!unpaid.isPositive()) continue;
    const interest = money(i.interest, c);
    const interestDue = paidBefore.lt(interest) ? interest.sub(paidBefore) : Money.zero(c);
    if (full) {
      // the payoff: the interest accrued and not paid, and the principal not paid
      const accruedDue = money(i.accrued, c).gt(interest.sub(interestDue))
        ? money(i.accrued, c).sub(interest.sub(interestDue))
        : Money.zero(c);
      const principalDue = money(i.principal, c).sub(paidBefore.sub(interest.sub(interestDue)));
      const payoff = accruedDue.add(principalDue);
      left = left.sub(payoff);
      interestPaid = interestPaid.add(accruedDue);
      principalPaid = principalPaid.add(principalDue);
      i.paid = paidBefore.add(payoff).toString();
      await repo.updateInstalment(deps.db, l.id, i.seq, { paid: i.paid, paid_at: now });
      continue;
    }
    const pay = min(unpaid, left);
    left = left.sub(pay);
    const toInterest = min(pay, interestDue);
    interestPaid = interestPaid.add(toInterest);
    principalPaid = principalPaid.add(pay.sub(toInterest));
    const paid = paidBefore.add(pay);
    // interest paid before it accrued (an early repayment) accrues now
    const accruedNow = min(interest, paid);
    const extra = accruedNow.gt(money(i.accrued, c)) ? accruedNow.sub(money(i.accrued, c)) : null;
    if (extra) accrue = accrue.add(extra);
    await repo.updateInstalment(deps.db, l.id, i.seq, {
      paid: paid.toString(),
      ...(extra ? { accrued: accruedNow.toString() } : {}),
      ...(paid.eq(money(i.amount, c)) ? { paid_at: now } : {}),
    });
    i.paid = paid.toString();
    if (extra) i.accrued = accruedNow.toString();
  }
  if (left.isPositive()) {
    throw AppError.validation([
      {
        path: 'amount',
        message: 'amount_exceeds_payoff',
        params: { max: amount.sub(left).toString(), currency: c },
      },
    ]);
  }
  await postInterest(deps, l, accrue, 'loan.accrue');
  const fromLoan = interestPaid.add(principalPaid);
  const postings: Posting[] = [
    ...leg(l.user_id, 'available', 'loan_funding', c, Money.zero(c).sub(amount)),
    ...(toOutstanding.isPositive()
      ? leg(l.user_id, 'outstanding', 'outstanding_receivable', c, Money.zero(c).sub(toOutstanding))
      : []),
    ...(fromLoan.isPositive()
      ? leg(l.user_id, 'loan', 'loans_receivable', c, Money.zero(c).sub(fromLoan))
      : []),
  ];
  const id = randomUUID();
  // the available cash is checked under its row lock: a repayment beyond it is refused whole
  await post(deps.db, {
    tenantId: l.tenant_id,
    kind: 'loan.repay',
    reference: id,
    at: now,
    postings,
  });
  const outstanding = money(l.outstanding, c).sub(toOutstanding);
  const after: LoanRow = {
    ...l,
    repaid_amount: money(l.repaid_amount, c).add(amount).toString(),
    outstanding: outstanding.toString(),
  };
  const o = owed(after, instalments, now);
  let status = l.status as LoanStatus;
  // nothing left of the principal nor of the outstanding amount: the loan is repaid (an early
  // repayment in full forgives the interest not accrued yet)
  if (full || o.payoff.isZero()) {
    status = nextStatus(after, 'clear');
  } else if (status === 'recycled' && outstanding.isZero()) {
    status = nextStatus(after, 'settle_outstanding');
  }
  after.status = status;
  if (status === 'clear') after.cleared_at = now;
  await repo.updateLoan(deps.db, l.id, {
    repaid_amount: after.repaid_amount,
    outstanding: after.outstanding,
    status,
    ...(status === 'clear' ? { cleared_at: now } : {}),
  });
  await repo.insertRepayment(deps.db, {
    id,
    tenant_id: l.tenant_id,
    loan_id: l.id,
    currency: c,
    amount: amount.toString(),
    outstanding: toOutstanding.toString(),
    interest: interestPaid.toString(),
    principal: principalPaid.toString(),
    created_at: now,
  });
  return {
    repayment: {
      id,
      loan_id: l.id,
      currency: c,
      amount: amount.toString(),
      outstanding: toOutstanding.toString(),
      interest: interestPaid.toString(),
      principal: principalPaid.toString(),
      created_at: now.toISOString(),
    },
    loan: toLoan(after, instalments, now),
  };
}

/**
 * spec 6 'delayed execution' (domain settleProceeds): `proceeds` in `currency` released to the
 * client's available cash by `release` (a sale settling: frozen to available) pay their loans'
 * outstanding amounts first, oldest loan first, in the caller's transaction; answers what was
 * applied (nothing when nothing is outstanding). The loans are locked before `release` posts, in
 * the order a repayment and the overdue step take them (the loan row, then the balances).
 */
export async function settleToOutstanding(
  deps: ServiceDeps,
  owner: Caller,
  currency: string,
  proceeds: string,
  release: () => Promise<void>,
): Promise<string> {
  const owing = await repo.owingLoans(deps.db, owner.tenantId, owner.userId, currency);
  await release();
  let left = Money.of(proceeds, currency);
  let applied = Money.zero(currency);
  for (const l of owing) {
    if (!left.isPositive()) break;
    const part = settleProceeds(left.toString(), l.outstanding, currency).to_outstanding;
    const amount = Money.of(part, currency);
    if (!amount.isPositive()) continue;
    await spendRepayment(deps, l, amount);
    left = left.sub(amount);
    applied = applied.add(amount);
  }
  return applied.toString();
}

const notRepayable = (status: string) =>
  new AppError('LOAN_NOT_REPAYABLE', 409, 'This loan has nothing to repay.', [
    { path: 'status', message: 'loan_not_repayable', params: { status } },
  ]);

/**
 * POST /loan/app/v1/:id/repay (in the Idempotency-Key's transaction): the caller's live loan,
 * locked; what `mode` pays (contract LOAN_REPAY_MODES) from `available` (422
 * INSUFFICIENT_BALANCE beyond it, checked under the balance's row lock).
 */
export async function repayLoan(
  deps: ServiceDeps,
  owner: Caller,
  id: string,
  body: LoanRepayRequest,
): Promise<LoanRepayResult> {
  const l = await repo.findLoan(deps.db, owner.tenantId, id, true);
  if (!l || l.user_id !== owner.userId) throw loanNotFound();
  if (!isLoanLive(l.status as LoanStatus)) throw notRepayable(l.status);
  const c = l.currency;
  const now = deps.clock();
  const instalments = await repo.instalmentsOf(deps.db, [l.id]);
  const o = owed(l, instalments, now);
  let amount: Money;
  if (body.mode === 'due') {
    amount = o.dueNow;
    if (!amount.isPositive()) {
      throw new AppError('NOTHING_DUE', 409, 'Nothing is due on this loan now.');
    }
  } else if (body.mode === 'full') {
    amount = o.payoff;
  } else if (body.mode === 'instalment') {
    // the outstanding amount first, then the next unpaid instalment in full
    const nextUnpaid = instalments.find(
      (i) => i.overdue_at === null && toDecimal(i.paid).lt(toDecimal(i.amount)),
    );
    amount = money(l.outstanding, c).add(
      nextUnpaid ? money(nextUnpaid.amount, c).sub(money(nextUnpaid.paid, c)) : Money.zero(c),
    );
  } else {
    const parsed = validateAmount(body.amount ?? '', { currency: c });
    if (!parsed.ok) {
      throw AppError.validation([
        {
          path: 'amount',
          message: parsed.code,
          ...(parsed.params ? { params: parsed.params } : {}),
        },
      ]);
    }
    amount = Money.of(body.amount!, c);
    if (amount.gt(o.payoff)) {
      throw AppError.validation([
        {
          path: 'amount',
          message: 'amount_exceeds_payoff',
          params: { max: o.payoff.toString(), currency: c },
        },
      ]);
    }
  }
  if (!amount.isPositive()) throw notRepayable(l.status);
  const balances = await clientBalances(deps.db, owner.tenantId, owner.userId);
  const available = Money.of(balances.find((b) => b.currency === c)?.available ?? '0', c);
  if (available.lt(amount)) {
    throw new AppError(
      'INSUFFICIENT_BALANCE',
      422,
      available.isPositive() ? 'Insufficient balance.' : 'No available funds.',
      [
        available.isPositive()
          ? {
              path: 'amount',
              message: 'insufficient_balance',
              params: { required: amount.toString(), available: available.toString(), currency: c },
            }
          : { path: 'amount', message: 'no_available_funds' },
      ],
    );
  }
  return spendRepayment(deps, l, amount, { full: body.mode === 'full' });
}

/** Whether a record status filter (spec 4 common statuses) matches a record's status. */
const matches = (filter: CommonStatus | undefined, status: CommonStatus) =>
  filter === undefined || filter === 'all' || filter === status;

/**
 * GET /overdrawn/app/v1/record/list?status=: the client's overdue instalments (what moved to
 * `outstanding`): `repayment` while part of it is unpaid, `clear` once paid; newest first.
 */
export async function overdrawnRecords(
  h: ServiceDeps['db'],
  owner: Caller,
  status: CommonStatus | undefined,
): Promise<OverdrawnRecord[]> {
  const rows = await repo.overdueInstalments(h, owner.tenantId, owner.userId);
  return rows
    .map((i): OverdrawnRecord => {
      const owedAmount = money(i.overdue_amount, i.currency);
      const paidAtOverdue = money(i.amount, i.currency).sub(owedAmount);
      const repaid = money(i.paid, i.currency).sub(paidAtOverdue);
      return {
        id: `${i.loan_id}:${i.seq}`,
        currency: i.currency,
        amount: owedAmount.toString(),
        repaid: repaid.toString(),
        status: repaid.gte(owedAmount) ? 'clear' : 'repayment',
        created_at: i.overdue_at!.toISOString(),
        loan_id: i.loan_id,
        due_date: i.due_date.toISOString(),
      };
    })
    .filter((r) => matches(status, r.status));
}

/** Full months from `from` to `to`. */
function fullMonths(from: Date, to: Date): number {
  let months =
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

/**
 * GET /credit/app/v1/score: the trust profile (trustScore.ts rules on the client's facts), the
 * VIP level and what the next levels unlock among the loan products, the offers the client may
 * take now, and spec 6's consequences while an amount is outstanding.
 */
export async function trustProfile(
  deps: ServiceDeps,
  owner: Caller,
  gated: readonly VipGated[] = [],
): Promise<TrustProfile> {
  const facts = await repo.trustFacts(deps.db, owner.tenantId, owner.userId);
  if (!facts) throw AppError.unauthorized();
  const balances = await clientBalances(deps.db, owner.tenantId, owner.userId);
  const owing = balances.find((b) => Money.of(b.outstanding, b.currency).isPositive());
  const score = trustScore({
    baseScore: facts.score,
    kycApproved: facts.kyc_status === 'approved',
    accountAgeMonths: fullMonths(facts.created_at, deps.clock()),
    onTimeRepayments: Number(facts.on_time),
    lateRepayments: Number(facts.late),
    loansCleared: Number(facts.cleared),
    hasOutstanding: owing !== undefined,
  });
  const products = (await repo.products(deps.db, owner.tenantId)).filter((p) => p.active);
  const items: VipGated[] = [
    ...products.map((p) => ({
      kind: 'loan_product' as const,
      id: p.id,
      name: p.name,
      min_vip: p.min_vip,
      min_score: p.min_score,
    })),
    ...gated,
  ];
  const user = { vip: facts.vip, score: facts.score };
  const offers = items.filter(
    (i) =>
      checkProductEligibility(toClientPermissions(user), {
        id: i.id,
        minVip: i.min_vip,
        minScore: i.min_score,
      }).ok,
  );
  const blocked = owing !== undefined;
  return {
    score: score.score,
    rating: creditRating(score.score),
    base: score.base,
    factors: score.factors,
    vip: facts.vip,
    next_levels: vipUnlocks(facts.vip, items),
    offers,
    outstanding: {
      amount: owing ? owing.outstanding : '0.00',
      currency: owing ? owing.currency : (balances[0]?.currency ?? 'USD'),
      withdrawals_blocked: blocked,
      trading_suspended: blocked,
      execution_delayed: blocked,
    },
  };
}
