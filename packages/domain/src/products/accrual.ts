// The daily accrual of savings and earn products (spec 1: products a client holds; the issue's
// 'exact decimals, one posting per day'). zod-free, pure: the day and the figures come in.
import { minorUnits, roundDecimal, toDecimal } from '../money';

/**
 * The rounding rule: a holding keeps the exact, unrounded return it has earned so far
 * (`exact`: the sum of principal × daily_return / 100 over its days, never rounded). Each day
 * posts the growth of that sum **rounded down to the currency's minor unit**:
 *
 *   amount(day) = floor(exact after the day) − floor(exact before it)
 *
 * so the postings of any run of days add up to floor(exact return of those days): never more
 * than the exact return (the house never pays a fraction it did not owe) and less by under one
 * minor unit, whatever the number of days (rounding each day on its own would lose up to one
 * minor unit a day). A day's amount depends only on the exact sum before it and the principal
 * held that day, so catching up missed days one after another posts what the days would have
 * posted on time.
 */
export interface AccrualDayInput {
  /** The exact return earned before this day (a wire decimal, unrounded; '0' at first). */
  exactBefore: string;
  /** The principal held during the day (units of 1 in the product's currency). */
  principal: string;
  /** The product's daily return, in percent (a wire decimal, zero or more). */
  dailyReturn: string;
  /** The product's currency (its minor units). */
  currency: string;
}

export interface AccrualDay {
  /** What the day posts to the client, rounded down to the minor unit (may be '0.00'). */
  amount: string;
  /** The exact return after the day, to keep for the next day. */
  exactAfter: string;
}

/** One day's accrual by the rounding rule above. */
export function accrueDay(input: AccrualDayInput): AccrualDay {
  const dp = minorUnits(input.currency);
  const before = toDecimal(input.exactBefore);
  const rate = toDecimal(input.dailyReturn);
  if (rate.lt('0')) throw new RangeError('an accrual product has a daily return of zero or more');
  // × 0.01 rather than ÷ 100: exact, whatever the digits
  const after = before.plus(toDecimal(input.principal).times(rate).times('0.01'));
  const amount = roundDecimal(after, dp, 'down').minus(roundDecimal(before, dp, 'down'));
  return { amount: amount.toFixed(dp), exactAfter: after.toFixed() };
}

/**
 * The exact return of `days` days on a constant principal: principal × daily_return / 100 ×
 * days (unrounded). The days' postings sum to this rounded down to the minor unit.
 */
export function periodReturn(principal: string, dailyReturn: string, days: number): string {
  return toDecimal(principal)
    .times(toDecimal(dailyReturn))
    .times('0.01')
    .times(String(days))
    .toFixed();
}

/** A UTC calendar day, 'YYYY-MM-DD'. */
export type UtcDay = string;
const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant (epoch ms). */
export const utcDayOf = (ms: number): UtcDay => new Date(ms).toISOString().slice(0, 10);
/** The epoch ms at which a UTC day starts. */
export const utcDayStart = (day: UtcDay): number => Date.parse(`${day}T00:00:00.000Z`);
/** `day` moved by `n` days. */
export const addDays = (day: UtcDay, n: number): UtcDay => utcDayOf(utcDayStart(day) + n * DAY_MS);
/** Whole days from `a` to `b` (negative when b is before a). */
export const daysBetween = (a: UtcDay, b: UtcDay): number =>
  Math.round((utcDayStart(b) - utcDayStart(a)) / DAY_MS);

/** What decides which days of a holding are due. */
export interface AccrualWindow {
  /** The UTC day the holding was opened (its first day of return). */
  openedDay: UtcDay;
  /** The last day already posted; null when none. */
  accruedThrough: UtcDay | null;
  /**
   * The first day that earns nothing: the maturity day of a fixed-term holding (opened day +
   * lock days), or the day a flexible holding was redeemed in full; null while open-ended.
   */
  endDay: UtcDay | null;
}

/**
 * The days a holding has earned and not yet been paid for, oldest first, at `now`: every UTC
 * day from the one after `accruedThrough` (or the opened day) that has ended by `now` (a day is
 * earned once it is over) and is before `endDay`. Empty when nothing is due. After downtime it
 * lists every missed day (catch-up); a day already posted is never listed again.
 */
export function dueAccrualDays(window: AccrualWindow, now: number): UtcDay[] {
  const first =
    window.accruedThrough === null ? window.openedDay : addDays(window.accruedThrough, 1);
  const today = utcDayOf(now);
  const stop =
    window.endDay !== null && daysBetween(window.endDay, today) > 0 ? window.endDay : today;
  const days: UtcDay[] = [];
  for (let day = first; daysBetween(day, stop) > 0; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The maturity day of a fixed-term holding: its opened day plus the lock days. */
export const maturityDay = (openedDay: UtcDay, lockDays: number): UtcDay =>
  addDays(openedDay, lockDays);

/**
 * Whether a holding may be redeemed on `now`: a flexible product any day; a fixed-term one only
 * from its maturity day on (it is then paid back by the scheduler; spec: locked until maturity).
 */
export function isRedeemable(
  term: 'flexible' | 'fixed',
  maturity: UtcDay | null,
  now: number,
): boolean {
  if (term === 'flexible' || maturity === null) return true;
  return daysBetween(maturity, utcDayOf(now)) >= 0;
}
