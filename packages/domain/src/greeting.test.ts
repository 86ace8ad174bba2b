import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GREETING_PERIOD_START_HOUR,
  greetingFor,
  greetingForHour,
  greetingPeriods,
  localHourIn,
} from './greeting';

const HOUR = 3_600_000;
/** 2025-06-15T00:00:00Z */
const MIDNIGHT_UTC = Date.UTC(2025, 5, 15);

describe('greetingForHour (spec 2, Home)', () => {
  it.each([
    [0, 'late_night'],
    [4, 'late_night'],
    [5, 'morning'],
    [10, 'morning'],
    [11, 'midday'],
    [13, 'midday'],
    [14, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [21, 'evening'],
    [22, 'late_night'],
    [23, 'late_night'],
  ] as const)('hour %i is %s', (hour, period) => {
    expect(greetingForHour(hour)).toBe(period);
  });

  it('every hour maps to exactly one period, and every period has an hour', () => {
    const seen = new Set<string>();
    for (let hour = 0; hour < 24; hour += 1) {
      const period = greetingForHour(hour);
      expect(greetingPeriods).toContain(period);
      seen.add(period);
    }
    expect([...seen].sort()).toEqual([...greetingPeriods].sort());
  });

  it('a period starts at its start hour, inclusive, and the hour before is the previous one', () => {
    greetingPeriods.forEach((period, index) => {
      const start = GREETING_PERIOD_START_HOUR[period];
      const previous =
        greetingPeriods[(index + greetingPeriods.length - 1) % greetingPeriods.length];
      expect(greetingForHour(start)).toBe(period);
      expect(greetingForHour((start + 23) % 24)).toBe(previous);
    });
  });

  it('takes fractions down and other numbers modulo 24', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: -5, max: 5 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (hour, turns, fraction) => {
          expect(greetingForHour(hour + turns * 24 + fraction)).toBe(greetingForHour(hour));
        },
      ),
    );
  });

  it('counts a non-finite hour as 0', () => {
    expect(greetingForHour(Number.NaN)).toBe('late_night');
    expect(greetingForHour(Number.POSITIVE_INFINITY)).toBe('late_night');
  });
});

describe('greetingFor (in the user time zone)', () => {
  it('reads the hour in the given zone', () => {
    const nineUtc = MIDNIGHT_UTC + 9 * HOUR;
    expect(greetingFor(nineUtc, 'UTC')).toBe('morning');
    // 14:30 in Kolkata (UTC+5:30)
    expect(greetingFor(nineUtc, 'Asia/Kolkata')).toBe('afternoon');
    // 05:00 in New York (UTC-4 in June)
    expect(greetingFor(nineUtc, 'America/New_York')).toBe('morning');
    // 17:00 in Shanghai
    expect(greetingFor(nineUtc, 'Asia/Shanghai')).toBe('afternoon');
    // 11:00 in Warsaw (UTC+2 in June)
    expect(greetingFor(nineUtc, 'Europe/Warsaw')).toBe('midday');
  });

  it('follows daylight saving time', () => {
    const tenUtcJanuary = Date.UTC(2025, 0, 15, 10);
    // Warsaw is UTC+1 in winter: 11:00; UTC+2 in summer at the same UTC time: 12:00
    expect(localHourIn(tenUtcJanuary, 'Europe/Warsaw')).toBe(11);
    expect(localHourIn(MIDNIGHT_UTC + 10 * HOUR, 'Europe/Warsaw')).toBe(12);
  });

  it('is inclusive at the start of a period to the millisecond', () => {
    const fiveUtc = MIDNIGHT_UTC + 5 * HOUR;
    expect(greetingFor(fiveUtc - 1, 'UTC')).toBe('late_night');
    expect(greetingFor(fiveUtc, 'UTC')).toBe('morning');
  });

  it('counts an invalid zone as UTC and a non-finite instant as the epoch', () => {
    const twentyUtc = MIDNIGHT_UTC + 20 * HOUR;
    expect(greetingFor(twentyUtc, 'Not/A_Zone')).toBe('evening');
    expect(greetingFor(twentyUtc, '')).toBe('evening');
    expect(localHourIn(Number.NaN, 'UTC')).toBe(0);
  });

  it('agrees with the UTC hour of any instant in UTC', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (now) => {
        expect(localHourIn(now, 'UTC')).toBe(new Date(now).getUTCHours());
        expect(greetingFor(now, 'UTC')).toBe(greetingForHour(new Date(now).getUTCHours()));
      }),
    );
  });
});
