import type { CandleInterval } from '@invest/domain';
import { resources } from '@invest/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { storyCandles } from '../../storybook/candles';
import { QuoteView, type QuoteDetail, type QuoteViewProps } from './QuoteView';

const quote: QuoteDetail = {
  symbol: 'AAPL',
  market: 'NASDAQ',
  name: 'Apple Inc.',
  currency: 'USD',
  price: '192.35',
  change: '2.51',
  change_percent: '1.32',
  open: '190.10',
  high: '193.02',
  low: '189.75',
  previous_close: '189.84',
  volume: 51234567,
  market_open: true,
  as_of: '2025-06-02T15:45:10Z',
};

const intraday = storyCandles(60);
const daily = storyCandles(40, { start: Date.UTC(2025, 3, 1), stepMs: 86_400_000, base: 180 });

const news = [
  {
    id: 'gen:AAPL:2025-06-02:1',
    headline: 'Apple shares rise 1.3% as technology leads the market',
    published_at: '2025-06-02T14:05:00Z',
  },
  {
    id: 'gen:AAPL:2025-05-30:1',
    headline: 'Apple closes the week higher',
    published_at: '2025-05-30T20:00:00Z',
  },
];

/** Holds the interval, pause and watchlist state like the page does. */
function Controlled(args: QuoteViewProps) {
  const [interval, setInterval] = useState<CandleInterval>(args.chart?.interval ?? '5m');
  const [paused, setPaused] = useState(args.paused ?? false);
  const [inList, setInList] = useState(args.watchlist?.inList ?? false);
  return (
    <QuoteView
      {...args}
      chart={
        args.chart && {
          ...args.chart,
          interval,
          range: interval === '1d' ? '1Y' : '1D',
          candles: args.chart.candles && (interval === '1d' ? daily : args.chart.candles),
          onIntervalChange: (next) => {
            setInterval(next);
            args.chart?.onIntervalChange?.(next);
          },
        }
      }
      paused={paused}
      onPausedChange={
        args.onPausedChange &&
        ((next) => {
          setPaused(next);
          args.onPausedChange?.(next);
        })
      }
      watchlist={
        args.watchlist && {
          ...args.watchlist,
          inList,
          onToggle: () => {
            setInList(!inList);
            args.watchlist?.onToggle();
          },
        }
      }
    />
  );
}

const meta = {
  title: 'Views/QuoteView',
  component: QuoteView,
  args: {
    symbol: 'AAPL',
    quote,
    chart: {
      status: 'ready',
      candles: intraday,
      interval: '5m',
      range: '1D',
      onIntervalChange: fn(),
    },
    company: {
      status: 'ready',
      data: {
        symbol: 'AAPL',
        market: 'NASDAQ',
        sector: 'technology',
        industry: 'Consumer Electronics',
        description:
          'Designs smartphones, personal computers, tablets, wearables and related services.',
        listing_date: '1980-12-12',
        shares_outstanding: 15_204_137_000,
        market_cap: '2924515752950.00',
        currency: 'USD',
      },
    },
    news: { status: 'ready', data: news },
    watchlist: { inList: false, onToggle: fn() },
    newsHref: (id: string) => `/news/${encodeURIComponent(id)}`,
    onRetry: fn(),
    onLogin: fn(),
    onSearch: fn(),
    onPausedChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof QuoteView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open market, live: header, chart, figures, company and news. */
export const Live: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Apple Inc.' })).toBeVisible();
    await expect(canvas.getByText('Market open')).toBeVisible();
    await expect(canvas.getByText('$192.35')).toBeVisible();
    await expect(canvas.getByText(/Last update/)).toBeVisible();
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByRole('application', { name: 'AAPL price chart' })).toBeVisible();
    const company = canvas.getByRole('region', { name: 'Company' });
    await expect(within(company).getByText('Technology')).toBeVisible();
    await expect(within(company).getByText('Consumer Electronics')).toBeVisible();
    await expect(within(company).getByText('$2.9T')).toBeVisible();
    const newsList = canvas.getByRole('region', { name: 'News' });
    await expect(within(newsList).getByRole('link', { name: /Apple shares rise/ })).toHaveAttribute(
      'href',
      '/news/gen%3AAAPL%3A2025-06-02%3A1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add to watchlist' }));
    await expect(args.watchlist?.onToggle).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Remove from watchlist' })).toBeVisible();
    await expect(canvas.queryByText('Coming soon')).toBeNull();
  },
};

/** WCAG 2.2.2: the live prices pause and resume. */
export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Paused')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume live prices' }));
    await expect(args.onPausedChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Pause live prices' })).toBeVisible();
  },
};

/** Outside the session: a badge and a notice, no live control. */
export const MarketClosed: Story = {
  args: { quote: { ...quote, market_open: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Market closed')).toBeVisible();
    await expect(canvas.getByText('Market closed. Prices show the last close.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Pause live prices' })).toBeNull();
  },
};

/** A loss shows its sign and arrow, not only a colour. */
export const Falling: Story = {
  args: { quote: { ...quote, price: '187.10', change: '-2.74', change_percent: '-1.44' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Down \$2\.74/)).toBeInTheDocument();
  },
};

/** The quote loads: skeletons, announced once. */
export const Loading: Story = {
  args: { status: 'loading', quote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the quote');
  },
};

/** The chart, company and news still load under a quote that is here. */
export const PartsLoading: Story = {
  args: {
    chart: { status: 'loading', interval: '5m' },
    company: { status: 'loading' },
    news: { status: 'loading' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the chart')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the company profile')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the news')).toBeInTheDocument();
  },
};

