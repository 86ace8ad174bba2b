// Trading calendars. Sessions are set in each exchange's own time zone (Intl
// gives the offset, DST included), with weekends and a small fixed holiday table for 2025-2027
// (outside it only weekends close). Days are numbered from 1970-01-01 in the exchange's zone.
import type { ExchangeId } from '@invest/domain';
import { EXCHANGES, tzOffsetMinutes } from '@invest/domain';

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** Continuous-trading segments per exchange, in local minutes after midnight [open, close). */
export const SESSIONS: Readonly<Record<ExchangeId, readonly (readonly [number, number])[]>> = {
  NYSE: [[570, 960]], // 09:30-16:00
  NASDAQ: [[570, 960]],
  NSE: [[555, 930]], // 09:15-15:30
  WSE: [[540, 1020]], // 09:00-17:00
  SSE: [
    [570, 690], // 09:30-11:30
    [780, 900], // 13:00-15:00
  ],
  SZSE: [
    [570, 690],
    [780, 900],
  ],
  BME: [[540, 1050]], // 09:00-17:30
  BIST: [[600, 1080]], // 10:00-18:00
};

const range = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = dayNumberOf(from); d <= dayNumberOf(to); d += 1) out.push(dateOfDayNumber(d));
  return out;
};

const US_HOLIDAYS = [
  '2025-01-01',
  '2025-01-09',
  '2025-01-20',
  '2025-02-17',
  '2025-04-18',
  '2025-05-26',
  '2025-06-19',
  '2025-07-04',
  '2025-09-01',
  '2025-11-27',
  '2025-12-25',
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-04-03',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
  '2026-11-26',
  '2026-12-25',
  '2027-01-01',
  '2027-01-18',
  '2027-02-15',
  '2027-03-26',
  '2027-05-31',
  '2027-06-18',
  '2027-07-05',
  '2027-09-06',
  '2027-11-25',
  '2027-12-24',
];
const CN_HOLIDAYS = [
  '2025-01-01',
  ...range('2025-01-28', '2025-02-04'),
  '2025-04-04',
  ...range('2025-05-01', '2025-05-05'),
  '2025-06-02',
  ...range('2025-10-01', '2025-10-08'),
  '2026-01-01',
  '2026-01-02',
  ...range('2026-02-16', '2026-02-23'),
  '2026-04-06',
  ...range('2026-05-01', '2026-05-05'),
  '2026-06-19',
  ...range('2026-10-01', '2026-10-08'),
  '2027-01-01',
  ...range('2027-02-05', '2027-02-11'),
  '2027-04-05',
  ...range('2027-05-03', '2027-05-05'),
  '2027-06-09',
  ...range('2027-10-01', '2027-10-07'),
];

/** A few holidays per exchange (2025-2027), local dates. */
export const HOLIDAYS: Readonly<Record<ExchangeId, ReadonlySet<string>>> = {
  NYSE: new Set(US_HOLIDAYS),
  NASDAQ: new Set(US_HOLIDAYS),
  NSE: new Set([
    '2025-02-26',
    '2025-03-14',
    '2025-03-31',
    '2025-04-10',
    '2025-04-14',
    '2025-04-18',
    '2025-05-01',
    '2025-08-15',
    '2025-08-27',
    '2025-10-02',
    '2025-10-22',
    '2025-11-05',
    '2025-12-25',
    '2026-01-26',
    '2026-03-03',
    '2026-04-03',
    '2026-04-14',
    '2026-05-01',
    '2026-10-02',
    '2026-12-25',
    '2027-01-26',
    '2027-03-26',
    '2027-04-14',
    '2027-10-29',
  ]),
  WSE: new Set([
    '2025-01-01',
    '2025-01-06',
    '2025-04-18',
    '2025-04-21',
    '2025-05-01',
    '2025-06-19',
    '2025-08-15',
    '2025-11-11',
    '2025-12-24',
    '2025-12-25',
    '2025-12-26',
    '2025-12-31',
    '2026-01-01',
    '2026-01-06',
    '2026-04-03',
    '2026-04-06',
    '2026-05-01',
    '2026-06-04',
    '2026-11-11',
    '2026-12-24',
    '2026-12-25',
    '2026-12-31',
    '2027-01-01',
    '2027-01-06',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-27',
    '2027-11-01',
    '2027-11-11',
    '2027-12-24',
    '2027-12-31',
  ]),
  SSE: new Set(CN_HOLIDAYS),
  SZSE: new Set(CN_HOLIDAYS),
  // the TARGET2 closing days
  BME: new Set([
    '2025-01-01',
    '2025-04-18',
    '2025-04-21',
    '2025-05-01',
    '2025-12-25',
    '2025-12-26',
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-01',
    '2026-12-25',
    '2027-01-01',
    '2027-03-26',
    '2027-03-29',
    '2027-12-31',
  ]),
  BIST: new Set([
    '2025-01-01',
    '2025-03-31',
    '2025-04-01',
    '2025-04-23',
    '2025-05-01',
    '2025-05-19',
    '2025-06-06',
    '2025-06-09',
    '2025-07-15',
    '2025-10-29',
    '2026-01-01',
    '2026-03-20',
    '2026-04-23',
    '2026-05-01',
    '2026-05-19',
    '2026-05-27',
    '2026-05-28',
    '2026-05-29',
    '2026-07-15',
    '2026-10-29',
    '2027-01-01',
    '2027-03-09',
    '2027-03-10',
    '2027-03-11',
    '2027-04-23',
    '2027-05-17',
    '2027-05-18',
    '2027-05-19',
    '2027-07-15',
    '2027-10-29',
  ]),
};

