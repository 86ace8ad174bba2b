import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Full name', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.type(input, 'Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
  },
};

export const WithDescription: Story = {
  args: { description: 'As it appears on your ID document.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveAccessibleDescription(
      'As it appears on your ID document.',
    );
  },
};

export const Multiline: Story = {
  args: { label: 'Message', multiline: true, rows: 4 },
  play: async ({ args, canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Line one{Enter}Line two');
    await expect(args.onChange).toHaveBeenLastCalledWith('Line one\nLine two');
  },
};

export const Required: Story = {
  args: { isRequired: true, validationBehavior: 'aria' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Full name is required', defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Full name is required');
  },
};

export const Validate: Story = {
  args: {
    validationBehavior: 'aria',
    validate: (value: string) => (value.trim().length < 2 ? 'Enter at least 2 characters' : null),
    defaultValue: 'Ada',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(canvas.queryByText('Enter at least 2 characters')).toBeNull();
    await userEvent.clear(input);
    await userEvent.type(input, 'A');
    await expect(canvas.getByText('Enter at least 2 characters')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ada Lovelace' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Ada Lovelace' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <TextField {...args} placeholder="Ada Lovelace" />
      <TextField {...args} label="Notes" description="Optional" multiline />
      <TextField {...args} label="Email" isInvalid errorMessage="Enter a valid email" />
      <TextField {...args} label="Account" isDisabled defaultValue="ACC-001" />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox', { name: 'Full name' })).toHaveLength(8);
    await expect(canvas.getAllByText('Enter a valid email')).toHaveLength(8);
  },
};
