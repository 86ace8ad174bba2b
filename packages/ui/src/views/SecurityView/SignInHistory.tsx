import { SIGN_IN_HISTORY_LIMIT } from '@invest/domain';
import { useT } from '../../lib/i18n';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { SectionBody, useDeviceName, usePlace, useWhen } from './parts';
import type { Loadable, SignInEvent } from './types';

export interface SignInHistoryProps extends Loadable<readonly SignInEvent[]> {
  /** The IANA time zone times are shown in. @default the browser's */
  timeZone?: string;
}

/**
 * The last 50 sign-ins, failed attempts and factor changes (a factor added, replaced
 * or removed: said in words, as the message centre tells it) with time, device and place.
 */
export function SignInHistory(props: SignInHistoryProps) {
  const t = useT('security');
  const shell = useT('shell');
  const outcome = (e: SignInEvent) =>
    e.outcome === 'factor_change'
      ? shell(`messages.system.securityChange.changes.${e.change ?? 'unknown'}`)
      : e.outcome === 'success'
        ? t('history.success')
        : t('history.failure');
  const name = useDeviceName();
  const place = usePlace();
  const when = useWhen(props.timeZone);
  return (
    <Card
      data-slot="sign-in-history"
      title={t('history.title')}
      headingLevel={2}
      description={t('history.description', { count: SIGN_IN_HISTORY_LIMIT })}
    >
      <SectionBody section={props} errorTitle={t('history.loadFailed')} lines={4}>
        {(events) =>
          events.length === 0 ? (
            <EmptyState className="py-4" title={t('history.emptyTitle')} />
          ) : (
            <ol className="flex flex-col divide-y divide-border">
              {events.slice(0, SIGN_IN_HISTORY_LIMIT).map((e) => (
                <li key={e.id} data-outcome={e.outcome} className="flex items-start gap-3 py-2.5">
                  {/* the outcome in words and by its icon's shape, not by colour alone */}
                  <OutcomeIcon outcome={e.outcome} />
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                    <div className="flex min-w-0 flex-col">
                      <span
                        className={
                          e.outcome === 'failure'
                            ? 'text-sm font-medium text-negative'
                            : 'text-sm font-medium text-fg'
                        }
                      >
                        {outcome(e)}
                      </span>
                      <span className="text-sm text-fg-muted">
                        {name(e)}
                        {' · '}
                        {place(e.place)}
                      </span>
                    </div>
                    <time dateTime={e.at} className="shrink-0 text-sm text-fg-muted">
                      {when(e.at)}
                    </time>
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </SectionBody>
    </Card>
  );
}

function OutcomeIcon({ outcome }: { outcome: SignInEvent['outcome'] }) {
  const tone =
    outcome === 'success'
      ? 'text-positive'
      : outcome === 'failure'
        ? 'text-negative'
        : 'text-fg-muted';
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`mt-0.5 size-4 shrink-0 ${tone}`}
    >
      {outcome === 'factor_change' ? (
        // a key: a way to sign in changed
        <>
          <circle cx="5.5" cy="8" r="3" />
          <path d="M8.5 8h6m-2 0v2.5m-2-2.5v2" />
        </>
      ) : (
        <>
          <circle cx="8" cy="8" r="6.5" />
          {outcome === 'success' ? (
            <path d="M5 8.25l2 2 4-4.5" />
          ) : (
            <path d="m5.5 5.5 5 5m0-5-5 5" />
          )}
        </>
      )}
    </svg>
  );
}
