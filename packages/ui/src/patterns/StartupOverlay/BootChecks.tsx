// The boot checks of spec 2 as the diagnostics show them: where they stand, the progress bar
// and the list of checks with their states.
import {
  BOOT_CHECKS,
  bootProgress,
  type BootCheck,
  type BootCheckState,
  type BootCheckStates,
} from '@invest/domain';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../primitives/Badge';
import { ProgressBar } from '../../primitives/ProgressBar';
import type { BootDiagnosticsData } from './BootDiagnostics';

/** Where the checks stand overall. */
export type BootPhase = 'idle' | 'running' | 'done' | 'failed';

export const stateOf = (checks: BootCheckStates | undefined, check: BootCheck): BootCheckState =>
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

export type HeadingLevel = 2 | 3 | 4;

export function SectionHeading({
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
