import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading documents', value: 45 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['primary', 'positive', 'negative', 'warning'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading documents' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuetext', '45%');
    await expect(canvas.getByText('45%')).toBeVisible();
    await expect(bar.querySelector<HTMLElement>('[data-slot="fill"]')?.style.width).toBe('45%');
  },
};

export const Complete: Story = {
  args: { value: 100, tone: 'positive', label: 'Checks complete' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100%');
  },
};

/** A value beyond the range is clamped. */
export const CustomRange: Story = {
  args: { label: 'Boot checks', minValue: 0, maxValue: 7, value: 9 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Boot checks' });
    await expect(bar).toHaveAttribute('aria-valuenow', '7');
    await expect(bar).toHaveAttribute('aria-valuemax', '7');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

/** A caller's own value text, e.g. "3 of 7 checks". */
export const ValueLabel: Story = {
  args: { label: 'Boot checks', maxValue: 7, value: 3, valueLabel: '3 of 7 checks' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '3 of 7 checks',
    );
    await expect(canvas.getByText('3 of 7 checks')).toBeVisible();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Connecting' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Connecting' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveAttribute('aria-valuetext');
    await expect(canvas.queryByText('45%')).toBeNull();
  },
};

export const WithoutLabel: Story = {
  args: { label: undefined, 'aria-label': 'Page loading', showValueLabel: false, value: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Page loading' })).toBeInTheDocument();
    await expect(canvas.queryByText('30%')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex max-w-md flex-col gap-4">
      <ProgressBar {...args} size="sm" label="Small" />
      <ProgressBar {...args} size="md" label="Medium" />
      <ProgressBar {...args} size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) =>
        (canvas.getByRole('progressbar', { name }).lastElementChild as HTMLElement).offsetHeight,
    );
    await expect(heights[0]).toBeLessThan(heights[1]!);
    await expect(heights[1]).toBeLessThan(heights[2]!);
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <ProgressBar {...args} />
      <ProgressBar {...args} label="Done" value={100} tone="positive" />
      <ProgressBar {...args} label="Failed" value={60} tone="negative" />
      <ProgressBar {...args} label="Connecting" isIndeterminate />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar', { name: 'Uploading documents' })).toHaveLength(
      8,
    );
    await expect(canvas.getAllByText('45%')).toHaveLength(8);
  },
};
