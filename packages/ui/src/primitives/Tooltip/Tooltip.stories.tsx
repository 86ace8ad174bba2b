import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: TooltipTrigger,
  args: { delay: 700, onOpenChange: fn(), children: null },
  render: (args) => (
    <div className="p-12">
      <TooltipTrigger {...args}>
        <Button variant="secondary">Settle</Button>
        <Tooltip>Placed and pending settlement or release.</Tooltip>
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof TooltipTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Settle' });
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Placed and pending settlement or release.');
    await expect(trigger).toHaveAccessibleDescription('Placed and pending settlement or release.');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Hover: Story = {
  args: { delay: 200 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Settle' });
    // a pointer press elsewhere sets the pointer modality (hover tooltips follow it); then wait
    // out the global warm-up (500 ms after a tooltip closes, the next one opens at once)
    await userEvent.click(canvasElement);
    await new Promise((r) => setTimeout(r, 600));
    await userEvent.hover(trigger);
    // not before the delay
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('pending settlement');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Settle' })).toHaveFocus();
    await new Promise((r) => setTimeout(r, 100));
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Renders the tooltip inside the theme panel, so it takes that theme's colours. */
function OpenInPanel({ placement }: { placement: 'top' | 'bottom' | 'start' | 'end' }) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setPanel} className="flex justify-center px-4 py-12">
      {panel && (
        <TooltipTrigger isOpen>
          <Button variant="secondary">Settle</Button>
          <Tooltip placement={placement} UNSTABLE_portalContainer={panel}>
            Pending settlement
          </Tooltip>
        </TooltipTrigger>
      )}
    </div>
  );
}

export const AllThemes: Story = {
  render: () => (
    <Themes>
      <OpenInPanel placement="top" />
      <OpenInPanel placement="bottom" />
    </Themes>
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByRole('tooltip')).toHaveLength(16));
    for (const panel of canvasElement.querySelectorAll<HTMLElement>('[data-theme]')) {
      if (!panel.dataset.testid) continue;
      await expect(within(panel).getAllByRole('tooltip')).toHaveLength(2);
    }
  },
};
