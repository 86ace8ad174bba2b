import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  growthFactor,
  performanceRangeStart,
  seriesReturn,
  timeWeightedReturn,
  type Valuation,
} from './performance';

const v = (value: string, flow = '0'): Valuation => ({ value, flow });

describe('time-weighted return (GIPS: sub-periods at every external flow, chain-linked)', () => {
  it('the worked example: +10 %, then a contribution, then -6.25 % links to 3.125 %', () => {
    // 1,000,000 grows to 1,100,000; 500,000 comes in (1,600,000); the period ends at 1,500,000.
    // (1.1)(1,500,000 / 1,600,000) - 1 = 3.125 %, written half-even: 3.12.
    const series = [v('1000000', '1000000'), v('1600000', '500000'), v('1500000')];
    expect(growthFactor(series)?.toFixed()).toBe('1.03125');
    expect(timeWeightedReturn(series)).toBe('3.12');
  });

  it('a deposit is not performance: money in without a price move returns 0', () => {
    expect(timeWeightedReturn([v('100.00', '100.00'), v('150.00', '50.00'), v('150.00')])).toBe(
      '0.00',
    );
  });

  it('a withdrawal is not a loss: +20 % then +10 % is 32 % whatever left in between', () => {
    // 1000 -> 1200, 200 withdrawn at that instant (1000 left), 1000 -> 1100
    const series = [v('1000', '1000'), v('1000', '-200'), v('1100')];
    expect(timeWeightedReturn(series)).toBe('32.00');
  });

  it('a flow on the way: 120/110 then 150/170 link to 5.88 %', () => {
    const series = [v('100', '100'), v('110'), v('170', '50'), v('150')];
    expect(timeWeightedReturn(series)).toBe('5.88');
  });

  it('differs from the simple gain on the money put in (the money-weighted view)', () => {
    // 100 doubles to 200, then 1000 comes in and the whole loses 10 %: 1200 -> 1080.
    // Gain 1080 - 1100 put in = -1.8 %; the manager's TWR: 2 x 0.9 - 1 = 80 %.
    const series = [v('100', '100'), v('1200', '1000'), v('1080')];
    expect(timeWeightedReturn(series)).toBe('80.00');
  });

  it('skips a sub-period without capital (everything withdrawn, then money again)', () => {
    const series = [v('100', '100'), v('0', '-110'), v('50', '50'), v('55')];
    // +10 %, nothing at risk, +10 %
    expect(timeWeightedReturn(series)).toBe('21.00');
  });

  it('has no return without a sub-period that starts with capital', () => {
    expect(timeWeightedReturn([])).toBeNull();
    expect(timeWeightedReturn([v('100', '100')])).toBeNull();
    expect(timeWeightedReturn([v('0'), v('0')])).toBeNull();
  });

  it('a loss is negative; an index series is last / first - 1', () => {
    expect(timeWeightedReturn([v('200', '200'), v('150')])).toBe('-25.00');
    expect(seriesReturn(['5000.00', '5100.00', '4950.00'])).toBe('-1.00');
  });

  it('splitting a sub-period at a valuation without flow changes nothing', () => {
    const amount = fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 100).toFixed(2));
    fc.assert(
      fc.property(amount, amount, amount, (a, b, c) => {
        const whole = growthFactor([v(a, a), v(c)])!;
        const split = growthFactor([v(a, a), v(b), v(c)])!;
        // equal but for the 20th digit of each division, relative to the factor
        expect(whole.minus(split).abs().div(whole).lt('1e-12')).toBe(true);
      }),
    );
  });
});

describe('where a performance range starts', () => {
  const at = (iso: string) => Date.parse(iso);
  it('goes back calendar months, to the same day and time', () => {
    expect(performanceRangeStart('1M', at('2026-11-24T15:00:00Z'))).toBe(
      at('2026-10-24T15:00:00Z'),
    );
    expect(performanceRangeStart('3M', at('2026-11-24T15:00:00Z'))).toBe(
      at('2026-08-24T15:00:00Z'),
    );
    expect(performanceRangeStart('1Y', at('2026-11-24T15:00:00Z'))).toBe(
      at('2025-11-24T15:00:00Z'),
    );
  });

  it('a day the month lacks is its last day (a month before 31 March is 28 February)', () => {
    expect(performanceRangeStart('1M', at('2026-03-31T10:00:00Z'))).toBe(
      at('2026-02-28T10:00:00Z'),
    );
    expect(performanceRangeStart('1Y', at('2028-02-29T10:00:00Z'))).toBe(
      at('2027-02-28T10:00:00Z'),
    );
  });

  it('ALL has no start: the series begins with the first money', () => {
    expect(performanceRangeStart('ALL', at('2026-11-24T15:00:00Z'))).toBe(-Infinity);
  });
});
