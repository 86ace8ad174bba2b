// The first visit's two dialogs. The cookie choice comes first: it needs nothing from the network,
// so its code starts loading with the entry (main.tsx), in parallel with the route's page, and it
// paints with the page (docs/decisions/0007). The startup overlay is the second screen: its code
// is requested when the visitor reaches for the cookie choice (a pointer or a key), not with the
// first visit's code, and the cookie modal closes in the commit that opens the overlay, waiting
// for that code when the choice came first (docs/decisions/0018). One dialog at a time
// (RootLayout decides when each shows).
import { useCallback, useEffect, useRef, useState } from 'react';
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

/** What tells that the visitor reaches for the cookie choice (the modal's own focus does not). */
const REACHING = ['pointerdown', 'pointermove', 'touchstart', 'keydown'] as const;

export interface StartupHandoff {
  /** Whether the overlay's host is mounted (closed while the cookie modal shows): its code loads. */
  startupMounted: boolean;
  /** The overlay's host has rendered: its code is in, it can open in the next commit. */
  onStartupReady: () => void;
  /** The cookie modal's close: at once, or, when the overlay is due, once its code is in. */
  closeCookie: () => void;
}

/**
 * The hand-off from the cookie modal to the startup overlay: no frame without a dialog in which a
 * key press or a typed character would land on the inert page behind (or on nothing), and no
 * overlay code in a first visit that has not reached for the choice yet.
 */
export function useStartupHandoff(
  cookieOpen: boolean,
  bootOpen: boolean,
  setCookieOpen: (open: boolean) => void,
): StartupHandoff {
  const [wanted, setWanted] = useState(() => bootOpen && !cookieOpen);
  const ready = useRef(false);
  const chosen = useRef(false);

  useEffect(() => {
    if (wanted || !bootOpen || !cookieOpen) return undefined;
    const want = () => setWanted(true);
    const options = { capture: true, passive: true } as const;
    for (const type of REACHING) document.addEventListener(type, want, options);
    return () => {
      for (const type of REACHING) document.removeEventListener(type, want, options);
    };
  }, [wanted, bootOpen, cookieOpen]);

  const onStartupReady = useCallback(() => {
    ready.current = true;
    if (chosen.current) {
      chosen.current = false;
      setCookieOpen(false);
    }
  }, [setCookieOpen]);

  const closeCookie = useCallback(() => {
    if (!bootOpen || ready.current) {
      setCookieOpen(false);
      return;
    }
    // the modal stays until the overlay's host has rendered (onStartupReady); if its code cannot
    // be fetched, it closes all the same and the host's lazy boundary shows the failure
    chosen.current = true;
    setWanted(true);
    loadStartupHost().catch(() => {
      if (!chosen.current) return;
      chosen.current = false;
      setCookieOpen(false);
    });
  }, [bootOpen, setCookieOpen]);

  return { startupMounted: bootOpen && (wanted || !cookieOpen), onStartupReady, closeCookie };
}
