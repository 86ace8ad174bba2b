import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { TradePanel, type TradePanelProps } from './TradePanel';
import { TradeSheet } from './TradeSheet';
import type { TradeQuote } from './types';

/** A fixed clock: the quote's hold is measured against it, so the stories do not depend on time. */
const NOW = Date.parse('2026-11-24T15:00:00Z');
const fixedClock = () => NOW;

const apple = { symbol: 'AAPL', exchange: 'NASDAQ', currency: 'USD', price: '187.42' } as const;

/** What the server quotes for 2 AAPL at market (fees of MARKET_FEE_RULES.US on a buy). */
const quote = (patch: Partial<TradeQuote> = {}): TradeQuote => ({
  id: 'q-1',
  exchange: 'NASDAQ',
  side: 'buy',
  currency: 'USD',
  quantity: '2',
  price: '187.42',
  gross: '374.84',
  fees: [{ id: 'commission', kind: 'trade', amount: '1.00' }],
  trade_fees: '1.00',
  tax_fees: '0.00',
  total_fees: '1.00',
  total: '375.84',
  account_currency: 'USD',
  fx_rate: null,
  converted_total: null,
  expires_at: new Date(NOW + 25_000).toISOString(),
  ...patch,
});

const sellQuote = quote({
  side: 'sell',
  quantity: '1',
  gross: '187.42',
  fees: [
    { id: 'commission', kind: 'trade', amount: '1.00' },
    { id: 'sec_fee', kind: 'trade', amount: '0.01' },
    { id: 'finra_taf', kind: 'trade', amount: '0.01' },
  ],
  trade_fees: '1.02',
  total_fees: '1.02',
  total: '186.40',
});

const meta = {
  title: 'Views/TradePanel',
  component: TradePanel,
  args: {
    instrument: apple,
    available: { amount: '5000.00', currency: 'USD' },
    holding: '0',
    now: fixedClock,
    loginHref: '#/login',
    verifyHref: '#/kyc',
    orderHref: '#/orders/o-1',
    onQuote: fn(),
    onPlace: fn(),
    onReset: fn(),
    onRetry: fn(),
    onContactSupport: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TradePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The play function's user (storybook/test's, set up per story). */
type User = {
  type: (el: Element, text: string) => Promise<void>;
  click: (el: Element) => Promise<void>;
};

/** Types a quantity and asks for the review, as a client would. */
async function reviewQuantity(canvas: Canvas, userEvent: User, quantity: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Quantity/ }), quantity);
  await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
}

/** The ticket: buy at market for the day; 2 shares asks the server for a quote of that ticket. */
export const Ticket: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Trade AAPL' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Buy' })).toBeChecked();
    await reviewQuantity(canvas, userEvent, '2');
    await expect(args.onQuote).toHaveBeenCalledWith({
      exchange: 'NASDAQ',
      symbol: 'AAPL',
      side: 'buy',
      type: 'market',
      time_in_force: 'day',
      quantity: '2',
    });
  },
};

/**
 * Outside the session a market order cannot be reviewed (spec 4: refused, never queued); the
 * order type's description says why, and a limit order can be.
 */
export const MarketClosed: Story = {
  args: { instrument: { ...apple, marketOpen: false } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/The market is closed/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Review order' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Order type/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Limit' }));
    await expect(canvas.queryByText(/The market is closed/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Review order' })).toBeEnabled();
    await expect(args.onQuote).not.toHaveBeenCalled();
  },
};

/** Nothing typed: the quantity says what it needs, and no quote is asked for. */
export const QuantityRequired: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
    const quantity = canvas.getByRole('textbox', { name: /Quantity/ });
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toHaveFocus();
    await expect(args.onQuote).not.toHaveBeenCalled();
  },
};

/** A limit order asks for its limit price, on the exchange's tick grid. */
export const LimitOffTick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Order type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Limit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Quantity/ }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: /Limit price/ }), '180.123');
    await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
    await expect(canvas.getByRole('textbox', { name: /Limit price/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onQuote).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Limit price/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Limit price/ }), '180.12');
    await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
    await expect(args.onQuote).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'limit', limit_price: '180.12', quantity: '3' }),
    );
  },
};

