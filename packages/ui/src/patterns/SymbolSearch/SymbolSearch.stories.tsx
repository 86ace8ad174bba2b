import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SymbolSearch, type SymbolSearchProps, type SymbolSearchResult } from './SymbolSearch';

/** A square logo as an inline image (stories run offline). */
const logo = (letter: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" fill="${fill}"/><text x="18" y="24" font-size="16" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`;
const flag = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 12"><rect width="16" height="12" fill="${fill}"/></svg>`,
  )}`;

const results: SymbolSearchResult[] = [
  {
    symbol: 'AAPL',
    market: 'NASDAQ',
    name: 'Apple Inc.',
    country: 'US',
    currency: 'USD',
    price: '189.84',
    countryImage: flag('#3c3b6e'),
    image: logo('A', '#333'),
    detail1: 'Technology · Consumer electronics',
    detail2: 'Market cap 2.9T',
  },
  {
    symbol: 'RELIANCE',
    market: 'NSE',
    name: 'Reliance Industries Ltd.',
    country: 'IN',
    currency: 'INR',
    price: '2950.15',
    countryImage: flag('#ff9933'),
    detail1: 'Energy',
  },
  {
    symbol: 'PKO',
    market: 'GPW',
    name: 'PKO Bank Polski SA',
    country: 'PL',
    currency: 'PLN',
    price: '58.20',
    countryImage: flag('#dc143c'),
  },
];

/** Holds the query like the app does, and reports each change. */
function Controlled(args: SymbolSearchProps) {
  const [query, setQuery] = useState(args.query);
  return (
    <SymbolSearch
      {...args}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        args.onQueryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/SymbolSearch',
  component: SymbolSearch,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    results: [],
    status: 'idle',
    onSelect: fn(),
    onRetry: fn(),
    onLogin: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SymbolSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const d = await screen.findByRole('dialog', { name: 'Search symbols' });
  await waitFor(() => expect(d).toBeVisible());
  return d;
};

/** Nothing typed yet: a hint; focus starts in the field and typing reports the query. */
export const Idle: Story = {
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    const field = within(d).getByRole('searchbox', { name: 'Symbol or company' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(within(d).getByRole('status')).toHaveTextContent(
      'Type a symbol or a company name.',
    );
    await userEvent.keyboard('app');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('app');
    await expect(field).toHaveValue('app');
    await userEvent.keyboard('{Escape}');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
  },
};

/** The search is running. */
export const Loading: Story = {
  args: { query: 'app', status: 'loading' },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('status')).toHaveTextContent('Searching…');
    await expect(within(d).queryByRole('option')).toBeNull();
  },
};

/**
 * Results with logo, market, country, detail lines and price in its currency. Arrow keys move
 * from the field through the list; Enter chooses: onSelect gets symbol, market and country.
 */
export const Results: Story = {
  args: { query: 'a', status: 'ready', results },
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    const list = within(d).getByRole('listbox', { name: 'Search results' });
    const options = within(list).getAllByRole('option');
    await expect(options).toHaveLength(3);
    await expect(within(d).getByRole('status')).toHaveTextContent('3 results');
    await expect(options[0]).toHaveTextContent('AAPL');
    await expect(options[0]).toHaveTextContent('NASDAQ');
    await expect(options[0]).toHaveTextContent('Apple Inc.');
    await expect(options[0]).toHaveTextContent('Technology · Consumer electronics');
    await expect(options[0]).toHaveTextContent('Market cap 2.9T');
    await expect(options[0]).toHaveTextContent('$189.84');
    await expect(options[1]).toHaveTextContent('₹2,950.15');
    await expect(options[2]).toHaveTextContent('PLN 58.20');

    const field = within(d).getByRole('searchbox');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(options[1]).toHaveAttribute('data-focused', 'true'));
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ symbol: 'RELIANCE', market: 'NSE', country: 'IN' }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A click on a result chooses it too. */
export const ChooseByClick: Story = {
  args: { query: 'pko', status: 'ready', results },
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole('option', { name: /PKO Bank Polski/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ symbol: 'PKO', market: 'GPW', country: 'PL' }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** No match for the query. */
export const Empty: Story = {
  args: { query: 'zzzz', status: 'empty' },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('status')).toHaveTextContent('No results for “zzzz”');
    await expect(within(d).queryByRole('option')).toBeNull();
  },
};

/** The stock-data service does not exist yet: a clear, lasting empty state, no retry. */
export const Unavailable: Story = {
  args: { query: 'aapl', status: 'unavailable' },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole('status')).toHaveTextContent(
      'Stock search is not available yet',
    );
    await expect(within(d).queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(within(d).queryByRole('alert')).toBeNull();
  },
};

/** The search call failed: an alert with a retry. */
export const Error: Story = {
  args: { query: 'aapl', status: 'error' },
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    const alert = within(d).getByRole('alert');
    await expect(alert).toHaveTextContent('Search failed');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** spec 6: the server refused a guest's search at the daily limit: the log-in prompt, no retry. */
export const GuestLimit: Story = {
  args: { query: 'aapl', status: 'guestLimit' },
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    await expect(within(d).getByRole('alert')).toHaveTextContent(
      'Daily guest limit reached, log in to continue',
    );
    await expect(within(d).queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(within(d).queryByRole('option')).toBeNull();
    await userEvent.click(within(d).getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/**
 * A signed-in client stars results: each row has a toggle named for what it
 * does, pressed while the listing is on the watchlist; starring does not open the quote.
 */
export const WatchlistStars: Story = {
  args: {
    query: 'a',
    status: 'ready',
    results,
    watched: [{ symbol: 'RELIANCE', market: 'NSE' }],
    onWatchChange: fn(),
  },
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    const add = within(d).getByRole('button', { name: 'Add AAPL to watchlist' });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    const remove = within(d).getByRole('button', { name: 'Remove RELIANCE from watchlist' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(add);
    await expect(args.onWatchChange).toHaveBeenCalledWith(
      expect.objectContaining({ symbol: 'AAPL', market: 'NASDAQ' }),
      true,
    );
    await userEvent.click(remove);
    await expect(args.onWatchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ symbol: 'RELIANCE' }),
      false,
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/**
 * The keyboard paths: arrows still move through the results from the field (virtual focus), and
 * Tab reaches each star, a button of its own beside its result.
 */
export const WatchlistStarByKeyboard: Story = {
  args: { query: 'a', status: 'ready', results, watched: [], onWatchChange: fn() },
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    const field = within(d).getByRole('searchbox');
    await waitFor(() => expect(field).toHaveFocus());
    const focusedName = () => document.activeElement?.getAttribute('aria-label') ?? '';
    for (let i = 0; i < 4 && !focusedName().includes('watchlist'); i++) await userEvent.tab();
    await expect(focusedName()).toBe('Add AAPL to watchlist');
    await userEvent.keyboard('{Enter}');
    await expect(args.onWatchChange).toHaveBeenCalledWith(
      expect.objectContaining({ symbol: 'AAPL' }),
      true,
    );
    await userEvent.tab();
    await expect(focusedName()).toBe('Add RELIANCE to watchlist');
    await userEvent.keyboard(' ');
    await expect(args.onWatchChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ symbol: 'RELIANCE' }),
      true,
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** spec 6: a guest sees no stars, a hint to log in instead. */
export const WatchlistGuestHint: Story = {
  args: { query: 'a', status: 'ready', results, watchLoginHint: true },
  play: async () => {
    const d = await dialog();
    await expect(within(d).queryByRole('button', { name: /watchlist/ })).toBeNull();
    await expect(within(d).getByText('Log in to keep a watchlist')).toBeVisible();
  },
};

/** Another purpose, another title: the news page's stock filter picks a listing with it. */
export const AsNewsFilter: Story = {
  args: { title: 'Filter news by stock', query: 'pko', status: 'ready', results },
  play: async ({ args, userEvent }) => {
    const d = await screen.findByRole('dialog', { name: 'Filter news by stock' });
    await waitFor(() => expect(d).toBeVisible());
    await expect(within(d).queryByRole('button', { name: /watchlist/i })).toBeNull();
    await userEvent.click(within(d).getByRole('option', { name: /PKO Bank Polski/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ symbol: 'PKO', market: 'GPW' }),
    );
  },
};

/** A phone (390 px): a long company name truncates inside the dialog instead of widening it. */
export const ResultsOnPhone: Story = {
  args: {
    query: 'p',
    status: 'ready',
    results: [
      ...results,
      {
        symbol: '601318',
        market: 'SSE',
        name: 'Ping An Insurance (Group) Company of China, Ltd. (A shares, Shanghai listing)',
        country: 'CN',
        currency: 'CNY',
        price: '42.10',
        countryImage: flag('#de2910'),
        detail1: 'Insurance',
      },
    ],
  },
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    const d = await dialog();
    const box = d.getBoundingClientRect();
    const options = within(d).getAllByRole('option');
    await expect(options).toHaveLength(4);
    for (const option of options) {
      await expect(option.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/**
 * In Polish: a detail line that names one of the universe's industries (the stock-data service
 * sends it in English) shows the Polish name; any other detail line shows as sent.
 */
export const PolishIndustryDetail: Story = {
  globals: { locale: 'pl-PL' },
  args: {
    query: 'c',
    status: 'ready',
    results: [
      {
        symbol: 'CDR',
        market: 'WSE',
        name: 'CD Projekt SA',
        country: 'PL',
        currency: 'PLN',
        price: '241.80',
        countryImage: flag('#dc143c'),
        detail1: 'Electronic Gaming',
      },
      {
        symbol: 'CCC',
        market: 'WSE',
        name: 'CCC SA',
        country: 'PL',
        currency: 'PLN',
        price: '190.50',
        countryImage: flag('#dc143c'),
        detail1: 'Market cap 13.1B',
      },
    ],
  },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: 'Szukaj instrumentów' });
    const [gaming, shoes] = within(d).getAllByRole('option');
    await expect(gaming).toHaveTextContent('Gry komputerowe');
    await expect(gaming).not.toHaveTextContent('Electronic Gaming');
    await expect(shoes).toHaveTextContent('Market cap 13.1B');
  },
};
