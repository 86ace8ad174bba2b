// Simulated prices are exact: whole multiples of each exchange's tick, held as integer
// price units (10^-priceDecimals of the currency) and written as decimal strings. zod-free.
import { EXCHANGES, type ExchangeId } from './exchanges';

/** A price band: prices below `below` units (exclusive) move by `tick` units. */
interface TickBand {
  readonly below: number;
  readonly tick: number;
}

// Tick tables modelled on each exchange's (simplified: no liquidity bands). Every band boundary
// is a multiple of the ticks on both of its sides, so rounding never leaves a band's grid.
const TICK_TABLES: Readonly<Record<ExchangeId, readonly TickBand[]>> = {
  // US: $0.01 from $1, $0.0001 below (Reg NMS rule 612)
  NYSE: [
    { below: 10_000, tick: 1 },
    { below: Infinity, tick: 100 },
  ],
  NASDAQ: [
    { below: 10_000, tick: 1 },
    { below: Infinity, tick: 100 },
  ],
  // NSE price-banded ticks (2025)
  NSE: [
    { below: 25_000, tick: 1 },
    { below: 100_000, tick: 5 },
    { below: 500_000, tick: 10 },
    { below: 1_000_000, tick: 50 },
    { below: 2_000_000, tick: 100 },
    { below: Infinity, tick: 500 },
  ],
  WSE: [
    { below: 1_000, tick: 1 },
    { below: 50_000, tick: 10 },
    { below: 100_000, tick: 20 },
    { below: 500_000, tick: 50 },
    { below: 1_000_000, tick: 100 },
    { below: 5_000_000, tick: 500 },
    { below: Infinity, tick: 5_000 },
  ],
  SSE: [{ below: Infinity, tick: 1 }],
  SZSE: [{ below: Infinity, tick: 1 }],
  BME: [
    { below: 10_000, tick: 1 },
    { below: 20_000, tick: 5 },
    { below: 100_000, tick: 10 },
    { below: 500_000, tick: 50 },
    { below: Infinity, tick: 100 },
  ],
  // Borsa Istanbul's equity tick table
  BIST: [
    { below: 2_000, tick: 1 },
    { below: 5_000, tick: 2 },
    { below: 10_000, tick: 5 },
    { below: 25_000, tick: 10 },
    { below: 50_000, tick: 25 },
    { below: 100_000, tick: 50 },
    { below: 250_000, tick: 100 },
    { below: Infinity, tick: 250 },
  ],
};

/** The tick, in price units, of a price of `units` price units on `exchange`. */
export function tickUnits(exchange: ExchangeId, units: number): number {
  const table = TICK_TABLES[exchange];
  for (const band of table) if (units < band.below) return band.tick;
  /* v8 ignore next: the last band is unbounded */
  return table[table.length - 1]?.tick ?? 1;
}

/** The smallest price on `exchange`, in price units (one tick of its lowest band). */
export const minPriceUnits = (exchange: ExchangeId): number => TICK_TABLES[exchange][0]?.tick ?? 1;

const SCALES: Readonly<Record<ExchangeId, number>> = Object.fromEntries(
  Object.values(EXCHANGES).map((e) => [e.id, 10 ** e.priceDecimals]),
) as Record<ExchangeId, number>;

/**
 * Rounds a price (in currency, a float from the simulator) to the nearest tick of `exchange`, in
 * integer price units; never below one tick (so never zero or negative), and never NaN: a
 * non-finite input gives the smallest price. Monotone: a <= b implies round(a) <= round(b).
 */
export function roundPriceUnits(exchange: ExchangeId, price: number): number {
  const scaled = price * SCALES[exchange];
  const smallest = minPriceUnits(exchange);
  if (!(scaled < Infinity) || !(scaled > 0)) return smallest;
  const tick = tickUnits(exchange, scaled);
  return Math.max(smallest, Math.round(scaled / tick) * tick);
}

/**
 * Writes price units (or a difference of them) as a decimal string: all significant decimals,
 * at least two (`12345000` on NYSE is "1234.50", `500` is "0.05", `1` is "0.0001").
 */
export function priceUnitsToDecimal(exchange: ExchangeId, units: number): string {
  const decimals = EXCHANGES[exchange].priceDecimals;
  const sign = units < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(units))).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  let fraction = digits.slice(digits.length - decimals);
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${sign}${whole}.${fraction}`;
}

/**
 * Reads a decimal string as price units of `exchange`, exactly; undefined when it is not a
 * decimal or has more decimals than the exchange's smallest tick.
 */
export function decimalToPriceUnits(exchange: ExchangeId, value: string): number | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return undefined;
  const decimals = EXCHANGES[exchange].priceDecimals;
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return undefined;
  const units = Number(`${match[2]}${fraction.padEnd(decimals, '0')}`);
  return match[1] === '-' ? -units : units;
}

/**
 * The change from `from` to `to` (price units, `from` > 0) in percent, rounded half away from
 * zero to two decimals, as a decimal string ("1.25", "-0.40", "0.00").
 */
export function changePercent(from: number, to: number): string {
  const basisPoints = Math.round((Math.abs(to - from) * 10_000) / from);
  const sign = to < from && basisPoints > 0 ? '-' : '';
  const digits = String(basisPoints).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
