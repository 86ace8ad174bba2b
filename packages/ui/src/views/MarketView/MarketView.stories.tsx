import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  MarketView,
  type MarketQuote,
  type MarketSnapshotData,
  type MarketViewProps,
} from './MarketView';

const q = (
  symbol: string,
  name: string,
  price: string,
  change: string,
  pct: string,
): MarketQuote => ({
  symbol,
  market: 'NASDAQ',
  name,
  currency: 'USD',
  price,
  change,
  change_percent: pct,
});

const snapshot: MarketSnapshotData = {
  market_open: true,
  indices: [
    {
      id: 'US500',
      name: 'Invest US 500',
      level: '5123.40',
      change: '12.30',
      change_percent: '0.24',
    },
    {
      id: 'USTECH',
      name: 'Invest US Tech',
      level: '17890.10',
      change: '-45.20',
      change_percent: '-0.25',
    },
  ],
  sectors: [
    { sector: 'technology', count: 20, advances: 12, declines: 8, change_percent: '0.84' },
    { sector: 'energy', count: 8, advances: 2, declines: 6, change_percent: '-1.12' },
  ],
  gainers: [
    q('NVDA', 'NVIDIA Corp.', '912.50', '31.20', '3.54'),
    q('AAPL', 'Apple Inc.', '189.84', '2.10', '1.12'),
  ],
  losers: [q('XOM', 'Exxon Mobil Corp.', '104.10', '-3.40', '-3.16')],
  advances: 31,
  declines: 22,
  unchanged: 3,
};

const watchlist = [
  q('MSFT', 'Microsoft Corp.', '415.20', '1.05', '0.25'),
  q('AAPL', 'Apple Inc.', '189.84', '2.10', '1.12'),
];

