// spec 2 'Startup overlay': the boot checks run in order, for real, while the overlay shows
// their progress; shown again after 24 hours (spec 9).
import { shouldShowBootOverlay } from '@invest/domain';
import { StartupOverlay } from '@invest/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../app/context';
import { local } from '../app/storage';
import {
  initialBootChecksState,
  runBootChecks,
  type BootChecksState,
} from '../pages/support/bootChecks';

export const BOOT_SHOWN_KEY = 'invest.boot.shownAt';

export function StartupHost() {
  const { services } = useApp();
  const [open, setOpen] = useState(() =>
    shouldShowBootOverlay(Number(local.get(BOOT_SHOWN_KEY)) || null, Date.now()),
  );
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
    if (!open) return;
    local.set(BOOT_SHOWN_KEY, String(Date.now()));
    run();
    return () => controller.current?.abort();
    // run once when the overlay opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;
  return (
    <StartupOverlay
      isOpen
      checks={state.checks}
      geo={state.geo}
      device={state.device}
      avgLatency={state.avgLatency}
      samples={state.samples}
      running={state.running}
      onRunCheck={run}
      onClose={() => setOpen(false)}
    />
  );
}
