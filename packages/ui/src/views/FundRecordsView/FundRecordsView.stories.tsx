import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { FundRecordsView, type FundRecordItem, type FundRecordsFilter } from './FundRecordsView';

const records: FundRecordItem[] = [
  {
    id: 'r6',
    type: 'withdrawal',
    amount: '400.00',
    currency: 'USD',
    bucket: 'frozen',
    created_at: '2026-11-21T10:00:00Z',
  },
  {
    id: 'r5',
    type: 'withdrawal',
    amount: '-400.00',
    currency: 'USD',
    bucket: 'available',
    created_at: '2026-11-21T10:00:00Z',
  },
  {
    id: 'r4',
    type: 'adjustment',
    amount: '400.00',
    currency: 'USD',
    bucket: 'available',
    created_at: '2026-11-20T10:00:00Z',
  },
  {
    id: 'r3',
    type: 'exchange',
    amount: '-100.00',
    currency: 'USD',
    bucket: 'available',
    created_at: '2026-11-19T10:00:00Z',
  },
  {
    id: 'r2',
    type: 'exchange',
    amount: '92.15',
    currency: 'EUR',
    bucket: 'available',
    created_at: '2026-11-19T10:00:00Z',
  },
  {
    id: 'r1',
    type: 'deposit',
    amount: '2000.00',
    currency: 'USD',
    bucket: 'available',
    created_at: '2026-11-18T10:00:00Z',
  },
];

const meta = {
  title: 'Views/FundRecordsView',
  component: FundRecordsView,
  args: {
    records,
    filter: {},
    page: 1,
    pages: 3,
    onFilterChange: fn(),
    onPageChange: fn(),
    onExport: fn(),
    onRetry: fn(),
    onDeposit: fn(),
  },
} satisfies Meta<typeof FundRecordsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each movement with its sign, currency and the bucket it moved; pages. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Frozen');
    await expect(items[1]).toHaveTextContent('Withdrawal');
    await expect(items[1]).toHaveTextContent('-$400.00');
    await expect(items[5]).toHaveTextContent('+$2,000.00');
    const nav = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** Filter by type (the parent holds the filter). */
export const FilterByType: Story = {
  render: function Render(args) {
    const [filter, setFilter] = useState<FundRecordsFilter>({});
    return (
      <FundRecordsView
        {...args}
        filter={filter}
        records={filter.type ? records.filter((r) => r.type === filter.type) : records}
        onFilterChange={(f) => {
          setFilter(f);
          args.onFilterChange?.(f);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Type/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Exchange' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({ type: 'exchange' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Nothing for the filter: say so, and offer to clear it. */
export const EmptyFiltered: Story = {
  args: { records: [], filter: { type: 'loan', from: '2026-01-01' }, pages: 1 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No records for this filter')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith({});
  },
};

/** No records at all: the way to the first deposit. */
export const Empty: Story = {
  args: { records: [], pages: 1 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalled();
  },
};

/** spec 7: overdrawn records, as the overdrawn list gives them. */
export const Overdrawn: Story = {
  args: {
    overdrawn: [
      {
        id: 'o1',
        currency: 'USD',
        amount: '180.25',
        repaid: '0',
        status: 'repayment',
        created_at: '2026-11-10T10:00:00Z',
      },
      {
        id: 'o2',
        currency: 'USD',
        amount: '50.00',
        repaid: '50.00',
        status: 'clear',
        created_at: '2026-10-01T10:00:00Z',
      },
    ],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Overdrawn records' });
    await expect(region).toHaveTextContent('$180.25');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <FundRecordsView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Fund records' })).toHaveLength(
      8,
    );
  },
};
