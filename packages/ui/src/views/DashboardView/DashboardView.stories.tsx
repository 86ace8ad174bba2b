import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { expectNothingOverflows, expectTabularFigures } from '../../storybook/figures';
import { DeferredMarketPicker } from '../../patterns/DeferredMarketPicker';
import { DashboardMarketSummary } from './DashboardMarketSummary';
import { DashboardMovers, DashboardNews, DashboardWatchlist } from './DashboardSections';
import { DashboardView } from './DashboardView';

const user = { full_name: 'Alice Chen', username: 'alice' };
/** The router's navigation: a link press stays inside the story (a real one would unload it). */
const navigate = fn();
const pickMarket = fn();
/** 03:00 UTC is 08:30 in Kolkata: morning. */
const KOLKATA_MORNING = Date.UTC(2025, 5, 2, 3, 0);
/** 19:15 UTC: evening in UTC. */
const UTC_EVENING = Date.UTC(2025, 5, 2, 19, 15);

/**
 * Axe settings of a story that shows copies of one page side by side: the copies repeat its
 * landmarks by design; every single-page story still checks that its landmarks are unique.
 */
const copiesOfOnePage = {
  test: 'error',
  config: { rules: [{ id: 'landmark-unique', enabled: false }] },
};

const meta = {
  title: 'Views/DashboardView',
  component: DashboardView,
  args: {
    user,
    now: KOLKATA_MORNING,
    timeZone: 'Asia/Kolkata',
    onRetry: fn(),
    onLogin: fn(),
    depositHref: '/deposit',
    onSearch: fn(),
  },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures load: skeleton, announced once; the greeting is already there. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Good morning, Alice Chen' }),
    ).toBeVisible();
    const card = canvas.getByRole('region', { name: 'Your portfolio' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByRole('status')).toHaveTextContent('Loading content');
    await expect(within(card).queryByText('Portfolio value')).toBeNull();
  },
};

