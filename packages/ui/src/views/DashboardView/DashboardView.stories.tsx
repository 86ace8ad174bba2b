import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DashboardView } from './DashboardView';

const user = { full_name: 'Alice Chen', username: 'alice' };
/** 03:00 UTC is 08:30 in Kolkata: morning. */
const KOLKATA_MORNING = Date.UTC(2025, 5, 2, 3, 0);
/** 19:15 UTC: evening in UTC. */
const UTC_EVENING = Date.UTC(2025, 5, 2, 19, 15);

const meta = {
  title: 'Views/DashboardView',
  component: DashboardView,
  args: {
    user,
    now: KOLKATA_MORNING,
    timeZone: 'Asia/Kolkata',
    onRetry: fn(),
    onLogin: fn(),
  },
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
    const figures = [...canvasElement.querySelectorAll('[data-slot="figure"]')].map(
      (el) => el.textContent,
    );
    await expect(figures[0]).toBe('$125,400.50');
    await expect(figures[1]).toBe('$110,000.00');
    const pnl = canvasElement.querySelector('[data-slot="price-change"]')!;
    await expect(pnl).toHaveAttribute('data-direction', 'up');
    await expect(pnl).toHaveTextContent('+$15,400.50 (+14%)');
    // the other sections: headings, and honest placeholders where nothing is supplied
    for (const name of ['Watchlist', 'Market movers', 'IPOs']) {
      const section = canvas.getByRole('region', { name });
      await expect(section).toHaveTextContent('Coming soon');
    }
    const news = canvas.getByRole('region', { name: 'News' });
    await expect(news).toHaveTextContent('Markets rally as rates hold steady.');
    await expect(news).not.toHaveTextContent('Coming soon');
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
      canvas.getByRole('heading', { level: 1, name: 'Dobrej nocy, Alice Chen' }),
    ).toBeVisible();
    const figures = [...canvasElement.querySelectorAll('[data-slot="figure"]')].map(
      (el) => el.textContent,
    );
    await expect(figures[0]).toMatch(/^98\s210,40\szł$/);
    const pnl = canvasElement.querySelector('[data-slot="price-change"]')!;
    await expect(pnl).toHaveAttribute('data-direction', 'down');
    await expect(pnl.textContent).toMatch(/[-−]1789,60\szł/);
    await expect(canvas.queryByText('Coming soon')).toBeNull();
  },
};
