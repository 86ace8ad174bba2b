// The first visit's two dialogs load on the critical path, not
// after it. The startup overlay's code starts loading with the entry (main.tsx), in parallel with
// the route's page, instead of once the page has rendered the layout; the cookie modal's code
// while the overlay runs its checks, so that it opens as soon as the overlay closes. They still
// open one at a time (RootLayout decides when each shows).
import { bootOverlayDue, cookieChoiceDue } from './overlayRules';

export const loadStartupHost = () => import('./StartupHost');
export const loadCookieHost = () => import('./CookieHost');

/** A preload that fails is not an error: the host's own import (React.lazy) reports it. */
const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** At start: the startup overlay's code when the overlay is due. */
export function preloadStartupHost(): void {
  if (bootOverlayDue()) quietly(loadStartupHost);
}

/** While the startup overlay shows: the cookie modal's code when the choice is due. */
export function preloadCookieHost(): void {
  if (cookieChoiceDue()) quietly(loadCookieHost);
}
