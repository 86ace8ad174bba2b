// The footer's connection quality (spec 2): the round trip of GET /healthz, measured at start
// and every minute; null when the server does not answer.
import { useEffect, useState } from 'react';

const EVERY_MS = 60_000;

export function useConnectionQuality(apiBase: string): number | null | undefined {
  const [ms, setMs] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let stopped = false;
    const measure = async () => {
      const started = performance.now();
      try {
        const res = await fetch(`${apiBase}/healthz`, { cache: 'no-store' });
        if (!stopped) setMs(res.ok ? Math.round(performance.now() - started) : null);
      } catch {
        if (!stopped) setMs(null);
      }
    };
    void measure();
    const timer = setInterval(() => void measure(), EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [apiBase]);
  return ms;
}
