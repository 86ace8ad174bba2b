import { PRICE_PREMIUM_LEVELS } from './constants';
import { isDecimalString } from './decimal';
import { Money } from './money';

/**
 * spec 3, Price premium versus offer: how far a product's market price stands above (or below)
 * its offer price, in five levels. The spec leaves the thresholds open: PRICE_PREMIUM_LEVELS.
 * Labels: `@invest/i18n`, namespace `rules`, keys `premium.<level>`.
 */

/** spec 3: the levels, highest premium first. */
export const pricePremiumLevels = ['strong', 'decent', 'slight', 'below', 'mild_discount'] as const;
export type PricePremiumLevel = (typeof pricePremiumLevels)[number];

/**
 * Both prices are in the product's one currency, which the level does not depend on: the
 * arithmetic runs in ISO 4217 'XXX' (no currency).
 */
const NO_CURRENCY = 'XXX';

/**
 * Whether the premium (market - offer) / offer is at least `percent` %, exactly and without a
 * division: market × 100 >= offer × (100 + percent), offer being positive.
 */
function premiumAtLeast(market: Money, offer: Money, percent: number): boolean {
  return market.mul('100').gte(offer.mul(String(100 + percent)));
}

/**
 * spec 3: the premium level of a market price against an offer price (wire decimal strings),
 * checked from the top of PRICE_PREMIUM_LEVELS: strong from +20 %, decent from +10 %, slight
 * from 0 % (equal prices), below from -5 %, a mild discount under that. Exact decimal
 * arithmetic, never floats. Null when a price is not a decimal string or not positive (an offer
 * price of 0 has no premium; a market price of 0 is no quote).
 */
export function premiumLevel(marketPrice: string, offerPrice: string): PricePremiumLevel | null {
  if (!isDecimalString(marketPrice) || !isDecimalString(offerPrice)) return null;
  const market = Money.of(marketPrice, NO_CURRENCY);
  const offer = Money.of(offerPrice, NO_CURRENCY);
  if (!market.isPositive() || !offer.isPositive()) return null;
  const levels = PRICE_PREMIUM_LEVELS;
  if (premiumAtLeast(market, offer, levels.strong)) return 'strong';
  if (premiumAtLeast(market, offer, levels.decent)) return 'decent';
  if (premiumAtLeast(market, offer, levels.slight)) return 'slight';
  if (premiumAtLeast(market, offer, levels.below)) return 'below';
  return 'mild_discount';
}
