// spec 9 'Lazy component timeout and delay' (15 s, 150 ms) and spec 8 'Fallbacks': the parts of
// the app loaded when first needed (drawers, dialogs, the toast region, a picker).
import { LazyBoundary, type LazyBoundaryProps } from '@invest/ui/LazyBoundary';
import { lazy, memo, useState, type ComponentType, type ReactNode } from 'react';
import { loadWithRetry } from './lazy';

type Options<P> = Pick<LazyBoundaryProps, 'placement'> & {
  /**
   * What shows after 150 ms of loading (from the part's props when it depends on them); `null`
   * for a part with nothing to stand in for it.
   */
  fallback?: ReactNode | ((props: P) => ReactNode);
};

/**
 * A component whose code loads when it first renders: network failures are retried (spec 8,
 * `loadWithRetry`); the fallback shows after 150 ms; after 15 s, or when the code cannot be
 * fetched, the error state offers "Try again", which fetches it anew (spec 9, `LazyBoundary`).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { fallback, placement }: Options<P> = {},
): ComponentType<P> {
  // React.lazy keeps a failed load: "Try again" makes a new one
  const make = () => lazy(() => loadWithRetry(load));
  let current = { Part: make() };
  function LazyComponent(props: P) {
    const [loaded, setLoaded] = useState(current);
    const { Part } = loaded;
    return (
      <LazyBoundary
        fallback={typeof fallback === 'function' ? fallback(props) : fallback}
        placement={placement}
        onRetry={() => {
          current = { Part: make() };
          setLoaded(current);
        }}
        // spec 8: load failures are only logged (the error state tells the user)
        onError={(error) => console.error('lazy component', error)}
      >
        <Part {...props} />
      </LazyBoundary>
    );
  }
  // the layout renders again with each of its reads' answers, which React renders in one task
  // (a store's update is not sliced): a part whose props did not change is left as it was
  return memo(LazyComponent) as unknown as ComponentType<P>;
}
