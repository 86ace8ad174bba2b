import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Position } from '../entities/trading';
import { Money, toDecimal } from '../money';
import { applyBuy, applySell, averageCost, emptyPosition, valuePosition } from './position';

const start = emptyPosition('USD');

describe('positions at average cost', () => {
  it('a buy adds its quantity and what it cost, fees included', () => {
    const p = applyBuy(start, { quantity: '10', gross: '1000.00', fees: '1.00' });
    expect(p).toEqual({ currency: 'USD', quantity: '10', cost: '1001.00', realised: '0.00' });
  });

  it('a sell releases the average cost of what it sells and realises the rest', () => {
    let p: Position = applyBuy(start, { quantity: '10', gross: '1000.00', fees: '1.00' });
    p = applyBuy(p, { quantity: '10', gross: '1100.00', fees: '1.00' });
    expect(averageCost(p)).toBe('105.1');
    const sold = applySell(p, { quantity: '5', gross: '600.00', fees: '1.00' });
    expect(sold).toEqual({
      ok: true,
      position: { currency: 'USD', quantity: '15', cost: '1576.50', realised: '73.50' },
      cost_of_sold: '525.50',
      realised_pnl: '73.50',
    });
    if (!sold.ok) return;
    const rest = applySell(sold.position, { quantity: '15', gross: '1500.00', fees: '2.00' });
    expect(rest).toEqual({
      ok: true,
      position: { currency: 'USD', quantity: '0', cost: '0.00', realised: '-5.00' },
      cost_of_sold: '1576.50',
      realised_pnl: '-78.50',
    });
    expect(averageCost(rest.ok ? rest.position : start)).toBeNull();
  });

  it('refuses to sell more than is held', () => {
    const p = applyBuy(start, { quantity: '1.5', gross: '150.00', fees: '0' });
    expect(applySell(p, { quantity: '1.500001', gross: '150.00', fees: '0' })).toEqual({
      ok: false,
      code: 'quantity_exceeds_holding',
      params: { available: '1.5' },
    });
  });

  it('values a holding at a price, after the estimated selling tax and fees (spec 3 est_pnl)', () => {
    const p = applyBuy(start, { quantity: '10', gross: '1000.00', fees: '1.00' });
    expect(valuePosition(p, { price: '120.00', estSellFees: '1.50' })).toEqual({
      market_value: '1200.00',
      est_sell_fees: '1.50',
      est_pnl: '197.50',
    });
  });
});

describe('position properties', () => {
  type Step = { buy: boolean; quantity: string; price: string; fees: string; part: number };
  const quantity = fc
    .tuple(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 999_999 }))
    .map(([whole, micro]) => `${whole}.${String(micro).padStart(6, '0')}`);
  const price = fc.integer({ min: 1, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
  const fees = fc.integer({ min: 0, max: 5_000 }).map((c) => (c / 100).toFixed(2));
  const steps = fc.array(
    fc.record({
      buy: fc.boolean(),
      quantity,
      price,
      fees,
      part: fc.integer({ min: 1, max: 100 }),
    }),
    { minLength: 1, maxLength: 40 },
  );

  it('the cost basis never goes negative; cost released + remaining cost = total paid; realised = net proceeds - cost released', () => {
    fc.assert(
      fc.property(steps, (plan: Step[]) => {
        let p = emptyPosition('USD');
        let paid = Money.zero('USD');
        let released = Money.zero('USD');
        let proceeds = Money.zero('USD');
        for (const step of plan) {
          if (step.buy || toDecimal(p.quantity).eq('0')) {
            const gross = Money.of(step.price, 'USD').mul(step.quantity).round();
            p = applyBuy(p, { quantity: step.quantity, gross: gross.toString(), fees: step.fees });
            paid = paid.add(gross).add(Money.of(step.fees, 'USD'));
          } else {
            // sell a part (1-100 %) of the holding, rounded down to the micro-share
            const q = toDecimal(p.quantity).times(String(step.part)).div('100').round(6, 0);
            if (q.eq('0')) continue;
            const gross = Money.of(step.price, 'USD').mul(q.toFixed()).round();
            const sold = applySell(p, {
              quantity: q.toFixed(),
              gross: gross.toString(),
              fees: step.fees,
            });
            expect(sold.ok).toBe(true);
            if (!sold.ok) return;
            p = sold.position;
            released = released.add(Money.of(sold.cost_of_sold, 'USD'));
            proceeds = proceeds.add(gross).sub(Money.of(step.fees, 'USD'));
          }
          const cost = Money.of(p.cost, 'USD');
          expect(cost.isNegative()).toBe(false);
          expect(released.add(cost).eq(paid)).toBe(true);
          expect(Money.of(p.realised, 'USD').eq(proceeds.sub(released))).toBe(true);
          if (toDecimal(p.quantity).eq('0')) expect(cost.isZero()).toBe(true);
        }
      }),
    );
  });
});
