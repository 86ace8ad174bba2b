// The footer's connection quality (spec 2): the round trip of the API's health call, measured at
// start and every minute; null when the server does not answer. The footer is below the first
// screen: the first measurement waits until the browser is idle.
import { pingServer, type ApiClient } from '@invest/api';
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../app/idle';

const EVERY_MS = 60_000;

export function useConnectionQuality(
  client: Pick<ApiClient, 'baseUrl'>,
): number | null | undefined {
  const [ms, setMs] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let stopped = false;
    const measure = async () => {
      const result = await pingServer(client);
      if (!stopped) startTransition(() => setMs(result));
    };
    const cancel = whenIdle(() => void measure());
    const timer = setInterval(() => void measure(), EVERY_MS);
    return () => {
      stopped = true;
      cancel();
      clearInterval(timer);
    };
  }, [client]);
  return ms;
}
