// Work a first screen does not show waits until the browser is idle: after the first page has
// painted and its scripts have run, so that it never competes with them for the main thread
// (a first visit on a phone). `timeoutMs` bounds the wait on a page that is never idle.
import { useEffect, useState } from 'react';

/** Runs `work` once the browser is idle (or after `timeoutMs`); returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = 4000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, Math.min(timeoutMs, 1000));
  return () => clearTimeout(id);
}

/** False until the browser has first been idle since the component mounted, then true. */
export function useIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