/** Holds the pause state like the page does. */
function Controlled(args: MarketViewProps) {
  const [paused, setPaused] = useState(args.paused ?? false);
  return (
    <MarketView
      {...args}
      paused={paused}
      onPausedChange={(next) => {
        setPaused(next);
        args.onPausedChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Views/MarketView',
  component: MarketView,
  args: {
    marketName: 'US',
    snapshot,
    watchlist,
    onRetry: fn(),
    onSearch: fn(),
    onLogin: fn(),
    onOpenQuote: fn(),
    onPausedChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof MarketView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Indices, movers with sign and arrow, breadth, sectors and the live watchlist. */
export const Live: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Market' })).toBeVisible();
    await expect(canvas.getByText('Invest US 500')).toBeVisible();
    const gainers = canvas.getByRole('list', { name: 'Top gainers' });
    await expect(within(gainers).getByText('NVDA')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Top losers' })).toHaveTextContent('XOM');
    await expect(canvas.getByText('Technology')).toBeVisible();
    await expect(canvas.queryByText('Market closed. Prices show the last close.')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Watchlist' })).toHaveTextContent('MSFT');
    await expect(canvas.getByText('Live')).toBeVisible();
    await userEvent.click(within(gainers).getByRole('button', { name: /NVDA/ }));
    await expect(args.onOpenQuote).toHaveBeenCalledWith(
      expect.objectContaining({ symbol: 'NVDA' }),
    );
  },
};

/** WCAG 2.2.2: the live prices pause and resume. */
export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Paused')).toBeVisible();
    const resume = canvas.getByRole('button', { name: 'Resume live prices' });
    await userEvent.click(resume);
    await expect(args.onPausedChange).toHaveBeenCalledWith(false);
    await expect(await canvas.findByRole('button', { name: 'Pause live prices' })).toBeVisible();
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};

/** Outside the session: a notice, prices at the last close. */
export const MarketClosed: Story = {
  args: { snapshot: { ...snapshot, market_open: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Market closed. Prices show the last close.')).toBeVisible();
  },
};

/** The snapshot loads: skeletons, announced once. */
export const Loading: Story = {
  args: { status: 'loading', snapshot: undefined, watchlist: undefined },
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses[0]).toHaveTextContent('Loading the market');
    await expect(canvas.queryByText('Invest US 500')).toBeNull();
  },
};

/** spec 8 'Cannot get stock data' with a retry. */
export const Error: Story = {
  args: { status: 'error', snapshot: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Cannot get stock data')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No figures and an empty watchlist: the next step is a search. */
export const Empty: Story = {
  args: {
    snapshot: { ...snapshot, indices: [], sectors: [], gainers: [], losers: [] },
    watchlist: [],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('No market figures yet')).toBeVisible();
    await expect(canvas.getByText('Your watchlist is empty')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pause live prices' })).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Search stocks' })[0]!);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** A guest sees the market and a log-in prompt in place of the watchlist. */
export const Guest: Story = {
  args: { isGuest: true, watchlist: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Log in to see your watchlist')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pause live prices' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

const longWatchlist = [
  ...watchlist,
  q('NVDA', 'NVIDIA Corp.', '912.50', '31.20', '3.54'),
  q('XOM', 'Exxon Mobil Corp.', '104.10', '-3.40', '-3.16'),
];

/** Holds the watchlist like the page does: a move or a removal changes the order at once. */
function Editable(args: MarketViewProps) {
  const [list, setList] = useState(args.watchlist ?? []);
  return (
    <MarketView
      {...args}
      watchlist={list}
      onWatchlistMove={(quote, to) => {
        args.onWatchlistMove?.(quote, to);
        setList((current) => {
          const next = current.filter((x) => x.symbol !== quote.symbol);
          next.splice(to, 0, quote);
          return next;
        });
      }}
      onWatchlistRemove={(quote) => {
        args.onWatchlistRemove?.(quote);
        setList((current) => current.filter((x) => x.symbol !== quote.symbol));
      }}
    />
  );
}

const order = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll('[data-slot="watchlist"] li')].map((li) =>
    li.getAttribute('data-symbol'),
  );

/**
 * Reorder by keyboard. Move up / Move down buttons per row (named for their
 * listing); focus stays on the moved row and a polite message says where it went.
 */
export const ReorderByKeyboard: Story = {
  args: { watchlist: longWatchlist, onWatchlistMove: fn(), onWatchlistRemove: fn() },
  render: (args) => <Editable {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(order(canvasElement)).toEqual(['MSFT', 'AAPL', 'NVDA', 'XOM']);
    // the first row cannot go up, the last cannot go down
    await expect(canvas.getByRole('button', { name: 'Move MSFT up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move XOM down' })).toBeDisabled();
    const down = canvas.getByRole('button', { name: 'Move AAPL down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWatchlistMove).toHaveBeenCalledWith(
      expect.objectContaining({ symbol: 'AAPL' }),
      2,
    );
    await expect(order(canvasElement)).toEqual(['MSFT', 'NVDA', 'AAPL', 'XOM']);
    await expect(canvas.getByRole('button', { name: 'Move AAPL down' })).toHaveFocus();
    await expect(
      canvasElement.querySelector('[data-slot="watchlist-announcer"]'),
    ).toHaveTextContent('AAPL moved to position 3 of 4');
    // to the bottom: the down button disables, focus moves to the row's up button
    await userEvent.keyboard('{Enter}');
    await expect(order(canvasElement)).toEqual(['MSFT', 'NVDA', 'XOM', 'AAPL']);
    await expect(canvas.getByRole('button', { name: 'Move AAPL up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(order(canvasElement)).toEqual(['MSFT', 'NVDA', 'AAPL', 'XOM']);
  },
};

/** Remove a listing; focus goes to the next row's remove button. */
export const RemoveFromWatchlist: Story = {
  args: { watchlist: longWatchlist, onWatchlistMove: fn(), onWatchlistRemove: fn() },
  render: (args) => <Editable {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove AAPL from watchlist' }));
    await expect(args.onWatchlistRemove).toHaveBeenCalledWith(
      expect.objectContaining({ symbol: 'AAPL' }),
    );
    await expect(order(canvasElement)).toEqual(['MSFT', 'NVDA', 'XOM']);
    await expect(canvas.getByRole('button', { name: 'Remove NVDA from watchlist' })).toHaveFocus();
  },
};

/** A single listing: nothing to reorder, it can still leave the list. */
export const SingleListing: Story = {
  args: { watchlist: [watchlist[0]!], onWatchlistMove: fn(), onWatchlistRemove: fn() },
  render: (args) => <Editable {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move MSFT up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move MSFT down' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove MSFT from watchlist' })).toBeEnabled();
  },
};

const phone390 = {
  viewport: {
    options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } },
  },
};

/**
 * A phone (390 px): the reorder and remove buttons take a line of their own under the name and
 * price, so a long company name reads in full; the buttons stay 44 px and keyboard-operable.
 */
export const NarrowWatchlist: Story = {
  args: {
    watchlist: [
      q('BRK.B', 'Berkshire Hathaway Inc.', '412.30', '-1.20', '-0.29'),
      ...longWatchlist,
      {
        ...q('TCS', 'Tata Consultancy Services Limited', '4752.50', '-64.30', '-1.33'),
        market: 'NSE',
        currency: 'INR',
      },
    ],
    onWatchlistMove: fn(),
    onWatchlistRemove: fn(),
  },
  parameters: phone390,
  globals: { viewport: { value: 'phone390' } },
  render: (args) => <Editable {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    // nothing wider than the phone
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const list = canvas.getByRole('list', { name: 'Watchlist' });
    const row = list.querySelector<HTMLElement>('li[data-symbol="BRK.B"]')!;
    const name = within(row).getByText('Berkshire Hathaway Inc.');
    // the name is not cut: its text fits its box (a long one wraps)
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    await expect(name).toBeVisible();
    const long = within(list.querySelector<HTMLElement>('li[data-symbol="TCS"]')!).getByText(
      'Tata Consultancy Services Limited',
    );
    await expect(long.scrollWidth).toBeLessThanOrEqual(long.clientWidth);
    await expect(getComputedStyle(long).textOverflow).not.toBe('ellipsis');
    // the controls sit under the name, each a 44 px target
    const remove = within(row).getByRole('button', { name: 'Remove BRK.B from watchlist' });
    await expect(remove.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().bottom,
    );
    for (const button of within(row).getAllByRole('button', { name: /Move|Remove/ })) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(390);
    }
    // by keyboard as on a wide screen
    canvas.getByRole('button', { name: 'Move BRK.B down' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWatchlistMove).toHaveBeenCalledWith(
      expect.objectContaining({ symbol: 'BRK.B' }),
      1,
    );
    await expect(order(canvasElement)).toEqual(['MSFT', 'BRK.B', 'AAPL', 'NVDA', 'XOM', 'TCS']);
    await expect(canvas.getByRole('button', { name: 'Move BRK.B down' })).toHaveFocus();
  },
};

/** On a wide screen a row keeps one line: name, price and the controls side by side. */
export const WideWatchlistRow: Story = {
  args: { watchlist: longWatchlist, onWatchlistMove: fn(), onWatchlistRemove: fn() },
  parameters: {
    viewport: {
      options: { desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } } },
    },
  },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Editable {...args} />,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1280);
    const row = canvas.getByRole('list', { name: 'Watchlist' }).querySelector('li')!;
    await expect(row.getBoundingClientRect().width).toBeGreaterThanOrEqual(448);
    const name = within(row).getByText('Microsoft Corp.').getBoundingClientRect();
    const remove = within(row)
      .getByRole('button', { name: 'Remove MSFT from watchlist' })
      .getBoundingClientRect();
    await expect(remove.top).toBeLessThan(name.bottom);
  },
};

/** Without the callbacks (a partner's read-only list) the rows have no editing controls. */
export const ReadOnlyWatchlist: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Watchlist' })).toHaveTextContent('AAPL');
    await expect(canvas.queryByRole('button', { name: /Move/ })).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="row-actions"]')).toBeNull();
  },
};

/** In red-up, the watchlist's gains take the theme's negative colour. */
export const RedUpWatchlist: Story = {
  render: (args) => (
    <div data-up-color="red">
      <Controlled {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const gain = canvasElement.querySelector<HTMLElement>(
      '[data-slot="watchlist"] [data-direction="up"]',
    )!;
    const probe = document.createElement('span');
    probe.style.color = 'var(--iv-negative)';
    gain.parentElement!.appendChild(probe);
    await expect(getComputedStyle(gain).color).toBe(getComputedStyle(probe).color);
    probe.remove();
  },
};
