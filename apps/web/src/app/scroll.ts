// spec 2 'Navigation', scroll: restore the saved position; otherwise scroll smoothly to the
// hash; otherwise go to the top.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry (by location key) was left. */
const positions = new Map<string, number>();

export function useScrollRule(): void {
  const location = useLocation();
  const type = useNavigationType();
  // the entry the window's scroll position belongs to; it changes in the layout effect below,
  // before the browser reports the next page's scroll (its clamping, or the move to the top)
  const entry = useRef(location.key);
  // the document's first page starts at the top already: scrolling there would only force a
  // layout of the page just committed, in the middle of the app's start
  const first = useRef(true);

  // the position is saved as the user scrolls, so it is saved before any navigation: saving it
  // when the page is left would read the next page's position (already at the top)
  useEffect(() => {
    const save = () => positions.set(entry.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    // this rule restores positions itself: the browser's own restoration on back and forward
    // would scroll the page being left before the next one has rendered, and that position
    // would then be saved as the page's own
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.removeEventListener('scroll', save);
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    entry.current = location.key;
    const initial = first.current;
    first.current = false;
    const saved = type === 'POP' ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo({ top: saved });
      return;
    }
    if (location.hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' });
        return;
      }
    }
    if (initial) return;
    window.scrollTo({ top: 0 });
  }, [location.key, location.hash, type]);
}
