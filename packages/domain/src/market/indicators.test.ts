import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ema, sma } from './indicators';

describe('sma', () => {
  it('averages the last n values, null before n exist', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(sma([10, 20], 1)).toEqual([10, 20]);
    expect(sma([1, 2], 3)).toEqual([null, null]);
    expect(sma([], 5)).toEqual([]);
  });

  it('refuses a period that is not a positive integer', () => {
    expect(() => sma([1], 0)).toThrow(RangeError);
    expect(() => sma([1], 1.5)).toThrow(RangeError);
  });

  it('stays between the window minimum and maximum', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 20 }),
        (values, n) => {
          const out = sma(values, n);
          expect(out).toHaveLength(values.length);
          out.forEach((v, i) => {
            if (i < n - 1) return expect(v).toBeNull();
            const w = values.slice(i - n + 1, i + 1);
            expect(v!).toBeGreaterThanOrEqual(Math.min(...w) - 1e-6);
            expect(v!).toBeLessThanOrEqual(Math.max(...w) + 1e-6);
          });
        },
      ),
    );
  });
});

describe('ema', () => {
  it('seeds with the simple average, then smooths by 2 / (n + 1)', () => {
    const out = ema([1, 2, 3, 4, 5], 3);
    expect(out.slice(0, 2)).toEqual([null, null]);
    expect(out[2]).toBe(2);
    expect(out[3]).toBeCloseTo(3, 10); // 4 * 0.5 + 2 * 0.5
    expect(out[4]).toBeCloseTo(4, 10); // 5 * 0.5 + 3 * 0.5
  });

  it('is the value itself over a constant series', () => {
    expect(ema([7, 7, 7, 7], 2)).toEqual([null, 7, 7, 7]);
  });

  it('follows a step more slowly for a longer period', () => {
    const step = [...Array(10).fill(1), ...Array(10).fill(2)];
    const fast = ema(step, 3);
    const slow = ema(step, 8);
    expect(fast[12]!).toBeGreaterThan(slow[12]!);
    expect(fast[19]!).toBeLessThanOrEqual(2);
  });

  it('refuses a period that is not a positive integer', () => {
    expect(() => ema([1], -1)).toThrow(RangeError);
  });
});
