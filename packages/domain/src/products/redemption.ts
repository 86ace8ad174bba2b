// The redemption of part of a product holding (spec 5: a form's rule in the domain, run by the
// view before the review; the server applies the same limits to `units`). zod-free, pure.
import { minorUnits, toDecimal } from '../money';
import { UNIT_DECIMALS, unitsFor, valueOf } from './nav';

/** How the client says what to redeem: everything, a number of units, or an amount of cash. */
export type RedemptionMode = 'all' | 'units' | 'amount';

export const REDEMPTION_CODES = [
  'units_required',
  'invalid_units',
  'units_exceed_holding',
  'amount_required',
  'invalid_amount',
  'amount_exceeds_holding',
  'amount_below_one_unit',
] as const;
export type RedemptionCode = (typeof REDEMPTION_CODES)[number];

export interface RedemptionInput {
  mode: RedemptionMode;
  /** What the client typed: units (mode `units`) or cash (mode `amount`); ignored for `all`. */
  value: string;
  /** The holding: its units, the day's unit price and its currency. */
  held: string;
  price: string;
  currency: string;
}

export type RedemptionCheck =
  | {
      ok: true;
      /** The units to sell (the request's `units`); all of them for `all`. */
      units: string;
      /** What they pay at the day's price (rounded down, as the server pays). */
      proceeds: string;
      /** The units that stay held. */
      left: string;
    }
  | { ok: false; code: RedemptionCode; params?: Record<string, string> };

const UNITS = new RegExp(`^(0|[1-9]\\d*)(\\.\\d{1,${UNIT_DECIMALS}})?$`);

/**
 * What a redemption sells: units above zero, to the unit precision, at most those held; an
 * amount in the currency's minor units, at most what the holding is worth, sold as the units it
 * buys back at the day's price rounded down (so the client never gets more than asked), at least
 * the smallest unit.
 */
export function checkRedemption(input: RedemptionInput): RedemptionCheck {
  const dp = minorUnits(input.currency);
  const held = toDecimal(input.held);
  const worth = valueOf(input.held, input.price, dp);
  const done = (units: string): RedemptionCheck => ({
    ok: true,
    units,
    proceeds: valueOf(units, input.price, dp),
    left: held.minus(toDecimal(units)).toFixed(),
  });
  const value = input.value.trim();
  if (input.mode === 'all') return done(held.toFixed());
  if (input.mode === 'units') {
    if (value === '') return { ok: false, code: 'units_required' };
    if (!UNITS.test(value) || toDecimal(value).lte('0'))
      return { ok: false, code: 'invalid_units' };
    if (toDecimal(value).gt(held)) {
      return { ok: false, code: 'units_exceed_holding', params: { max: held.toFixed() } };
    }
    return done(toDecimal(value).toFixed());
  }
  if (value === '') return { ok: false, code: 'amount_required' };
  const money = new RegExp(`^(0|[1-9]\\d*)(\\.\\d{1,${dp}})?$`);
  if (dp === 0 ? !/^(0|[1-9]\d*)$/.test(value) : !money.test(value)) {
    return { ok: false, code: 'invalid_amount' };
  }
  if (toDecimal(value).lte('0')) return { ok: false, code: 'invalid_amount' };
  if (toDecimal(value).gt(toDecimal(worth))) {
    return { ok: false, code: 'amount_exceeds_holding', params: { max: worth } };
  }
  // the amount of the whole holding sells all of it (no dust of a unit left behind)
  if (toDecimal(value).eq(toDecimal(worth))) return done(held.toFixed());
  const units = unitsFor(value, input.price);
  if (toDecimal(units).lte('0')) return { ok: false, code: 'amount_below_one_unit' };
  return done(toDecimal(units).toFixed());
}
