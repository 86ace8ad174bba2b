import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import {
  aiOffering,
  aiSubscription,
  allottedSubscription,
  listedOffering,
  offering,
  offerings,
  subscription,
} from './fixtures';
import { OfferingDetailView } from './OfferingDetailView';

const NOW = Date.parse('2026-11-24T16:00:00Z');

const meta = {
  title: 'Views/OfferingDetailView',
  component: OfferingDetailView,
  args: {
    offering: offering(),
    listHref: '#/discover',
    guideHref: (kind) => `#/discover/guides/${kind}`,
    portfolioHref: '#/portfolio',
    available: '5000.00',
    eligibility: { vip: 0, score: 80 },
    now: NOW,
    onRetry: fn(),
    onSubscribe: fn(),
    onCancel: fn(),
    onRedeem: fn(),
  },
} satisfies Meta<typeof OfferingDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const phase = (canvas: HTMLElement, step: string) =>
  canvas.querySelector(`[data-step=${step}]`)?.getAttribute('data-phase');

/**
 * Open: the stepper marks the opening done... current, the close next; the client subscribes by
 * keyboard: 3 lots, the cost per lot and the total, review, confirm.
 */
export const SubscribeByKeyboard: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'HOOD' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'How it works' })).toBeNull();
    await expect(phase(canvasElement, 'start_time')).toBe('current');
    await expect(phase(canvasElement, 'end_time')).toBe('next');
    await expect(canvasElement.querySelector('[aria-current=step]')).toHaveTextContent(
      'Subscription opens',
    );
    const lots = canvas.getByRole('textbox', { name: 'Lots' });
    await userEvent.click(lots);
    await userEvent.keyboard('{Control>}a{/Control}3{Tab}');
    const form = canvasElement.querySelector('[data-slot=subscribe-form]') as HTMLElement;
    await expect(within(form).getByText('$380.00')).toBeVisible();
    await expect(within(form).getByText('$1,140.00')).toBeVisible();
    canvas.getByRole('button', { name: 'Review' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Review your subscription' })).toBeVisible();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    canvas.getByRole('button', { name: 'Confirm subscription' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubscribe).toHaveBeenCalledWith({ lots: 3 }));
  },
};

/** By amount: 1,000.00 buys 2 whole lots of 380.00. */
export const SubscribeByAmount: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Amount' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '1000');
    await expect(canvas.getByText('Buys 2 lots')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm subscription' }));
    await waitFor(() => expect(args.onSubscribe).toHaveBeenCalledWith({ amount: '1000' }));
  },
};

/** An offering that lets the client pay later, cash short: the review says payment is required. */
export const PaymentRequired: Story = {
  args: { offering: { ...offerings[1]!, subscriptions: [] }, available: '0' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'PAC code' }), 'PAC-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await expect(canvas.getByText('Payment required')).toBeVisible();
  },
};

/** spec 6: below the product's VIP level, the spec's texts and both levels; no form. */
export const NotEligible: Story = {
  args: { offering: offering({ min_vip: 2 }), eligibility: { vip: 1, score: 80 } },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Not eligible for this product.');
    await expect(alert).toHaveTextContent(
      'You do not meet the eligibility requirements for this product.',
    );
    await expect(alert).toHaveTextContent('requires VIP level 2; your level is 1');
    await expect(canvas.queryByRole('button', { name: 'Review' })).toBeNull();
  },
};

/** The server's refusal of the subscription is shown on the review. */
export const SubscribeFailed: Story = {
  args: { subscribeError: 'Insufficient balance' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Insufficient balance');
  },
};

/**
 * spec 5: the server refuses the PAC code (not the client's live code for this offering): the
 * form comes back from the review with the refusal beside the PAC field; typing clears it.
 */
