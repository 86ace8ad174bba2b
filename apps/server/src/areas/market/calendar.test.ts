import { exchangeIds, tzOffsetMinutes } from '@invest/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateOfDayNumber,
  dayNumberOf,
  HOLIDAYS,
  isTradingDay,
  localMinuteOfIndex,
  minuteStartUtc,
  nextTradingDay,
  previousTradingDay,
  sessionLength,
  sessionPosition,
  weekdayOf,
} from './calendar';

const at = (iso: string) => Date.parse(iso);

describe('trading calendars', () => {
  it('numbers days and weekdays', () => {
    expect(dayNumberOf('1970-01-01')).toBe(0);
    expect(dateOfDayNumber(dayNumberOf('2026-11-24'))).toBe('2026-11-24');
    expect(weekdayOf(dayNumberOf('2026-11-24'))).toBe(2); // a Tuesday
    expect(weekdayOf(-1)).toBe(3);
  });

  it('reads time-zone offsets with daylight saving time', () => {
    expect(tzOffsetMinutes('America/New_York', at('2025-07-01T12:00:00Z'))).toBe(-240);
    expect(tzOffsetMinutes('America/New_York', at('2025-12-01T12:00:00Z'))).toBe(-300);
    expect(tzOffsetMinutes('Europe/Warsaw', at('2025-07-01T12:00:00Z'))).toBe(120);
    expect(tzOffsetMinutes('Asia/Kolkata', at('2025-07-01T12:00:00Z'))).toBe(330);
    expect(tzOffsetMinutes('Europe/Istanbul', at('2025-12-01T12:00:00Z'))).toBe(180);
  });

  it('opens New York at 09:30 local in summer and winter', () => {
    expect(minuteStartUtc('NYSE', dayNumberOf('2025-07-01'), 0)).toBe(at('2025-07-01T13:30:00Z'));
    expect(minuteStartUtc('NYSE', dayNumberOf('2025-12-01'), 0)).toBe(at('2025-12-01T14:30:00Z'));
    expect(sessionPosition('NYSE', at('2025-07-01T13:30:00Z')).open).toBe(true);
    expect(sessionPosition('NYSE', at('2025-12-01T13:30:00Z')).open).toBe(false);
    expect(sessionPosition('NYSE', at('2025-12-01T14:30:00Z')).open).toBe(true);
    // the close: 16:00 local
    expect(minuteStartUtc('NYSE', dayNumberOf('2025-12-01'), sessionLength('NYSE'))).toBe(
      at('2025-12-01T21:00:00Z'),
    );
  });

  it('splits the Chinese session around the lunch break', () => {
    expect(sessionLength('SSE')).toBe(240);
    expect(localMinuteOfIndex('SSE', 119)).toBe(689);
    expect(localMinuteOfIndex('SSE', 120)).toBe(780);
    expect(sessionPosition('SSE', at('2026-03-10T04:00:00Z'))).toEqual({
      day: dayNumberOf('2026-03-10'),
      open: false,
      minutes: 120,
      seconds: 0,
    });
    expect(sessionPosition('SSE', at('2026-03-10T05:00:30Z'))).toEqual({
      day: dayNumberOf('2026-03-10'),
      open: true,
      minutes: 120,
      seconds: 30,
    });
  });

  it('closes on weekends and holidays, and before the open points at the last session', () => {
    expect(isTradingDay('NYSE', dayNumberOf('2025-12-25'))).toBe(false);
    expect(isTradingDay('NYSE', dayNumberOf('2025-12-27'))).toBe(false); // Saturday
    expect(isTradingDay('NYSE', dayNumberOf('2025-12-26'))).toBe(true);
    expect(isTradingDay('BME', dayNumberOf('2025-12-26'))).toBe(false);
    expect(isTradingDay('SSE', dayNumberOf('2025-10-03'))).toBe(false); // National Day
    expect(isTradingDay('BIST', dayNumberOf('2025-10-29'))).toBe(false); // Republic Day
    expect(isTradingDay('NSE', dayNumberOf('2026-01-26'))).toBe(false); // Republic Day
    expect(isTradingDay('WSE', dayNumberOf('2025-11-11'))).toBe(false); // Independence Day
    expect(previousTradingDay('NYSE', dayNumberOf('2025-12-26'))).toBe(dayNumberOf('2025-12-24'));
    expect(nextTradingDay('NYSE', dayNumberOf('2025-12-24'))).toBe(dayNumberOf('2025-12-26'));
    const christmas = sessionPosition('NYSE', at('2025-12-25T16:00:00Z'));
    expect(christmas).toEqual({
      day: dayNumberOf('2025-12-24'),
      open: false,
      minutes: 390,
      seconds: 0,
    });
    const early = sessionPosition('NYSE', at('2025-12-26T12:00:00Z'));
    expect(early.day).toBe(dayNumberOf('2025-12-24'));
  });

  it('keeps the holiday tables to 2025-2027 dates', () => {
    for (const exchange of exchangeIds) {
      for (const date of HOLIDAYS[exchange]) {
        expect(date).toMatch(/^202[5-7]-\d{2}-\d{2}$/);
      }
    }
  });

  it('counts whole seconds exactly (CI counterexample: SZSE 26.0 s into a minute read as 25)', () => {
    const p = sessionPosition('SZSE', 1704259466000);
    expect(p.open).toBe(true);
    expect(1704259466000 - minuteStartUtc('SZSE', p.day, p.minutes)).toBe(p.seconds * 1000);
  });

  it('places any instant in one session position, consistent with the minute starts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...exchangeIds),
        fc.integer({ min: at('2024-01-01T00:00:00Z'), max: at('2027-12-31T00:00:00Z') }),
        (exchange, t) => {
          const p = sessionPosition(exchange, t);
          expect(isTradingDay(exchange, p.day)).toBe(true);
          expect(p.minutes).toBeGreaterThanOrEqual(0);
          expect(p.minutes).toBeLessThanOrEqual(sessionLength(exchange));
          if (p.open) {
            const start = minuteStartUtc(exchange, p.day, p.minutes);
            expect(t - start).toBeGreaterThanOrEqual(p.seconds * 1000);
            expect(t - start).toBeLessThan((p.seconds + 1) * 1000);
          } else {
            expect(t).toBeGreaterThanOrEqual(
              minuteStartUtc(exchange, p.day, Math.max(0, p.minutes - 1)),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
