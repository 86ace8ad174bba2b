import {
  BOOT_CHECKS,
  FAILED_PING_MS,
  bootProgress,
  latencySignalBars,
  latencyTone,
  rateLatency,
  type BootCheck,
  type BootCheckState,
  type BootCheckStates,
  type LatencyRating,
  type LatencySampleResult,
  type StartupPanelInput,
} from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { ProgressBar } from '../../primitives/ProgressBar';
import { tableCellVariants } from '../../primitives/Table/Table.variants';

/** The look of the Table primitive's column headers. */
const headerCell = 'text-xs font-medium whitespace-nowrap text-fg-muted';

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

/** Where the checks stand overall. */
export type BootPhase = 'idle' | 'running' | 'done' | 'failed';

const stateOf = (checks: BootCheckStates | undefined, check: BootCheck): BootCheckState =>
  checks?.[check] ?? 'pending';

/** The overall phase: running wins, then any failed check, then all finished. */
export function bootPhase(checks: BootCheckStates | undefined, running: boolean): BootPhase {
  if (running) return 'running';
  const states = BOOT_CHECKS.map((check) => stateOf(checks, check));
  if (states.includes('failed')) return 'failed';
  return states.every((s) => s === 'done') ? 'done' : 'idle';
}

/** spec 2: the progress bar's percentage; a failed check has finished too. */
function progressOf(data: BootDiagnosticsData): number {
  if (data.progress !== undefined) return Math.min(100, Math.max(0, data.progress));
  const finished = BOOT_CHECKS.filter((c) => {
    const s = stateOf(data.checks, c);
    return s === 'done' || s === 'failed';
  }).length;
  return bootProgress(finished);
}

type HeadingLevel = 2 | 3 | 4;

function SectionHeading({
  id,
  level,
  children,
}: {
  id: string;
  level: HeadingLevel;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className="text-base font-semibold text-fg">
      {children}
    </Tag>
  );
}

const checkLook: Record<BootCheckState, [BadgeTone, ReactNode]> = {
  pending: [
    'neutral',
    <path
      key="p"
      d="M6 2.3A6 6 0 0 1 10 2.3M13.7 6a6 6 0 0 1 0 4M10 13.7a6 6 0 0 1-4 0M2.3 10a6 6 0 0 1 0-4"
    />,
  ],
  running: ['info', <path key="r" d="M8 2a6 6 0 1 1-6 6" />],
  done: ['positive', <path key="d" d="m3 8.5 3 3 7-7" />],
  failed: ['negative', <path key="f" d="m4 4 8 8m0-8-8 8" />],
};

function CheckStateBadge({ state }: { state: BootCheckState }) {
  const t = useT('pages');
  const [tone, path] = checkLook[state];
  return (
    <Badge
      size="sm"
      tone={tone}
      data-state={state}
      icon={
        <svg
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={cn(state === 'running' && 'animate-spin motion-reduce:animate-none')}
        >
          {path}
        </svg>
      }
    >
      {t(`diagnostics.state.${state}`)}
    </Badge>
  );
}

/** spec 2: the boot checks, in their fixed order, each with its state as text and icon. */
export function BootCheckList({
  checks,
  headingLevel,
}: {
  checks?: BootCheckStates;
  headingLevel: HeadingLevel;
}) {
  const t = useT('pages');
  const tr = useT('rules');
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <SectionHeading id={id} level={headingLevel}>
        {t('diagnostics.checks')}
      </SectionHeading>
      <ol className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {BOOT_CHECKS.map((check) => (
          <li
            key={check}
            data-check={check}
            data-state={stateOf(checks, check)}
            className="flex items-center justify-between gap-3 px-3 py-2 text-sm text-fg"
          >
            <span>{tr(`boot.check.${check}`)}</span>
            <CheckStateBadge state={stateOf(checks, check)} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** spec 2: the progress bar with its percentage and a label naming the running check. */
export function BootProgress({ checks, progress, running }: BootDiagnosticsData) {
  const t = useT('pages');
  const tr = useT('rules');
  const current = BOOT_CHECKS.find((c) => stateOf(checks, c) === 'running');
  const phase = bootPhase(checks, running ?? false);
  const label =
    running && current
      ? t('diagnostics.progress.running', { check: tr(`boot.check.${current}`) })
      : phase === 'done' || phase === 'failed'
        ? t('diagnostics.progress.complete')
        : t('diagnostics.progress.label');
  return <ProgressBar label={label} value={progressOf({ checks, progress })} />;
}

/** A four-bar signal icon: the filled bars tell the rating by shape, not only by colour. */
function SignalBars({ rating }: { rating: LatencyRating }) {
  const filled = latencySignalBars[rating];
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" data-bars={filled}>
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={1 + i * 3.75}
          y={12 - i * 3.25}
          width="2.75"
          height={3 + i * 3.25}
          rx="0.5"
          fillOpacity={i < filled ? 1 : 0.3}
        />
      ))}
    </svg>
  );
}

/** spec 2: each rating's colour, as semantic tokens (latencyTone of `@invest/domain`). */
const ratingTone: Record<(typeof latencyTone)[LatencyRating], BadgeTone> = {
  'signal-excellent': 'signal-excellent',
  'signal-good': 'signal-good',
  warning: 'warning',
  negative: 'negative',
  'text-muted': 'neutral',
};

/** A duration in ms, in the user's locale ('120 ms'). */
export function useFormatMs(): (ms: number) => string {
  const locale = useLocale();
  return (ms) =>
    formatNumber(Math.round(ms), locale, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
    });
}

