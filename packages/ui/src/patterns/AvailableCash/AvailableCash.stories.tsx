import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AvailableCash } from './AvailableCash';

const meta = {
  title: 'Patterns/AvailableCash',
  component: AvailableCash,
  args: {
    accounts: [
      { currency: 'USD', available: '4900.00' },
      { currency: 'PLN', available: '393.21' },
      { currency: 'EUR', available: '0.00' },
    ],
    total: { currency: 'USD', available: '4998.30' },
    onRetry: fn(),
  },
} satisfies Meta<typeof AvailableCash>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash in two currencies: the converted total says "≈"; each currency beside it. */
export const Figures: Story = {
  play: async ({ canvas }) => {
    const cash = canvas.getByRole('region', { name: 'Available cash' });
    await expect(cash).toHaveTextContent('≈');
    await expect(cash).toHaveTextContent('$4,998.30');
    const each = within(
      within(cash).getByRole('list', { name: 'Available cash by currency' }),
    ).getAllByRole('listitem');
    // an empty account is not listed
    await expect(each).toHaveLength(2);
    await expect(each[0]).toHaveTextContent('$4,900.00');
    await expect(each[1]).toHaveTextContent('393.21');
  },
};

/** One currency: the total is exact, no "≈" and no breakdown. */
export const OneCurrency: Story = {
  args: {
    accounts: [{ currency: 'USD', available: '5000.00' }],
    total: { currency: 'USD', available: '5000.00' },
  },
  play: async ({ canvas }) => {
    const cash = canvas.getByRole('region', { name: 'Available cash' });
    await expect(cash).toHaveTextContent('$5,000.00');
    await expect(cash).not.toHaveTextContent('≈');
    await expect(within(cash).queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    const cash = canvas.getByRole('region', { name: 'Available cash' });
    await expect(cash).toHaveAttribute('aria-busy', 'true');
    await expect(cash).not.toHaveTextContent('$');
  },
};

/** The figures failed: say so, never a made-up zero; retry. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to load your available cash');
    await expect(canvas.getByRole('region', { name: 'Available cash' })).not.toHaveTextContent('$');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
