import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { orders } from './fixtures';
import { OrdersView, type OrderFilters } from './OrdersView';

const meta = {
  title: 'Views/OrdersView',
  component: OrdersView,
  args: {
    orders,
    orderHref: (o) => `#/orders/${o.id}`,
    onRetry: fn(),
    onLoadMore: fn(),
    onFiltersChange: fn(),
  },
} satisfies Meta<typeof OrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every order with its side, type, quantity, price and status; each opens its detail. */
export const List: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[1]!).getByText('Pending')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Details of MSFT order' })).toHaveAttribute(
      'href',
      '#/orders/o-2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** Filtering by status asks for that status; the list shows what the server answers. */
export const FilterByStatus: Story = {
  render: function Render(args) {
    const [filters, setFilters] = useState<OrderFilters>({});
    return (
      <OrdersView
        {...args}
        filters={filters}
        orders={orders.filter((o) => !filters.status || o.status === filters.status)}
        onFiltersChange={(next) => {
          args.onFiltersChange?.(next);
          setFilters(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ status: 'pending', side: undefined });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet')).toBeVisible();
  },
};

export const EmptyFiltered: Story = {
  args: { orders: [], filters: { side: 'sell' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders match these filters')).toBeVisible();
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
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    // two lines a row: the price ends the line of side, type and quantity, at the row's end
    for (const row of rows) {
      const terms = row.querySelector('[data-slot="order-terms"]')!.getBoundingClientRect();
      const price = row.querySelector('[data-slot="order-price"]')!.getBoundingClientRect();
      const edge = row.getBoundingClientRect();
      await expect(Math.abs(price.top - terms.top)).toBeLessThan(4);
      await expect(price.left).toBeGreaterThanOrEqual(terms.right);
      await expect(edge.right - price.right).toBeLessThanOrEqual(17);
    }
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <OrdersView {...args} />}</Themes>,
};
