import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { BootCheckList, BootProgress, bootPhase } from '../../patterns/StartupOverlay/BootChecks';
import { BootDetails } from '../../patterns/StartupOverlay/BootDetails';
import type { BootDiagnosticsData } from '../../patterns/StartupOverlay/BootDiagnostics';
import { LatencySampleTable } from '../../patterns/StartupOverlay/LatencySampleTable';
import { Button } from '../../primitives/Button';

export interface TestConnectionViewProps extends BootDiagnosticsData {
  /** Run the checks; the button is disabled while `running` (spec 2). */
  onRunCheck?: () => void;
  /** Extra classes for the root. */
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * spec 2, /test (system test, "connection diagnostics"): the startup overlay's checks as a
 * page: a run-check button, progress, each check's state, the connection rating with device
 * and location, and the sampled URLs with their times.
 */
export function TestConnectionView({
  onRunCheck,
  className,
  ref,
  ...data
}: TestConnectionViewProps) {
  const t = useT('pages');
  const running = data.running ?? false;
  const phase = bootPhase(data.checks, running);
  return (
    <div
      ref={ref}
      data-slot="test-connection"
      data-phase={phase}
      className={cn('flex flex-col gap-6', className)}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-page-title text-fg">{t('testConnection.title')}</h1>
          <p className="max-w-prose text-fg-muted">{t('testConnection.intro')}</p>
        </div>
        <Button isDisabled={running} onPress={() => onRunCheck?.()} className="shrink-0">
          {t('diagnostics.runCheck')}
        </Button>
      </div>
      <p role="status" className="text-sm font-medium text-fg">
        {t(`testConnection.${phase}`)}
      </p>
      <BootProgress {...data} />
      <div className="grid gap-6 md:grid-cols-2">
        <BootCheckList checks={data.checks} headingLevel={2} />
        <BootDetails
          geo={data.geo}
          device={data.device}
          avgLatency={data.avgLatency}
          running={running}
          headingLevel={2}
        />
      </div>
      <LatencySampleTable samples={data.samples} headingLevel={2} />
    </div>
  );
}
