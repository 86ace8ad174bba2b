import type { Offering } from '@invest/domain';
import { formatDateTime } from '@invest/i18n';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';

/** spec 3 timeline steps, in their order, with the offering states that have reached each. */
const steps = [
  ['start_time', ['open', 'closed', 'allotted', 'listed']],
  ['end_time', ['closed', 'allotted', 'listed']],
  ['pub_time', ['allotted', 'listed']],
  ['refund_time', ['allotted', 'listed']],
  ['listed_time', ['listed']],
  ['settlement_time', []],
] as const satisfies readonly (readonly [
  keyof Offering['timeline'],
  readonly Offering['state'][],
])[];

type Phase = 'done' | 'current' | 'next' | 'later';

/** 16 px marks: the phase is said by a shape and a word, never by colour alone. */
const marks: Record<Phase, string> = {
  done: 'm4 8.5 3 3 5-6',
  current: 'M8 4.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z',
  next: 'M6 4l4 4-4 4',
  later: '',
};

/**
 * spec 3: the offering's timeline as a stepper. The steps the offering has passed are done (the
 * server's state says which, so a clock in the browser cannot disagree), the last of them is
 * current, the one after is next. The settlement (the AI product's principal back) is done once
 * its time has come. Dates in the client's time zone.
 */
export function TimelineStepper({
  offering,
  timeZone,
  now,
}: {
  offering: Pick<Offering, 'state' | 'timeline'>;
  timeZone: string;
  /** The instant the settlement step is judged at (ms). */
  now: number;
}) {
  const t = useT('offerings');
  const locale = useLocale();
  const shown = steps.filter(([field]) => offering.timeline[field]);
  const reached = shown.map(([field, states]) =>
    (states as readonly string[]).includes(offering.state)
      ? true
      : field === 'settlement_time' && Date.parse(offering.timeline[field]!) <= now,
  );
  const current = reached.lastIndexOf(true);
  const phaseOf = (i: number): Phase =>
    i < current ? 'done' : i === current ? 'current' : i === current + 1 ? 'next' : 'later';
  return (
    <ol className="flex flex-col" data-slot="offering-timeline">
      {shown.map(([field], i) => {
        const phase = offering.state === 'cancelled' ? 'later' : phaseOf(i);
        return (
          <li
            key={field}
            data-step={field}
            data-phase={phase}
            aria-current={phase === 'current' ? 'step' : undefined}
            className="relative grid grid-cols-[1.75rem_1fr] gap-x-3 pb-4 last:pb-0"
          >
            {i < shown.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute start-[0.8125rem] top-7 bottom-0 w-0.5',
                  phase === 'done' ? 'bg-primary' : 'bg-border',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 items-center justify-center rounded-full border-2',
                phase === 'done' && 'border-primary bg-primary text-primary-fg',
                phase === 'current' && 'border-primary bg-surface text-primary',
                (phase === 'next' || phase === 'later') && 'border-border bg-surface text-fg-muted',
              )}
            >
              <svg
                viewBox="0 0 16 16"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                {marks[phase] && (
                  <path d={marks[phase]} fill={phase === 'current' ? 'currentColor' : 'none'} />
                )}
              </svg>
            </span>
            <div className="flex flex-col">
              <span className={cn('text-sm text-fg', phase === 'current' && 'font-semibold')}>
                {t(`timeline.${field}`)}
                {phase !== 'later' && (
                  <span className="ms-2 text-xs font-normal text-fg-muted">
                    ({t(`timeline.${phase}`)})
                  </span>
                )}
              </span>
              <time dateTime={offering.timeline[field]!} className="text-xs text-fg-muted">
                {formatDateTime(offering.timeline[field]!, locale, timeZone)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
