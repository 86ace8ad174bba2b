// spec 2 'Navigation', scroll: restore the saved position; otherwise scroll smoothly to the
// hash; otherwise go to the top.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const positions = new Map<string, number>();

export function useScrollRule(): void {
  const location = useLocation();
  const type = useNavigationType();

  // remember where each history entry was left
  useEffect(() => {
    const key = location.key;
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key]);

  useLayoutEffect(() => {
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
    window.scrollTo({ top: 0 });
  }, [location.key, location.hash, type]);
}
