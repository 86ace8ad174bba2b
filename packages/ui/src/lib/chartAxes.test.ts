import { describe, expect, it } from 'vitest';
import { chartTime, readableRange, showsSeconds, showsTime } from './chartAxes';

const utc = (iso: string) => Date.parse(iso) / 1000;

describe('chartTime', () => {
  it("reads an instant as the wall clock of the client's zone, daylight saving included", () => {
    // 15:00 UTC is 10:00 in New York in winter (UTC-5) and 11:00 in summer (UTC-4)
    expect(chartTime('2026-11-24T15:00:00Z', 'America/New_York')).toBe(utc('2026-11-24T10:00:00Z'));
    expect(chartTime('2026-07-14T15:00:00Z', 'America/New_York')).toBe(utc('2026-07-14T11:00:00Z'));
    // past midnight in Shanghai (UTC+8): the next day there
    expect(chartTime('2026-11-29T17:30:00Z', 'Asia/Shanghai')).toBe(utc('2026-11-30T01:30:00Z'));
    expect(chartTime('2026-11-29T17:30:45Z', 'UTC')).toBe(utc('2026-11-29T17:30:45Z'));
  });
});

describe('showsTime', () => {
  it('shows hours for a span of two days or less, dates beyond', () => {
    expect(showsTime('2026-11-30T09:00:00Z', '2026-11-30T09:00:05Z')).toBe(true);
    expect(showsTime('2026-11-28T09:00:00Z', '2026-11-30T09:00:00Z')).toBe(true);
    expect(showsTime('2026-11-01T09:00:00Z', '2026-11-30T09:00:00Z')).toBe(false);
  });

  it('shows seconds for a span of an hour or less, where minutes would repeat', () => {
    expect(showsSeconds('2026-11-30T09:00:00Z', '2026-11-30T09:00:40Z')).toBe(true);
    expect(showsSeconds('2026-11-30T09:00:00Z', '2026-11-30T11:00:00Z')).toBe(false);
  });
});

describe('readableRange', () => {
  const range = (minValue: number, maxValue: number) => () => ({
    priceRange: { minValue, maxValue },
  });

  it('widens a flat line to half a percent either side of its level', () => {
    expect(readableRange(range(6922.5, 6922.55))?.priceRange).toEqual({
      minValue: expect.closeTo(6922.525 - 34.612625, 6),
      maxValue: expect.closeTo(6922.525 + 34.612625, 6),
    });
  });

  it('keeps a range that already moves, a zero line, and no range', () => {
    expect(readableRange(range(100, 120))?.priceRange).toEqual({ minValue: 100, maxValue: 120 });
    expect(readableRange(range(0, 0))?.priceRange).toEqual({ minValue: 0, maxValue: 0 });
    expect(readableRange(() => null)).toBeNull();
  });
});
