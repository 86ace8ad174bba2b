// One dialog at a time: the cookie modal first (spec 2/3, until the visitor answers), then the
// startup overlay (spec 2, shown again after 24 h). Both read the visitor's storage,
// which keeps values in memory when the browser's store throws, so neither comes back on every
// navigation of the visit.
import { shouldShowBootOverlay } from '@invest/domain';
import { hasAnsweredConsent } from '../app/cookieConsent';
import { local } from '../app/storage';

export const BOOT_SHOWN_KEY = 'invest.boot.shownAt';

/** spec 2/9: whether the startup overlay is due now. */
export function bootOverlayDue(now = Date.now()): boolean {
  return shouldShowBootOverlay(Number(local.get(BOOT_SHOWN_KEY)) || null, now);
}

/** Remembers that the overlay showed now (in memory too when storage is unavailable). */
export function markBootOverlayShown(now = Date.now()): void {
  local.set(BOOT_SHOWN_KEY, String(now));
}

/** spec 2/3: the cookie modal shows until the visitor has answered it. */
export const cookieChoiceDue = (): boolean => !hasAnsweredConsent();
