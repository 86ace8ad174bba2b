// The portfolio's figures of a product holding (spec 1: products in /portfolio beside stocks):
// the cost of units redeemed (average cost), the realised P&L of a holding's redemptions and
// paid returns, and today's change from the NAV's day (funds, quant) or the accrual's day
// (savings, earn). A figure that cannot be known is null, never a zero that is not real.
// zod-free, pure: the rows come in.
import { roundDecimal, toDecimal } from '../money';
import { valueOf } from './nav';
import type { UtcDay } from './accrual';

/**
 * The cost of `units` redeemed out of a holding of `held` units that cost `cost` in all, at the
 * holding's average cost: cost × units ÷ held rounded down to the minor unit, and the whole
 * remaining cost for the last units, so a holding's redemptions take back exactly its cost.
 */
export function redeemedCost(cost: string, units: string, held: string, dp: number): string {
  const h = toDecimal(held);
  if (h.lte('0')) throw new RangeError('a holding redeemed holds units');
  const u = toDecimal(units);
  if (u.gte(h)) return toDecimal(cost).toFixed(dp);
  return roundDecimal(toDecimal(cost).times(u).div(h), dp, 'down').toFixed(dp);
}

/** What a holding's realised P&L is made of (its rows: the subscription, the redemptions). */
export interface RealisedInput {
  /** What the holding's units cost when subscribed. */
  subscribed: string;
  /** The cost of the units still held (the subscribed cost less the cost redeemed). */
  remainingCost: string;
  /** The proceeds of its redemptions (and of its maturity), paid to the client's cash. */
  proceeds: string;
  /** The daily returns paid to the client's cash (savings, earn). */
  accrued: string;
}

/**
 * The realised P&L of a holding: the proceeds of the units redeemed less their cost (the cost
 * gone from the holding), plus the returns paid out: income already in the client's cash.
 */
export function holdingRealised(input: RealisedInput, dp: number): string {
  const costRedeemed = toDecimal(input.subscribed).minus(toDecimal(input.remainingCost));
  return toDecimal(input.proceeds)
    .minus(costRedeemed)
    .plus(toDecimal(input.accrued))
    .round(dp, 0)
    .toFixed(dp);
}

/** What the day's change of a NAV holding (fund, quant) is figured from. */
export interface NavDayInput {
  units: string;
  /** The cost of the units held. */
  cost: string;
  /** The latest NAV and its day; null day: never priced. */
  nav: string;
  navDay: UtcDay | null;
  /** The NAV of the priced day before `navDay`; null when there is none. */
  previousNav: string | null;
  /** The day the holding was opened. */
  openedDay: UtcDay;
}

/**
 * The change of a NAV holding on its NAV's day: the units' value at the day's NAV less their
 * value at the previous day's NAV (each rounded down as a redemption would pay it). A holding
 * opened on the NAV's day or after was bought at that day's price: its change is from its cost.
 * Null when it cannot be known: no NAV yet, or no previous NAV to measure against.
 */
export function navDayChange(input: NavDayInput, dp: number): string | null {
  if (input.navDay === null) return null;
  const value = toDecimal(valueOf(input.units, input.nav, dp));
  if (input.openedDay >= input.navDay) return value.minus(toDecimal(input.cost)).toFixed(dp);
  if (input.previousNav === null) return null;
  return value.minus(toDecimal(valueOf(input.units, input.previousNav, dp))).toFixed(dp);
}

/** What the day's change of an accrual holding (savings, earn) is figured from. */
export interface AccrualDayChangeInput {
  /** The last day paid; null: none yet. */
  accruedThrough: UtcDay | null;
  /** What that day paid; null when it was paid before the amount was kept. */
  lastAccrual: string | null;
}

/**
 * The change of a savings or earn holding on its accrual's day: what its latest paid day earned
 * (the unit price stays 1: the return is the change). Nothing paid yet: zero, truly (its first
 * day has not ended). A day paid before its amount was kept: null (not known).
 */
export function accrualDayChange(input: AccrualDayChangeInput, dp: number): string | null {
  if (input.accruedThrough === null) return toDecimal('0').toFixed(dp);
  if (input.lastAccrual === null) return null;
  return toDecimal(input.lastAccrual).toFixed(dp);
}

/** The sum of figures of one currency; null when any is null (a part unknown is no total). */
export function sumKnown(values: readonly (string | null)[], dp: number): string | null {
  let sum = toDecimal('0');
  for (const v of values) {
    if (v === null) return null;
    sum = sum.plus(toDecimal(v));
  }
  return sum.toFixed(dp);
}
