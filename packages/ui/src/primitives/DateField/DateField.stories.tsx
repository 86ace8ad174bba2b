import { CalendarDate } from '@internationalized/date';
import { MIN_AGE } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { DateField } from './DateField';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Trade date', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: /month/ })).toHaveFocus();
    await userEvent.keyboard('03152024');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2024, 3, 15));
    await userEvent.keyboard('{ArrowUp}'); // the year segment still has focus
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 3, 15));
  },
};

// a fixed "today" keeps the story stable
const today = new CalendarDate(2025, 6, 1);

/** spec 5: the user must be at least 18; the rule is the caller's `validate`. */
export const DateOfBirth: Story = {
  args: {
    label: 'Date of birth',
    description: `You must be at least ${MIN_AGE}.`,
    isRequired: true,
    validationBehavior: 'aria',
    maxValue: today,
    validate: (value) =>
      value && value.compare(today.subtract({ years: MIN_AGE })) > 0
        ? `You must be at least ${MIN_AGE} years old`
        : null,
  },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: /Date of birth/ });
    await userEvent.tab();
    await userEvent.keyboard('01022010');
    await expect(canvas.getByText('You must be at least 18 years old')).toBeVisible();
    await expect(group.querySelector('[data-invalid]')).not.toBeNull();
    // the year keeps focus: replace it with an adult's year
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}1990');
    await expect(canvas.getByRole('spinbutton', { name: /year/ })).toHaveAttribute(
      'aria-valuenow',
      '1990',
    );
    await expect(canvas.queryByText('You must be at least 18 years old')).toBeNull();
  },
};

export const MinMax: Story = {
  args: {
    validationBehavior: 'aria',
    minValue: new CalendarDate(2025, 1, 1),
    maxValue: new CalendarDate(2025, 12, 31),
    defaultValue: new CalendarDate(2025, 6, 1),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Trade date' })).not.toHaveAttribute(
      'data-invalid',
    );
    await userEvent.click(canvas.getByRole('spinbutton', { name: /year/ }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByText(/Value must be .*12\/31\/2025 or earlier/)).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    defaultValue: new CalendarDate(2025, 2, 3),
    isInvalid: true,
    errorMessage: 'Markets are closed on this day',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Markets are closed on this day')).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const Disabled: Story = {
  args: { defaultValue: new CalendarDate(2025, 2, 3), isDisabled: true },
  play: async ({ canvas }) => {
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: new CalendarDate(2025, 2, 3), isReadOnly: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: /year/ }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <DateField {...args} defaultValue={new CalendarDate(2025, 2, 3)} />
      <DateField {...args} label="Date of birth" isInvalid errorMessage="Enter a valid date" />
      <DateField {...args} label="Settled" isDisabled defaultValue={new CalendarDate(2025, 2, 5)} />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group', { name: 'Trade date' })).toHaveLength(8);
    await expect(canvas.getAllByText('Enter a valid date')).toHaveLength(8);
  },
};
