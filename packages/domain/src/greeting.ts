/**
 * spec 2, Home: the greeting by time of day. The spec names the five periods but not their
 * hours; the boundaries below are ours (open in the spec). Labels: `@invest/i18n`, namespace
 * `rules`, keys `greeting.<period>`.
 */

/**
 * spec 2: the periods of the day, in order from the early morning. Each is a greeting: late
 * night too is someone arriving, so its wording is the evening's or a plain hello, never a
 * farewell ('Good night', 'Gute Nacht' say goodbye).
 */
export const greetingPeriods = ['morning', 'midday', 'afternoon', 'evening', 'late_night'] as const;
export type GreetingPeriod = (typeof greetingPeriods)[number];

/**
 * Open in the spec (greeting hours): the local hour (0-23) at which each period starts; a
 * period runs up to the next one's start, so a start is inclusive and an end exclusive.
 * morning 05-11, midday 11-14, afternoon 14-18, evening 18-22, late night 22-05.
 */
export const GREETING_PERIOD_START_HOUR = {
  morning: 5,
  midday: 11,
  afternoon: 14,
  evening: 18,
  late_night: 22,
} as const satisfies Record<GreetingPeriod, number>;

/** The time zone used when the given one is not a valid IANA name. */
export const GREETING_FALLBACK_TIME_ZONE = 'UTC';

/**
 * The period of a local hour of the day (0-23; other numbers are rounded down and taken
 * modulo 24; a non-finite one counts as 0).
 */
export function greetingForHour(hour: number): GreetingPeriod {
  const h = Number.isFinite(hour) ? ((Math.floor(hour) % 24) + 24) % 24 : 0;
  const start = GREETING_PERIOD_START_HOUR;
  if (h >= start.late_night || h < start.morning) return 'late_night';
  if (h >= start.evening) return 'evening';
  if (h >= start.afternoon) return 'afternoon';
  if (h >= start.midday) return 'midday';
  return 'morning';
}

function hourFormatter(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', hourCycle: 'h23' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // an unknown zone from the server must not break the home page
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: GREETING_FALLBACK_TIME_ZONE });
  }
}

/**
 * The local hour (0-23) of an instant in an IANA time zone (UTC when the zone is invalid).
 * A non-finite `now` counts as the epoch.
 */
export function localHourIn(now: number, timeZone: string): number {
  const instant = new Date(Number.isFinite(now) ? now : 0);
  // en-US with hourCycle h23 formats the hour alone as two digits, '00' to '23'
  return Number(hourFormatter(timeZone).format(instant)) % 24;
}

/**
 * spec 2, Home: the greeting period of the instant `now` (ms since the epoch) in the user's
 * time zone (an IANA name such as 'Asia/Kolkata'; an invalid one counts as UTC).
 */
export function greetingFor(now: number, timeZone: string): GreetingPeriod {
  return greetingForHour(localHourIn(now, timeZone));
}
