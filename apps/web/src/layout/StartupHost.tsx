// spec 2 'Startup overlay': the boot checks run in order, for real, while the overlay shows
// their progress; shown again after 24 hours (spec 9). it closes by itself after a
// short "ready" beat once every check passed on a usable connection, and stays open (with what
// went wrong) only when a check failed or the connection is poor or offline. Loaded only when
// the overlay is due (RootLayout decides with `bootOverlayDue`); mounted closed once the visitor
// reaches for the cookie choice, and the checks start when it opens (docs/decisions/0007, 0018).
import { initialBootChecksState, runBootChecks, type BootChecksState } from '@invest/api';
import { StartupOverlay } from '@invest/ui/StartupOverlay';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../app/context';
import { markBootOverlayShown } from './overlayRules';

export default function StartupHost({
  isOpen = true,
  onClose,
  onReady,
}: {
  /** False while another dialog (the cookie modal) is on top: mounted, nothing run, not shown. */
  isOpen?: boolean;
  onClose: () => void;
  /** Its code is in and it has rendered: the cookie modal may close in the commit that opens it. */
  onReady?: () => void;
}) {
  const { services } = useApp();
  useEffect(() => {
    onReady?.();
    // once, when mounted
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [state, setState] = useState<BootChecksState>(initialBootChecksState);
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(() => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    void runBootChecks({
      client: services.client,
      session: services.session,
      cache: services.cache,
      onUpdate: setState,
      signal: abort.signal,
    });
  }, [services]);

  useEffect(() => {
    if (!isOpen) return;
    markBootOverlayShown();
    run();
    return () => controller.current?.abort();
    // run once, when the overlay opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  return (
    <StartupOverlay
      isOpen={isOpen}
      checks={state.checks}
      geo={state.geo}
      device={state.device}
      avgLatency={state.avgLatency}
      samples={state.samples}
      running={state.running}
      onRunCheck={run}
      // Closes by itself after a short "ready" beat when every check passed
      autoClose
      onClose={() => {
        controller.current?.abort();
        onClose();
      }}
    />
  );
}