/** spec 8 'Unable to fetch price' with a retry. */
export const PriceError: Story = {
  args: { status: 'error', error: 'price', quote: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Unable to fetch price')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** spec 8 'Timeout' (the stock service answers within 10 s or not at all). */
export const Timeout: Story = {
  args: { status: 'error', error: 'timeout', quote: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Timeout')).toBeVisible();
  },
};

/** spec 8 'Cannot get stock data' on the chart and the company, the header still here. */
export const DataError: Story = {
  args: {
    chart: { status: 'error', interval: '5m', onRetry: fn() },
    company: { status: 'error', onRetry: fn() },
    news: { status: 'ready', data: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Cannot get stock data')).toHaveLength(2);
    await expect(canvas.getByText('No news about this stock yet')).toBeVisible();
  },
};

/** No such listing: the next step is a search. */
export const NotFound: Story = {
  args: { status: 'notFound', symbol: 'ZZZZ', quote: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Stock not found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Search stocks' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** spec 6: the guest's quotes for today are spent; the log-in prompt. */
export const GuestLimit: Story = {
  args: { status: 'guestLimit', quote: undefined, watchlist: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Daily guest limit reached, log in to continue')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /log in/i }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** spec 6: the company profile's read_stock quota is spent; the quote still shows. */
export const CompanyGuestLimit: Story = {
  args: { company: { status: 'guestLimit', quota: 'read_stock' } },
  play: async ({ canvas }) => {
    const company = canvas.getByRole('region', { name: 'Company' });
    await expect(
      within(company).getByText('Daily guest limit reached, log in to continue'),
    ).toBeVisible();
    await expect(canvas.getByText('$192.35')).toBeVisible();
  },
};

/** spec 8 'Failed to update watchlist' and 'Remove failed'. */
export const WatchlistFailed: Story = {
  args: { watchlist: { inList: false, error: 'add', onToggle: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update watchlist');
  },
};

export const RemoveFailed: Story = {
  args: { watchlist: { inList: true, error: 'remove', onToggle: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Remove failed');
    await expect(canvas.getByRole('button', { name: 'Remove from watchlist' })).toBeVisible();
  },
};

/** The trade panel's slot (filled by the trading issue). */
export const WithTradePanel: Story = {
  args: {
    tradePanel: (
      <section aria-label="Trade" className="rounded-lg border border-border p-4">
        Trade panel
      </section>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Trade' })).toBeVisible();
  },
};

/** The intervals switch the chart's candles. */
export const SwitchInterval: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Daily' }));
    await expect(args.chart?.onIntervalChange).toHaveBeenCalledWith('1d');
    await expect(canvas.getByText('Range: 1 year')).toBeVisible();
  },
};

/** The value a section shows next to one of its labels (a <dt>'s <dd>). */
const itemOf = (canvas: ReturnType<typeof within>, section: string, label: string) =>
  within(canvas.getByRole('region', { name: section })).getByText(label).nextElementSibling;

/**
 * The company section in Polish names the industry and describes the company in Polish (the
 * server sends both in English); the company's name keeps its official form.
 */
export const PolishIndustry: Story = {
  globals: { locale: 'pl-PL' },
  play: async ({ canvas }) => {
    await expect(itemOf(canvas, 'Spółka', 'Branża')).toHaveTextContent('Elektronika użytkowa');
    await expect(itemOf(canvas, 'Spółka', 'Sektor')).toHaveTextContent('Technologia');
    await expect(canvas.queryByText(/^Designs smartphones/)).toBeNull();
    const polish = resources['pl-PL']?.companies as Record<string, Record<string, string>>;
    await expect(canvas.getByText(polish.NASDAQ!.AAPL!, { selector: 'p' })).toBeVisible();
  },
};

/** The same company section in Chinese: the industry in Chinese. */
export const ChineseIndustry: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(itemOf(canvas, '公司', '行业')).toHaveTextContent('消费电子');
    await expect(itemOf(canvas, '公司', '板块')).toHaveTextContent('科技');
  },
};

/** An industry the locale has no name for (another provider's): shown as sent, in English. */
export const UnknownIndustry: Story = {
  globals: { locale: 'pl-PL' },
  args: {
    company: {
      status: 'ready',
      data: {
        symbol: 'QBTX',
        market: 'NASDAQ',
        sector: 'technology',
        industry: 'Quantum Computing',
        description: 'Builds quantum processors.',
        listing_date: '2021-10-01',
        shares_outstanding: 200_000_000,
        market_cap: '2000000000.00',
        currency: 'USD',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(itemOf(canvas, 'Spółka', 'Branża')).toHaveTextContent('Quantum Computing');
    // a company the locale has no description for (another provider's) is described as sent
    await expect(canvas.getByText('Builds quantum processors.')).toBeVisible();
  },
};

/** The page in all eight themes. */
export const AllThemes: Story = {
  parameters: {
    a11y: { test: 'error', config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args) => <Themes>{() => <Controlled {...args} />}</Themes>,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="quote"]')).toHaveLength(8);
    // as a first visit shows it: the chart's SVG preview, the charting library not loaded
    await expect(
      canvasElement.querySelectorAll('[data-slot="chart-canvas"] [data-slot="chart-preview"] svg'),
    ).toHaveLength(8);
    await expect(canvasElement.querySelector('[data-slot="chart-canvas"] canvas')).toBeNull();
  },
};
