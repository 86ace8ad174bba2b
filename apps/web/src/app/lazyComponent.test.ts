// @vitest-environment happy-dom
// spec 9 'Lazy component timeout and delay' and spec 8 'Fallbacks': a part of the app loaded when
// first needed (a drawer, a dialog, a picker) shows its fallback after 150 ms, fails into the
// error state after 15 s or when its code cannot be fetched (after spec 8's retries), and "Try
// again" fetches it anew. The clock is fake: nothing waits.
import { LAZY_COMPONENT_DELAY_MS, LAZY_COMPONENT_TIMEOUT_MS, LAZY_RETRY } from '@invest/domain';
import { createI18n } from '@invest/i18n';
import { InvestProvider } from '@invest/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement as h, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

const i18n = createI18n();
type Props = { name: string };
const Panel = ({ name }: Props) => h('p', null, `Panel for ${name}`);
const module = { default: Panel };
const show = (Part: ComponentType<Props>) =>
  render(h(InvestProvider, { i18n, children: h(Part, { name: 'Ada' }) }));
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const offline = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/Panel.js');

describe('lazyComponent', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the part with its props; the "Loading…" status only after 150 ms', async () => {
    let arrive!: (m: typeof module) => void;
    const Part = lazyComponent(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    show(Part);
    await advance(LAZY_COMPONENT_DELAY_MS - 1);
    expect(screen.queryByRole('status')).toBeNull();
    await advance(1);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    await act(async () => arrive(module));
    expect(screen.getByText('Panel for Ada')).toBeTruthy();
  });

  it('retries a network failure (spec 8) before it shows the part', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce(module);
    show(lazyComponent(load));
    await advance(LAZY_RETRY.delayMs * 2);
    expect(screen.getByText('Panel for Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('fails into the error state after 15 s; "Try again" fetches the part anew', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce(module);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    show(lazyComponent(load));
    await advance(LAZY_COMPONENT_TIMEOUT_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(1);
    expect(screen.getByRole('alert').textContent).toContain('taking longer');
    expect(quiet).toHaveBeenCalledWith(
      'lazy component',
      expect.objectContaining({ name: 'TimeoutError' }),
    );
    quiet.mockRestore();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(screen.getByText('Panel for Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a part that cannot be fetched after the retries shows the error state; "Try again" loads it', async () => {
    const load = vi.fn<() => Promise<typeof module>>(() => Promise.reject(offline()));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    show(lazyComponent(load));
    await advance(LAZY_RETRY.delayMs * LAZY_RETRY.max);
    expect(load).toHaveBeenCalledTimes(1 + LAZY_RETRY.max);
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    quiet.mockRestore();
    load.mockResolvedValueOnce(module);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(screen.getByText('Panel for Ada')).toBeTruthy();
  });
});
