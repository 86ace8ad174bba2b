import { LAZY_COMPONENT_DELAY_MS, LAZY_COMPONENT_TIMEOUT_MS } from '@invest/domain';
import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { ErrorState } from '../../primitives/ErrorState';
import { Spinner } from '../../lib/Spinner';

export interface LazyBoundaryProps {
  /** The lazily loaded part (`React.lazy` components, or anything that suspends). */
  children: ReactNode;
  /**
   * What shows while the part loads, once `delayMs` has passed (a quick load shows nothing).
   * @default a small "Loading…" status
   */
  fallback?: ReactNode;
  /** How long a load may take before the fallback shows. @default 150 (spec 9) */
  delayMs?: number;
  /** How long a load may take before it counts as failed. @default 15000 (spec 9) */
  timeoutMs?: number;
  /**
   * "Try again" in the error state: load the part anew (a `React.lazy` component keeps its
   * failure, so give a new one), then the boundary renders its children again.
   */
  onRetry?: () => void;
  /** Reports a failed load, or a `TimeoutError` when the part did not come in `timeoutMs`. */
  onError?: (error: unknown) => void;
  /**
   * `inline`: the fallback and the error state take the part's place in the page. `floating`:
   * they float at the bottom of the viewport, for a part that is itself an overlay (a drawer or
   * a dialog whose code is loading). @default 'inline'
   */
  placement?: 'inline' | 'floating';
  /** Extra classes for the fallback's and the error state's container. */
  className?: string;
}

type Failure = 'timedOut' | 'failed';

/** Catches a load failure of its children and reports it; renders nothing after one. */
class CatchLoadFailure extends Component<
  { children: ReactNode; onFailure: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The suspended part's stand-in: nothing for `delayMs`, then `children`; `onTimeout` at the end. */
function Pending({
  delayMs,
  timeoutMs,
  onTimeout,
  children,
}: {
  delayMs: number;
  timeoutMs: number;
  onTimeout: () => void;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(delayMs <= 0);
  const timedOut = useRef(onTimeout);
  useEffect(() => {
    timedOut.current = onTimeout;
  });
  useEffect(() => {
    const show = setTimeout(() => setShown(true), delayMs);
    const fail = setTimeout(() => timedOut.current(), timeoutMs);
    return () => {
      clearTimeout(show);
      clearTimeout(fail);
    };
  }, [delayMs, timeoutMs]);
  return shown ? children : null;
}

function Loading() {
  const t = useT();
  return (
    <div
      role="status"
      data-slot="lazy-loading"
      className="flex items-center justify-center gap-2 p-4 text-sm text-fg-muted"
    >
      <Spinner />
      {t('lazyBoundary.loading')}
    </div>
  );
}

const floating =
  'fixed inset-x-0 bottom-4 z-50 mx-auto w-fit max-w-[calc(100%-2rem)] rounded-lg border border-border bg-surface-raised shadow-lg';

/**
 * A lazily loaded part of a screen (spec 9, lazy component: delay 150 ms, timeout 15 s): while
 * its code loads it shows nothing for the first 150 ms (a quick load does not flash), then the
 * fallback; when the part has not come after 15 s, or its load failed, it shows the error state
 * with "Try again" (`onRetry` loads it anew).
 */
export function LazyBoundary({
  children,
  fallback,
  delayMs = LAZY_COMPONENT_DELAY_MS,
  timeoutMs = LAZY_COMPONENT_TIMEOUT_MS,
  onRetry,
  onError,
  placement = 'inline',
  className,
}: LazyBoundaryProps) {
  const t = useT();
  const [failure, setFailure] = useState<Failure | null>(null);
  // a new attempt mounts a new catcher (and a new pending stand-in with fresh timers)
  const [attempt, setAttempt] = useState(0);
  const frame = cn(placement === 'floating' && floating, className);

  if (failure) {
    return (
      <div data-slot="lazy-boundary" data-state={failure} className={frame || undefined}>
        <ErrorState
          description={t(failure === 'timedOut' ? 'lazyBoundary.timedOut' : 'lazyBoundary.failed')}
          onRetry={() => {
            onRetry?.();
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  }

  const timedOut = () => {
    const error = new Error(`The lazy part did not load within ${timeoutMs} ms`);
    error.name = 'TimeoutError';
    onError?.(error);
    setFailure('timedOut');
  };

  return (
    <CatchLoadFailure
      key={attempt}
      onFailure={(error) => {
        onError?.(error);
        setFailure('failed');
      }}
    >
      <Suspense
        fallback={
          <Pending delayMs={delayMs} timeoutMs={timeoutMs} onTimeout={timedOut}>
            <div data-slot="lazy-boundary" data-state="loading" className={frame || undefined}>
              {fallback === undefined ? <Loading /> : fallback}
            </div>
          </Pending>
        }
      >
        {children}
      </Suspense>
    </CatchLoadFailure>
  );
}
