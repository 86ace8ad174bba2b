// The first visit's two dialogs load on the critical path, not after it. The cookie choice comes
// first: it needs nothing from the network, so its code starts loading with the entry (main.tsx),
// in parallel with the route's page, and it paints with the page (docs/decisions/0007). The
// startup overlay's code loads while the cookie modal is open, so that it opens as soon as the
// choice is made. They still open one at a time (RootLayout decides when each shows).
import { bootOverlayDue, cookieChoiceDue } from './overlayRules';

export const loadStartupHost = () => import('./StartupHost');
export const loadCookieHost = () => import('./CookieHost');

/** A preload that fails is not an error: the host's own import (React.lazy) reports it. */
const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** At start: the code of the first dialog that is due (the cookie choice, else the overlay). */
export function preloadFirstDialog(): void {
  if (cookieChoiceDue()) quietly(loadCookieHost);
  else if (bootOverlayDue()) quietly(loadStartupHost);
}

/** While the cookie modal shows: the startup overlay's code when the overlay is due. */
export function preloadStartupHost(): void {
  if (bootOverlayDue()) quietly(loadStartupHost);
}
