import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Meter } from './Meter';

const creditScore = {
  label: 'Credit score',
  minValue: 300,
  maxValue: 850,
  formatOptions: { maximumFractionDigits: 0 },
  thresholds: { low: 580, high: 670 },
  levelLabels: { low: 'Poor', medium: 'Fair', high: 'Good' },
};

const meta = {
  title: 'Primitives/Meter',
  component: Meter,
  args: { ...creditScore, value: 720 },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    value: { control: { type: 'range', min: 300, max: 850 } },
  },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A credit score above the high threshold: positive tone, and the level written as text. */
export const CreditScoreGood: Story = {
  play: async ({ canvas, canvasElement }) => {
    const meter = canvas.getByRole('meter', { name: 'Credit score' });
    await expect(meter).toHaveAttribute('aria-valuenow', '720');
    await expect(meter).toHaveAttribute('aria-valuetext', '720');
    await expect(meter).toHaveAccessibleDescription('Good');
    await expect(canvas.getByText('Good')).toHaveClass('text-positive');
    await expect(canvasElement.querySelector('[data-slot="fill"]')).toHaveClass('bg-positive');
  },
};

export const CreditScoreFair: Story = {
  args: { value: 600 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('meter')).toHaveAccessibleDescription('Fair');
    await expect(canvasElement.querySelector('[data-slot="fill"]')).toHaveClass('bg-warning');
  },
};

/** The low threshold itself is already medium; just below it is low. */
export const CreditScorePoor: Story = {
  args: { value: 579 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('meter')).toHaveAccessibleDescription('Poor');
    await expect(canvasElement.querySelector('[data-slot="fill"]')).toHaveClass('bg-negative');
  },
};

/** Usage, where a high value is bad; the default level texts (Low / Medium / High). */
export const StorageUsed: Story = {
  args: {
    label: 'Storage used',
    minValue: 0,
    maxValue: 100,
    value: 92,
    formatOptions: undefined,
    levelLabels: undefined,
    thresholds: { low: 50, high: 80 },
    higherIsBetter: false,
  },
  play: async ({ canvas, canvasElement }) => {
    const meter = canvas.getByRole('meter', { name: 'Storage used' });
    await expect(meter).toHaveAttribute('aria-valuetext', '92%');
    await expect(meter).toHaveAccessibleDescription('High');
    await expect(canvasElement.querySelector('[data-slot="fill"]')).toHaveClass('bg-negative');
  },
};

/** Without thresholds: neutral tone, no level text. */
export const Neutral: Story = {
  args: { thresholds: undefined, value: 640 },
  play: async ({ canvas, canvasElement }) => {
    const meter = canvas.getByRole('meter', { name: 'Credit score' });
    await expect(meter).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByText('Fair')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="fill"]')).toHaveClass('bg-primary');
    // (640 - 300) / 550 of the track
    await expect(
      parseFloat(canvasElement.querySelector<HTMLElement>('[data-slot="fill"]')!.style.width),
    ).toBeCloseTo(61.8, 1);
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Meter {...args} value={720} />
      <Meter {...args} value={600} />
      <Meter {...args} value={450} size="lg" />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('meter', { name: 'Credit score' })).toHaveLength(24);
    for (const level of ['Good', 'Fair', 'Poor']) {
      await expect(canvas.getAllByText(level)).toHaveLength(8);
    }
  },
};
