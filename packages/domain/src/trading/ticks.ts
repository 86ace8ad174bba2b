// An order's limit and stop prices sit on the exchange's tick grid: the tick tables of
// market/priceUnits.ts, the ones the simulated prices move on. zod-free.
import { EXCHANGES, type ExchangeId } from '../market/exchanges';
import { priceUnitsToDecimal, tickUnits } from '../market/priceUnits';
import { roundDecimal, toDecimal } from '../money';
import { fail, ok, type RuleParams, type RuleResult } from '../result';

/** Codes of the price rules (namespace `validation`). */
export const tickCodes = ['price_invalid', 'price_off_tick'] as const;
export type TickCode = (typeof tickCodes)[number];

/** A price as typed: digits with an optional fraction. */
const PRICE_INPUT = /^\d+(\.\d+)?$/;

/**
 * A price is a decimal above zero on the tick grid of `exchange` at that price (ticks widen
 * with the price: NYSE $0.0001 below $1, $0.01 above). Off the grid, 'price_off_tick' names
 * the tick and the nearest prices on each side ({tick, lower, upper}; no {lower} below the
 * smallest tick), as decimal strings for the UI to format and offer.
 */
export function checkPriceTick(exchange: ExchangeId, price: string): RuleResult<TickCode> {
  const text = price.trim();
  if (!PRICE_INPUT.test(text)) return fail('price_invalid');
  const units = toDecimal(text.replace(/^0+(?=\d)/, '')).times(
    toDecimal('10').pow(EXCHANGES[exchange].priceDecimals),
  );
  const whole = roundDecimal(units, 0, 'down');
  if (!units.gt('0') || whole.gt(String(Number.MAX_SAFE_INTEGER))) return fail('price_invalid');
  const n = Number(whole.toFixed());
  const tick = tickUnits(exchange, n);
  const lower = Math.floor(n / tick) * tick;
  if (units.eq(String(lower))) return ok();
  // every band boundary is on the grid of both bands, so one tick up stays on the grid
  const params: RuleParams = { tick: priceUnitsToDecimal(exchange, tick) };
  if (lower > 0) params.lower = priceUnitsToDecimal(exchange, lower);
  params.upper = priceUnitsToDecimal(exchange, lower + tick);
  return fail('price_off_tick', params);
}
