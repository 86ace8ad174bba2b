import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Checkbox, CheckboxGroup } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Remember me', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(
      canvas.getByText('Remember me').parentElement?.querySelector('svg'),
    ).not.toBeNull();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const KeyboardToggle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { children: 'Select all holdings', isIndeterminate: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Select all holdings' });
    await expect(box).toBePartiallyChecked();
    await expect(canvas.getByText('Select all holdings').closest('label')).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Email me trade confirmations',
    description: 'Sent when an order is filled.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Email me trade confirmations' }),
    ).toHaveAccessibleDescription('Sent when an order is filled.');
  },
};

export const Invalid: Story = {
  args: {
    children: 'I have read the agreement',
    errorMessage: 'Accept the agreement to continue.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I have read the agreement' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Accept the agreement to continue\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Group: Story = {
  render: (args) => (
    <CheckboxGroup
      label="Notifications"
      description="Choose how we reach you."
      defaultValue={['email']}
      onChange={args.onChange as (value: string[]) => void}
    >
      <Checkbox value="email">Email</Checkbox>
      <Checkbox value="sms">SMS</Checkbox>
      <Checkbox value="push" isDisabled>
        Push
      </Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Notifications' });
    await expect(group).toHaveAccessibleDescription('Choose how we reach you.');
    await expect(canvas.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'sms']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['sms']);
    await expect(canvas.getByRole('checkbox', { name: 'Push' })).toBeDisabled();
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup
      label="Risk disclosures"
      orientation="horizontal"
      errorMessage="Confirm both disclosures."
    >
      <Checkbox value="risk">Market risk</Checkbox>
      <Checkbox value="fx">Currency risk</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Risk disclosures' }),
    ).toHaveAccessibleDescription('Confirm both disclosures.');
    await expect(canvas.getByRole('checkbox', { name: 'Market risk' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Checkbox {...args} />
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Some selected
      </Checkbox>
      <Checkbox {...args} description="Sent when an order is filled.">
        Described
      </Checkbox>
      <Checkbox {...args} errorMessage="Accept the agreement to continue.">
        Invalid
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox', { name: 'Remember me' })).toHaveLength(8);
    for (const box of canvas.getAllByRole('checkbox', { name: 'Checked' })) {
      await expect(box).toBeChecked();
    }
    await expect(canvas.getAllByRole('checkbox', { name: 'Some selected' })).toHaveLength(8);
  },
};
