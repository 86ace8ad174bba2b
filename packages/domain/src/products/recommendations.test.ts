import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCatalogueEligibility } from './eligibility';
import {
  recommendProducts,
  STARTING_RISK_LEVEL,
  type RecommendableProduct,
  type RecommendationClient,
} from './recommendations';

const product = fc.record({
  id: fc.uuid(),
  type: fc.constantFrom('fund', 'quant', 'savings', 'earn'),
  market: fc.constantFrom('US', 'IN', 'PL', 'DE'),
  risk_level: fc.integer({ min: 1, max: 5 }),
  annual_return: fc.integer({ min: -500, max: 2000 }).map((n) => (n / 100).toFixed(2)),
  min_vip: fc.integer({ min: 0, max: 5 }),
  min_score: fc.constantFrom(0, 0, 500, 700),
  state: fc.constantFrom('open', 'open', 'closed') as fc.Arbitrary<'open' | 'closed'>,
});
const catalogue = fc.uniqueArray(product, { maxLength: 40, selector: (p) => p.id });

const clientOf = (
  cat: RecommendableProduct[],
  vip: number,
  heldIdx: number[],
  markets: string[],
): RecommendationClient => ({
  perms: { user: { vip, score: 650 }, products: {} },
  markets,
  holdings: heldIdx
    .filter((i) => i < cat.length)
    .map((i) => cat[i] as RecommendableProduct)
    .map((p) => ({ product_id: p.id, type: p.type, risk_level: p.risk_level })),
});

const arbitraryCase = fc.tuple(
  catalogue,
  fc.integer({ min: 0, max: 5 }),
  fc.array(fc.nat(39), { maxLength: 5 }),
  fc.subarray(['US', 'IN', 'PL', 'DE']),
  fc.integer({ min: 0, max: 10 }),
);

describe('recommendProducts (the documented rule)', () => {
  it('recommends only open, eligible products the client does not hold, within one risk level of what they hold', () => {
    fc.assert(
      fc.property(arbitraryCase, ([cat, vip, held, markets, count]) => {
        const client = clientOf(cat, vip, held, markets);
        const reference =
          client.holdings.length === 0
            ? STARTING_RISK_LEVEL
            : Math.max(...client.holdings.map((h) => h.risk_level));
        const list = recommendProducts(cat, client, count);
        expect(list.length).toBeLessThanOrEqual(count);
        for (const p of list) {
          expect(p.state).toBe('open');
          expect(client.holdings.some((h) => h.product_id === p.id)).toBe(false);
          expect(p.risk_level).toBeLessThanOrEqual(reference + 1);
          expect(checkCatalogueEligibility(client.perms, p).ok).toBe(true);
        }
      }),
    );
  });

  it('does not depend on the order of the catalogue, and is a prefix of a longer list', () => {
    fc.assert(
      fc.property(arbitraryCase, fc.nat(), ([cat, vip, held, markets, count], seed) => {
        const client = clientOf(cat, vip, held, markets);
        const shuffled = [...cat].sort(
          (a, b) =>
            ((a.id.charCodeAt(seed % 8) ^ seed) & 7) - ((b.id.charCodeAt(seed % 8) ^ seed) & 7),
        );
        const ids = (l: RecommendableProduct[]) => l.map((p) => p.id);
        expect(ids(recommendProducts(shuffled, client, count))).toEqual(
          ids(recommendProducts(cat, client, count)),
        );
        expect(ids(recommendProducts(cat, client, count + 3)).slice(0, count)).toEqual(
          ids(recommendProducts(cat, client, count)),
        );
      }),
    );
  });

  it("puts a product of the client's market before an equal one elsewhere", () => {
    const base = {
      type: 'savings',
      risk_level: 2,
      annual_return: '3.00',
      min_vip: 0,
      min_score: 0,
      state: 'open' as const,
    };
    const list = recommendProducts(
      [
        { ...base, id: 'a', market: 'US', annual_return: '9.00' },
        { ...base, id: 'b', market: 'PL' },
      ],
      { perms: { user: { vip: 0, score: 0 }, products: {} }, markets: ['PL'], holdings: [] },
    );
    expect(list.map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('never jumps a client with nothing held past risk level 3', () => {
    const list = recommendProducts(
      [4, 5, 3, 1].map((risk) => ({
        id: `r${risk}`,
        type: 'fund',
        market: 'US',
        risk_level: risk,
        annual_return: '5',
        min_vip: 0,
        min_score: 0,
        state: 'open' as const,
      })),
      { perms: { user: { vip: 0, score: 0 }, products: {} }, markets: ['US'], holdings: [] },
    );
    expect(list.map((p) => p.id).sort()).toEqual(['r1', 'r3']);
  });
});
