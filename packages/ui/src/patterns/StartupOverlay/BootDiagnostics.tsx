import type { BootCheckStates, LatencySampleResult, StartupPanelInput } from '@invest/domain';
import { BootCheckList, BootProgress, type HeadingLevel } from './BootChecks';
import { BootDetails } from './BootDetails';
import { LatencySampleTable } from './LatencySampleTable';

/**
 * The parts shared by the startup overlay and the connection test page (spec 2): the boot
 * checks with their states, the progress bar, device and location details, the connection
 * rating and the sampled URLs. Internal to the package: `StartupOverlay` and
 * `TestConnectionView` compose them.
 */

// the checks' states are domain's (the app's boot checks in @invest/api fill them)
export type { BootCheckState, BootCheckStates } from '@invest/domain';

/** What the diagnostics show: spec 3, Startup panel inputs, plus the checks' states. */
/**
 * The startup panel's inputs (spec 3): the location from the public IP lookup (spec 3, 7), the
 * device (spec 3, Device info) and the average ping time in ms, each absent until known.
 */
export interface BootDiagnosticsData extends Partial<
  Pick<StartupPanelInput, 'geo' | 'device' | 'avgLatency'>
> {
  /** The state of each check of spec 2 (ping, config, auth, perms, company, geo, device). */
  checks?: BootCheckStates;
  /** Percent 0-100. @default from the finished checks (`bootProgress` of `@invest/domain`) */
  progress?: number;
  /** The sampled URLs and their round trips in ms (spec 2, 3). @default [] */
  samples?: readonly LatencySampleResult[];
  /** Whether the checks are running now. @default false */
  running?: boolean;
}

/** The whole diagnostics: progress, checks, details and samples. */
export function BootDiagnostics({
  headingLevel,
  ...data
}: BootDiagnosticsData & { headingLevel: HeadingLevel }) {
  return (
    <div data-slot="boot-diagnostics" className="flex flex-col gap-6">
      <BootProgress {...data} />
      <div className="grid gap-6 md:grid-cols-2">
        <BootCheckList checks={data.checks} headingLevel={headingLevel} />
        <BootDetails
          geo={data.geo}
          device={data.device}
          avgLatency={data.avgLatency}
          running={data.running}
          headingLevel={headingLevel}
        />
      </div>
      <LatencySampleTable samples={data.samples} headingLevel={headingLevel} />
    </div>
  );
}
