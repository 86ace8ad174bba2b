// The daily net asset value of funds and quant strategies (spec 1): a deterministic walk seeded
// by the product and the day, so every process, and a re-run after downtime, prices a day alike.
// zod-free, pure.
import { roundDecimal, toDecimal } from '../money';

/** NAVs are quoted to 4 decimals, the usual precision of a fund's unit price. */
export const NAV_DECIMALS = 4;
/** Units of a NAV product are kept to 4 decimals. */
export const UNIT_DECIMALS = 4;

/** FNV-1a of a string, 32 bits: a stable seed, the same on every runtime. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The day's move in basis points for a product of risk level 1-5: a small upward drift (1 bp a
 * day: about 3.7% a year) and a spread that widens with the risk level (±5 bp a day at level 1 to
 * ±125 bp at level 5), drawn from the hash of the product id and the day. An integer, so the move
 * is exact.
 */
export function navMoveBasisPoints(productId: string, day: string, riskLevel: number): number {
  const spread = [5, 20, 45, 80, 125][Math.min(Math.max(riskLevel, 1), 5) - 1] as number;
  // 0 .. 2·spread, from the seed: the draw is uniform over the whole range
  const draw = fnv1a(`${productId}:${day}`) % (2 * spread + 1);
  return 1 + draw - spread;
}

/**
 * The NAV of `day` from the previous day's: previous × (1 + move / 10 000), rounded half-even to
 * NAV_DECIMALS, never below 0.0001 (a unit keeps a price).
 */
export function nextNav(
  previous: string,
  productId: string,
  day: string,
  riskLevel: number,
): string {
  const move = navMoveBasisPoints(productId, day, riskLevel);
  const next = roundDecimal(
    toDecimal(previous)
      .times(toDecimal(String(10_000 + move)))
      .times('0.0001'),
    NAV_DECIMALS,
    'half_even',
  );
  return next.lt('0.0001') ? '0.0001' : next.toFixed(NAV_DECIMALS);
}

/**
 * The units an amount buys at a price: amount ÷ price rounded **down** to UNIT_DECIMALS, so a
 * client is never given a fraction of a unit the amount did not pay for.
 */
export function unitsFor(amount: string, price: string): string {
  const p = toDecimal(price);
  if (p.lte('0')) throw new RangeError('a unit price is above zero');
  return roundDecimal(toDecimal(amount).div(p), UNIT_DECIMALS, 'down').toFixed(UNIT_DECIMALS);
}

/**
 * What units are worth at a price, in a currency of `dp` minor digits: units × price rounded
 * **down**, so a redemption never pays a fraction the units are not worth.
 */
export function valueOf(units: string, price: string, dp: number): string {
  return roundDecimal(toDecimal(units).times(toDecimal(price)), dp, 'down').toFixed(dp);
}
