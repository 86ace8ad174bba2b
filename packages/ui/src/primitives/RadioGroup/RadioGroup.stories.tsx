import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Radio, RadioGroup } from './RadioGroup';

const options = (
  <>
    <Radio value="bank">Bank transfer</Radio>
    <Radio value="crypto" description="USDT on TRON or Ethereum">
      Crypto
    </Radio>
    <Radio value="card" isDisabled>
      Card
    </Radio>
  </>
);

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Deposit method', children: options, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Deposit method' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await userEvent.click(canvas.getByText('Crypto'));
    await expect(canvas.getByRole('radio', { name: 'Crypto' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('crypto');
    await expect(canvas.getByRole('radio', { name: 'Crypto' })).toHaveAccessibleDescription(
      'USDT on TRON or Ethereum',
    );
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: 'bank' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const bank = canvas.getByRole('radio', { name: 'Bank transfer' });
    const crypto = canvas.getByRole('radio', { name: 'Crypto' });
    await expect(bank).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(crypto).toHaveFocus();
    await expect(crypto).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('crypto');
    // the disabled option is skipped: the next stop wraps to the first
    await userEvent.keyboard('{ArrowDown}');
    await expect(bank).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(crypto).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'crypto' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Crypto' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('bank');
  },
};

export const WithDescription: Story = {
  args: { description: 'Deposits arrive within one business day.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Deposits arrive within one business day.',
    );
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Choose a deposit method.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Deposit method' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Choose a deposit method.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Bank transfer'));
    await expect(canvas.getByRole('radio', { name: 'Bank transfer' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <RadioGroup {...args} defaultValue="bank" />
      <RadioGroup
        {...args}
        label="Payout method"
        orientation="horizontal"
        errorMessage="Choose a payout method."
      />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radiogroup', { name: 'Deposit method' })).toHaveLength(8);
    const checked = canvas.getAllByRole('radio', { name: 'Bank transfer', checked: true });
    await expect(checked).toHaveLength(8);
  },
};
