// Personal credit loans (spec 1, 3, 4, 6): the life of a loan as a table of status moves, the
// repayment schedule as a pure function on exact decimals (its daily interest: loanAccrual.ts).
// zod-free; the schemas are in entities/loans.ts.
import { minorUnits, roundDecimal, toDecimal, type Decimal } from './money';
import { fail, ok, type RuleResult } from './result';

/**
 * spec 4 common statuses a loan goes through (the spec names them, not their meaning; here):
 * - `awaiting`: applied for, waiting for an advisor's decision;
 * - `approved`: approved (possibly for less than asked), not paid out yet;
 * - `rejected`: refused by an advisor, with a remark; nothing was paid out (final);
 * - `using`: paid out, the cash is the client's to use; no instalment has fallen due yet;
 * - `repayment`: at least one instalment has fallen due; the client repays on schedule;
 * - `recycled`: an instalment went overdue and the lender took the debt back into collection:
 *   the overdue amount sits in the client's `outstanding` bucket and spec 6's consequences apply
 *   (withdrawals blocked, trading suspended, trust score reduced, execution delayed) until it is
 *   paid, which moves the loan back to `repayment`;
 * - `clear`: principal and interest repaid in full (final).
 */
export const LOAN_STATUSES = [
  'awaiting',
  'approved',
  'rejected',
  'using',
  'repayment',
  'recycled',
  'clear',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** What moves a loan from one status to another. */
export const loanEvents = [
  /** An advisor approved it (back office loan:approve, possibly a lower amount). */
  'approve',
  /** An advisor refused it with a remark (back office loan:reject). */
  'reject',
  /** The approved amount was paid out to the client's available cash (loan:disburse). */
  'disburse',
  /** The first instalment fell due (the scheduler). */
  'fall_due',
  /** An instalment passed its due date unpaid and moved to `outstanding` (the scheduler). */
  'overdue',
  /** Everything outstanding was paid; the loan is back on schedule. */
  'settle_outstanding',
  /** The last of the principal and interest was repaid. */
  'clear',
] as const;
export type LoanEvent = (typeof loanEvents)[number];

export interface LoanTransition {
  readonly from: LoanStatus;
  readonly event: LoanEvent;
  readonly to: LoanStatus;
}

/**
 * Every allowed move; anything else is refused.
 *
 *   awaiting ─approve─► approved ─disburse─► using ─fall_due─► repayment ─overdue─► recycled
 *      └─reject─► rejected                     └─clear─► clear ◄─clear─┘  ◄─settle_outstanding─┘
 *                                                                 ▲──────────clear────────────┘
 * An early repayment in full clears a loan from `using`, `repayment` or `recycled`.
 */
export const LOAN_TRANSITIONS: readonly LoanTransition[] = [
  { from: 'awaiting', event: 'approve', to: 'approved' },
  { from: 'awaiting', event: 'reject', to: 'rejected' },
  { from: 'approved', event: 'disburse', to: 'using' },
  { from: 'using', event: 'fall_due', to: 'repayment' },
  { from: 'using', event: 'clear', to: 'clear' },
  { from: 'repayment', event: 'overdue', to: 'recycled' },
  { from: 'repayment', event: 'clear', to: 'clear' },
  { from: 'recycled', event: 'settle_outstanding', to: 'repayment' },
  { from: 'recycled', event: 'clear', to: 'clear' },
];

/** Codes of the transition rule (namespace `validation`). */
export const loanTransitionCodes = ['loan_transition_not_allowed'] as const;
export type LoanTransitionCode = (typeof loanTransitionCodes)[number];

/** Whether any event moves a loan from `from` to `to`. */
export const canLoanTransition = (from: LoanStatus, to: LoanStatus): boolean =>
  LOAN_TRANSITIONS.some((t) => t.from === from && t.to === to);

/**
 * The status `event` moves a loan in `from` to, or 'loan_transition_not_allowed' with
 * {from, event} (the server answers a 409: an approval racing a rejection, say).
 */
export function loanTransition(
  from: LoanStatus,
  event: LoanEvent,
): { ok: true; status: LoanStatus } | Exclude<RuleResult<LoanTransitionCode>, { ok: true }> {
  const move = LOAN_TRANSITIONS.find((t) => t.from === from && t.event === event);
  if (!move) return fail('loan_transition_not_allowed', { from, event });
  return { ...ok(), status: move.to };
}

/** Whether no event moves a loan on from `status`. */
export const isLoanFinal = (status: LoanStatus): boolean =>
  !LOAN_TRANSITIONS.some((t) => t.from === status);

/** Whether the loan has been paid out and is not settled: it has a schedule that runs. */
export const isLoanLive = (status: LoanStatus): boolean =>
  status === 'using' || status === 'repayment' || status === 'recycled';

/**
 * How the instalments are built:
 * - `annuity`: equal monthly instalments (principal + interest), interest on the balance;
 * - `equal_principal`: the same principal each month plus interest on the balance, so the
 *   instalments decline.
 */
export const LOAN_SCHEDULE_KINDS = ['annuity', 'equal_principal'] as const;
export type LoanScheduleKind = (typeof LOAN_SCHEDULE_KINDS)[number];

/** Open in the spec (loan terms): 1 to 60 monthly instalments. */
export const LOAN_TERM_MONTHS = { min: 1, max: 60 } as const;
/** Open in the spec (loan rates): a nominal annual rate from 0 % to 60 %. */
export const LOAN_ANNUAL_RATE_MAX = '60';

/** One instalment of a schedule: amounts are wire decimals in whole minor units. */
export interface ScheduledInstalment {
  /** 1 for the first. */
  seq: number;
  /** When it falls due (ISO-8601 UTC). */
  due_date: string;
  principal: string;
  interest: string;
  /** principal + interest. */
  amount: string;
  /** Principal still owed after this instalment is paid. */
  balance_after: string;
}

export interface LoanScheduleInput {
  /** The amount paid out, a wire decimal > 0 in whole minor units of `currency`. */
  principal: string;
  currency: string;
  /** Nominal annual rate in percent ('12.5'). */
  annualRate: string;
  termMonths: number;
  kind: LoanScheduleKind;
  /** The disbursement (epoch ms); the first instalment falls due one month later. */
  start: number;
}

export interface LoanSchedule {
  instalments: ScheduledInstalment[];
  /** Sum of the instalments' interest. */
  total_interest: string;
  /** Sum of the instalments: principal + total_interest, exactly. */
  total: string;
}

/**
 * The due date `months` calendar months after `start` (UTC), on the same day of the month, or
 * the month's last day when it is shorter (31 January + 1 month is 28 or 29 February), at the
 * same time of day.
 */
export function addMonthsClamped(start: number, months: number): number {
  const d = new Date(start);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), last);
  return Date.UTC(
    y,
    m,
    day,
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
}

