import { DRAWER_WIDTHS } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { settledDrawer } from '../../storybook/overlays';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Drawer, DrawerPanel, type DrawerProps } from './Drawer';

function WithTrigger(args: DrawerProps) {
  return (
    <DialogTrigger>
      <Button variant="secondary">Open messages</Button>
      <Drawer {...args} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    title: 'Messages',
    width: DRAWER_WIDTHS.messages,
    children: 'Your withdrawal of $250.00 was sent to your bank account.',
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (
  canvas: { getByRole: typeof screen.getByRole },
  userEvent: { click: (el: Element) => Promise<void> },
) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open messages' }));
  return settledDrawer('Messages');
};

/** The message centre: 600px from the right, heading as name, focus inside. */
export const MessageCentre: Story = {
  play: async ({ canvas, userEvent }) => {
    const drawer = await open(canvas, userEvent);
    await expect(getComputedStyle(drawer).width).toBe('600px');
    await expect(drawer.getBoundingClientRect().top).toBe(0);
    await expect(drawer.getBoundingClientRect().height).toBe(window.innerHeight);
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await expect(
      screen.getByText('Your withdrawal of $250.00 was sent to your bank account.'),
    ).toBeVisible();
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await open(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Open messages' })).toHaveFocus(),
    );
  },
};

export const EscapeCloses: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <Drawer {...args} defaultOpen />,
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Messages' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The side menu: 40% of the viewport. */
export const SideMenu: Story = {
  args: { width: DRAWER_WIDTHS.menu, title: 'Messages' },
  play: async ({ canvas, userEvent }) => {
    const drawer = await open(canvas, userEvent);
    await expect(drawer.getBoundingClientRect().width).toBeCloseTo(window.innerWidth * 0.4, 0);
  },
};

/** An invalid width falls back to 360px (spec 2). */
export const InvalidWidth: Story = {
  args: { width: 'wide' },
  play: async ({ canvas, userEvent }) => {
    const drawer = await open(canvas, userEvent);
    await expect(getComputedStyle(drawer).width).toBe('360px');
  },
};

/** No width: the 360px fallback too. */
export const DefaultWidth: Story = {
  args: { width: undefined },
  play: async ({ canvas, userEvent }) => {
    const drawer = await open(canvas, userEvent);
    await expect(getComputedStyle(drawer).width).toBe('360px');
  },
};

/** Below 768 px the drawer takes the full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    const drawer = await open(canvas, userEvent);
    await expect(window.innerWidth).toBeLessThan(768);
    await expect(drawer.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

/** The sheet in place in every theme, and the trigger. */
export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <WithTrigger {...args} />
      <div className="h-64">
        <DrawerPanel title={args.title} width="100%">
          {args.children}
        </DrawerPanel>
      </div>
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('dialog', { name: 'Messages' })).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: 'Close panel' })).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: 'Open messages' })).toHaveLength(8);
  },
};