/** A sell cannot exceed the shares held. */
export const SellMoreThanHeld: Story = {
  args: { holding: '5', defaultSide: 'sell' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Sell' })).toBeChecked();
    await expect(canvas.getByText(/Shares you can sell/)).toBeVisible();
    await reviewQuantity(canvas, userEvent, '8');
    await expect(canvas.getByRole('textbox', { name: /Quantity/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onQuote).not.toHaveBeenCalled();
  },
};

/** US listings: a market buy for the day may be a cash amount (fractional shares). */
export const BuyByAmount: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Review order' }));
    await expect(args.onQuote).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '50.00', type: 'market', side: 'buy' }),
    );
  },
};

/** Shanghai: buys in board lots of 100 shares; 150 is refused before any quote. */
export const BoardLot: Story = {
  args: {
    instrument: { symbol: '600519', exchange: 'SSE', currency: 'CNY', price: '1688.00' },
    available: { amount: '500000.00', currency: 'CNY' },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Buys in board lots of 100 shares')).toBeVisible();
    await reviewQuantity(canvas, userEvent, '150');
    await expect(args.onQuote).not.toHaveBeenCalled();
  },
};

/**
 * The review (WCAG 3.3.4): the server's quote with its fees and total, held for a countdown;
 * confirm places the ticket against the quote's id.
 */
