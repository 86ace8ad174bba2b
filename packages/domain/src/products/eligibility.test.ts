import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCatalogueEligibility, checkSubscriptionMinimums } from './eligibility';

const level = fc.integer({ min: 0, max: 10 });
const score = fc.integer({ min: 0, max: 1000 });

describe('checkCatalogueEligibility (spec 6: products have their own minimum vip/score)', () => {
  it('admits exactly the clients at or above both minimums (the stricter of the product and the payload)', () => {
    fc.assert(
      fc.property(
        level,
        score,
        level,
        score,
        fc.option(level, { nil: undefined }),
        (vip, sc, minVip, minScore, payloadVip) => {
          const products: Record<string, { vip: number }> =
            payloadVip === undefined ? {} : { p1: { vip: payloadVip } };
          const result = checkCatalogueEligibility(
            { user: { vip, score: sc }, products },
            { id: 'p1', min_vip: minVip, min_score: minScore },
          );
          const requiredVip = Math.max(minVip, payloadVip ?? 0);
          expect(result.ok).toBe(vip >= requiredVip && sc >= minScore);
        },
      ),
    );
  });

  it("refuses with spec 6's code; VIP first, with the required level and the client's own (spec 5)", () => {
    fc.assert(
      fc.property(
        level,
        score,
        fc.integer({ min: 1, max: 10 }),
        score,
        (vip, sc, above, minScore) => {
          const minVip = vip + above;
          const result = checkCatalogueEligibility(
            { user: { vip, score: sc }, products: {} },
            { id: 'p', min_vip: minVip, min_score: minScore },
          );
          expect(result).toEqual({
            ok: false,
            code: 'not_eligible',
            params: { reason: 'vip', required: minVip, level: vip },
          });
        },
      ),
    );
  });

  it("refuses a score below the minimum with the required score and the client's own", () => {
    expect(
      checkCatalogueEligibility(
        { user: { vip: 3, score: 500 }, products: {} },
        { id: 'p', min_vip: 1, min_score: 600 },
      ),
    ).toEqual({
      ok: false,
      code: 'not_eligible',
      params: { reason: 'score', required: 600, score: 500 },
    });
  });

  it("never reads a product requirement from the prototype ('constructor', '__proto__')", () => {
    const result = checkCatalogueEligibility(
      { user: { vip: 0, score: 0 }, products: {} },
      { id: 'constructor', min_vip: 0, min_score: 0 },
    );
    expect(result.ok).toBe(true);
  });
});

describe('checkSubscriptionMinimums (spec 5)', () => {
  const product = {
    min_investment: '100.00',
    min_quantity: '10',
    pac_code_required: false,
    currency: 'USD',
  };

  it('asks for the PAC code first when the product requires one', () => {
    expect(
      checkSubscriptionMinimums(
        { ...product, pac_code_required: true },
        { amount: '1', units: '0', pacCode: '  ' },
      ),
    ).toEqual({ ok: false, code: 'pac_code_required' });
  });

  it('refuses below the minimum investment, then below the minimum quantity', () => {
    expect(checkSubscriptionMinimums(product, { amount: '99.99', units: '100' })).toEqual({
      ok: false,
      code: 'amount_below_minimum_investment',
      params: { min: '100.00', currency: 'USD' },
    });
    expect(checkSubscriptionMinimums(product, { amount: '100.00', units: '9.9999' })).toEqual({
      ok: false,
      code: 'quantity_below_minimum',
      params: { min: '10' },
    });
    expect(checkSubscriptionMinimums(product, { amount: '100.00', units: '10.0000' }).ok).toBe(
      true,
    );
  });

  it('refuses an amount that buys no unit at all, whatever the minimums', () => {
    expect(
      checkSubscriptionMinimums(
        { ...product, min_investment: '0', min_quantity: '0' },
        { amount: '0.00', units: '0.0000' },
      ).ok,
    ).toBe(false);
  });
});
