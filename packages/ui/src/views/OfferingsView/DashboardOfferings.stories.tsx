import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DashboardOfferings } from './DashboardOfferings';
import { offerings } from './fixtures';

const meta = {
  title: 'Views/DashboardOfferings',
  component: DashboardOfferings,
  args: {
    offerings,
    offeringHref: (o) => `#/discover/offerings/${o.id}`,
    listHref: '#/discover',
    onRetry: fn(),
    onLogin: fn(),
  },
} satisfies Meta<typeof DashboardOfferings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's IPO card: the offerings open now, each to its detail, and all of them. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Details of HOOD offering' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See all offerings' })).toHaveAttribute(
      'href',
      '#/discover',
    );
    await expect(canvas.queryByText(/A deposit gets you ready/)).toBeNull();
  },
};

export const NoneOpen: Story = {
  args: { offerings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No public offerings open')).toBeVisible();
    await expect(canvas.queryByText(/A deposit gets you ready/)).toBeNull();
  },
};

export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Log in' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalled();
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
