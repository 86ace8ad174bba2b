import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAILED_PING_MS } from './constants';
import {
  averageLatency,
  latencyRatings,
  latencySampleMs,
  latencySignalBars,
  latencyTone,
  rateLatency,
} from './latency';

describe('rateLatency (spec 9)', () => {
  it.each([
    [0, 'excellent'],
    [120, 'excellent'],
    [121, 'good'],
    [250, 'good'],
    [250.5, 'fair'],
    [500, 'fair'],
    [501, 'poor'],
    [1500, 'poor'],
    [1501, 'offline'],
    [FAILED_PING_MS, 'offline'],
  ] as const)('%s ms is %s (bounds inclusive)', (ms, rating) => {
    expect(rateLatency(ms)).toBe(rating);
  });

  it('rates a failed ping (null, negative, NaN, Infinity) offline', () => {
    expect(rateLatency(null)).toBe('offline');
    expect(rateLatency(-1)).toBe('offline');
    expect(rateLatency(Number.NaN)).toBe('offline');
    expect(rateLatency(Number.POSITIVE_INFINITY)).toBe('offline');
  });

  it('never rates a slower ping better than a faster one', () => {
    fc.assert(
      fc.property(fc.nat(20_000), fc.nat(20_000), (a, b) => {
        const [fast, slow] = a <= b ? [a, b] : [b, a];
        expect(latencyRatings.indexOf(rateLatency(fast))).toBeLessThanOrEqual(
          latencyRatings.indexOf(rateLatency(slow)),
        );
      }),
    );
  });
});

describe('averageLatency (spec 3, 9)', () => {
  it('averages the samples, rounded to whole ms', () => {
    expect(averageLatency([100, 200])).toBe(150);
    expect(averageLatency([100, 101])).toBe(101);
    expect(averageLatency([42])).toBe(42);
  });

  it('counts a failed sample as 9999 ms', () => {
    expect(latencySampleMs(null)).toBe(9999);
    expect(averageLatency([1, null])).toBe(5000);
    expect(rateLatency(averageLatency([80, 90, null]))).toBe('offline');
  });

  it('is offline with no samples', () => {
    expect(averageLatency([])).toBe(FAILED_PING_MS);
    expect(rateLatency(averageLatency([]))).toBe('offline');
  });

  it('lies between the fastest and the slowest sample', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.nat(10_000)), { minLength: 1, maxLength: 20 }),
        (samples) => {
          const counted = samples.map(latencySampleMs);
          const average = averageLatency(samples);
          expect(average).toBeGreaterThanOrEqual(Math.floor(Math.min(...counted)));
          expect(average).toBeLessThanOrEqual(Math.ceil(Math.max(...counted)));
        },
      ),
    );
  });
});

describe('latencyTone (spec 2: colour by rating)', () => {
  it('maps every rating to a semantic token', () => {
    expect(latencyTone).toEqual({
      excellent: 'signal-excellent',
      good: 'signal-good',
      fair: 'warning',
      poor: 'negative',
      offline: 'text-muted',
    });
  });

  it('tells every rating apart by its signal bars, whatever the colour', () => {
    const bars = latencyRatings.map((r) => latencySignalBars[r]);
    expect(bars).toEqual([4, 3, 2, 1, 0]);
  });
});
