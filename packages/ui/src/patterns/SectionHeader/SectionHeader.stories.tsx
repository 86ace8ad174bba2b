import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Link } from '../../primitives/Link';
import { SectionHeader } from './SectionHeader';

const meta = {
  title: 'Patterns/SectionHeader',
  component: SectionHeader,
  args: { title: 'Watchlist' },
} satisfies Meta<typeof SectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Watchlist' });
    await expect(heading).toHaveClass('text-section');
  },
};

export const WithAction: Story = {
  args: { action: <Link href="#watchlist">See all</Link>, id: 'watchlist-title' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See all' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'watchlist-title',
    );
  },
};

export const Level3: Story = {
  args: { headingLevel: 3, title: 'Open orders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Open orders' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Upcoming and open public offerings in the markets you follow',
    action: <Link href="#ipos">See all</Link>,
  },
  render: (args) => (
    <div className="w-72">
      <SectionHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // the title wraps; the action keeps its width
    const link = canvas.getByRole('link', { name: 'See all' });
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(30);
  },
};

export const AllThemes: Story = {
  args: { action: <Link href="#watchlist">See all</Link> },
  render: (args) => (
    <Themes>
      <SectionHeader {...args} />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8);
  },
};
