import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { TradePanel } from '../TradePanel/TradePanel';
import { TradeSheet } from '../TradePanel/TradeSheet';
import { TradeBar, TradeSlot } from './TradeBar';

const phone = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone390' } },
};

const panelArgs = {
  instrument: { symbol: 'AAPL', exchange: 'NASDAQ', currency: 'USD', price: '187.42' } as const,
  available: { amount: '5000.00', currency: 'USD' },
  holding: '0',
  onQuote: fn(),
  onPlace: fn(),
};

const meta = {
  title: 'Views/TradeBar',
  component: TradeBar,
  args: { symbol: 'AAPL', onPress: fn() },
} satisfies Meta<typeof TradeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone's bar: one button that opens the trade panel. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Trade AAPL' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** The panel's code on its way after a press: the bar is busy, not gone. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Trade AAPL/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * At phone widths the slot shows only the bar: the panel is not drawn (nor, in the app, loaded)
 * until the client presses it; then the sheet opens at once.
 */
export const SlotOnPhone: Story = {
  ...phone,
  render: () => {
    const renderPanel = ({ openSheet }: { openSheet: boolean }) => (
      <TradeSheet symbol="AAPL" defaultOpen={openSheet}>
        <TradePanel {...panelArgs} />
      </TradeSheet>
    );
    return <TradeSlot symbol="AAPL" renderPanel={renderPanel} />;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.querySelector('[data-slot="trade-panel"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Trade AAPL' }));
    const sheet = await screen.findByRole('dialog', { name: 'Trade AAPL' });
    await waitFor(() =>
      expect(within(sheet).getByRole('button', { name: 'Review order' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the sheet's own bar stands where the light one stood, and focus is back on it
    await expect(canvas.getByRole('button', { name: 'Trade AAPL' })).toHaveFocus();
  },
};

/** On a wide screen the slot is the panel itself, beside the quote. */
export const SlotWide: Story = {
  render: () => (
    <TradeSlot
      symbol="AAPL"
      renderPanel={({ openSheet }) => (
        <TradeSheet symbol="AAPL" defaultOpen={openSheet}>
          <TradePanel {...panelArgs} />
        </TradeSheet>
      )}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Trade AAPL' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Review order' })).toBeVisible();
  },
};

/** Every theme, for review. */
export const AllThemes: Story = {
  render: (args) => <Themes>{() => <TradeBar {...args} />}</Themes>,
};

/** A visitor not logged in: the way to log in, at every width, and no panel drawn. */
export const SlotForGuest: Story = {
  render: () => (
    <TradeSlot
      symbol="AAPL"
      signedIn={false}
      loginHref="#/login?redirect=/quote"
      renderPanel={() => <p>the panel</p>}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Trade AAPL' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '#/login?redirect=/quote',
    );
    await expect(canvas.queryByText('the panel')).toBeNull();
  },
};
