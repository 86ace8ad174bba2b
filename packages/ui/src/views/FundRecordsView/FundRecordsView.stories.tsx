import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import {
  FundRecordsView,
  type FundMovementItem,
  type FundRecordItem,
  type FundRecordsFilter,
} from './FundRecordsView';

const move = (
  id: string,
  kind: string,
  bucket: FundMovementItem['bucket'],
  amount: string,
  created_at: string,
  currency = 'USD',
): FundMovementItem => ({ id, kind, bucket, amount, currency, created_at });

/** A $25 withdrawal, then cancelled: one operation of four ledger movements. */
const cancelledWithdrawal: FundRecordItem = {
  id: 'w2',
  type: 'withdrawal',
  status: 'cancelled',
  amount: '-25.00',
  currency: 'USD',
  counter_amount: null,
  counter_currency: null,
  created_at: '2026-11-22T10:00:00Z',
  movements: [
    move('m9', 'hold.place', 'available', '-25.00', '2026-11-22T10:00:00Z'),
    move('m10', 'hold.place', 'frozen', '25.00', '2026-11-22T10:00:00Z'),
    move('m11', 'withdrawal.cancel', 'frozen', '-25.00', '2026-11-22T10:05:00Z'),
    move('m12', 'withdrawal.cancel', 'available', '25.00', '2026-11-22T10:05:00Z'),
  ],
};

const records: FundRecordItem[] = [
  cancelledWithdrawal,
  {
    id: 'w1',
    type: 'withdrawal',
    status: 'pending',
    amount: '-400.00',
    currency: 'USD',
    counter_amount: null,
    counter_currency: null,
    created_at: '2026-11-21T10:00:00Z',
    movements: [
      move('m7', 'hold.place', 'available', '-400.00', '2026-11-21T10:00:00Z'),
      move('m8', 'hold.place', 'frozen', '400.00', '2026-11-21T10:00:00Z'),
    ],
  },
  {
    id: 'a1',
    type: 'adjustment',
    status: 'completed',
    amount: '400.00',
    currency: 'USD',
    counter_amount: null,
    counter_currency: null,
    created_at: '2026-11-20T10:00:00Z',
    movements: [move('m6', 'adjustment', 'available', '400.00', '2026-11-20T10:00:00Z')],
  },
  {
    id: 'q1',
    type: 'exchange',
    status: 'completed',
    amount: '-100.00',
    currency: 'USD',
    counter_amount: '92.15',
    counter_currency: 'EUR',
    created_at: '2026-11-19T10:00:00Z',
    movements: [
      move('m4', 'fx.exchange', 'available', '-100.00', '2026-11-19T10:00:00Z'),
      move('m5', 'fx.exchange', 'available', '92.15', '2026-11-19T10:00:00Z', 'EUR'),
    ],
  },
  {
    id: 'd1',
    type: 'deposit',
    status: 'completed',
    amount: '2000.00',
    currency: 'USD',
    counter_amount: null,
    counter_currency: null,
    created_at: '2026-11-18T10:00:00Z',
    movements: [move('m1', 'deposit.approve', 'available', '2000.00', '2026-11-18T10:00:00Z')],
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

/** One row per operation: its type, status and signed amount; pages; the CSV export. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const rows = within(canvas.getByRole('list', { name: 'Operations' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[1]).toHaveTextContent('Withdrawal');
    await expect(rows[1]).toHaveTextContent('Pending');
    await expect(rows[1]).toHaveTextContent('-$400.00');
    // an exchange says what left and what arrived
    await expect(rows[3]).toHaveTextContent('-$100.00');
    await expect(rows[3]).toHaveTextContent('+€92.15');
    await expect(rows[4]).toHaveTextContent('Completed');
    await expect(rows[4]).toHaveTextContent('+$2,000.00');
    const nav = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/**
 * A cancelled $25 withdrawal reads as one cancelled withdrawal, not four charges; its ledger
 * movements (frozen, then released) open in its detail from the keyboard.
 */
export const CancelledWithdrawal: Story = {
  args: { records: [cancelledWithdrawal], pages: 1 },
  play: async ({ canvas, userEvent }) => {
    const rows = within(canvas.getByRole('list', { name: 'Operations' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent('Withdrawal');
    await expect(rows[0]).toHaveTextContent('Cancelled');
    await expect(rows[0]).toHaveTextContent('-$25.00');
    const trigger = within(rows[0]!).getByRole('button', { name: /Withdrawal/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Movements' })).toBeNull();
    // keyboard: tab to the row from the date filter, Enter opens its detail
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    for (let i = 0; i < 40 && document.activeElement !== trigger; i++) await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const detail = within(canvas.getByRole('list', { name: 'Movements' })).getAllByRole('listitem');
    await expect(detail).toHaveLength(4);
    await expect(detail[1]).toHaveTextContent('Frozen');
    await expect(detail[1]).toHaveTextContent('+$25.00');
    await expect(detail[3]).toHaveTextContent('Available');
    await expect(detail[3]).toHaveTextContent('+$25.00');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
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
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
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
