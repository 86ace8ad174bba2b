// @vitest-environment happy-dom
// spec 9 'Lazy component timeout and delay' (15 s and 150 ms): a lazily loaded part shows its
// fallback only once 150 ms have passed, and turns into the error state with "Try again" when it
// has not come after 15 s (or its load failed). The clock is fake: nothing waits.
import { LAZY_COMPONENT_DELAY_MS, LAZY_COMPONENT_TIMEOUT_MS } from '@invest/domain';
import { createI18n } from '@invest/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvestProvider } from '../../lib/InvestProvider';
import { LazyBoundary } from './LazyBoundary';

const i18n = createI18n();
const inProvider = (node: ReactNode) => render(<InvestProvider i18n={i18n}>{node}</InvestProvider>);
/** Lets settled promises and React's work run (the fake clock does not move). */
const flush = () => act(async () => {});
const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

/** A lazy part whose code is still on its way; `arrive` delivers it. */
function pending() {
  let arrive!: () => void;
  const Part = lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) => {
        arrive = () => resolve({ default: () => <p>Loaded part</p> });
      }),
  );
  return { Part, arrive: () => arrive() };
}

describe('LazyBoundary (spec 9: lazy component delay 150 ms, timeout 15 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('uses the spec 9 constants', () => {
    expect([LAZY_COMPONENT_DELAY_MS, LAZY_COMPONENT_TIMEOUT_MS]).toEqual([150, 15_000]);
  });

  it('shows nothing for the first 150 ms, then the fallback, then the part when it comes', async () => {
    const { Part, arrive } = pending();
    inProvider(
      <LazyBoundary fallback={<p>Fallback</p>}>
        <Part />
      </LazyBoundary>,
    );
    await flush();
    await advance(LAZY_COMPONENT_DELAY_MS - 1);
    expect(screen.queryByText('Fallback')).toBeNull();
    await advance(1);
    expect(screen.getByText('Fallback')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByText('Loaded part')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
  });

  it('never shows the fallback of a part that comes within 150 ms', async () => {
    const { Part, arrive } = pending();
    inProvider(
      <LazyBoundary fallback={<p>Fallback</p>}>
        <Part />
      </LazyBoundary>,
    );
    await advance(100);
    await act(async () => arrive());
    await advance(LAZY_COMPONENT_TIMEOUT_MS);
    expect(screen.getByText('Loaded part')).toBeTruthy();
    expect(screen.queryByText('Fallback')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('by default the fallback is a "Loading…" status', async () => {
    const { Part } = pending();
    inProvider(
      <LazyBoundary>
        <Part />
      </LazyBoundary>,
    );
    await advance(LAZY_COMPONENT_DELAY_MS);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
  });

  it('turns into the error state after 15 s; "Try again" asks for a new load and shows the part', async () => {
    const first = pending();
    const second = pending();
    let Part = first.Part;
    const onRetry = vi.fn(() => {
      Part = second.Part;
    });
    const onError = vi.fn();
    function Host() {
      return (
        <LazyBoundary fallback={<p>Fallback</p>} onRetry={onRetry} onError={onError}>
          <Part />
        </LazyBoundary>
      );
    }
    const view = inProvider(<Host />);
    await advance(LAZY_COMPONENT_TIMEOUT_MS - 1);
    expect(screen.getByText('Fallback')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(1);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This is taking longer than it should');
    expect(screen.queryByText('Fallback')).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'TimeoutError' }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    view.rerender(
      <InvestProvider i18n={i18n}>
        <Host />
      </InvestProvider>,
    );
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => second.arrive());
    expect(screen.getByText('Loaded part')).toBeTruthy();
  });

  it('a part whose load failed shows the error state at once, with "Try again"', async () => {
    const Broken = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const onError = vi.fn();
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    inProvider(
      <LazyBoundary fallback={<p>Fallback</p>} onError={onError}>
        <Broken />
      </LazyBoundary>,
    );
    await flush();
    quiet.mockRestore();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.any(TypeError));
  });
});
