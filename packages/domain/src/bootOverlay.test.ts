import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bootOverlayClosesItself,
  bootProgress,
  nextBootCheck,
  shouldShowBootOverlay,
} from './bootOverlay';
import { BOOT_CHECKS } from './constants';

const HOUR = 3_600_000;
const NOW = Date.UTC(2025, 5, 15, 12);

describe('shouldShowBootOverlay (spec 2: shown again after 24 h)', () => {
  it('shows on the first start', () => {
    expect(shouldShowBootOverlay(null, NOW)).toBe(true);
  });

  it('hides within 24 h and shows from 24 h on', () => {
    expect(shouldShowBootOverlay(NOW, NOW)).toBe(false);
    expect(shouldShowBootOverlay(NOW - 24 * HOUR + 1, NOW)).toBe(false);
    expect(shouldShowBootOverlay(NOW - 24 * HOUR, NOW)).toBe(true);
    expect(shouldShowBootOverlay(NOW - 30 * 24 * HOUR, NOW)).toBe(true);
  });

  it('shows for a corrupt or future stored time', () => {
    expect(shouldShowBootOverlay(Number.NaN, NOW)).toBe(true);
    expect(shouldShowBootOverlay(Number.POSITIVE_INFINITY, NOW)).toBe(true);
    expect(shouldShowBootOverlay(NOW + 1, NOW)).toBe(true);
  });

  it('shows exactly when 24 h or more have passed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 72 * HOUR }), (elapsed) => {
        expect(shouldShowBootOverlay(NOW - elapsed, NOW)).toBe(elapsed >= 24 * HOUR);
      }),
    );
  });
});

describe('bootProgress (spec 2: progress bar)', () => {
  it('runs from 0 to 100 over the checks', () => {
    expect(BOOT_CHECKS.length).toBe(7);
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(bootProgress)).toEqual([0, 14, 29, 43, 57, 71, 86, 100]);
  });

  it('clamps and rounds the count down', () => {
    expect(bootProgress(-2)).toBe(0);
    expect(bootProgress(99)).toBe(100);
    expect(bootProgress(1.9)).toBe(14);
    expect(bootProgress(Number.NaN)).toBe(0);
  });

  it('never goes down as checks finish', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 20 }), (n) => {
        expect(bootProgress(n + 1)).toBeGreaterThanOrEqual(bootProgress(n));
        expect(bootProgress(n)).toBeGreaterThanOrEqual(0);
        expect(bootProgress(n)).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('nextBootCheck (spec 2: the checks in order)', () => {
  it('walks ping, config, auth, perms, company, geo, device, then nothing', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(nextBootCheck)).toEqual([
      'ping',
      'config',
      'auth',
      'perms',
      'company',
      'geo',
      'device',
      null,
    ]);
  });

  it('starts at ping for a negative or non-finite count', () => {
    expect(nextBootCheck(-1)).toBe('ping');
    expect(nextBootCheck(Number.NaN)).toBe('ping');
  });
});

describe('bootOverlayClosesItself (closes by itself when all is well)', () => {
  it('closes when every check passed on an excellent, good or fair connection', () => {
    for (const avgLatency of [0, 120, 250, 500]) {
      expect(bootOverlayClosesItself({ anyFailed: false, avgLatency })).toBe(true);
    }
  });

  it('stays open when a check failed, whatever the connection', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(null), fc.double()), (avgLatency) => {
        expect(bootOverlayClosesItself({ anyFailed: true, avgLatency })).toBe(false);
      }),
    );
  });

  it('stays open on a poor or offline connection (spec 9), or when no ping answered', () => {
    for (const avgLatency of [501, 1500, 1501, 9999, null]) {
      expect(bootOverlayClosesItself({ anyFailed: false, avgLatency })).toBe(false);
    }
  });
});
