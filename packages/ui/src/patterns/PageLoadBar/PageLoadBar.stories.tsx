import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { PageLoadBar, type PageLoadBarProps } from './PageLoadBar';

/** A page whose loading the reviewer can start and finish. */
function Harness(args: PageLoadBarProps) {
  const [active, setActive] = useState(args.active);
  return (
    <>
      <PageLoadBar {...args} active={active} />
      <div className="flex gap-2 pt-4">
        <Button variant="secondary" onPress={() => setActive(true)}>
          Start loading
        </Button>
        <Button variant="secondary" onPress={() => setActive(false)}>
          Finish loading
        </Button>
      </div>
    </>
  );
}

const meta = {
  title: 'Patterns/PageLoadBar',
  component: PageLoadBar,
  args: { active: false },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof PageLoadBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (bar: HTMLElement) => Number(bar.getAttribute('aria-valuenow'));

/** Idle: nothing rendered, nothing announced. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Loading: starts at 30 % (spec 2 minimum 0.3) and trickles up, never past 95 %. */
export const Loading: Story = {
  args: { active: true },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    const first = valueOf(bar);
    await expect(first).toBeGreaterThanOrEqual(30);
    await waitFor(() => expect(valueOf(bar)).toBeGreaterThan(first));
    await expect(valueOf(bar)).toBeLessThanOrEqual(95);
    await expect(bar.getBoundingClientRect().top).toBe(0);
  },
};

/** Loading ends: the bar completes to 100 % and then goes away; a new load starts over at 30 %. */
export const Completes: Story = {
  args: { active: true },
  play: async ({ canvas, userEvent }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    await waitFor(() => expect(valueOf(bar)).toBeGreaterThan(30));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(valueOf(bar)).toBe(100);
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Start loading' }));
    await expect(valueOf(canvas.getByRole('progressbar'))).toBe(30);
  },
};