/**
 * spec 2, 9: the connection rating of the average latency: a badge in the rating's colour with
 * its name and a signal icon (never colour alone), and the average in ms.
 */
export function ConnectionRating({
  avgLatency,
  running,
}: Pick<BootDiagnosticsData, 'avgLatency' | 'running'>) {
  const t = useT('pages');
  const tr = useT('rules');
  const formatMs = useFormatMs();
  const rating = avgLatency === undefined ? undefined : rateLatency(avgLatency);
  return (
    <div data-slot="connection-rating" data-rating={rating} className="flex flex-col gap-1">
      <dt className="text-xs font-medium text-fg-muted">{t('diagnostics.connection')}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-sm text-fg">
        {rating === undefined ? (
          <span className="text-fg-muted">
            {running ? t('diagnostics.measuring') : t('diagnostics.notAvailable')}
          </span>
        ) : (
          <>
            <Badge tone={ratingTone[latencyTone[rating]]} icon={<SignalBars rating={rating} />}>
              {tr(`latency.${rating}`)}
            </Badge>
            <span className="text-fg-muted tabular-nums">
              {t('diagnostics.averageLatency', { ms: formatMs(avgLatency!) })}
            </span>
          </>
        )}
      </dd>
    </div>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-fg-muted">{term}</dt>
      <dd className="text-sm break-words text-fg">{value}</dd>
    </div>
  );
}

/** spec 2: the optional details: device (os, type, model), location (country, city, IP) and rating. */
export function BootDetails({
  geo,
  device,
  avgLatency,
  running,
  headingLevel,
  showHeading = true,
}: Pick<BootDiagnosticsData, 'geo' | 'device' | 'avgLatency' | 'running'> & {
  headingLevel: HeadingLevel;
  /** Leave out the "Details" heading where a disclosure's summary already names them. */
  showHeading?: boolean;
}) {
  const t = useT('pages');
  const tr = useT('rules');
  const id = useId();
  const none = <span className="text-fg-muted">{t('diagnostics.notAvailable')}</span>;
  const sub = Math.min(headingLevel + 1, 4) as HeadingLevel;
  return (
    <section aria-labelledby={showHeading ? id : undefined} className="flex flex-col gap-3">
      {showHeading && (
        <SectionHeading id={id} level={headingLevel}>
          {t('diagnostics.details')}
        </SectionHeading>
      )}
      <dl className="rounded-lg border border-border bg-surface p-3">
        <ConnectionRating avgLatency={avgLatency} running={running} />
      </dl>
      <div className="grid gap-3">
        <section
          aria-labelledby={`${id}-device`}
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
        >
          <SectionHeading id={`${id}-device`} level={sub}>
            {t('diagnostics.device')}
          </SectionHeading>
          <dl className="flex flex-col gap-2" data-slot="device">
            <Detail
              term={t('diagnostics.os')}
              value={!device ? none : device.os === 'Unknown' ? tr('device.unknownOs') : device.os}
            />
            <Detail
              term={t('diagnostics.type')}
              value={device ? tr(`device.type.${device.type}`) : none}
            />
            {device?.model ? <Detail term={t('diagnostics.model')} value={device.model} /> : null}
          </dl>
        </section>
        <section
          aria-labelledby={`${id}-location`}
          className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3"
        >
          <SectionHeading id={`${id}-location`} level={sub}>
            {t('diagnostics.location')}
          </SectionHeading>
          <dl className="flex flex-col gap-2" data-slot="location">
            <Detail term={t('diagnostics.country')} value={geo?.country || none} />
            <Detail term={t('diagnostics.city')} value={geo?.city || none} />
            <Detail
              term={t('diagnostics.ip')}
              value={geo ? <span className="font-mono">{geo.ip}</span> : none}
            />
          </dl>
        </section>
      </div>
    </section>
  );
}

/** spec 2: the sampled URLs with their round trip; a failed ping (9999 ms) reads 'No response'. */
export function LatencySampleTable({
  samples = [],
  headingLevel,
}: {
  samples?: readonly LatencySampleResult[];
  headingLevel: HeadingLevel;
}) {
  const t = useT('pages');
  const formatMs = useFormatMs();
  const id = useId();
  const rows = samples.map((sample, index) => ({ ...sample, id: index }));
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <SectionHeading id={id} level={headingLevel}>
        {t('diagnostics.samples')}
      </SectionHeading>
      {/* A static table (read-only rows, nothing to select or sort), so the first
          visit's startup overlay does not load react-aria's grid and collections */}
      <div
        data-slot="table-container"
        className="w-full overflow-x-auto rounded-lg border border-border bg-surface"
      >
        <table aria-labelledby={id} className="w-full border-collapse text-sm text-fg">
          <thead className="border-b border-border bg-surface-sunken">
            <tr>
              <th scope="col" className={cn(tableCellVariants(), headerCell)}>
                {t('diagnostics.url')}
              </th>
              <th scope="col" className={cn(tableCellVariants({ align: 'end' }), headerCell)}>
                {t('diagnostics.time')}
              </th>
            </tr>
          </thead>
          <tbody className="bg-surface">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={2} data-slot="empty" className="py-8 text-center text-fg-muted">
                  {t('diagnostics.noSamples')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="border-b border-border text-fg last:border-b-0">
                  <th
                    scope="row"
                    className={cn(tableCellVariants(), 'font-mono text-xs font-normal break-all')}
                  >
                    {row.url}
                  </th>
                  <td className={tableCellVariants({ align: 'end' })}>
                    {row.ms >= FAILED_PING_MS ? (
                      <span className="text-fg-muted">{t('diagnostics.noResponse')}</span>
                    ) : (
                      formatMs(row.ms)
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
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
