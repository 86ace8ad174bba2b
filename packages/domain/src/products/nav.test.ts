import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDecimal, toDecimal } from '../money';
import { addDays } from './accrual';
import { navMoveBasisPoints, nextNav, unitsFor, valueOf } from './nav';

describe('nextNav (the daily NAV walk)', () => {
  it('is the same for the same product and day on every run, and moves within the risk level spread', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 5 }),
        (id, d, risk) => {
          const day = addDays('2024-01-01', d);
          const move = navMoveBasisPoints(id, day, risk);
          expect(navMoveBasisPoints(id, day, risk)).toBe(move);
          const spread = [5, 20, 45, 80, 125][risk - 1] as number;
          expect(Math.abs(move - 1)).toBeLessThanOrEqual(spread);
          const nav = nextNav('10.0000', id, day, risk);
          expect(nav).toMatch(/^\d+\.\d{4}$/);
          expect(compareDecimal(nav, '0')).toBe(1);
        },
      ),
    );
  });
});

describe('unitsFor and valueOf (never a fraction unpaid for)', () => {
  it('units × price never exceeds the amount paid, and the units sell back for no more than that', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }).map((c) => (c / 100).toFixed(2)),
        fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4)),
        (amount, price) => {
          const units = unitsFor(amount, price);
          expect(toDecimal(units).times(toDecimal(price)).lte(toDecimal(amount))).toBe(true);
          expect(compareDecimal(valueOf(units, price, 2), amount)).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});
