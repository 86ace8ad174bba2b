// The daily interest of a loan (spec 1: 'interest accrues by the once-only scheduler'), pure and
// exact: the day and the figures come in. zod-free.
//
// A loan's days are counted from its disbursement: day n runs from start + n days to start +
// n + 1 days (UTC, so every day is 24 hours and every due date, which keeps the disbursement's
// time of day, falls on a day boundary). Each instalment's period is the days from the previous
// due date (the disbursement for the first) to its own; its interest is the schedule's (the
// principal outstanding over the period at the monthly rate, loanSchedule), and it accrues over
// the period's days, one posting per loan day, once the day has ended.
//
// The rounding rule, in the house's favour: the interest accrued by the end of day k of a period
// of d days is interest × (k + 1) / d rounded UP to the currency's minor unit, and a day posts
// the growth of that figure. So at any time the client owes at most one minor unit more than the
// exact pro rata (what an early payoff pays), the days of a period post its interest exactly
// (the last day's figure is the interest itself, already in minor units), and a day's amount
// depends only on the day, so catching up missed days posts what they would have posted on time.
import { minorUnits, roundDecimal, toDecimal } from './money';
import { utcDayOf, type UtcDay } from './products/accrual';

const DAY_MS = 86_400_000;

/** One instalment's period of accrual. */
export interface LoanAccrualPeriod {
  seq: number;
  /** The loan day the period starts on (0 for the first). */
  first: number;
  /** Its number of days (at least 1). */
  days: number;
  /** When the period ends: the instalment's due date (epoch ms). */
  end: number;
  /** The schedule's interest of the instalment (a wire decimal in minor units). */
  interest: string;
  /** What of it has been accrued already (by earlier days, or by a repayment ahead of them). */
  accrued: string;
}

/** The periods of a schedule disbursed at `start`, nothing accrued yet. */
export function loanAccrualPeriods(
  start: number,
  instalments: readonly { seq: number; due: number; interest: string }[],
): LoanAccrualPeriod[] {
  let from = 0;
  return instalments.map((i) => {
    const to = Math.max(from + 1, Math.round((i.due - start) / DAY_MS));
    const p = {
      seq: i.seq,
      first: from,
      days: to - from,
      end: i.due,
      interest: i.interest,
      accrued: '0',
    };
    from = to;
    return p;
  });
}

/** The number of loan days that accrue interest (to the last due date). */
export const loanDays = (periods: readonly LoanAccrualPeriod[]): number => {
  const last = periods.at(-1);
  return last ? last.first + last.days : 0;
};

export interface LoanAccrualInput {
  currency: string;
  /** The disbursement (epoch ms). */
  start: number;
  periods: readonly LoanAccrualPeriod[];
  /** Loan days already posted (0 at first): they are never listed again. */
  daysPosted: number;
  now: number;
}

/** One loan day to post. */
export interface LoanAccrualDay {
  /** The loan day (0 for the disbursement's). */
  index: number;
  /** The UTC calendar day it starts on: its once-only key, one posting per loan per day. */
  day: UtcDay;
  /** The instalment whose interest it accrues. */
  seq: number;
  /** What it posts (may be zero: interest accrued ahead by a repayment, or none at 0 %). */
  amount: string;
  /** The instalment's accrued interest after the day. */
  accruedAfter: string;
}

/** The interest of a period accrued by the end of its day k, by the rounding rule above. */
function accruedBy(p: LoanAccrualPeriod, k: number, dp: number): string {
  return roundDecimal(
    toDecimal(p.interest)
      .times(String(k + 1))
      .div(String(p.days)),
    dp,
    'up',
  ).toFixed(dp);
}

/**
 * The loan days ended by `now` and not posted yet, oldest first (every missed day after
 * downtime), each with what it posts: the growth of its period's accrued interest by the rounding
 * rule, less what was accrued ahead of it (never below zero).
 */
export function dueLoanAccruals(input: LoanAccrualInput): LoanAccrualDay[] {
  const dp = minorUnits(input.currency);
  const accrued = new Map(input.periods.map((p) => [p.seq, toDecimal(p.accrued)]));
  const ended = Math.min(loanDays(input.periods), Math.floor((input.now - input.start) / DAY_MS));
  const out: LoanAccrualDay[] = [];
  for (let n = Math.max(0, input.daysPosted); n < ended; n += 1) {
    const p = input.periods.find((x) => n >= x.first && n < x.first + x.days)!;
    const target = toDecimal(accruedBy(p, n - p.first, dp));
    const before = accrued.get(p.seq)!;
    const after = target.gt(before) ? target : before;
    accrued.set(p.seq, after);
    out.push({
      index: n,
      day: utcDayOf(input.start + n * DAY_MS),
      seq: p.seq,
      amount: after.minus(before).toFixed(dp),
      accruedAfter: after.toFixed(dp),
    });
  }
  return out;
}
