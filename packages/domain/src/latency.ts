import { FAILED_PING_MS, LATENCY_RATING_MS } from './constants';

/**
 * spec 2 (startup overlay, footer) and spec 9 (latency rating): the connection rating from
 * ping times. Labels: `@invest/i18n`, namespace `rules`, keys `latency.<rating>`.
 */

/** spec 9: the ratings, best first. */
export const latencyRatings = ['excellent', 'good', 'fair', 'poor', 'offline'] as const;
export type LatencyRating = (typeof latencyRatings)[number];

/** A ping time in ms; null (or a negative or non-finite number) is a failed ping. */
export type LatencySample = number | null;

/** spec 9: the ms a sample counts as; a failed ping counts as FAILED_PING_MS (9999). */
export function latencySampleMs(sample: LatencySample): number {
  return sample === null || !Number.isFinite(sample) || sample < 0 ? FAILED_PING_MS : sample;
}

/**
 * spec 9: the rating of a ping time. 120 ms or less excellent; up to 250 good; up to 500 fair;
 * up to 1500 poor; otherwise (and a failed ping, null) offline. Bounds are inclusive.
 */
export function rateLatency(ms: LatencySample): LatencyRating {
  const value = latencySampleMs(ms);
  if (value <= LATENCY_RATING_MS.excellent) return 'excellent';
  if (value <= LATENCY_RATING_MS.good) return 'good';
  if (value <= LATENCY_RATING_MS.fair) return 'fair';
  if (value <= LATENCY_RATING_MS.poor) return 'poor';
  return 'offline';
}

/**
 * spec 3, 9: the average of the sampled ping times in whole ms (rounded), a failed sample
 * counting as FAILED_PING_MS. No samples at all is as good as a failed ping.
 */
export function averageLatency(samples: readonly LatencySample[]): number {
  if (samples.length === 0) return FAILED_PING_MS;
  const total = samples.reduce<number>((sum, sample) => sum + latencySampleMs(sample), 0);
  return Math.round(total / samples.length);
}

/** Semantic colour tokens of `@invest/tokens` (names without the `--iv-` prefix) a rating uses. */
export type LatencyToneToken =
  'signal-excellent' | 'signal-good' | 'warning' | 'negative' | 'text-muted';

/**
 * spec 2: the connection rating is shown by colour (excellent green, good emerald, fair orange,
 * poor red, offline grey), mapped to our semantic tokens: the signal tokens carry the green and
 * the emerald. A rating also says its word (and `latencySignalBars`), never colour alone.
 */
export const latencyTone = {
  excellent: 'signal-excellent',
  good: 'signal-good',
  fair: 'warning',
  poor: 'negative',
  offline: 'text-muted',
} as const satisfies Record<LatencyRating, LatencyToneToken>;

/** Filled bars of a four-bar signal icon for each rating (a shape cue besides the colour). */
export const latencySignalBars = {
  excellent: 4,
  good: 3,
  fair: 2,
  poor: 1,
  offline: 0,
} as const satisfies Record<LatencyRating, number>;
