import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Select, SelectItem } from './Select';

const accounts = [
  { id: 'usd', label: 'USD cash account', description: 'Available 12,500.00 USD' },
  { id: 'eur', label: 'EUR cash account', description: 'Available 3,200.00 EUR' },
  { id: 'margin', label: 'Margin account' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Account',
    items: accounts,
    onSelectionChange: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Account/ });
    await expect(trigger).toHaveTextContent('Select an option');
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.click(body.getByRole('option', { name: /EUR cash account/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('eur');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('EUR cash account');
    // the second line stays in the list, not in the closed trigger
    await expect(trigger).not.toHaveTextContent('Available');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Account/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(body.getByRole('option', { name: /USD cash/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('margin');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Margin account');
  },
};

export const WithValue: Story = {
  args: { defaultSelectedKey: 'usd', description: 'Orders are paid from this account.' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Account/ });
    await expect(trigger).toHaveTextContent('USD cash account');
    await expect(trigger).toHaveAccessibleDescription('Orders are paid from this account.');
    await userEvent.click(trigger);
    await expect(await body.findByRole('option', { name: /USD cash/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Placeholder: Story = {
  args: { placeholder: 'Choose an account' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Account/ })).toHaveTextContent(
      'Choose an account',
    );
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Choose an account to continue.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Account/ });
    await expect(canvas.getByText('Choose an account to continue.')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription(/Choose an account to continue\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Account/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const StaticItems: Story = {
  args: { label: 'Order type', items: undefined, disabledKeys: ['stop'] },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="market">Market</SelectItem>
      <SelectItem id="limit" description="Executes at your price or better">
        Limit
      </SelectItem>
      <SelectItem id="stop">Stop</SelectItem>
    </Select>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Order type/ }));
    const stop = await body.findByRole('option', { name: 'Stop' });
    await expect(stop).toHaveAttribute('aria-disabled', 'true');
    await expect(body.getByRole('option', { name: 'Limit' })).toHaveAccessibleDescription(
      'Executes at your price or better',
    );
    await userEvent.click(body.getByRole('option', { name: 'Limit' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('limit');
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Select {...args} defaultSelectedKey="usd" />
      <Select {...args} label="Payout account" errorMessage="Choose an account to continue." />
      <Select {...args} label="Locked account" isDisabled />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^USD cash account Account/ })).toHaveLength(
      8,
    );
    await expect(canvas.getAllByText('Choose an account to continue.')).toHaveLength(8);
  },
};