/** Days since 1970-01-01 of an ISO calendar date (YYYY-MM-DD). */
export function dayNumberOf(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The ISO calendar date of a day number. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** The local day number and minute of the day (fractional) of `t` on `exchange`. */
export function localTime(
  exchange: ExchangeId,
  t: number,
): { day: number; minute: number; ms: number } {
  const local = t + tzOffsetMinutes(EXCHANGES[exchange].timeZone, t) * MINUTE_MS;
  const day = Math.floor(local / DAY_MS);
  const ms = local - day * DAY_MS;
  return { day, minute: ms / MINUTE_MS, ms };
}

/** Whether the exchange trades on local day `day` (not a weekend, not a holiday). */
export function isTradingDay(exchange: ExchangeId, day: number): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  return !HOLIDAYS[exchange].has(dateOfDayNumber(day));
}

/** The last trading day strictly before `day`. */
export function previousTradingDay(exchange: ExchangeId, day: number): number {
  let d = day - 1;
  while (!isTradingDay(exchange, d)) d -= 1;
  return d;
}

/** The first trading day strictly after `day`. */
export function nextTradingDay(exchange: ExchangeId, day: number): number {
  let d = day + 1;
  while (!isTradingDay(exchange, d)) d += 1;
  return d;
}

/** Trading minutes in a full session. */
export function sessionLength(exchange: ExchangeId): number {
  return SESSIONS[exchange].reduce((sum, [open, close]) => sum + close - open, 0);
}

/** The local minute after midnight at which trading minute `index` of a session starts. */
export function localMinuteOfIndex(exchange: ExchangeId, index: number): number {
  let rest = index;
  for (const [open, close] of SESSIONS[exchange]) {
    if (rest < close - open) return open + rest;
    rest -= close - open;
  }
  const last = SESSIONS[exchange][SESSIONS[exchange].length - 1];
  return (last?.[1] ?? 0) + rest;
}

/**
 * The UTC instant (ms) at which trading minute `index` of local day `day` starts; `index` equal
 * to the session length gives the close. The day's offset is read at local noon (DST switches
 * happen at night, outside every session).
 */
export function minuteStartUtc(exchange: ExchangeId, day: number, index: number): number {
  const noon = day * DAY_MS + 12 * 3_600_000;
  const offset = tzOffsetMinutes(EXCHANGES[exchange].timeZone, noon - 3 * 3_600_000);
  const localMinute =
    index >= sessionLength(exchange)
      ? (SESSIONS[exchange][SESSIONS[exchange].length - 1]?.[1] ?? 0)
      : localMinuteOfIndex(exchange, index);
  return day * DAY_MS + (localMinute - offset) * MINUTE_MS;
}

/**
 * Where `t` falls in the exchange's trading time: the latest trading day whose session has
 * begun by `t`, and how much of it has elapsed: `minutes` whole trading minutes done (the full
 * session length once closed) and, while open, `seconds` (0-59) into the current minute.
 */
export interface SessionPosition {
  readonly day: number;
  readonly open: boolean;
  readonly minutes: number;
  readonly seconds: number;
}

/** Where `t` falls in the exchange's trading time (see SessionPosition). */
export function sessionPosition(exchange: ExchangeId, t: number): SessionPosition {
  const { day, ms } = localTime(exchange, t);
  const length = sessionLength(exchange);
  if (isTradingDay(exchange, day)) {
    let done = 0;
    for (const [open, close] of SESSIONS[exchange]) {
      if (ms < open * MINUTE_MS) break;
      if (ms < close * MINUTE_MS) {
        // whole milliseconds, not fractional minutes: a float minute puts 26.0 s at 25.999… s
        const into = ms - open * MINUTE_MS;
        const whole = Math.floor(into / MINUTE_MS);
        const seconds = Math.floor((into - whole * MINUTE_MS) / 1000);
        return { day, open: true, minutes: done + whole, seconds };
      }
      done += close - open;
    }
    // after the close, or in a break between segments (the Chinese lunch break)
    if (done > 0) return { day, open: false, minutes: done, seconds: 0 };
  }
  return { day: previousTradingDay(exchange, day), open: false, minutes: length, seconds: 0 };
}
