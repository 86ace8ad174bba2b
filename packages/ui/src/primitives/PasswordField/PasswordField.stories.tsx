import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 's3cret!');
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cret!');
  },
};

export const ToggleVisibility: Story = {
  args: { defaultValue: 's3cret!' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
  },
};

export const KeyboardToggle: Story = {
  args: { defaultValue: 's3cret!' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 6 characters.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('At least 6 characters.');
  },
};

export const Invalid: Story = {
  args: {
    label: 'New password',
    validationBehavior: 'aria',
    validate: (value: string) =>
      value.length < 6 ? 'Password must be at least 6 characters' : null,
    defaultValue: 'abcdef',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('New password');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '{Backspace}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Password must be at least 6 characters');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 's3cret!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <PasswordField {...args} defaultValue="s3cret!" />
      <PasswordField {...args} label="Confirm" isInvalid errorMessage="Passwords do not match" />
      <PasswordField {...args} label="Old" isDisabled />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Show password' })).toHaveLength(24);
    await expect(canvas.getAllByText('Passwords do not match')).toHaveLength(8);
  },
};
