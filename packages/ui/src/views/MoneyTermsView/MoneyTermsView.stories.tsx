import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { MoneyTermsView } from './MoneyTermsView';

const meta = {
  title: 'Views/MoneyTermsView',
  component: MoneyTermsView,
  args: { kind: 'deposit', onBack: fn() },
} satisfies Meta<typeof MoneyTermsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit terms' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Withdrawal: Story = {
  args: { kind: 'withdrawal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdrawal terms' })).toBeVisible();
  },
};

export const Bank: Story = {
  args: { kind: 'bank' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Bank account terms' }),
    ).toBeVisible();
  },
};

/** Translated (spec 2): Polish. */
export const BeneficiaryPolish: Story = {
  args: { kind: 'beneficiary' },
  globals: { locale: 'pl-PL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent('Nominee terms');
  },
};

export const AllThemes: Story = {
  render: (args) => <Themes>{() => <MoneyTermsView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(8);
  },
};
