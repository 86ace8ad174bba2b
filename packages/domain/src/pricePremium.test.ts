import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal } from './money';
import { premiumLevel, pricePremiumLevels } from './pricePremium';

/** A positive wire decimal from whole cents ('0.01' upwards). */
const cents = (n: bigint): string => {
  const digits = n.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};
const priceArb = fc.bigInt({ min: 1n, max: 10n ** 12n }).map(cents);

describe('premiumLevel (spec 3, levels in PRICE_PREMIUM_LEVELS)', () => {
  it.each([
    ['130', '100', 'strong'],
    ['120', '100', 'strong'],
    ['119.99', '100', 'decent'],
    ['110', '100', 'decent'],
    ['109.999999', '100', 'slight'],
    ['100', '100', 'slight'],
    ['99.99', '100', 'below'],
    ['95', '100', 'below'],
    ['94.99', '100', 'mild_discount'],
    ['50', '100', 'mild_discount'],
    ['0.0001', '100', 'mild_discount'],
  ] as const)('market %s against offer %s is %s', (market, offer, level) => {
    expect(premiumLevel(market, offer)).toBe(level);
  });

  it('is exact where floats are not (0.1 + 0.2 style cases)', () => {
    // 0.36 / 0.3 = 1.2 exactly: +20 %, strong (in floats 0.36 / 0.3 - 1 < 0.2)
    expect(0.36 / 0.3 - 1 >= 0.2).toBe(false);
    expect(premiumLevel('0.36', '0.3')).toBe('strong');
    // 3.3 / 3 = 1.1 exactly: +10 %, decent
    expect(premiumLevel('3.3', '3')).toBe('decent');
    // long fractions keep every digit
    expect(premiumLevel('1.200000000000000000000001', '1')).toBe('strong');
    expect(premiumLevel('1.199999999999999999999999', '1')).toBe('decent');
  });

  it('has no level for an offer price of 0, a non-positive price or a malformed one', () => {
    expect(premiumLevel('100', '0')).toBeNull();
    expect(premiumLevel('100', '0.00')).toBeNull();
    expect(premiumLevel('100', '-5')).toBeNull();
    expect(premiumLevel('0', '100')).toBeNull();
    expect(premiumLevel('-1', '100')).toBeNull();
    expect(premiumLevel('1e3', '100')).toBeNull();
    expect(premiumLevel('100', 'abc')).toBeNull();
    expect(premiumLevel('', '')).toBeNull();
  });

  it('never gives a lower level to a higher market price (property)', () => {
    fc.assert(
      fc.property(priceArb, priceArb, priceArb, (a, b, offer) => {
        const [low, high] = compareDecimal(a, b) <= 0 ? [a, b] : [b, a];
        const rank = (market: string) =>
          pricePremiumLevels.findIndex((l) => l === premiumLevel(market, offer));
        expect(rank(low)).toBeGreaterThanOrEqual(0);
        expect(rank(high)).toBeLessThanOrEqual(rank(low));
      }),
    );
  });

  it('matches the premium computed exactly in integers (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (m, o) => {
          // premium % >= t  <=>  100 m >= (100 + t) o, both in cents
          const at = (t: bigint) => 100n * m >= (100n + t) * o;
          const expected = at(20n)
            ? 'strong'
            : at(10n)
              ? 'decent'
              : at(0n)
                ? 'slight'
                : at(-5n)
                  ? 'below'
                  : 'mild_discount';
          expect(premiumLevel(cents(m), cents(o))).toBe(expected);
        },
      ),
    );
  });
});
