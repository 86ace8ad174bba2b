import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { NumberField, type AmountFieldProps } from './NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { kind: 'amount', label: 'Amount', currency: 'USD', onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription('Currency USD');
    await expect(canvas.getByText('$')).toBeVisible();
    await userEvent.type(input, '1250.75');
    await expect(input).toHaveValue('1250.75');
    await expect(args.onChange).toHaveBeenLastCalledWith('1250.75');
  },
};

export const RejectsLetters: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1a2-b.3e4+5.6');
    // letters, signs and a second separator are refused; a third fraction digit too
    await expect(input).toHaveValue('12.34');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.34');
    for (const [value] of (args.onChange as ReturnType<typeof fn>).mock.calls) {
      await expect(value).toMatch(/^\d*(\.\d{0,2})?$/);
    }
  },
};

/** The text keeps what was typed until blur; the amount reported is a wire decimal at once. */
export const NormalisedOnBlur: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '007.');
    await expect(input).toHaveValue('007.');
    await expect(args.onChange).toHaveBeenLastCalledWith('7');
    await userEvent.tab();
    await expect(input).toHaveValue('7');
    await expect(args.onChange).toHaveBeenLastCalledWith('7');
  },
};

/** spec 5: the server refuses '.5' and '5.'; the field reports them as '0.5' and '5'. */
export const WireDecimal: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '.5');
    await expect(input).toHaveValue('.5');
    await expect(args.onChange).toHaveBeenLastCalledWith('0.5');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '5.');
    await expect(args.onChange).toHaveBeenLastCalledWith('5');
    for (const [value] of (args.onChange as ReturnType<typeof fn>).mock.calls) {
      await expect(value).toMatch(/^(|0|[1-9]\d*)(\.\d+)?$/);
    }
  },
};

export const DecimalComma: Story = {
  globals: { locale: 'de-DE' },
  args: { currency: 'EUR' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(canvas.getByText('€')).toBeVisible();
    await userEvent.type(input, '12,5');
    await expect(input).toHaveValue('12,5');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.5');
    await userEvent.tab();
    await expect(input).toHaveValue('12,5');
    // '1', '12', '12,' (still 12: no call), '12,5'
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const MaxFractionDigits: Story = {
  args: { label: 'Price', currency: 'JPY', currencyDisplay: 'code', maxFractionDigits: 0 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    await expect(canvas.getByText('JPY')).toBeVisible();
    await userEvent.type(input, '1500.25');
    await expect(input).toHaveValue('150025');
    await expect(args.onChange).toHaveBeenLastCalledWith('150025');
  },
};

export const FourFractionDigits: Story = {
  args: { label: 'Rate', currency: undefined, maxFractionDigits: 4 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Rate' });
    await userEvent.type(input, '0.123456');
    await expect(input).toHaveValue('0.1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('0.1234');
  },
};

export const AmountInvalid: Story = {
  args: {
    validationBehavior: 'aria',
    defaultValue: '50',
    validate: (value: string) =>
      value === '' || /^0*\.?0*$/.test(value) ? 'Enter an amount' : null,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter an amount')).toBeVisible();
  },
};

export const AmountWithError: Story = {
  args: { defaultValue: '5000', isInvalid: true, errorMessage: 'Insufficient balance' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Insufficient balance/);
  },
};

export const AmountDisabled: Story = {
  args: { defaultValue: '100', isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('100');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Quantity: Story = {
  args: { kind: 'quantity', label: 'Shares', defaultValue: 5, minValue: 1, maxValue: 7 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Shares' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue('6');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('7');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('7'); // capped at maxValue
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('5');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const QuantityWholeNumbersOnly: Story = {
  args: { kind: 'quantity', label: 'Shares' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Shares' });
    await userEvent.type(input, '3.7x');
    await expect(input).toHaveValue('37'); // the separator and the letter are refused
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(37);
  },
};

export const QuantityInvalid: Story = {
  args: {
    kind: 'quantity',
    label: 'Shares',
    defaultValue: 0,
    isInvalid: true,
    errorMessage: 'Quantity must be at least 1',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Shares' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Quantity must be at least 1')).toBeVisible();
  },
};

export const QuantityDisabled: Story = {
  args: { kind: 'quantity', label: 'Shares', defaultValue: 3, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Shares' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  },
};

export const AllThemes: Story = {
  render: (args) => {
    const amount = args as AmountFieldProps; // meta args are the amount kind's
    return (
      <Themes>
        <NumberField {...amount} defaultValue="1250.5" />
        <NumberField
          {...amount}
          label="Withdraw"
          defaultValue="9000"
          isInvalid
          errorMessage="Insufficient balance"
        />
        <NumberField kind="quantity" label="Shares" defaultValue={10} />
        <NumberField {...amount} label="Fee" defaultValue="2" isDisabled />
      </Themes>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox', { name: 'Amount' })).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: 'Increase' })).toHaveLength(8);
    await expect(canvas.getAllByText('Insufficient balance')).toHaveLength(8);
  },
};
