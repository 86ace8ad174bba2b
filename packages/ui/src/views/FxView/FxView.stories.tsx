import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { FxView, type FxQuote } from './FxView';

const accounts = [
  { id: 'usd', currency: 'USD', available: '5000.00' },
  { id: 'eur', currency: 'EUR', available: '0.00' },
  { id: 'pln', currency: 'PLN', available: '120.00' },
];

/** A fixed clock: the quote's lock is measured against it, so the stories do not depend on time. */
const NOW = Date.parse('2026-11-24T12:00:00Z');
const fixedClock = () => NOW;

const quote = (patch: Partial<FxQuote> = {}): FxQuote => ({
  id: 'q1',
  from_id: 'usd',
  to_id: 'eur',
  amount: '100',
  rate: '0.9215',
  converted: '92.15',
  expires_at: new Date(NOW + 25_000).toISOString(),
  ...patch,
});

const meta = {
  title: 'Views/FxView',
  component: FxView,
  args: {
    accounts,
    now: fixedClock,
    onQuote: fn(),
    onExchange: fn(),
    onRetry: fn(),
    onDeposit: fn(),
  },
} satisfies Meta<typeof FxView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The funded account is the source; a valid amount asks for a quote. */
export const AskForQuote: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Get quote' }));
    await expect(args.onQuote).toHaveBeenCalledWith({
      from_id: 'usd',
      to_id: 'eur',
      amount: '100',
    });
  },
};

/**
 * A German client types a decimal comma and leading zeros and presses Enter (no blur): the quote
 * is asked for a wire decimal, which the server accepts (spec 5).
 */
export const DecimalCommaBeforeBlur: Story = {
  globals: { locale: 'de-DE' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), '0100,5{Enter}');
    await expect(args.onQuote).toHaveBeenCalledWith({
      from_id: 'usd',
      to_id: 'eur',
      amount: '100.5',
    });
  },
};

/** spec 5: the amount must be within the source's available balance. */
export const AmountExceedsAvailable: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '9000');
    await userEvent.click(canvas.getByRole('button', { name: 'Get quote' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      expect.stringContaining('Amount exceeds available funds'),
    );
    await expect(args.onQuote).not.toHaveBeenCalled();
  },
};

/**
 * The rate is locked with a visible countdown; the converted amount; exchange at the quote.
 * (The clock is fixed, so the countdown holds still at 25 s here.)
 */
export const CountdownRunning: Story = {
  args: { quote: quote() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100');
    await expect(canvas.getByRole('timer')).toHaveTextContent('Rate locked for 25 s');
    await expect(canvas.getByText('1 USD = 0.9215 EUR')).toBeVisible();
    await expect(canvas.getByText('€92.15')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Exchange' }));
    await expect(args.onExchange).toHaveBeenCalledWith({
      from_id: 'usd',
      to_id: 'eur',
      amount: '100',
      quote_id: 'q1',
    });
  },
};

/**
 * spec 5: the rate is marked up by the back office's spread; the quote shows the mid rate, the
 * spread (percentage and its cost in the source currency) and exactly what the client receives.
 */
export const SpreadShown: Story = {
  args: { quote: quote({ mid_rate: '0.9261', spread_percent: '0.50' }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100');
    await expect(canvas.getByText('Mid rate')).toBeVisible();
    await expect(canvas.getByText('1 USD = 0.9261 EUR')).toBeVisible();
    await expect(canvas.getByText('Spread')).toBeVisible();
    await expect(canvas.getByText('Spread').nextElementSibling).toHaveTextContent('0.5% (≈ $0.50)');
    await expect(canvas.getByText('Your rate')).toBeVisible();
    await expect(canvas.getByText('1 USD = 0.9215 EUR')).toBeVisible();
    await expect(canvas.getByText('€92.15')).toBeVisible();
  },
};

/** After the lock: 'Please get the latest quotation again'; no exchange until a new quote. */
export const CountdownExpired: Story = {
  args: { quote: quote({ expires_at: new Date(NOW - 1000).toISOString() }) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please get the latest quotation again',
    );
    await expect(canvas.getByRole('button', { name: 'Exchange' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Get the latest quote' }));
    await expect(args.onQuote).toHaveBeenCalledWith({
      from_id: 'usd',
      to_id: 'eur',
      amount: '100',
    });
  },
};

/** The countdown ticks with the clock and runs out into the expired state. */
export const CountdownTicks: Story = {
  args: {
    quote: quote({ expires_at: new Date(NOW + 2000).toISOString() }),
  },
  render: function Render(args) {
    // a clock that runs in real time from NOW
    const [clock] = useState(() => {
      const start = performance.now();
      return () => NOW + (performance.now() - start);
    });
    return <FxView {...args} now={clock} />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100');
    await waitFor(
      () =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          'Please get the latest quotation again',
        ),
      { timeout: 5000 },
    );
  },
};

/** spec 8: 'FX rate unavailable': the converted amount is a marked estimate; no exchange. */
export const RateUnavailable: Story = {
  args: { quote: quote({ estimate: true, id: undefined }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100');
    await expect(canvas.getByText('Estimate')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('FX rate unavailable');
    await expect(canvas.getByRole('button', { name: 'Exchange' })).toBeDisabled();
  },
};

/** spec 8: 'Unable to fetch rate'. */
export const QuoteFailed: Story = {
  args: { quoteError: 'Unable to fetch rate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to fetch rate');
  },
};

/** spec 8: 'Exchange failed'. */
export const ExchangeFailed: Story = {
  args: { error: 'Exchange failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Exchange failed');
  },
};

/** spec 8: 'All accounts zero balance'. */
export const AllAccountsZero: Story = {
  args: { accounts: accounts.map((a) => ({ ...a, available: '0.00' })) },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('All accounts zero balance')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit funds' }));
    await expect(args.onDeposit).toHaveBeenCalled();
  },
};

/** spec 5: at least two accounts. */
export const OneAccount: Story = {
  args: { accounts: [accounts[0]!] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('You need at least two accounts to exchange funds'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content');
  },
};

/** spec 8: 'Unable to fetch accounts'. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Unable to fetch accounts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <FxView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Exchange' })).toHaveLength(8);
  },
};

/**
 * spec 6 Feature access: the advisor has not granted `fx`. The form gives way to the reason; the
 * Exchange action is shown disabled and described by it.
 */
export const ExchangeNotEnabled: Story = {
  args: { unavailable: { code: 'missing_permission' }, onContactSupport: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const reason = 'Currency exchange is not enabled for your account. Contact your advisor.';
    await expect(canvas.getByText('Currency exchange is unavailable')).toBeVisible();
    const action = canvas.getByRole('button', { name: 'Exchange' });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription(reason);
    await expect(canvas.queryByRole('button', { name: /quote/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContactSupport).toHaveBeenCalled();
  },
};

/** spec 6: a minimum credit score for exchanges: the required and the client's own score. */
export const ExchangeBelowMinimumScore: Story = {
  args: { unavailable: { code: 'score_required', params: { required: 750, score: 700 } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Currency exchange needs a credit score of at least 750. Your score is 700.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exchange' })).toBeDisabled();
  },
};
