import type { TradePosition } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { performance } from '../../storybook/performance';
import { allThemesParameters } from '../money/fixtures';
import { PortfolioView } from './PortfolioView';

const position = (patch: Partial<TradePosition>): TradePosition => ({
  exchange: 'NASDAQ',
  symbol: 'AAPL',
  name: 'Apple Inc.',
  currency: 'USD',
  quantity: '12',
  available: '12',
  frozen: '0',
  avg_cost: '171.20',
  cost: '2054.40',
  price: '187.42',
  market_value: '2249.04',
  est_sell_fees: '1.03',
  est_pnl: '193.61',
  pnl_percent: '9.42',
  realised: '0',
  day_change: '14.40',
  ...patch,
});

const positions = [
  position({}),
  position({
    symbol: 'MSFT',
    name: 'Microsoft Corp.',
    quantity: '3.5',
    available: '3.5',
    avg_cost: '430.00',
    cost: '1505.00',
    price: '415.10',
    market_value: '1452.85',
    est_pnl: '-53.18',
    pnl_percent: '-3.53',
  }),
  position({
    exchange: 'BME',
    symbol: 'SAN',
    name: 'Banco Santander',
    currency: 'EUR',
    quantity: '400',
    available: '0',
    frozen: '400',
    avg_cost: '4.10',
    cost: '1640.00',
    price: '4.32',
    market_value: '1728.00',
    est_pnl: '86.40',
    pnl_percent: '5.27',
  }),
];

const summary = {
  currency: 'USD',
  total_value: '10305.21',
  invested_value: '5296.20',
  cash_value: '4520.00',
  pnl: '240.30',
  pnl_percent: '4.54',
  realised_pnl: '-12.50',
  day_change: '31.75',
};

const allocation = [
  { id: 'AAPL', label: 'AAPL', value: '2249.04' },
  { id: 'MSFT', label: 'MSFT', value: '1452.85' },
  { id: 'SAN', label: 'SAN', value: '2083.32' },
  { id: 'cash', label: 'Cash', value: '4520.00' },
];

const meta = {
  title: 'Views/PortfolioView',
  component: PortfolioView,
  args: {
    summary,
    positions,
    allocation,
    onRetry: fn(),
    marketHref: '#/market',
    ordersHref: '#/orders',
    sellHref: (p) => `#/quote?symbol=${p.symbol}&side=sell`,
    quoteHref: (p) => `#/quote?symbol=${p.symbol}`,
  },
} satisfies Meta<typeof PortfolioView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The summary, the allocation and the positions: P&L with sign and arrow; a position whose
 * shares are all under a working sell order has no Sell.
 */
export const Holdings: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Positions' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(table).getByRole('link', { name: 'Sell AAPL' })).toHaveAttribute(
      'href',
      '#/quote?symbol=AAPL&side=sell',
    );
    await expect(within(table).queryByRole('link', { name: 'Sell SAN' })).toBeNull();
    await expect(canvas.getByText('43.9%')).toBeVisible();
  },
};

/**
 * Today's change not known (a product holding without the previous day's figure): "—" and why,
 * never a zero that is not real.
 */
export const DayChangeUnknown: Story = {
  args: { summary: { ...summary, day_change: null } },
  play: async ({ canvas }) => {
    const summaryRegion = canvas.getByRole('region', { name: 'Summary' });
    await expect(within(summaryRegion).getByText('—')).toBeVisible();
    await expect(
      within(summaryRegion).getByText(
        "Not known yet: a product holding has no earlier price to compare today's with.",
      ),
    ).toBeVisible();
    await expect(within(summaryRegion).queryByText('$0.00')).toBeNull();
  },
};

/** With the performance chart under the summary: the TWR against the client's market index. */
export const WithPerformance: Story = {
  args: { performance: { performance, range: '1M', onRangeChange: fn(), onRetry: fn() } },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('region', { name: 'Performance' });
    await expect(within(chart).getByText('Your return')).toBeVisible();
    await expect(within(chart).getByRole('radio', { name: '1 month' })).toBeChecked();
    await expect(canvas.getByRole('grid', { name: 'Positions' })).toBeVisible();
  },
};

/** No holdings yet: the way to the market. */
export const Empty: Story = {
  args: { positions: [], allocation: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You hold no stocks yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore the market' })).toHaveAttribute(
      'href',
      '#/market',
    );
  },
};

export const Loading: Story = { args: { status: 'loading' } };

/** The figures failed: a retry. */
export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Unable to fetch portfolio')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A phone (390 px): the positions as cards. */
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
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sell MSFT' })).toBeVisible();
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <PortfolioView {...args} />}</Themes>,
};
