import { CREDIT_SCORE_BANDS } from './constants';

/**
 * spec 3, Credit score rating (the trust profile). The spec leaves the thresholds open; they are
 * CREDIT_SCORE_BANDS (300-850 scale). Labels: `@invest/i18n`, namespace `rules`, keys
 * `creditScore.<rating>`.
 */

/** spec 3: the ratings, lowest first. */
export const creditRatings = ['poor', 'average', 'fair', 'good', 'excellent'] as const;
export type CreditRating = (typeof creditRatings)[number];

/**
 * spec 3: the rating of a trust/credit score: the highest band whose lowest score it reaches
 * (CREDIT_SCORE_BANDS: average 580, fair 640, good 700, excellent 760). Scores below 300 are
 * poor and above 850 excellent; a non-finite score (no score) is poor.
 */
export function creditRating(score: number): CreditRating {
  const bands = CREDIT_SCORE_BANDS;
  if (!Number.isFinite(score)) return 'poor';
  if (score >= bands.excellent) return 'excellent';
  if (score >= bands.good) return 'good';
  if (score >= bands.fair) return 'fair';
  if (score >= bands.average) return 'average';
  return 'poor';
}
