import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { order, orders } from './fixtures';
import { OrderDetailView } from './OrderDetailView';

const meta = {
  title: 'Views/OrderDetailView',
  component: OrderDetailView,
  args: { order: order(), listHref: '#/orders', onRetry: fn(), onCancel: fn() },
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filled buy settling T+1: fill price, fees, total and the timeline. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buy AAPL' })).toBeVisible();
    await expect(canvas.getByText('Settling')).toBeVisible();
    await expect(canvas.getByText('Fill price')).toBeVisible();
    await expect(canvas.getByText('Commission')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** A sale shows its realised P&L with sign and arrow. */
export const Sold: Story = {
  args: { order: orders[2] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Realised P&L')).toBeVisible();
  },
};

/** A working order can be cancelled, after the client confirms. */
export const CancelWorking: Story = {
  args: { order: orders[1] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen
      .findByRole('alertdialog', {}, { timeout: 3000 })
      .catch(() => screen.findByRole('dialog'));
    await expect(dialog).toHaveTextContent('Cancel this order?');
    await userEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findAllByRole('button', { name: 'Cancel order' });
    await userEvent.click(confirm[confirm.length - 1]!);
    await waitFor(() => expect(args.onCancel).toHaveBeenCalled());
  },
};

/** An order that lapsed unfilled says why. */
export const Expired: Story = {
  args: { order: orders[3] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lapsed unfilled')).toBeVisible();
  },
};

export const CancelFailed: Story = {
  args: { order: orders[1], cancelError: 'Unable to cancel the order' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to cancel the order');
  },
};

export const Missing: Story = {
  args: { status: 'missing', order: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order not found')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  args: { order: orders[1] },
  render: (args) => <Themes>{() => <OrderDetailView {...args} />}</Themes>,
};
