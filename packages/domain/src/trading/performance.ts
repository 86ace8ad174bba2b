// The portfolio's performance (issue 'Portfolio': value over time and its time-weighted return
// against the client's market index). zod-free.
//
// Method: the time-weighted return of GIPS (Global Investment Performance Standards, 2020,
// provisions 2.A.25-2.A.31 for firms; the "true" time-weighted return of its guidance): the
// period is cut into sub-periods at every external cash flow, each sub-period's return is
// measured on the value at hand, and the sub-period returns are chain-linked geometrically:
//
//   r_i = (V_i - F_i) / V_{i-1} - 1        TWR = (1 + r_1) (1 + r_2) ... (1 + r_n) - 1
//
// V_i is the value at instant i after the flows of that instant, F_i the net external flow at i
// (a deposit is positive, a withdrawal negative). The caller values the portfolio at every flow
// and at least once a day (daily valuation), so a deposit or a withdrawal is never counted as a
// gain or a loss: it only changes the capital the following returns are measured on. A
// sub-period that starts without capital (nothing held yet, or everything withdrawn) has no
// return and is skipped. Exact decimals throughout (big.js, 20 digits in divisions).
import { roundDecimal, toDecimal, type Decimal } from '../money';

/** A valuation: the value after the flows of its instant and their net amount (signed). */
export interface Valuation {
  value: string;
  flow: string;
}

/** Digits of the growth factors carried between sub-periods (divisions keep 20). */
const FACTOR_DP = 20;

/**
 * The growth factor of a series of valuations: the product of (V_i - F_i) / V_{i-1} over the
 * sub-periods that start with capital; undefined when none does (no return to speak of).
 */
export function growthFactor(valuations: readonly Valuation[]): Decimal | undefined {
  let factor: Decimal | undefined;
  for (let i = 1; i < valuations.length; i += 1) {
    const start = toDecimal(valuations[i - 1]!.value);
    if (start.lte('0')) continue;
    const before = toDecimal(valuations[i]!.value).minus(toDecimal(valuations[i]!.flow));
    const step = roundDecimal(before.div(start), FACTOR_DP, 'half_even');
    factor = factor === undefined ? step : roundDecimal(factor.times(step), FACTOR_DP, 'half_even');
  }
  return factor;
}

/**
 * The time-weighted return of a series of valuations in percent, two decimals rounded
 * half-even ('3.12' for 3.125 %), signed; null when no sub-period starts with capital (an empty
 * series, one valuation, or nothing ever held).
 */
export function timeWeightedReturn(valuations: readonly Valuation[]): string | null {
  const factor = growthFactor(valuations);
  if (factor === undefined) return null;
  return roundDecimal(factor.minus('1').times('100'), 2, 'half_even').toFixed(2);
}

/** The return of a price or index series without flows (last / first - 1), as above. */
export const seriesReturn = (levels: readonly string[]): string | null =>
  timeWeightedReturn(levels.map((value) => ({ value, flow: '0' })));

/**
 * The ranges of the performance chart: a month, three months and a year back from now, and all
 * since the client's first money.
 */
export const performanceRanges = ['1M', '3M', '1Y', 'ALL'] as const;
/** A range of the performance chart. */
export type PerformanceRange = (typeof performanceRanges)[number];
/** Months back of each range but ALL. */
export const PERFORMANCE_RANGE_MONTHS: Readonly<Record<Exclude<PerformanceRange, 'ALL'>, number>> =
  { '1M': 1, '3M': 3, '1Y': 12 };

/**
 * Where a range starts before `now` (epoch ms): calendar months back, the same day and time of
 * day (UTC), or the month's last day when it lacks that day (a month before 31 March is 28 or
 * 29 February, as a statement's period reads); ALL has no start (-Infinity: from the first
 * money).
 */
export function performanceRangeStart(range: PerformanceRange, now: number): number {
  if (range === 'ALL') return -Infinity;
  const d = new Date(now);
  const months = d.getUTCFullYear() * 12 + d.getUTCMonth() - PERFORMANCE_RANGE_MONTHS[range];
  const year = Math.floor(months / 12);
  const month = months - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const start = new Date(now);
  start.setUTCFullYear(year, month, Math.min(d.getUTCDate(), lastDay));
  return start.getTime();
}
