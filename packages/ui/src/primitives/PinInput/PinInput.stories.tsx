import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { PinInput } from './PinInput';

const meta = {
  title: 'Primitives/PinInput',
  component: PinInput,
  args: { onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof PinInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-slot="box"]')].map((b) => b.textContent);

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'PIN' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('maxlength', '6');
    await userEvent.click(input);
    await userEvent.keyboard('12x3');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(boxes(canvasElement)).toEqual(['1', '2', '3', '', '', '']);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Paste: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'PIN' });
    await userEvent.click(input);
    await userEvent.paste('12ab34');
    await expect(input).toHaveValue('1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Completes: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'PIN' });
    await userEvent.type(input, '48213');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('97');
    await expect(input).toHaveValue('482139');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('482139');
  },
};

export const Masked: Story = {
  args: { mask: true, label: 'Trading PIN' },
  play: async ({ canvasElement, canvas, userEvent }) => {
    // a password input has no role: find it by its label
    const input = canvas.getByLabelText('Trading PIN');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, '1234');
    await expect(boxes(canvasElement)).toEqual(['•', '•', '•', '•', '', '']);
    await expect(canvasElement).not.toHaveTextContent('1234');
  },
};

export const Invalid: Story = {
  args: { defaultValue: '123456', isInvalid: true, errorMessage: 'Incorrect PIN' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'PIN' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Incorrect PIN');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '12', isDisabled: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'PIN' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('12');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <PinInput {...args} defaultValue="123" />
      <PinInput {...args} label="Confirm PIN" mask defaultValue="12" />
      <PinInput
        {...args}
        label="Old PIN"
        defaultValue="000000"
        isInvalid
        errorMessage="Incorrect PIN"
      />
      <PinInput {...args} label="Locked PIN" isDisabled />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox', { name: 'PIN' })).toHaveLength(8);
    await expect(canvas.getAllByText('Incorrect PIN')).toHaveLength(8);
  },
};
