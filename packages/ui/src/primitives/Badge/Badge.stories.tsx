import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes, Row } from '../../storybook/AllThemes';
import { Badge, type BadgeTone } from './Badge';

const tones: BadgeTone[] = [
  'neutral',
  'primary',
  'positive',
  'negative',
  'warning',
  'info',
  'signal-excellent',
  'signal-good',
];

const StarIcon = () => (
  <svg viewBox="0 0 16 16" fill="currentColor">
    <path d="m8 1.5 2 4.2 4.5.6-3.3 3.1.8 4.5L8 11.7l-4 2.2.8-4.5L1.5 6.3 6 5.7z" />
  </svg>
);

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'VIP 3' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('VIP 3');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    await expect(badge.querySelector('[data-slot="icon"]')).toBeNull();
  },
};

export const Tones: Story = {
  render: (args) => (
    <Row>
      {tones.map((tone) => (
        <Badge {...args} key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    for (const tone of tones) {
      await expect(canvas.getByText(tone)).toHaveAttribute('data-tone', tone);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Badge {...args} size="sm">
        Small
      </Badge>
      <Badge {...args} size="md">
        Medium
      </Badge>
    </Row>
  ),
  play: async ({ canvas }) => {
    const height = (text: string) => canvas.getByText(text).getBoundingClientRect().height;
    await expect(height('Small')).toBeLessThan(height('Medium'));
  },
};

export const WithIcon: Story = {
  args: { tone: 'primary', icon: <StarIcon />, children: 'Exclusive offer' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Exclusive offer');
    const icon = badge.querySelector('[data-slot="icon"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon?.querySelector('svg')).not.toBeNull();
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Row>
        {tones.map((tone) => (
          <Badge {...args} key={tone} tone={tone} icon={<StarIcon />}>
            {tone}
          </Badge>
        ))}
      </Row>
    </Themes>
  ),
  play: async ({ canvas }) => {
    for (const tone of tones) await expect(canvas.getAllByText(tone)).toHaveLength(8);
  },
};