export const Review: Story = {
  args: { quote: quote() },
  play: async ({ args, canvas, userEvent }) => {
    await reviewQuantity(canvas, userEvent, '2');
    const review = canvas.getByText(
      'Check the order. The price is held for a short time; confirm before it runs out.',
    );
    await expect(review).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Price held for 25 s');
    await expect(canvas.getByText('Total to pay')).toBeVisible();
    await expect(canvas.getByText('$375.84')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm buy' }));
    await expect(args.onPlace).toHaveBeenCalledWith({
      ticket: expect.objectContaining({ quantity: '2', side: 'buy' }),
      quote_id: 'q-1',
    });
  },
};

/** A sell's review names each charge (commission, SEC fee, FINRA TAF) and what the client receives. */
export const ReviewSell: Story = {
  args: { quote: sellQuote, holding: '10', defaultSide: 'sell' },
  play: async ({ canvas, userEvent }) => {
    await reviewQuantity(canvas, userEvent, '1');
    await expect(canvas.getByText('SEC fee')).toBeVisible();
    await expect(canvas.getByText('FINRA trading activity fee')).toBeVisible();
    await expect(canvas.getByText('Total to receive')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm sell' })).toBeEnabled();
  },
};

/** spec 5: paid from a EUR account, the total is converted at the quoted rate. */
export const ReviewConverted: Story = {
  args: {
    available: { amount: '900.00', currency: 'EUR' },
    quote: quote({ account_currency: 'EUR', fx_rate: '0.9215', converted_total: '346.34' }),
  },
  play: async ({ canvas, userEvent }) => {
    await reviewQuantity(canvas, userEvent, '2');
    await expect(canvas.getByText('1 USD = 0.9215 EUR')).toBeVisible();
    await expect(canvas.getByText('Total in EUR')).toBeVisible();
    await expect(canvas.getByText('€346.34')).toBeVisible();
  },
};

/**
 * spec 4: the quote ran out: confirm is disabled, 'Quotation expired' is announced, and
 * 'Refresh price' asks for a new quote of the same ticket.
 */
export const QuoteExpired: Story = {
  args: { quote: quote({ expires_at: new Date(NOW - 1000).toISOString() }) },
  play: async ({ args, canvas, userEvent }) => {
    await reviewQuantity(canvas, userEvent, '2');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Quotation expired');
    await expect(canvas.getByRole('button', { name: 'Confirm buy' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh price' }));
    await expect(args.onQuote).toHaveBeenLastCalledWith(
      expect.objectContaining({ quantity: '2', side: 'buy' }),
    );
  },
};

/** The countdown reaches zero while the client reads: confirm turns disabled on its own. */
export const CountdownRunsOut: Story = {
  render: function Render(args) {
    const [clock] = useState(() => {
      const start = Date.now();
      return () => NOW + (Date.now() - start);
    });
    return (
      <TradePanel
        {...args}
        now={clock}
        quote={quote({ expires_at: new Date(NOW + 1500).toISOString() })}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await reviewQuantity(canvas, userEvent, '2');
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Confirm buy' })).toBeDisabled(),
      { timeout: 4000 },
    );
    await expect(canvas.getByText('Quotation expired')).toBeVisible();
  },
};

/** spec 5: a product that needs a PAC code asks for it before the order goes. */
export const PacRequired: Story = {
  args: { quote: quote(), pacRequired: true },
  play: async ({ args, canvas, userEvent }) => {
    await reviewQuantity(canvas, userEvent, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm buy' }));
    await expect(canvas.getByRole('textbox', { name: /PAC code/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onPlace).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /PAC code/ }), 'PAC-7781');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm buy' }));
    await expect(args.onPlace).toHaveBeenCalledWith(
      expect.objectContaining({ quote_id: 'q-1', pac_code: 'PAC-7781' }),
    );
  },
};

/** spec 8: the server refused the order ('Insufficient balance'); the review stays for a fix. */
export const PlaceRefused: Story = {
  args: { quote: quote(), placeError: 'Insufficient balance' },
  play: async ({ canvas, userEvent }) => {
    await reviewQuantity(canvas, userEvent, '2');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to place order');
    await expect(alert).toHaveTextContent('Insufficient balance');
  },
};

/** The order is in: its status and a link to it; 'Place another order' starts afresh. */
export const Placed: Story = {
  render: function Render(args) {
    const [placed, setPlaced] = useState<TradePanelProps['placed']>(null);
    return (
      <TradePanel
        {...args}
        quote={placed ? null : quote()}
        placed={placed}
        onPlace={(order) => {
          args.onPlace?.(order);
          setPlaced({ id: 'o-1', status: 'pending' });
        }}
        onReset={() => {
          args.onReset?.();
          setPlaced(null);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await reviewQuantity(canvas, userEvent, '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm buy' }));
    await expect(canvas.getByText('Order placed')).toBeVisible();
    await expect(canvas.getByText('We received your order to buy 2 AAPL.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '#/orders/o-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Place another order' }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: /Quantity/ })).toHaveValue('');
  },
};

/** spec 6: a guest is asked to log in, with a way there. */
export const Guest: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Log in to trade')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '#/login');
    await expect(canvas.queryByRole('button', { name: 'Review order' })).toBeNull();
  },
};

/** spec 6: trading needs a VIP level the client lacks: both levels are named. */
export const VipRequired: Story = {
  args: { refusal: { code: 'vip_required', params: { required: 2, level: 1 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trading needs VIP level 2. Your level is 1.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Review order' })).toBeDisabled();
  },
};

/** spec 8: identity not verified yet: the way to KYC. */
export const KycRequired: Story = {
  args: { refusal: { code: 'kyc_required' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Verify identity' })).toHaveAttribute(
      'href',
      '#/kyc',
    );
  },
};

/** The client's cash and holdings are loading. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

/** They failed to load: a retry. */
export const LoadFailed: Story = {
  args: { status: 'error', loadError: 'Unable to fetch accounts' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The quote could not be fetched: the ticket stays, with the reason. */
export const QuoteFailed: Story = {
  args: { quoteError: 'Unable to fetch price' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to fetch price');
  },
};

/** Keyboard only: the side by arrow keys and Space, the quantity, Enter asks for the review. */
export const KeyboardOnly: Story = {
  args: { holding: '4' },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('radio', { name: 'Buy' }).focus();
    // a toggle group: arrows move between the sides, Space chooses
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('radio', { name: 'Sell' })).toBeChecked();
    await userEvent.click(canvas.getByRole('textbox', { name: /Quantity/ }));
    await userEvent.keyboard('3{Enter}');
    await expect(args.onQuote).toHaveBeenCalledWith(
      expect.objectContaining({ side: 'sell', quantity: '3' }),
    );
  },
};

/** A phone (390 px): a bar at the bottom opens the panel as a bottom sheet. */
export const PhoneSheet: Story = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  render: (args) => (
    <TradeSheet symbol="AAPL">
      <TradePanel {...args} className="rounded-none border-0" />
    </TradeSheet>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(canvas.getByRole('button', { name: 'Trade AAPL' }));
    const sheet = await screen.findByRole('dialog', { name: 'Trade AAPL' });
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Review order' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Every theme, for review. */
export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <TradePanel {...args} />}</Themes>,
};

/** The review in every theme. */
export const ReviewAllThemes: Story = {
  parameters: allThemesParameters,
  args: { quote: sellQuote, holding: '10', defaultSide: 'sell' },
  render: (args) => <Themes>{() => <TradePanel {...args} />}</Themes>,
  play: async ({ canvas, userEvent }) => {
    for (const panel of canvas.getAllByTestId(/^theme-/)) {
      const inPanel = within(panel);
      await userEvent.type(inPanel.getByRole('textbox', { name: /Quantity/ }), '1');
      await userEvent.click(inPanel.getByRole('button', { name: 'Review order' }));
      await expect(inPanel.getByRole('button', { name: 'Confirm sell' })).toBeVisible();
    }
  },
};
