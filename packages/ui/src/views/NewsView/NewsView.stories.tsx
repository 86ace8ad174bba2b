import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NewsView } from './NewsView';
import { generatedMarketItem, generatedMoverItem } from './newsFixtures';
import type { NewsListItem } from './newsParts';

const NOW = Date.parse('2026-03-10T15:00:00Z');

const sampleNews: NewsListItem[] = [
  {
    id: 'gen:mover:NASDAQ:NVDA:20260310',
    kind: 'mover',
    headline: 'NVIDIA jumps 3.5% as chip makers lead the market',
    summary: 'Shares of NVIDIA rose to 912.50 in active trading.',
    symbol: 'NVDA',
    market: 'NASDAQ',
    published_at: '2026-03-10T14:55:00Z',
  },
  {
    id: 'gen:market:US:20260310',
    kind: 'market',
    headline: 'US stocks edge higher; advances lead declines 31 to 22',
    summary: 'The Invest US 500 added 0.24% by midday.',
    published_at: '2026-03-10T12:00:00Z',
  },
  {
    id: 'pub-1',
    kind: 'published',
    headline: 'Invest opens trading on the Warsaw Stock Exchange',
    summary: 'Clients can now follow and trade WSE listings.',
    published_at: '2026-02-20T09:30:00Z',
  },
];

const meta = {
  title: 'Views/NewsView',
  component: NewsView,
  args: {
    status: 'ready',
    items: sampleNews,
    now: NOW,
    timeZone: 'UTC',
    newsHref: (id: string) => `/news/${encodeURIComponent(id)}`,
    quoteHref: (symbol: string, market?: string) => `/quote?symbol=${symbol}&ex=${market ?? ''}`,
    onRetry: fn(),
    onLoadMore: fn(),
    onClearSymbol: fn(),
    onFilter: fn(),
  },
} satisfies Meta<typeof NewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headlines link to their detail; source and time (relative within a week, else the date). */
export const Default: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'News' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    await expect(
      first.getByRole('link', { name: 'NVIDIA jumps 3.5% as chip makers lead the market' }),
    ).toHaveAttribute('href', '/news/gen%3Amover%3ANASDAQ%3ANVDA%3A20260310');
    await expect(first.getByText('Market movers')).toBeVisible();
    await expect(first.getByText('5 minutes ago')).toHaveAttribute(
      'datetime',
      '2026-03-10T14:55:00Z',
    );
    await expect(first.getByRole('link', { name: 'Quote of NVDA' })).toHaveAttribute(
      'href',
      '/quote?symbol=NVDA&ex=NASDAQ',
    );
    // older than a week: the date and time
    await expect(within(rows[2]!).getByText('Feb 20, 2026, 9:30 AM')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Rows-shaped skeleton, announced once. */
export const Loading: Story = {
  args: { status: 'loading', items: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the news');
    await expect(canvas.queryByRole('list', { name: 'News' })).toBeNull();
  },
};

/** Nothing yet: what will appear, and a refresh. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No news yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No filter: "All stocks", and "Filter by stock" opens the app's stock picker (by keyboard too). */
export const NoFilter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const filter = canvas.getByRole('group', { name: 'Stock' });
    await expect(within(filter).getByText('All stocks')).toBeVisible();
    await expect(within(filter).queryByRole('button', { name: /Remove the filter/ })).toBeNull();
    const pick = within(filter).getByRole('button', { name: 'Filter by stock' });
    // spec 2: 44 px touch targets
    await expect(pick.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    pick.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFilter).toHaveBeenCalledTimes(1);
    await expect(args.onClearSymbol).not.toHaveBeenCalled();
  },
};

/** Filtered by a symbol with no news: the way back to all news, in the list and on the chip. */
export const EmptyForSymbol: Story = {
  args: { items: [], symbol: 'PKN' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'News about PKN' })).toBeVisible();
    await expect(canvas.getByText('No news about PKN yet')).toBeVisible();
    const filter = canvas.getByRole('group', { name: 'Stock' });
    await expect(within(filter).getByText('PKN')).toBeVisible();
    await expect(within(filter).getByRole('button', { name: 'Change stock' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all news' }));
    await expect(args.onClearSymbol).toHaveBeenCalledTimes(1);
  },
};

/** Filtered by a symbol: its items; the chip's clear button shows all stocks again. */
export const FilteredBySymbol: Story = {
  args: { items: sampleNews.slice(0, 1), symbol: 'NVDA' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'News about NVDA' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    const filter = canvas.getByRole('group', { name: 'Stock' });
    await expect(within(filter).getByText('NVDA')).toBeVisible();
    await expect(within(filter).queryByText('All stocks')).toBeNull();
    const clear = within(filter).getByRole('button', {
      name: 'Remove the filter NVDA, show all stocks',
    });
    await expect(clear.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(clear);
    await expect(args.onClearSymbol).toHaveBeenCalledTimes(1);
    await userEvent.click(within(filter).getByRole('button', { name: 'Change stock' }));
    await expect(args.onFilter).toHaveBeenCalledTimes(1);
  },
};

/** The list failed: an alert with retry. */
export const LoadError: Story = {
  args: { status: 'error', items: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load the news.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** In Chinese: sources, relative times and the page in the locale. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).not.toHaveTextContent('News');
    await expect(canvas.getByText('5分钟前')).toBeVisible();
  },
};

/**
 * Generated items read in the client's language (here Polish): the server sends each item's
 * template and parameters; the company keeps its official name, the index its translated name.
 */
export const GeneratedInPolish: Story = {
  globals: { locale: 'pl-PL' },
  args: {
    items: [generatedMoverItem, generatedMarketItem],
    now: Date.parse('2025-07-01T16:00:00Z'),
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Wiadomości' });
    await expect(
      within(list).getByRole('link', {
        name: 'Pepco Group N.V. (PCO) szybuje o 4,80% przy powrocie kupujących do sektora',
      }),
    ).toBeVisible();
    await expect(
      within(list).getByRole('link', { name: /^Polska – duże spółki \(sym\.\) zwyżkuje o 1,29%/ }),
    ).toBeVisible();
    await expect(list).toHaveTextContent('Kurs Pepco Group N.V. wynosi 20,96 zł');
    await expect(list).not.toHaveTextContent(/soars|advancers|previous close/);
  },
};
