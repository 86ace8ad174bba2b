import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SubscriptionListTab } from '@invest/domain';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { offerings } from './fixtures';
import { OfferingsView, type OfferingFilters } from './OfferingsView';

const meta = {
  title: 'Views/OfferingsView',
  component: OfferingsView,
  args: {
    offerings,
    offeringHref: (o) => `#/discover/offerings/${o.id}`,
    guideHref: (kind) => `#/discover/guides/${kind}`,
    onRetry: fn(),
    onTabChange: fn(),
    onFiltersChange: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof OfferingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390' } },
};

/** The open offerings: symbol, kind, offer price, lot size, closing date, the client's status. */
export const OpenNow: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText('IPO')).toBeVisible();
    await expect(within(items[0]!).getByText('$38.00')).toBeVisible();
    await expect(within(items[0]!).getByText('10 shares')).toBeVisible();
    await expect(within(items[0]!).getByText(/^Closes /)).toBeVisible();
    // the client's own subscription, by its spec 4 status
    await expect(within(items[1]!).getByText('Payment due')).toBeVisible();
    await expect(within(items[2]!).getByText('AI day trading')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Details of HOOD offering' })).toHaveAttribute(
      'href',
      '#/discover/offerings/of-hood',
    );
  },
};

/** spec 2 guides: how AI day trading and an APO work, one link each above the lists. */
export const Guides: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'How AI day trading works' })).toHaveAttribute(
      'href',
      '#/discover/guides/ai_day_trading',
    );
    await expect(canvas.getByRole('link', { name: 'How an APO works' })).toHaveAttribute(
      'href',
      '#/discover/guides/apo',
    );
  },
};

/** The tabs by keyboard: arrow keys move between the four lists, each asks for its own. */
export const TabsByKeyboard: Story = {
  render: function Render(args) {
    const [tab, setTab] = useState<SubscriptionListTab>('now');
    return (
      <OfferingsView
        {...args}
        tab={tab}
        offerings={tab === 'subs' ? offerings.slice(1, 2) : tab === 'now' ? offerings : []}
        onTabChange={(next) => {
          args.onTabChange?.(next);
          setTab(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Open now' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    canvas.getByRole('tab', { name: 'Open now' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('upcoming');
    await expect(canvas.getByText('No offerings announced')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('subs');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('No past offerings')).toBeVisible();
  },
};

/** Filtering by spec 4 subtype, by keyboard. */
export const FilterBySubtype: Story = {
  render: function Render(args) {
    const [filters, setFilters] = useState<OfferingFilters>({});
    return (
      <OfferingsView
        {...args}
        filters={filters}
        offerings={offerings.filter((o) => !filters.subtype || o.subtype === filters.subtype)}
        onFiltersChange={(next) => {
          args.onFiltersChange?.(next);
          setFilters(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: /Subtype/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ type: undefined, subtype: 'ai' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const EmptyNow: Story = {
  args: { offerings: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No public offerings open')).toBeVisible();
  },
};

export const EmptySubs: Story = {
  args: { offerings: [], tab: 'subs' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no subscriptions')).toBeVisible();
  },
};

export const EmptyFiltered: Story = {
  args: { offerings: [], filters: { type: 'subscribe' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No offerings match these filters')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  ...phone,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <OfferingsView {...args} />}</Themes>,
};