export const PacCodeRefused: Story = {
  args: { offering: { ...offerings[1]!, subscriptions: [] } },
  render: function Render(args) {
    const [pacError, setPacError] = useState<string>();
    return (
      <OfferingDetailView
        {...args}
        pacError={pacError}
        onSubscribe={(request) => {
          args.onSubscribe?.(request);
          setPacError('This PAC code is not valid. Check it, or ask your advisor for a new one.');
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const pac = canvas.getByRole('textbox', { name: 'PAC code' });
    await userEvent.type(pac, 'PAC-AAAA-BBBB-CCCC');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm subscription' }));
    await waitFor(() =>
      expect(args.onSubscribe).toHaveBeenCalledWith(
        expect.objectContaining({ pac_code: 'PAC-AAAA-BBBB-CCCC' }),
      ),
    );
    const field = await canvas.findByRole('textbox', { name: 'PAC code' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'This PAC code is not valid. Check it, or ask your advisor for a new one.',
      ),
    );
    await expect(canvas.queryByRole('heading', { name: 'Review your subscription' })).toBeNull();
    await userEvent.type(field, 'D');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.queryByText(
        'This PAC code is not valid. Check it, or ask your advisor for a new one.',
      ),
    ).toBeNull();
  },
};

/** Just subscribed: the success, the subscription awaiting allocation, cancel after a confirm. */
export const SubscribedThenCancel: Story = {
  args: {
    subscribed: subscription(),
    offering: offering({ subscriptions: [subscription()] }),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Subscription received')).toBeVisible();
    await expect(canvas.getByText('Awaiting allocation')).toBeVisible();
    await expect(canvas.getByText('Held on your cash')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Review' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    await screen.findByText('Cancel this subscription?');
    const confirm = await screen.findAllByRole('button', { name: 'Cancel subscription' });
    await userEvent.click(confirm[confirm.length - 1]!);
    await waitFor(() => expect(args.onCancel).toHaveBeenCalled());
  },
};

/** spec 8: a subscription with payment due says what the client must do. */
export const PaymentDue: Story = {
  args: { offering: offerings[1] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IPO payment due')).toBeVisible();
    await expect(canvas.getByText(/Contact customer service/)).toBeVisible();
  },
};

/** After the allotment: allotted lots and shares, the amount taken and the refund. */
export const Allotted: Story = {
  args: {
    offering: offering({ state: 'allotted', actions: [], subscriptions: [allottedSubscription] }),
  },
  play: async ({ canvas, canvasElement }) => {
    const mine = within(canvasElement.querySelector('[data-slot=subscription]') as HTMLElement);
    await expect(mine.getByText('2 lots (20 shares)')).toBeVisible();
    await expect(mine.getByText('$760.00')).toBeVisible();
    // the lot not allotted is refunded
    await expect(mine.getByText('$380.00')).toBeVisible();
    await expect(phase(canvasElement, 'refund_time')).toBe('current');
    await expect(phase(canvasElement, 'listed_time')).toBe('next');
    await expect(canvas.getByText('Subscriptions are not open now.')).toBeVisible();
  },
};

/**
 * The AI day-trading product running: the principal, the return credited so far, the trading
 * days paid of the period and when the principal comes back; an early redemption after a confirm.
 */
export const AiRunning: Story = {
  args: { offering: aiOffering({ subscriptions: [aiSubscription] }) },
  play: async ({ args, canvasElement, userEvent }) => {
    const mine = within(canvasElement.querySelector('[data-slot=subscription]') as HTMLElement);
    await expect(mine.getByText('Holding')).toBeVisible();
    await expect(mine.getByText('Return credited')).toBeVisible();
    await expect(mine.getByText('$3.33')).toBeVisible();
    await expect(mine.getByText('1 of 3')).toBeVisible();
    await expect(mine.getByText('Principal back')).toBeVisible();
    await userEvent.click(mine.getByRole('button', { name: 'Redeem early' }));
    await screen.findByText('Redeem this subscription now?');
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem now' }));
    await waitFor(() => expect(args.onRedeem).toHaveBeenCalled());
  },
};

/** The AI product's period over: the whole return credited and the principal returned. */
export const AiMatured: Story = {
  args: {
    offering: aiOffering({
      subscriptions: [
        {
          ...aiSubscription,
          state: 'matured',
          status: 'sold',
          ai: {
            ...aiSubscription.ai!,
            accrued_return: '9.99',
            days_paid: 3,
            returned_at: '2026-12-03T00:00:05.000Z',
            redeemable: false,
          },
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const mine = within(canvasElement.querySelector('[data-slot=subscription]') as HTMLElement);
    await expect(mine.getByText('$9.99')).toBeVisible();
    await expect(mine.getByText('3 of 3')).toBeVisible();
    await expect(mine.getByText('Principal returned')).toBeVisible();
    await expect(mine.queryByRole('button', { name: 'Redeem early' })).toBeNull();
  },
};

/** Listed: the market price, the gap and the premium level in words; the holding's link. */
export const Listed: Story = {
  args: { offering: listedOffering },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Strong premium')).toBeVisible();
    await expect(canvas.getByText('Holding')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See it in your portfolio' })).toBeVisible();
    await expect(phase(canvasElement, 'start_time')).toBe('done');
  },
};

export const Loading: Story = { args: { status: 'loading' } };
export const Missing: Story = {
  args: { status: 'missing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This offering does not exist.')).toBeVisible();
  },
};
/** An APO links its guide ('How it works', spec 2 guides). */
export const ApoGuideLink: Story = {
  args: { offering: offering({ kind: 'apo', subtype: 'apo' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '#/discover/guides/apo',
    );
  },
};

/** An AI day-trading product links its guide; an IPO has none (SubscribeByKeyboard). */
export const AiGuideLink: Story = {
  args: { offering: aiOffering() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '#/discover/guides/ai_day_trading',
    );
  },
};

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390' } },
  args: { offering: offering({ subscriptions: [subscription()] }) },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByText('Awaiting allocation')).toBeVisible();
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <OfferingDetailView {...args} />}</Themes>,
};
