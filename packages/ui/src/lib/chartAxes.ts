// The axes of a lightweight-charts chart: time in the client's time zone, a readable price range.
// The library draws its time scale in UTC; its documented way to show another zone is to shift
// each timestamp by that zone's offset at the instant, so that day and hour boundaries fall where
// the client's do.
import { tzOffsetMinutes } from '@invest/domain';
import type { AutoscaleInfo, UTCTimestamp } from 'lightweight-charts';

/** An ISO instant as the chart's time: the wall-clock seconds of `timeZone` read as UTC. */
export function chartTime(iso: string, timeZone: string): UTCTimestamp {
  const ms = Date.parse(iso);
  return (Math.floor(ms / 1000) + tzOffsetMinutes(timeZone, ms) * 60) as UTCTimestamp;
}

const spanMs = (first: string, last: string) => Date.parse(last) - Date.parse(first);

/** Hours on the time axis when the series spans two days or less (a new account's first day). */
export const showsTime = (first: string, last: string): boolean =>
  spanMs(first, last) <= 2 * 86_400_000;

/** Seconds too when it spans an hour or less (an account minutes old): minutes would repeat. */
export const showsSeconds = (first: string, last: string): boolean =>
  spanMs(first, last) <= 3_600_000;

/**
 * A flat line (a new account's value, an index on a quiet day) keeps a readable scale: at least
 * half a percent either side of its level, instead of labels a cent apart.
 */
export const readableRange = (base: () => AutoscaleInfo | null): AutoscaleInfo | null => {
  const info = base();
  if (!info?.priceRange) return info;
  const { minValue, maxValue } = info.priceRange;
  const half = (Math.abs(maxValue + minValue) / 2) * 0.005;
  if (maxValue - minValue >= 2 * half || half === 0) return info;
  const mid = (maxValue + minValue) / 2;
  return { ...info, priceRange: { minValue: mid - half, maxValue: mid + half } };
};
