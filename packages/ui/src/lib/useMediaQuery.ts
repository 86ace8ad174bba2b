import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following changes (a phone turned, a window resized). Without a
 * window (server rendering, tests without a DOM) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => fallback,
  );
}
