import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { IconButton } from './IconButton';

const SearchIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </svg>
);

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Search symbols', children: <SearchIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Search symbols' });
    // the icon is decorative: the name comes from `label` alone
    await expect(button.querySelector('[data-slot="icon"]')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', label: 'Delete bank account' } };

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <IconButton {...args} size="sm" label="Small search" />
      <IconButton {...args} size="md" label="Medium search" />
      <IconButton {...args} size="lg" label="Large search" />
    </Row>
  ),
  play: async ({ canvas }) => {
    const width = (name: string) => canvas.getByRole('button', { name }).getBoundingClientRect();
    for (const name of ['Small search', 'Medium search', 'Large search']) {
      const box = width(name);
      await expect(box.width).toBe(box.height);
    }
    await expect(width('Small search').width).toBeLessThan(width('Large search').width);
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search symbols' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Search symbols' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Search symbols/ });
    await expect(button).toHaveAccessibleName('Loading… Search symbols');
    await expect(button.querySelector('[data-slot="icon"]')).toBeNull();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Row>
        <IconButton {...args} variant="primary" label="Search" />
        <IconButton {...args} variant="secondary" label="Filter" />
        <IconButton {...args} variant="ghost" label="Refresh" />
        <IconButton {...args} variant="danger" label="Remove" />
        <IconButton {...args} isDisabled label="Unavailable" />
      </Row>
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Search' })).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: 'Remove' })).toHaveLength(8);
  },
};
