import { DEFAULT_COUNTRY_CODES } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { PhoneField } from './PhoneField';

const countries = [
  { code: '1', name: 'United States' },
  { code: '44', name: 'United Kingdom' },
  { code: '48', name: 'Poland' },
  { code: '91', name: 'India' },
];

const meta = {
  title: 'Primitives/PhoneField',
  component: PhoneField,
  args: { countries, onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('+1');
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(input, '555a-01b23');
    await expect(input).toHaveValue('5550123');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '1', number: '5550123' });
  },
};

export const ChooseCountry: Story = {
  args: { defaultValue: '600100200' },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Country code/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Poland (+48)' }));
    await expect(trigger).toHaveTextContent('+48');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      countryCode: '48',
      number: '600100200',
    });
  },
};

export const KeyboardCountry: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Country code/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('+44');
    await expect(args.onChange).toHaveBeenLastCalledWith({ countryCode: '44', number: '' });
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  },
};

/** spec 5: the kun profile starts at 91. */
export const DefaultKun: Story = {
  args: { defaultCountryCode: DEFAULT_COUNTRY_CODES.kun },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('+91');
  },
};

/** spec 5: the pl profile starts at 48. */
export const DefaultPl: Story = {
  args: { defaultCountryCode: DEFAULT_COUNTRY_CODES.pl },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('+48');
  },
};

export const Invalid: Story = {
  args: {
    validationBehavior: 'aria',
    description: 'We send a verification code to this number.',
    validate: ({ number }) => (number.length < 7 ? 'Enter a valid mobile number' : null),
    defaultValue: '5550123',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, '{Backspace}{Backspace}');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a valid mobile number')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { defaultValue: '12', isInvalid: true, errorMessage: 'Unknown area code' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Mobile number' }),
    ).toHaveAccessibleDescription('Unknown area code');
  },
};

export const Disabled: Story = {
  args: { defaultValue: '5550123', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Country code/ })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: { countryCode: '48', number: '600100200' }, isReadOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('+48')).toBeVisible();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <PhoneField {...args} defaultValue="5550123" />
      <PhoneField {...args} label="Nominee phone" isInvalid errorMessage="Phone is required" />
      <PhoneField {...args} label="Old phone" isDisabled defaultCountryCode="91" />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox', { name: 'Mobile number' })).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: /Country code/ })).toHaveLength(24);
    await expect(canvas.getAllByText('Phone is required')).toHaveLength(8);
  },
};
