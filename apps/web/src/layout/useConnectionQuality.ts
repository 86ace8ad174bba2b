// The footer's connection quality (spec 2): the round trip of the API's health call, measured at
// start and every minute; null when the server does not answer.
import { pingServer, yieldToBrowser, type ApiClient } from '@invest/api';
import { startTransition, useEffect, useState } from 'react';

const EVERY_MS = 60_000;

export function useConnectionQuality(
  client: Pick<ApiClient, 'baseUrl'>,
): number | null | undefined {
  const [ms, setMs] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    let stopped = false;
    const measure = async () => {
      // the first measure starts from the footer's mount effect: its request starts in a task
      // of its own, not in the one that mounted the page
      await yieldToBrowser();
      if (stopped) return;
      const result = await pingServer(client);
      // not urgent: the footer's figure renders without holding up a tap or a key press
      if (!stopped) startTransition(() => setMs(result));
    };
    void measure();
    const timer = setInterval(() => void measure(), EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client]);
  return ms;
}
