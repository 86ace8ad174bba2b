import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { LazyBoundary } from './LazyBoundary';

/** A part whose code never arrives (a stalled connection). */
const Stalled = lazy(() => new Promise<never>(() => {}));
/** A part whose code cannot be fetched. */
const Unreachable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Part.js')),
);
/** A part that arrives. */
const Arrived = lazy(() =>
  Promise.resolve({ default: () => <p className="text-fg">The loaded part</p> }),
);

const meta = {
  title: 'Patterns/LazyBoundary',
  component: LazyBoundary,
  args: { children: <Stalled />, onRetry: fn(), onError: fn() },
} satisfies Meta<typeof LazyBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The part arrived: only the part shows. */
export const Loaded: Story = {
  args: { children: <Arrived /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The loaded part')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/**
 * spec 9: still loading after the delay (150 ms): a "Loading…" status stands in for the part
 * (before the delay nothing shows, so a quick load does not flash).
 */
export const Loading: Story = {
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Loading…');
  },
};

/** A fallback of the caller's own: a skeleton of the part. */
export const OwnFallback: Story = {
  args: {
    fallback: <div data-testid="skeleton" className="h-24 rounded-md bg-surface-sunken" />,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('skeleton')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/**
 * spec 9: not there after the timeout (15 s; shortened here to 300 ms): the error state, with
 * "Try again", which asks for a new load (`onRetry`) and waits again.
 */
export const TimedOut: Story = {
  args: { timeoutMs: 300 },
  play: async ({ args, canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 3000 });
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('This is taking longer than it should.');
    await expect(args.onError).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'TimeoutError' }),
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** The part's code could not be fetched: the error state at once, with "Try again". */
export const LoadFailed: Story = {
  args: { children: <Unreachable /> },
  play: async ({ args, canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This part could not be loaded.');
    await expect(args.onError).toHaveBeenCalledWith(expect.any(TypeError));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/**
 * `placement="floating"`: for a part that is itself an overlay (a drawer or a dialog), the
 * status and the error state float at the bottom of the viewport.
 */
export const Floating: Story = {
  args: { children: <Unreachable />, placement: 'floating' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    const frame = alert.closest<HTMLElement>('[data-slot="lazy-boundary"]')!;
    await expect(getComputedStyle(frame).position).toBe('fixed');
  },
};

/** In Polish. */
export const Polish: Story = {
  globals: { locale: 'pl-PL' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Wczytywanie…');
  },
};

/** Loading and failed, in every theme. */
export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <LazyBoundary {...args}>
        <Stalled />
      </LazyBoundary>
      <LazyBoundary {...args}>
        <Unreachable />
      </LazyBoundary>
    </Themes>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(8));
    await expect(canvas.getAllByRole('alert')).toHaveLength(8);
  },
};
