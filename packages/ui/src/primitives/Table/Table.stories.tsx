import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, mocked, waitFor } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { expectTabularFigures } from '../../storybook/figures';
import { Amount } from '../Amount';
import { Skeleton } from '../Skeleton';
import {
  Cell,
  Column,
  Row,
  Table,
  TableBody,
  TableHeader,
  type TableBodyProps,
  type TableProps,
} from './Table';

interface Holding {
  symbol: string;
  name: string;
  /** Whole shares. */
  quantity: number;
  /** A decimal string: money never goes through a JS number. */
  price: string;
}

const holdings: Holding[] = [
  { symbol: 'AAPL', name: 'Apple Inc.', quantity: 120, price: '189.25' },
  { symbol: 'MSFT', name: 'Microsoft Corp.', quantity: 15, price: '415.10' },
  { symbol: 'NVDA', name: 'NVIDIA Corp.', quantity: 64, price: '121.44' },
  { symbol: 'TSLA', name: 'Tesla Inc.', quantity: 8, price: '244.02' },
];

function HoldingsTable({
  rows,
  emptyContent,
  ...props
}: TableProps & { rows: Holding[]; emptyContent?: TableBodyProps<Holding>['emptyContent'] }) {
  return (
    <Table {...props}>
      <TableHeader>
        <Column id="symbol" isRowHeader allowsSorting>
          Symbol
        </Column>
        <Column id="name">Name</Column>
        <Column id="quantity" align="end" allowsSorting>
          Quantity
        </Column>
        <Column id="price" align="end">
          Price
        </Column>
      </TableHeader>
      <TableBody items={rows} emptyContent={emptyContent}>
        {(row) => (
          <Row id={row.symbol}>
            <Cell>{row.symbol}</Cell>
            <Cell>{row.name}</Cell>
            <Cell align="end">{row.quantity}</Cell>
            <Cell align="end">
              <Amount value={row.price} currency="USD" />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** Sorts in its own state, as a screen would: the rows' order follows the descriptor. */
function SortableHoldings(props: TableProps) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'symbol', direction: 'ascending' });
  const sign = sort.direction === 'descending' ? -1 : 1;
  const rows = [...holdings].sort(
    (a, b) =>
      sign *
      (sort.column === 'quantity' ? a.quantity - b.quantity : a.symbol.localeCompare(b.symbol)),
  );
  return (
    <HoldingsTable
      {...props}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Table',
  component: Table,
  args: { 'aria-label': 'Holdings', onSortChange: fn(), onSelectionChange: fn() },
  render: (args) => <HoldingsTable {...args} rows={holdings} />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const symbols = (rows: HTMLElement[]) =>
  rows.slice(1).map((r) => r.querySelector('th, td')?.textContent);

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Holdings' });
    await expect(table).not.toHaveAttribute('aria-busy');
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByRole('rowheader', { name: 'NVDA' })).toBeInTheDocument();
    // numeric columns are end-aligned, header and cells alike
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toHaveClass('text-end');
    await expect(canvas.getByRole('gridcell', { name: '$189.25' })).toHaveClass('text-end');
    await expect(canvas.getByRole('gridcell', { name: 'Apple Inc.' })).toHaveClass('text-start');
    // only sortable columns carry aria-sort
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const Sortable: Story = {
  render: (args) => <SortableHoldings {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const quantity = canvas.getByRole('columnheader', { name: 'Quantity' });
    await expect(canvas.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(quantity).toHaveAttribute('aria-sort', 'none');
    await expect(symbols(canvas.getAllByRole('row'))).toEqual(['AAPL', 'MSFT', 'NVDA', 'TSLA']);

    await userEvent.click(quantity);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'quantity',
      direction: 'ascending',
    });
    await expect(quantity).toHaveAttribute('aria-sort', 'ascending');
    await expect(symbols(canvas.getAllByRole('row'))).toEqual(['TSLA', 'MSFT', 'NVDA', 'AAPL']);
    await expect(quantity.querySelector('[data-slot="sort-icon"]')).toHaveAttribute(
      'data-direction',
      'ascending',
    );

    await userEvent.click(quantity);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'quantity',
      direction: 'descending',
    });
    await expect(quantity).toHaveAttribute('aria-sort', 'descending');
    await expect(symbols(canvas.getAllByRole('row'))).toEqual(['AAPL', 'NVDA', 'MSFT', 'TSLA']);
  },
};

