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

/**
 * spec 3: a client with no credit history has no rating yet. No history is known by the score:
 * 0, the score every client starts with (the table's default until an advisor rates the
 * client; the CREDIT_SCORE_BANDS scale starts at 300, so no rating is 0), or no score at all
 * (null, absent, not a number). Any score above 0 is a rating.
 */
export function isUnratedScore(score: number | null | undefined): boolean {
  return score === null || score === undefined || !Number.isFinite(score) || score <= 0;
}

/** spec 3: what a client's score says: its rating, or 'unrated' when there is no history. */

export const creditStandings = [...creditRatings, 'unrated'] as const;
export type CreditStanding = (typeof creditStandings)[number];

/** The standing of a score: 'unrated' when `isUnratedScore`, else its `creditRating`. */
export function creditStanding(score: number | null | undefined): CreditStanding {
  if (score === null || score === undefined || isUnratedScore(score)) return 'unrated';
  return creditRating(score);
}
