// The AI day-trading product (spec 1 'an AI day-trading product'; spec 3 'period, daily return'):
// a client's allotted amount works for `period` trading days of the product's exchange, each
// trading day earns the product's daily return, and the principal comes back at the end. Pure:
// the exchange's calendar, the time and the figures come in as arguments; the server's scheduler
// posts what these functions answer, once a day per subscription.
import type { OfferingKind } from './offerings';
import { accrueDay, addDays, utcDayOf, utcDayStart, type UtcDay } from './products/accrual';

/** The offering kind of the AI day-trading product. */
export const AI_DAY_TRADING = 'ai_day_trading' satisfies OfferingKind;

/** Whether the product's exchange trades on a UTC calendar day (its calendar, from the server). */
export type TradingDayTest = (day: UtcDay) => boolean;

/** Calendar days searched for one trading day before the calendar is judged broken. */
const MAX_CLOSED_RUN = 31;

/**
 * The period's trading days, oldest first: the first `period` days on which the exchange trades,
 * starting with the first whole day after the allotment (a day that began before `allottedAt`
 * had its trading already under way without the client's money). Throws a RangeError for a
 * period below one or a calendar with no trading day in a month.
 */
export function aiTradingDays(
  allottedAt: number,
  period: number,
  isTradingDay: TradingDayTest,
): UtcDay[] {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError('an AI day-trading period is a whole number of trading days, at least 1');
  }
  const days: UtcDay[] = [];
  let day = utcDayOf(allottedAt);
  if (utcDayStart(day) < allottedAt) day = addDays(day, 1);
  let closedRun = 0;
  while (days.length < period) {
    if (isTradingDay(day)) {
      days.push(day);
      closedRun = 0;
    } else if (++closedRun > MAX_CLOSED_RUN) {
      throw new RangeError('the exchange has no trading day in a month');
    }
    day = addDays(day, 1);
  }
  return days;
}

/** When the principal comes back: the end of the period's last trading day (epoch ms). */
export const aiMaturityAt = (days: readonly UtcDay[]): number =>
  utcDayStart(addDays(days[days.length - 1]!, 1));

/**
 * The trading days of the period that have ended by `now` and are not paid yet (the days after
 * `paidThrough`, or all from the first), oldest first. A day is earned once it is over; after a
 * downtime every missed day is listed (catch-up), and a day already paid never again.
 */
export function dueAiReturnDays(
  days: readonly UtcDay[],
  paidThrough: UtcDay | null,
  now: number,
): UtcDay[] {
  return days.filter(
    (day) => (paidThrough === null || day > paidThrough) && utcDayStart(addDays(day, 1)) <= now,
  );
}

/**
 * One trading day's return on the principal, by the house's rounding rule (domain accrueDay):
 * the exact return so far is kept unrounded, and each day posts its growth rounded down to the
 * currency's minor unit, so the days of a period add up to the exact return of the period
 * rounded down (never more than owed, and less by under one minor unit whatever the days).
 */
export const aiDayReturn = (input: {
  exactBefore: string;
  principal: string;
  dailyReturn: string;
  currency: string;
}) => accrueDay(input);

/**
 * Whether a running subscription may be redeemed before its period ends: only when the product
 * allows it, and only before the maturity (after it, the principal comes back by itself).
 */
export const isAiRedeemable = (earlyRedemption: boolean, maturityAt: number, now: number) =>
  earlyRedemption && now < maturityAt;
