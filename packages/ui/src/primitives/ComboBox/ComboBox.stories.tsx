import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { ComboBox } from './ComboBox';

const countries = [
  { id: 'US', label: 'United States' },
  { id: 'GB', label: 'United Kingdom' },
  { id: 'DE', label: 'Germany', description: 'Frankfurt Stock Exchange' },
  { id: 'PL', label: 'Poland' },
  { id: 'IN', label: 'India' },
];

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: {
    label: 'Country',
    items: countries,
    onSelectionChange: fn(),
    onInputChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'unit');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('unit');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(within(listbox).queryByRole('option', { name: 'Poland' })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: 'United Kingdom' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('GB');
    await expect(input).toHaveValue('United Kingdom');
  },
};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('po');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(input).toHaveAttribute(
        'aria-activedescendant',
        body.getByRole('option', { name: 'Poland' }).id,
      ),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('PL');
    await expect(input).toHaveValue('Poland');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Country' }), 'xyz');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toHaveAttribute('data-empty', 'true');
    await expect(listbox.querySelectorAll('[data-key]')).toHaveLength(0);
    await expect(within(listbox).getByText('No results')).toBeVisible();
  },
};

export const CustomValue: Story = {
  args: { label: 'Symbol', items: [{ id: 'AAPL', label: 'AAPL' }], allowsCustomValue: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Symbol' });
    await userEvent.type(input, 'TSLA');
    await userEvent.tab();
    // the typed text is kept although no option matches
    await expect(input).toHaveValue('TSLA');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('AAPL');
  },
};

export const WithoutCustomValue: Story = {
  args: { label: 'Symbol', items: [{ id: 'AAPL', label: 'AAPL' }] },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Symbol' });
    await userEvent.type(input, 'TSLA');
    await userEvent.tab();
    // without allowsCustomValue the unmatched text is cleared on blur
    await expect(input).toHaveValue('');
  },
};

export const OpenWithButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await expect(
      within(listbox).getByRole('option', { name: 'Germany' }),
    ).toHaveAccessibleDescription('Frankfurt Stock Exchange');
  },
};

export const WithDescription: Story = {
  args: { description: 'Where you pay taxes.', placeholder: 'Start typing' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAccessibleDescription('Where you pay taxes.');
    await expect(input).toHaveAttribute('placeholder', 'Start typing');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Choose a country from the list.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Choose a country from the list\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'US' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('United States');
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <ComboBox {...args} defaultSelectedKey="DE" />
      <ComboBox {...args} label="Residence" errorMessage="Choose a country from the list." />
      <ComboBox {...args} label="Citizenship" isDisabled />
    </Themes>
  ),
  play: async ({ canvas }) => {
    const inputs = canvas.getAllByRole('combobox', { name: 'Country' });
    await expect(inputs).toHaveLength(8);
    for (const input of inputs) await expect(input).toHaveValue('Germany');
    await expect(canvas.getAllByText('Choose a country from the list.')).toHaveLength(8);
  },
};
