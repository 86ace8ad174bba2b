import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const openDeposit = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {},
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Nothing here yet')).toBeVisible();
    // the default illustration is decorative
    await expect(
      canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]'),
    ).not.toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'No deposits yet',
    description: 'Deposits you make by bank transfer or crypto appear here.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No deposits yet')).toBeVisible();
    await expect(canvas.queryByText('Nothing here yet')).toBeNull();
    await expect(canvas.getByText(/bank transfer or crypto/)).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    title: 'No deposits yet',
    description: 'Make your first deposit to start investing.',
    action: <Button onPress={openDeposit}>Deposit</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(openDeposit).toHaveBeenCalledTimes(1);
  },
};

export const CustomIcon: Story = {
  args: {
    title: 'No nominees',
    icon: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="12" cy="8" r="4" data-testid="custom-icon" />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('custom-icon')).toBeInTheDocument();
    await expect(canvas.getByText('No nominees')).toBeVisible();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <EmptyState
        {...args}
        description="Deposits appear here."
        action={<Button size="sm">Deposit</Button>}
      />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Nothing here yet')).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: 'Deposit' })).toHaveLength(8);
  },
};
