import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { products } from './fixtures';
import { ProductsView, type ProductTypeTab } from './ProductsView';

const meta = {
  title: 'Views/ProductsView',
  component: ProductsView,
  args: {
    products,
    productHref: (p) => `#/discover/products/${p.id}`,
    onRetry: fn(),
    onTypeChange: fn(),
    onFiltersChange: fn(),
    onSortChange: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof ProductsView>;

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

/** Each product: name, code and currency, type, return, minimum, risk in words, a VIP lock. */
export const Catalogue: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const fund = within(items[0]!);
    await expect(fund.getByRole('link', { name: 'Details of Global Equity Fund' })).toHaveAttribute(
      'href',
      '#/discover/products/pr-global',
    );
    await expect(fund.getByText('GLBEQ · USD')).toBeVisible();
    await expect(fund.getByText('Fund')).toBeVisible();
    await expect(fund.getByText('8.42%')).toBeVisible();
    await expect(fund.getByText('$100.00')).toBeVisible();
    await expect(fund.getByText('Risk 4 of 5, high')).toBeVisible();
    // savings show the daily return first
    await expect(within(items[1]!).getByText('Daily return')).toBeVisible();
    // above the client's level: locked, in words
    await expect(within(items[2]!).getByLabelText('Needs VIP level 3')).toHaveTextContent('VIP 3');
    await expect(within(items[0]!).queryByText(/^VIP/)).toBeNull();
  },
};

/** By keyboard: the type tabs by arrow keys, the sort chosen from its list. */
export const TypesAndSortByKeyboard: Story = {
  render: function Render(args) {
    const [type, setType] = useState<ProductTypeTab>('all');
    return (
      <ProductsView
        {...args}
        type={type}
        products={type === 'all' ? products : products.filter((p) => p.type === type)}
        onTypeChange={(next) => {
          args.onTypeChange?.(next);
          setType(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('tab', { name: 'All products' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith('fund');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith('savings');
    await expect(canvas.getByText('Dollar Savings')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onTypeChange).toHaveBeenLastCalledWith('all');
    // the sort: a select opened and chosen by keyboard
    canvas.getByRole('button', { name: /Sort by/ }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await expect(await body.findByRole('option', { name: 'Lowest minimum' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('minimum');
  },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products here yet')).toBeVisible();
  },
};

export const EmptyFiltered: Story = {
  args: { products: [], filters: { risk: '5' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products match these filters')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('The products could not be loaded.')).toBeVisible();
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
  render: (args) => <Themes>{() => <ProductsView {...args} />}</Themes>,
};
