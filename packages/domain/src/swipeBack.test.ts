import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldSwipeBack } from './swipeBack';

const swipe = { dx: 120, dy: 10, path: '/market', isMobile: true };

describe('shouldSwipeBack (spec 2)', () => {
  it('goes back on a right swipe over 80 px on mobile', () => {
    expect(shouldSwipeBack(swipe)).toBe(true);
    expect(shouldSwipeBack({ ...swipe, dx: 81 })).toBe(true);
  });

  it('needs more than 80 px to the right', () => {
    expect(shouldSwipeBack({ ...swipe, dx: 80 })).toBe(false);
    expect(shouldSwipeBack({ ...swipe, dx: -200 })).toBe(false);
  });

  it('needs the swipe to be more horizontal than vertical', () => {
    expect(shouldSwipeBack({ ...swipe, dx: 100, dy: 100 })).toBe(false);
    expect(shouldSwipeBack({ ...swipe, dx: 100, dy: -150 })).toBe(false);
    expect(shouldSwipeBack({ ...swipe, dx: 100, dy: -99 })).toBe(true);
  });

  it('never on the dashboard (or / which redirects there)', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/',
      '/dashboard?tab=1',
      '/dashboard#news',
      '/',
      '',
    ]) {
      expect(shouldSwipeBack({ ...swipe, path }), path).toBe(false);
    }
    expect(shouldSwipeBack({ ...swipe, path: '/dashboards' })).toBe(true);
    expect(shouldSwipeBack({ ...swipe, path: '/news/42?x=1' })).toBe(true);
  });

  it('only on mobile', () => {
    expect(shouldSwipeBack({ ...swipe, isMobile: false })).toBe(false);
  });

  it('ignores non-finite travel', () => {
    expect(shouldSwipeBack({ ...swipe, dx: Number.NaN })).toBe(false);
    expect(shouldSwipeBack({ ...swipe, dy: Number.POSITIVE_INFINITY })).toBe(false);
  });

  it('goes back exactly for dx > 80 and |dx| > |dy| off the dashboard (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -500, max: 500 }),
        fc.integer({ min: -500, max: 500 }),
        (dx, dy) => {
          expect(shouldSwipeBack({ dx, dy, path: '/portfolio', isMobile: true })).toBe(
            dx > 80 && Math.abs(dx) > Math.abs(dy),
          );
          expect(shouldSwipeBack({ dx, dy, path: '/dashboard', isMobile: true })).toBe(false);
        },
      ),
    );
  });
});
