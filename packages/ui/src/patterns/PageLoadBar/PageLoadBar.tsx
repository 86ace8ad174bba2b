import { PAGE_PROGRESS } from '@invest/domain';
import { useEffect, useState, type CSSProperties } from 'react';
import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/** Where trickling stops while the page is still loading. */
export const PAGE_PROGRESS_CEILING = 0.95;

/**
 * spec 2 Page-load progress bar: one trickle step. Big steps early, smaller ones as the bar
 * fills (as nprogress does, without its randomness), never past `PAGE_PROGRESS_CEILING`.
 */
export function trickleProgress(value: number): number {
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : 0.005;
  return Math.min(PAGE_PROGRESS_CEILING, value + step);
}

export interface PageLoadBarProps {
  /**
   * True while a page loads. Turning true starts the bar at 30 % and trickles it every 200 ms;
   * turning false completes it and fades it out within 500 ms (spec 2).
   */
  active: boolean;
  /** Extra classes for the bar's track. */
  className?: string;
}

type Phase = 'idle' | 'running' | 'done';

/**
 * The thin page-load progress bar at the top of the viewport (spec 2: minimum 0.3, speed
 * 500 ms, trickle 200 ms). It is a labelled `progressbar` while visible and absent when idle;
 * under reduced motion it moves without transitions.
 */
export function PageLoadBar({ active, className }: PageLoadBarProps) {
  const t = useT('shell');
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  const [value, setValue] = useState<number>(PAGE_PROGRESS.minimum);
  const [wasActive, setWasActive] = useState(active);

  // react to `active` flipping during render (no effect round trip, no flash of a stale value)
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      setPhase('running');
      setValue(PAGE_PROGRESS.minimum);
    } else if (phase === 'running') {
      setPhase('done');
      setValue(1);
    }
  }

  useEffect(() => {
    if (phase === 'running') {
      const id = setInterval(() => setValue(trickleProgress), PAGE_PROGRESS.trickleMs);
      return () => clearInterval(id);
    }
    if (phase === 'done') {
      const id = setTimeout(() => setPhase('idle'), PAGE_PROGRESS.speed);
      return () => clearTimeout(id);
    }
  }, [phase]);

  if (phase === 'idle') return null;
  const half = PAGE_PROGRESS.speed / 2;
  return (
    <AriaProgressBar
      aria-label={t('loadBar.label')}
      value={Math.round(value * 100)}
      data-slot="page-load-bar"
      data-phase={phase}
      style={{ '--half': `${half}ms` } as CSSProperties}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] h-1',
        // completing: fill to the end in the first half of `speed`, fade out in the second
        phase === 'done' &&
          'opacity-0 transition-opacity delay-(--half) duration-(--half) motion-reduce:transition-none',
        className,
      )}
    >
      <div
        data-slot="fill"
        className="h-full bg-primary transition-[width] duration-(--half) ease-out motion-reduce:transition-none"
        style={{ width: `${value * 100}%` }}
      />
    </AriaProgressBar>
  );
}
