// spec 2 /test, the system test: the startup overlay's checks (ping, config, auth, perms,
// company, geo, device) as a page, run on opening and again on demand.
import { initialBootChecksState, runBootChecks, type BootChecksState } from '@invest/api';
import { TestConnectionView } from '@invest/ui/TestConnectionView';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../app/context';
import { widePageFrame } from '../app/frame';

export default function TestPage() {
  const { services } = useApp();
  const [state, setState] = useState<BootChecksState>(initialBootChecksState);
  const current = useRef<AbortController | null>(null);

  const run = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    void runBootChecks({
      client: services.client,
      session: services.session,
      cache: services.cache,
      onUpdate: setState,
      // the page is asked for a real answer: no cached permissions
      fresh: true,
      signal: controller.signal,
    });
  }, [services]);

  useEffect(() => {
    run();
    return () => current.current?.abort();
  }, [run]);

  return (
    <div className={widePageFrame}>
      <TestConnectionView {...state} onRunCheck={run} />
    </div>
  );
}
