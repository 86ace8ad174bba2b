import { useEffect, useState } from 'react';

/**
 * Seconds left until `expiresAt` (ISO-8601), re-rendered once a second until it reaches zero:
 * the countdown of an expiring quote (spec 4: the user must refresh the price after it). `now`
 * is the clock, injectable so that stories and tests do not depend on time.
 */
export function useSecondsLeft(expiresAt: string, now: () => number = Date.now): number {
  const left = Math.max(0, Math.ceil((Date.parse(expiresAt) - now()) / 1000));
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setTick((n) => n + 1);
      if (Date.parse(expiresAt) <= now()) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt, now]);
  return left;
}
