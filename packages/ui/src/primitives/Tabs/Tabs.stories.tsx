import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const content = (
  <>
    <TabList aria-label="IPO lists">
      <Tab id="now">Now</Tab>
      <Tab id="upcoming">Upcoming</Tab>
      <Tab id="subs">Subs</Tab>
      <Tab id="history">History</Tab>
    </TabList>
    <TabPanel id="now">Offerings open for subscription today.</TabPanel>
    <TabPanel id="upcoming">Offerings that open soon.</TabPanel>
    <TabPanel id="subs">Your subscriptions.</TabPanel>
    <TabPanel id="history">Past offerings.</TabPanel>
  </>
);

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { children: content, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const indicator = (tab: HTMLElement) => tab.querySelector('[data-slot="indicator"]')!;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const now = canvas.getByRole('tab', { name: 'Now' });
    await expect(now).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Offerings open');
    // the selected tab shows its bar; the others do not
    await expect(getComputedStyle(indicator(now)).opacity).toBe('1');
    const subs = canvas.getByRole('tab', { name: 'Subs' });
    await expect(getComputedStyle(indicator(subs)).opacity).toBe('0');
    await userEvent.click(subs);
    await expect(subs).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('subs');
    await expect(canvas.getByRole('tabpanel', { name: 'Subs' })).toHaveTextContent(
      'Your subscriptions.',
    );
  },
};

export const ArrowKeys: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Now' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Upcoming' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('upcoming');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Offerings that open soon.');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Past offerings.');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Now' })).toHaveFocus();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const upcoming = canvas.getByRole('tab', { name: 'Upcoming' });
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Offerings that open soon.');
    // in a column the bar sits on the end edge and is taller than wide
    const bar = indicator(upcoming).getBoundingClientRect();
    await expect(bar.height).toBeGreaterThan(bar.width);
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['subs'] },
  play: async ({ canvas, userEvent }) => {
    const subs = canvas.getByRole('tab', { name: 'Subs' });
    await expect(subs).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // the disabled tab is skipped
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'history' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Past offerings.');
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <Tabs {...args} defaultSelectedKey="upcoming" />
      <Tabs {...args} orientation="vertical" disabledKeys={['subs']} />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tablist')).toHaveLength(16);
    await expect(canvas.getAllByRole('tab', { name: 'Upcoming', selected: true })).toHaveLength(8);
  },
};