/** Sorting from the keyboard: Enter on a focused header. */
export const SortWithKeyboard: Story = {
  render: (args) => <SortableHoldings {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    // focus lands on the first row; go up to the header row, then to the Symbol header
    await userEvent.keyboard('{ArrowUp}');
    const symbol = canvas.getByRole('columnheader', { name: 'Symbol' });
    await waitFor(() => expect(symbol).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenCalledWith({
      column: 'symbol',
      direction: 'descending',
    });
    await expect(symbols(canvas.getAllByRole('row'))).toEqual(['TSLA', 'NVDA', 'MSFT', 'AAPL']);
  },
};

export const Empty: Story = {
  render: (args) => <HoldingsTable {...args} rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No records yet')).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: 'AAPL' })).toBeNull();
  },
};

export const EmptyCustomContent: Story = {
  render: (args) => (
    <HoldingsTable {...args} rows={[]} emptyContent="You do not hold any shares yet." />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You do not hold any shares yet.')).toBeVisible();
    await expect(canvas.queryByText('No records yet')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'Holdings' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Loading…')).toBeVisible();
    // the rows are not shown while loading, and neither is the empty text
    await expect(canvas.queryByRole('rowheader', { name: 'AAPL' })).toBeNull();
    await expect(canvas.queryByText('No records yet')).toBeNull();
  },
};

/** Compact rows for long lists of orders and records: less padding, same columns. */
export const Compact: Story = {
  args: { density: 'compact' },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <HoldingsTable {...args} rows={holdings} />
      <HoldingsTable aria-label="Regular" rows={holdings} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const [compact, regular] = canvas.getAllByRole('grid');
    await expect(compact).toHaveAttribute('data-density', 'compact');
    await expect(compact!.getBoundingClientRect().height).toBeLessThan(
      regular!.getBoundingClientRect().height,
    );
    // numbers line up: tabular, lining figures in the numeric columns
    await expectTabularFigures(canvasElement, { atLeast: 16 });
  },
};

/** While the rows load, a skeleton of the same rows keeps the page from jumping. */
export const RowsSkeleton: Story = {
  render: () => <Skeleton shape="table" lines={4} density="compact" />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
    await expect(
      canvasElement.querySelectorAll('[data-shape="table"] [aria-hidden="true"] > span > span'),
    ).toHaveLength(4);
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ args, canvas, userEvent }) => {
    const checkboxes = canvas.getAllByRole('checkbox');
    // one select-all and one per row
    await expect(checkboxes).toHaveLength(5);
    await userEvent.click(checkboxes[2]!);
    const selection = mocked(args.onSelectionChange!).mock.lastCall?.[0];
    await expect(selection instanceof Set ? [...selection] : selection).toEqual(['MSFT']);
    await expect(canvas.getByRole('row', { name: /MSFT/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('all');
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(4);
    await userEvent.click(canvas.getAllByRole('checkbox')[3]!);
    const selection = mocked(args.onSelectionChange!).mock.lastCall?.[0];
    await expect(selection instanceof Set ? [...selection] : selection).toEqual(['TSLA']);
  },
};

export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <HoldingsTable {...args} rows={holdings.slice(0, 2)} selectionMode="multiple" />
      <HoldingsTable {...args} aria-label="Watchlist" rows={[]} />
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('grid', { name: 'Holdings' })).toHaveLength(8);
    await expect(canvas.getAllByText('No records yet')).toHaveLength(8);
  },
};
