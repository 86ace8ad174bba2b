import { describe, expect, it } from 'vitest';
import { tzOffsetMinutes } from './timeZone';

const at = (iso: string) => Date.parse(iso);

describe('tzOffsetMinutes', () => {
  it('reads time-zone offsets with daylight saving time, half hours included', () => {
    expect(tzOffsetMinutes('America/New_York', at('2025-07-01T12:00:00Z'))).toBe(-240);
    expect(tzOffsetMinutes('America/New_York', at('2025-12-01T12:00:00Z'))).toBe(-300);
    expect(tzOffsetMinutes('Europe/Warsaw', at('2025-07-01T12:00:00Z'))).toBe(120);
    expect(tzOffsetMinutes('Asia/Kolkata', at('2025-07-01T12:00:00Z'))).toBe(330);
    expect(tzOffsetMinutes('Europe/Istanbul', at('2025-12-01T12:00:00Z'))).toBe(180);
    expect(tzOffsetMinutes('UTC', at('2025-12-01T12:00:00Z'))).toBe(0);
  });

  it('answers the same instant the same from its cache, and a new offset after the change', () => {
    // New York leaves daylight saving at 06:00 UTC on 2025-11-02
    expect(tzOffsetMinutes('America/New_York', at('2025-11-02T05:59:00Z'))).toBe(-240);
    expect(tzOffsetMinutes('America/New_York', at('2025-11-02T05:59:30Z'))).toBe(-240);
    expect(tzOffsetMinutes('America/New_York', at('2025-11-02T06:00:00Z'))).toBe(-300);
  });
});
