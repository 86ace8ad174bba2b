import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Button } from '../../primitives/Button';
import { PageHeader } from './PageHeader';

const deposit = fn();

const meta = {
  title: 'Patterns/PageHeader',
  component: PageHeader,
  args: { title: 'Portfolio' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Portfolio' });
    await expect(heading).toHaveClass('text-page-title');
    // not a landmark of its own: it sits in the page's main region
    await expect(canvas.queryByRole('banner')).toBeNull();
  },
};

export const WithSubtitleAndActions: Story = {
  args: {
    subtitle: 'Your holdings across all accounts',
    actions: (
      <>
        <Button variant="secondary">Withdraw</Button>
        <Button onPress={deposit}>Deposit</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Your holdings across all accounts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(deposit).toHaveBeenCalledTimes(1);
    // the title is the loudest text of the header
    const title = canvas.getByRole('heading', { level: 1 });
    const subtitle = canvas.getByText('Your holdings across all accounts');
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(subtitle).fontSize),
    );
  },
};

/** A long title wraps; the actions move under it instead of squeezing it. */
export const LongTitle: Story = {
  args: {
    title: 'Beneficiaries and nominees for the joint investment account of the family',
    actions: <Button>Add nominee</Button>,
  },
  render: (args) => (
    <div className="w-80">
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1 });
    const button = canvas.getByRole('button', { name: 'Add nominee' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      title.getBoundingClientRect().bottom,
    );
  },
};

export const RightToLeft: Story = {
  args: { subtitle: 'Subtitle', actions: <Button>Action</Button> },
  render: (args) => (
    <div dir="rtl">
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // the title starts at the right edge, the actions end at the left
    const title = canvas.getByRole('heading', { level: 1 });
    const button = canvas.getByRole('button', { name: 'Action' });
    await expect(button.getBoundingClientRect().right).toBeLessThan(
      title.getBoundingClientRect().left,
    );
  },
};

export const AllThemes: Story = {
  args: { subtitle: 'Your holdings across all accounts', actions: <Button>Deposit</Button> },
  render: (args) => (
    <Themes>
      <PageHeader {...args} />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(8);
  },
};