/** A decimal from a whole number (big.js runs strict: no JS numbers in arithmetic). */
const D = (n: number | string): Decimal => toDecimal(String(n));
const ZERO = D(0);

/** Plain notation to `dp` digits, '-0' folded into '0'. */
const fixed = (d: Decimal, dp: number): string => (d.eq(ZERO) ? ZERO : d).toFixed(dp);

/**
 * The repayment schedule of a loan (pure, exact). The rounding rule:
 * - the monthly rate is the annual rate / 1200, exact to 20 digits;
 * - each instalment's interest is the principal still owed times the monthly rate, rounded
 *   half-even to the currency's minor units;
 * - annuity: the instalment is P·r / (1 − (1 + r)^−n) (P / n at 0 %), rounded half-even; its
 *   principal is the instalment less the interest;
 * - equal principal: P / n rounded down to minor units each month;
 * - the last instalment takes whatever principal is left, so the principals sum to the loan
 *   exactly and the instalments to principal + total interest exactly; each month's rounding (under one minor unit) is carried by the balance at the
 *   monthly rate, so the total interest is within 2·n·(1 + r)^n minor units of the unrounded
 *   schedule's.
 */
export function loanSchedule(input: LoanScheduleInput): LoanSchedule {
  const dp = minorUnits(input.currency);
  const n = input.termMonths;
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Term must be >= 1 month: ${n}`);
  const principal = toDecimal(input.principal);
  const r = toDecimal(input.annualRate).div(D(1200));
  const round = (d: Decimal) => roundDecimal(d, dp, 'half_even');
  let payment: Decimal;
  if (input.kind === 'annuity') {
    payment = r.eq(ZERO)
      ? round(principal.div(D(n)))
      : round(principal.times(r).div(D(1).minus(r.plus(D(1)).pow(-n))));
  } else {
    payment = roundDecimal(principal.div(D(n)), dp, 'down');
  }
  const instalments: ScheduledInstalment[] = [];
  let balance = principal;
  let totalInterest = ZERO;
  for (let seq = 1; seq <= n; seq += 1) {
    const interest = round(balance.times(r));
    let part: Decimal;
    if (seq === n) part = balance;
    else if (input.kind === 'annuity') part = payment.minus(interest);
    else part = payment;
    // never below zero nor beyond what is owed (tiny loans whose interest rounds above the rate)
    if (part.lt(ZERO)) part = ZERO;
    if (part.gt(balance)) part = balance;
    balance = balance.minus(part);
    totalInterest = totalInterest.plus(interest);
    instalments.push({
      seq,
      due_date: new Date(addMonthsClamped(input.start, seq)).toISOString(),
      principal: fixed(part, dp),
      interest: fixed(interest, dp),
      amount: fixed(part.plus(interest), dp),
      balance_after: fixed(balance, dp),
    });
  }
  return {
    instalments,
    total_interest: fixed(totalInterest, dp),
    total: fixed(principal.plus(totalInterest), dp),
  };
}

/** Codes a loan application is refused with (namespace `validation`), besides the amount's. */
export const loanApplyCodes = [
  /** Below the product's minimum; params {min}. */
  'loan_amount_below_minimum',
  /** Above the product's maximum; params {max}. */
  'loan_amount_above_maximum',
  /** The product is closed to new applications. */
  'loan_product_closed',
] as const;
export type LoanApplyCode = (typeof loanApplyCodes)[number];

/** spec 5: an application amount within the product's range (wire decimals, already valid). */
export function checkLoanAmount(
  amount: string,
  range: { min: string; max: string },
): RuleResult<LoanApplyCode> {
  if (toDecimal(amount).lt(toDecimal(range.min))) {
    return fail('loan_amount_below_minimum', { min: range.min });
  }
  if (toDecimal(amount).gt(toDecimal(range.max))) {
    return fail('loan_amount_above_maximum', { max: range.max });
  }
  return ok();
}

/**
 * spec 6 'delayed execution', as this house applies it to a client with an outstanding amount:
 * what the client realises in that currency (a sale's proceeds when it settles) is not released
 * to their available cash at once: it pays the outstanding amount first, and only the rest becomes
 * available. The order itself is not held back: a leading brokerage executes a client's sale at
 * once at the market (best execution; waiting would put the client's price at risk for no one's
 * benefit, and selling is how a client in arrears raises the cash that pays it). What is delayed
 * is the cash the client may spend or withdraw, which the overdue debt comes before. Nothing is
 * delayed once nothing is outstanding.
 */
export function settleProceeds(
  proceeds: string,
  outstanding: string,
  currency: string,
): { to_outstanding: string; to_available: string } {
  const dp = minorUnits(currency);
  const p = toDecimal(proceeds);
  const o = toDecimal(outstanding);
  const toOutstanding = o.lte(ZERO) || p.lte(ZERO) ? ZERO : p.lt(o) ? p : o;
  return {
    to_outstanding: fixed(toOutstanding, dp),
    to_available: fixed(p.minus(toOutstanding), dp),
  };
}
