import { DEFAULT_ROUTE, SWIPE_BACK_THRESHOLD_PX } from './constants';

/** A finished touch gesture and where it happened. */
export interface SwipeGesture {
  /** Horizontal travel in px, positive to the right. */
  dx: number;
  /** Vertical travel in px, positive downwards. */
  dy: number;
  /** The route's path (a query or hash is ignored). */
  path: string;
  /** Whether the mobile layout is active (viewport up to MOBILE_BREAKPOINT_PX). */
  isMobile: boolean;
}

/** The path without query, hash or trailing slashes; '' becomes '/'. */
function normalisePath(path: string): string {
  const bare = path.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

/**
 * spec 2, Navigation: a swipe right on mobile further than SWIPE_BACK_THRESHOLD_PX (80 px;
 * exactly 80 does not), not on the dashboard, goes back. Ours: the swipe must be more horizontal
 * than vertical (|dx| > |dy|), so that scrolling a page with a slight drift never navigates; and
 * '/' counts as the dashboard, as it redirects there.
 */
export function shouldSwipeBack({ dx, dy, path, isMobile }: SwipeGesture): boolean {
  if (!isMobile || !Number.isFinite(dx) || !Number.isFinite(dy)) return false;
  const where = normalisePath(path);
  if (where === DEFAULT_ROUTE || where === '/') return false;
  return dx > SWIPE_BACK_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy);
}
