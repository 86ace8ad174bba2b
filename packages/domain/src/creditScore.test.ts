import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditRating, creditRatings, creditStanding, isUnratedScore } from './creditScore';

describe('creditRating (spec 3, bands in CREDIT_SCORE_BANDS)', () => {
  it.each([
    [0, 'poor'],
    [299, 'poor'],
    [300, 'poor'],
    [579, 'poor'],
    [580, 'average'],
    [639.9, 'average'],
    [640, 'fair'],
    [699, 'fair'],
    [700, 'good'],
    [759, 'good'],
    [760, 'excellent'],
    [850, 'excellent'],
    [900, 'excellent'],
    [-10, 'poor'],
  ] as const)('%s is %s', (score, rating) => {
    expect(creditRating(score)).toBe(rating);
  });

  it('rates no score (NaN, Infinity) poor', () => {
    expect(creditRating(Number.NaN)).toBe('poor');
    expect(creditRating(Number.POSITIVE_INFINITY)).toBe('poor');
  });

  it('never rates a higher score lower (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(creditRatings.indexOf(creditRating(low))).toBeLessThanOrEqual(
          creditRatings.indexOf(creditRating(high)),
        );
      }),
    );
  });
});

describe('creditStanding (spec 3: a client with no history is not rated yet)', () => {
  it.each([
    [0, 'unrated'],
    [null, 'unrated'],
    [undefined, 'unrated'],
    [Number.NaN, 'unrated'],
    [1, 'poor'],
    [520, 'poor'],
    [712, 'good'],
    [850, 'excellent'],
  ] as const)('%s is %s', (score, standing) => {
    expect(creditStanding(score)).toBe(standing);
  });

  it('rates every score above 0 as creditRating does (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (score) => {
        expect(isUnratedScore(score)).toBe(false);
        expect(creditStanding(score)).toBe(creditRating(score));
      }),
    );
  });
});