/** The figures failed: an alert with retry. A user without a full name is greeted by username. */
export const LoadError: Story = {
  args: { status: 'error', user: { full_name: null, username: 'jdoe' }, greeting: 'afternoon' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Good afternoon, jdoe' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not load your portfolio.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** spec 3, 6: a guest is greeted as Guest and asked to log in instead of seeing figures. */
export const Guest: Story = {
  args: { user: null, now: UTC_EVENING, timeZone: 'UTC' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Good evening, Guest' }),
    ).toBeVisible();
    const card = canvas.getByRole('region', { name: 'Your portfolio' });
    await expect(card).toHaveTextContent('Log in to see your portfolio');
    await expect(within(card).queryByRole('term')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** Filled, with a gain (en-US): amounts with currency, P&L by sign and arrow, placeholders. */
export const FilledGain: Story = {
  args: {
    status: 'ready',
    portfolio: {
      value: '125400.50',
      invested: '110000',
      pnl: '15400.50',
      pnlPercent: '14',
      currency: 'USD',
    },
    sections: { news: <p>Markets rally as rates hold steady.</p> },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Good morning, Alice Chen' }),
    ).toBeVisible();
    const figures = [...canvasElement.querySelectorAll('[data-slot="figure-value"]')].map(
      (el) => el.textContent,
    );
    await expect(figures[0]).toBe('$125,400.50');
    await expect(figures[1]).toBe('$110,000.00');
    const pnl = canvasElement.querySelector('[data-slot="price-change"]')!;
    await expect(pnl).toHaveAttribute('data-direction', 'up');
    await expect(pnl).toHaveTextContent('+$15,400.50 (+14%)');
    // without today's change from the server, the lead shows the total return
    await expect(canvas.getByText('Total return')).toBeVisible();
    // the other sections: headings, and empty states with a next step where nothing is supplied
    for (const name of ['Watchlist', 'Market movers']) {
      const section = canvas.getByRole('region', { name });
      await expect(
        within(section).getByRole('button', { name: 'Search for a stock to follow' }),
      ).toBeVisible();
    }
    // a funded client is not told to make a first deposit, in the IPO section or anywhere
    const ipos = canvas.getByRole('region', { name: 'IPOs' });
    await expect(within(ipos).getByText('No public offerings open')).toBeVisible();
    await expect(canvas.queryByText('Make your first deposit')).toBeNull();
    await expect(canvas.queryByText('Coming soon')).toBeNull();
    const news = canvas.getByRole('region', { name: 'News' });
    await expect(news).toHaveTextContent('Markets rally as rates hold steady.');
    await expect(within(news).queryByRole('button')).toBeNull();
    await expectTabularFigures(canvasElement, { atLeast: 3 });
  },
};

/**
 * The cash the client can spend now, beside the portfolio: the total in the display currency
 * ("≈": złoty converted at the server's mid rate) and each currency; its failure says so.
 */
export const AvailableCashShown: Story = {
  args: {
    status: 'ready',
    portfolio: {
      value: '5852.49',
      invested: '0',
      pnl: '0',
      pnlPercent: '0',
      currency: 'USD',
    },
    cash: {
      accounts: [
        { currency: 'USD', available: '4900.00' },
        { currency: 'PLN', available: '393.21' },
      ],
      total: { currency: 'USD', available: '4998.30' },
    },
  },
  play: async ({ canvas }) => {
    const portfolio = canvas.getByRole('region', { name: 'Your portfolio' });
    const cash = within(portfolio).getByRole('region', { name: 'Available cash' });
    await expect(cash).toHaveTextContent('≈');
    await expect(cash).toHaveTextContent('$4,998.30');
    await expect(
      within(cash).getByRole('list', { name: 'Available cash by currency' }),
    ).toHaveTextContent('$4,900.00');
  },
};

/** The cash figures failed while the portfolio loaded: the cash says so, with a retry. */
export const AvailableCashFailed: Story = {
  args: {
    status: 'ready',
    portfolio: { value: '100', invested: '0', pnl: '0', currency: 'USD' },
    cash: { status: 'error', onRetry: fn() },
  },
  play: async ({ canvas }) => {
    const cash = canvas.getByRole('region', { name: 'Available cash' });
    await expect(within(cash).getByRole('alert')).toHaveTextContent(
      'Unable to load your available cash',
    );
  },
};

/** Filled, with a loss, in Polish late at night: złoty amounts, a down arrow and minus. */
export const FilledLossPolish: Story = {
  globals: { locale: 'pl-PL' },
  args: {
    status: 'ready',
    greeting: 'late_night',
    portfolio: {
      value: '98210.40',
      invested: '100000',
      pnl: '-1789.60',
      pnlPercent: '-1.79',
      currency: 'PLN',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Dobry wieczór, Alice Chen' }),
    ).toBeVisible();
    const figures = [...canvasElement.querySelectorAll('[data-slot="figure-value"]')].map(
      (el) => el.textContent,
    );
    await expect(figures[0]).toMatch(/^98\s210,40\szł$/);
    const pnl = canvasElement.querySelector('[data-slot="price-change"]')!;
    await expect(pnl).toHaveAttribute('data-direction', 'down');
    await expect(pnl.textContent).toMatch(/[-−]1789,60\szł/);
    await expect(canvas.queryByText('Coming soon')).toBeNull();
  },
};

/** The dashboard leads with the portfolio value and today's change, not the greeting. */
export const LeadsWithValueAndTodaysChange: Story = {
  args: {
    status: 'ready',
    portfolio: {
      value: '125400.50',
      invested: '110000',
      pnl: '15400.50',
      pnlPercent: '14',
      dayChange: '-830.25',
      dayChangePercent: '-0.66',
      currency: 'USD',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const lead = canvasElement.querySelector<HTMLElement>('[data-slot="figure"][data-size="lg"]')!;
    await expect(within(lead).getByRole('term')).toHaveTextContent('Portfolio value');
    const today = lead.querySelector('[data-slot="price-change"]')!;
    await expect(today).toHaveAttribute('data-direction', 'down');
    await expect(today.querySelector('.sr-only')).toHaveTextContent('Down $830.25 (0.66%)');
    await expect(within(lead).getByText('Today')).toBeVisible();
    // the value is the largest text on the page, larger than the greeting
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const value = lead.querySelector('[data-slot="figure-value"]')!;
    const greeting = canvas.getByRole('heading', { level: 1 });
    await expect(size(value)).toBeGreaterThan(size(greeting));
    for (const heading of canvas.getAllByRole('heading')) {
      await expect(size(value)).toBeGreaterThan(size(heading));
    }
    await expectTabularFigures(canvasElement, { atLeast: 4 });
  },
};

/** A new client with nothing invested: the next step is the first deposit. */
export const EmptyPortfolio: Story = {
  args: {
    status: 'ready',
    portfolio: { value: '0', invested: '0', pnl: '0', pnlPercent: '0', currency: 'USD' },
  },
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('region', { name: 'Your portfolio' });
    await expect(within(card).getByText('Start investing')).toBeVisible();
    // a link to the deposit page (it opens in a new tab too), drawn as a button
    const first = within(card).getByRole('link', { name: 'Make your first deposit' });
    await expect(first).toHaveAttribute('href', '/deposit');
    navigate.mockClear();
    await userEvent.click(first);
    await expect(navigate).toHaveBeenCalledWith('/deposit', undefined);
    await expect(
      within(canvas.getByRole('region', { name: 'IPOs' })).getByRole('link', {
        name: 'Make your first deposit',
      }),
    ).toHaveAttribute('href', '/deposit');
    await userEvent.click(
      within(canvas.getByRole('region', { name: 'Watchlist' })).getByRole('button', {
        name: 'Search for a stock to follow',
      }),
    );
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** Without handlers, the empty states say what will appear but offer no dead button. */
export const EmptySectionsWithoutActions: Story = {
  args: {
    status: 'ready',
    depositHref: undefined,
    onSearch: undefined,
    portfolio: { value: '0', invested: '0', pnl: '0', currency: 'USD' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Follow the stocks you care about')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The loading skeleton has the height of the figures: nothing below moves when they arrive. */
export const LoadingKeepsTheLayout: Story = {
  parameters: { a11y: copiesOfOnePage },
  args: {
    portfolio: { value: '125400.50', invested: '110000', pnl: '15400.50', currency: 'USD' },
  },
  render: (args) => (
    <div className="grid grid-cols-2 items-start gap-4">
      <DashboardView {...args} status="loading" />
      <DashboardView {...args} status="ready" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [loading, ready] = canvas.getAllByRole('region', { name: 'Your portfolio' });
    await expect(loading!.getBoundingClientRect().height).toBeCloseTo(
      ready!.getBoundingClientRect().height,
      0,
    );
  },
};

/** The dashboard in all eight themes side by side. */
export const AllThemes: Story = {
  parameters: { layout: 'fullscreen', a11y: copiesOfOnePage },
  args: {
    status: 'ready',
    portfolio: {
      value: '125400.50',
      invested: '110000',
      pnl: '15400.50',
      pnlPercent: '14',
      dayChange: '830.25',
      dayChangePercent: '0.67',
      currency: 'USD',
    },
  },
  render: (args) => (
    <Themes>
      <DashboardView {...args} />
    </Themes>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="dashboard"]')).toHaveLength(8);
    await expectTabularFigures(canvasElement, { atLeast: 32 });
    // each theme's card is a narrow column: the figures fit it, none runs into the next
    for (const card of canvasElement.querySelectorAll<HTMLElement>('[data-testid^="theme-"]')) {
      await expectNothingOverflows(card);
    }
  },
};

const quote = (symbol: string, name: string, price: string, change: string, pct: string) => ({
  symbol,
  market: 'NASDAQ' as const,
  name,
  currency: 'USD',
  price,
  change,
  change_percent: pct,
});
const indices = [
  { id: 'US500', name: 'Invest US 500', level: '5123.40', change: '12.30', change_percent: '0.24' },
  {
    id: 'USTECH',
    name: 'Invest US Tech',
    level: '17890.10',
    change: '-45.20',
    change_percent: '-0.25',
  },
];
const gainers = [
  quote('NVDA', 'NVIDIA Corp.', '912.50', '31.20', '3.54'),
  quote('AAPL', 'Apple Inc.', '189.84', '2.10', '1.12'),
];
const losers = [quote('XOM', 'Exxon Mobil Corp.', '104.10', '-3.40', '-3.16')];
const headlines = [
  {
    id: 'n1',
    kind: 'mover' as const,
    headline: 'NVIDIA jumps 3.5% as chip makers lead the market',
    summary: 'Shares of NVIDIA rose to 912.50.',
    symbol: 'NVDA',
    market: 'NASDAQ' as const,
    published_at: '2025-06-02T02:50:00Z',
  },
  {
    id: 'n2',
    kind: 'market' as const,
    headline: 'US stocks edge higher',
    summary: 'The Invest US 500 added 0.24%.',
    published_at: '2025-06-01T20:00:00Z',
  },
];
const quoteHref = (symbol: string, market?: string) => `/quote?symbol=${symbol}&ex=${market}`;
const newsHref = (id: string) => `/news/${id}`;
const filledPortfolio = {
  value: '125400.50',
  invested: '110000',
  pnl: '15400.50',
  pnlPercent: '14',
  currency: 'USD',
};

/** The market sections filled: summary, breaking news, watchlist, movers. */
export const MarketSectionsFilled: Story = {
  args: {
    status: 'ready',
    portfolio: filledPortfolio,
    sections: {
      market: (
        <DashboardMarketSummary
          indices={indices}
          advances={31}
          declines={22}
          unchanged={3}
          marketHref="/market"
        />
      ),
      news: (
        <DashboardNews
          items={headlines}
          now={KOLKATA_MORNING}
          newsHref={newsHref}
          quoteHref={quoteHref}
          listHref="/news"
        />
      ),
      watchlist: (
        <DashboardWatchlist
          quotes={[quote('MSFT', 'Microsoft Corp.', '415.20', '-1.05', '-0.25')]}
          quoteHref={quoteHref}
        />
      ),
      movers: <DashboardMovers gainers={gainers} losers={losers} quoteHref={quoteHref} />,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    // the portfolio leads; the market summary is the first section after it
    const regions = canvas.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    await expect(regions.length).toBeGreaterThanOrEqual(6);
    const sections = [...canvasElement.querySelectorAll('[data-section]')].map((el) =>
      el.getAttribute('data-section'),
    );
    await expect(sections[0]).toBe('market');
    const summary = canvas.getByRole('region', { name: 'Market summary' });
    await expect(within(summary).getByText('Invest US 500')).toBeVisible();
    await expect(within(summary).getByText('5,123.4')).toBeVisible();
    const down = summary.querySelectorAll('[data-slot="price-change"]')[1]!;
    await expect(down).toHaveAttribute('data-direction', 'down');
    await expect(within(summary).getByText('Advances').nextElementSibling).toHaveTextContent('31');
    await expect(
      within(summary).getByRole('link', { name: 'See the whole market' }),
    ).toHaveAttribute('href', '/market');
    const news = canvas.getByRole('region', { name: 'News' });
    await expect(
      within(news).getByRole('link', { name: 'NVIDIA jumps 3.5% as chip makers lead the market' }),
    ).toHaveAttribute('href', '/news/n1');
    await expect(within(news).getByText('10 minutes ago')).toBeVisible();
    await expect(within(news).getByRole('link', { name: 'All news' })).toBeVisible();
    const watch = canvas.getByRole('region', { name: 'Watchlist' });
    await expect(within(watch).getByRole('link', { name: 'MSFT' })).toHaveAttribute(
      'href',
      '/quote?symbol=MSFT&ex=NASDAQ',
    );
    await expect(within(watch).getByText('$415.20')).toBeVisible();
    const movers = canvas.getByRole('region', { name: 'Market movers' });
    await expect(within(movers).getByRole('list', { name: 'Top gainers' })).toBeVisible();
    await expect(within(movers).getByRole('list', { name: 'Top losers' })).toHaveTextContent('XOM');
    // prices and changes in tabular figures (the index names and headlines are text)
    await expectTabularFigures(watch, { atLeast: 2 });
    await expectTabularFigures(movers, { atLeast: 6 });
  },
};

/** The picker's code, loaded when the client reaches for it (as the app does). */
const loadMarketPicker = () => import('../../patterns/MarketPicker');

/**
 * The market section follows the client's pick (here Poland, read in Polish): the picker leads
 * the section, the index has its translated name; picking another market reports its code (the
 * picker's list comes with its code, loaded at the press).
 */
export const MarketPickedPolish: Story = {
  globals: { locale: 'pl-PL' },
  args: {
    status: 'ready',
    portfolio: filledPortfolio,
    sections: {
      market: (
        <DashboardMarketSummary
          indices={[
            {
              id: 'PL-LC',
              name: 'Poland Large Cap (sim)',
              level: '2532.24',
              change: '32.24',
              change_percent: '1.29',
            },
          ]}
          advances={48}
          declines={14}
          unchanged={0}
          picker={
            <DeferredMarketPicker
              load={loadMarketPicker}
              markets={['US', 'PL', 'CN']}
              value="PL"
              onChange={pickMarket}
            />
          }
        />
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByRole('region', { name: 'Podsumowanie rynku' });
    const picker = within(summary).getByRole('button', { name: /Rynek/ });
    await expect(picker).toHaveTextContent('Polska');
    await expect(within(summary).getByText('Polska – duże spółki (sym.)')).toBeVisible();
    await userEvent.click(picker);
    await userEvent.click(
      // the list comes with the picker's code: seconds under test, where the dev server
      // transforms it at the first import
      await within(document.body).findByRole('option', { name: 'Chiny' }, { timeout: 15_000 }),
    );
    await expect(pickMarket).toHaveBeenCalledWith('CN');
  },
};

/** Every market section loading: skeletons of their final shape, each announced. */
export const MarketSectionsLoading: Story = {
  args: {
    status: 'ready',
    portfolio: filledPortfolio,
    sections: {
      market: <DashboardMarketSummary status="loading" />,
      news: <DashboardNews status="loading" newsHref={newsHref} />,
      watchlist: <DashboardWatchlist status="loading" quoteHref={quoteHref} />,
      movers: <DashboardMovers status="loading" quoteHref={quoteHref} />,
    },
  },
  play: async ({ canvas }) => {
    for (const name of ['Market summary', 'News', 'Watchlist', 'Market movers']) {
      const section = canvas.getByRole('region', { name });
      await expect(within(section).getAllByRole('status')).toHaveLength(1);
      await expect(within(section).queryByRole('list')).toBeNull();
    }
  },
};

/** Every market section failed: an alert with retry in each. */
export const MarketSectionsError: Story = {
  args: {
    status: 'ready',
    portfolio: filledPortfolio,
    sections: {
      market: <DashboardMarketSummary status="error" onRetry={fn()} />,
      news: <DashboardNews status="error" newsHref={newsHref} onRetry={fn()} />,
      watchlist: <DashboardWatchlist status="error" quoteHref={quoteHref} onRetry={fn()} />,
      movers: <DashboardMovers status="error" quoteHref={quoteHref} onRetry={fn()} />,
    },
  },
  play: async ({ canvas, userEvent }) => {
    const texts = {
      'Market summary': 'Cannot get stock data',
      News: 'We could not load the news.',
      Watchlist: 'We could not load your watchlist.',
      'Market movers': 'Cannot get stock data',
    };
    for (const [name, text] of Object.entries(texts)) {
      const section = canvas.getByRole('region', { name });
      await expect(within(section).getByRole('alert')).toHaveTextContent(text);
      await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    }
  },
};

/** Empty market sections: each says what will appear, with its next step. */
export const MarketSectionsEmpty: Story = {
  args: {
    status: 'ready',
    portfolio: filledPortfolio,
  },
  render: (args) => (
    <DashboardView
      {...args}
      sections={{
        market: <DashboardMarketSummary indices={[]} onSearch={args.onSearch} />,
        news: <DashboardNews items={[]} newsHref={newsHref} listHref="/news" />,
        watchlist: (
          <DashboardWatchlist quotes={[]} quoteHref={quoteHref} onSearch={args.onSearch} />
        ),
        movers: (
          <DashboardMovers
            gainers={[]}
            losers={[]}
            quoteHref={quoteHref}
            onSearch={args.onSearch}
          />
        ),
      }}
    />
  ),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No market figures yet')).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'News' })).getByRole('link', {
        name: 'All news',
      }),
    ).toBeVisible();
    const watch = canvas.getByRole('region', { name: 'Watchlist' });
    await userEvent.click(
      within(watch).getByRole('button', { name: 'Search for a stock to follow' }),
    );
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('No market movers to show')).toBeVisible();
  },
};

/** A guest: the market sections show, the watchlist asks to log in. */
export const MarketSectionsGuest: Story = {
  args: { user: null, now: UTC_EVENING, timeZone: 'UTC' },
  render: (args) => (
    <DashboardView
      {...args}
      sections={{
        market: <DashboardMarketSummary indices={indices} advances={3} declines={2} />,
        watchlist: <DashboardWatchlist isGuest onLogin={args.onLogin} quoteHref={quoteHref} />,
      }}
    />
  ),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Invest US Tech')).toBeVisible();
    const watch = canvas.getByRole('region', { name: 'Watchlist' });
    await expect(watch).toHaveTextContent('Log in to see your watchlist');
    await userEvent.click(within(watch).getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};
