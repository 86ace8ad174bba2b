import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal, sumDecimals, toDecimal } from '../money';
import { accrualDayChange, holdingRealised, navDayChange, redeemedCost, sumKnown } from './figures';
import { unitsFor, valueOf } from './nav';

const amount = fc.integer({ min: 100, max: 100_000_000 }).map((c) => (c / 100).toFixed(2));
const nav = fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4));

/** Redeems a holding in `parts` (fractions of what is left), the last part all of it. */
function redeemAll(cost: string, units: string, price: string, parts: readonly number[]) {
  let held = toDecimal(units);
  let left = toDecimal(cost);
  const costs: string[] = [];
  const proceeds: string[] = [];
  for (const [i, f] of parts.entries()) {
    const last = i === parts.length - 1;
    const take = last ? held : held.times(String(f)).round(4, 0);
    if (take.lte('0')) continue;
    const c = redeemedCost(left.toFixed(2), take.toFixed(), held.toFixed(), 2);
    expect(compareDecimal(c, left.toFixed(2))).toBeLessThanOrEqual(0);
    costs.push(c);
    proceeds.push(valueOf(take.toFixed(), price, 2));
    held = held.minus(take);
    left = left.minus(toDecimal(c));
  }
  return { costs, proceeds, left: left.toFixed(2) };
}

describe('redeemedCost and holdingRealised (average cost)', () => {
  it("redemptions take back exactly the holding's cost, and realised is proceeds less it", () => {
    fc.assert(
      fc.property(
        amount,
        nav,
        nav,
        fc.array(fc.double({ min: 0.01, max: 0.99, noNaN: true }), { maxLength: 6 }),
        (paid, buy, sell, fractions) => {
          const units = unitsFor(paid, buy);
          fc.pre(toDecimal(units).gt('0'));
          const { costs, proceeds, left } = redeemAll(paid, units, sell, [...fractions, 1]);
          expect(left).toBe('0.00');
          expect(sumDecimals(costs)).toBe(toDecimal(paid).toFixed(2));
          const realised = holdingRealised(
            {
              subscribed: paid,
              remainingCost: left,
              proceeds: sumDecimals(proceeds),
              accrued: '0',
            },
            2,
          );
          expect(realised).toBe(toDecimal(sumDecimals(proceeds)).minus(toDecimal(paid)).toFixed(2));
        },
      ),
    );
  });

  it('counts a part redeemed at its average cost and the returns paid', () => {
    // 100 units cost 1,000.00; 40 sold at 11.5 for 460.00 took 400.00 of the cost
    expect(redeemedCost('1000.00', '40', '100', 2)).toBe('400.00');
    expect(
      holdingRealised(
        { subscribed: '1000.00', remainingCost: '600.00', proceeds: '460.00', accrued: '1.25' },
        2,
      ),
    ).toBe('61.25');
    // a third of 100.00 is 33.33 (down); the last units take what is left
    expect(redeemedCost('100.00', '1', '3', 2)).toBe('33.33');
    expect(redeemedCost('66.67', '2', '2', 2)).toBe('66.67');
  });
});

describe("navDayChange (the NAV's day against the previous day's)", () => {
  it("is the units' value at the day's NAV less at the previous day's", () => {
    expect(
      navDayChange(
        {
          units: '100',
          cost: '1000.00',
          nav: '10.1234',
          navDay: '2026-03-02',
          previousNav: '10.0000',
          openedDay: '2026-03-01',
        },
        2,
      ),
    ).toBe('12.34');
  });

  it('measures a holding bought on the NAV day from its cost, and is null when unknown', () => {
    const base = { units: '81.0005', cost: '1000.00', nav: '12.3456', openedDay: '2026-03-02' };
    expect(navDayChange({ ...base, navDay: '2026-03-02', previousNav: null }, 2)).toBe('-0.01');
    expect(
      navDayChange(
        { ...base, openedDay: '2026-03-01', navDay: '2026-03-02', previousNav: null },
        2,
      ),
    ).toBeNull();
    expect(navDayChange({ ...base, navDay: null, previousNav: null }, 2)).toBeNull();
  });

  it('sums over the days to the move from the first NAV to the last', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(nav, { minLength: 2 }),
        (u, navs) => {
          const units = (u / 100).toFixed(2);
          const changes = navs.slice(1).map((n, i) =>
            navDayChange(
              {
                units,
                cost: '0',
                nav: n,
                navDay: `2026-01-${String(i + 2).padStart(2, '0')}`,
                previousNav: navs[i]!,
                openedDay: '2025-12-31',
              },
              2,
            )!,
          );
          const first = valueOf(units, navs[0]!, 2);
          const last = valueOf(units, navs[navs.length - 1]!, 2);
          expect(sumDecimals(changes)).toBe(toDecimal(last).minus(toDecimal(first)).toFixed(2));
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe("accrualDayChange (the accrual's day)", () => {
  it("is the latest day's return, zero before the first day ends, null when not kept", () => {
    expect(accrualDayChange({ accruedThrough: '2026-03-01', lastAccrual: '0.14' }, 2)).toBe('0.14');
    expect(accrualDayChange({ accruedThrough: null, lastAccrual: null }, 2)).toBe('0.00');
    expect(accrualDayChange({ accruedThrough: '2026-03-01', lastAccrual: null }, 2)).toBeNull();
  });
});

describe('sumKnown', () => {
  it('adds figures, and a part unknown makes the total unknown', () => {
    fc.assert(
      fc.property(fc.array(amount), (xs) => {
        expect(sumKnown(xs, 2)).toBe(toDecimal(sumDecimals(['0', ...xs])).toFixed(2));
        expect(sumKnown([...xs, null], 2)).toBeNull();
      }),
    );
  });
});
