import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { awaitingOrder, holding, lockedHolding } from './fixtures';
import { ProductHoldings } from './ProductHoldings';

const meta = {
  title: 'Views/ProductHoldings',
  component: ProductHoldings,
  args: {
    holdings: [holding(), lockedHolding],
    awaiting: [awaitingOrder()],
    productHref: (id) => `#/discover/products/${id}`,
    discoverHref: '#/discover',
    onRetry: fn(),
    onRedeem: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ProductHoldings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flexible fund redeems any day; a fixed-term earn product is locked until its maturity. */
export const Holdings: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByText('Awaiting review')).toBeVisible();
    await expect(within(items[1]!).getByText('Redeem any day')).toBeVisible();
    await expect(
      within(items[1]!).getByRole('button', { name: 'Redeem Global Equity Fund' }),
    ).toBeEnabled();
    await expect(within(items[2]!).getByText(/^Locked until /)).toBeVisible();
    await expect(
      within(items[2]!).getByRole('button', { name: 'Redeem Euro Earn 90 days' }),
    ).toBeDisabled();
  },
};

/** Redeem by keyboard: all of it, reviewed, then confirmed. */
export const RedeemByKeyboard: Story = {
  args: { awaiting: [], holdings: [holding()] },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Redeem Global Equity Fund' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('radio', { name: 'All units' })).toBeChecked();
    dialog.getByRole('button', { name: 'Review' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Units you keep')).toBeInTheDocument();
    dialog.getByRole('button', { name: 'Redeem' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRedeem).toHaveBeenCalledWith(expect.objectContaining({ id: 'ph-1' }), {});
  },
};

/** Part of it by units: the units sold, what they pay at the day's price and the units kept. */
export const RedeemPartByUnits: Story = {
  args: { awaiting: [], holdings: [holding()] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem Global Equity Fund' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'A number of units' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Units to redeem/ }), '10.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    const review = within(await dialog.findByRole('region', { name: 'Your redemption' }));
    // 10.5 × 12.3456 = 129.6288: 129.62 paid; 30 units kept
    await expect(review.getByText('10.5')).toBeVisible();
    await expect(review.getByText('30')).toBeVisible();
    await expect(review.getByText('$129.62')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Change' }));
    await expect(dialog.getByRole('textbox', { name: /Units to redeem/ })).toHaveValue('10.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Redeem' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(expect.objectContaining({ id: 'ph-1' }), {
      units: '10.5',
    });
  },
};

/** Part of it by amount: the units the amount buys back at the day's price, rounded down. */
export const RedeemPartByAmount: Story = {
  args: { awaiting: [], holdings: [holding()] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem Global Equity Fund' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'An amount' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount to redeem/ }), '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    const review = within(await dialog.findByRole('region', { name: 'Your redemption' }));
    // 100 / 12.3456 = 8.1000... units (down), worth 99.99
    await expect(review.getByText('8.1')).toBeVisible();
    await expect(review.getByText('$99.99')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Redeem' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(expect.objectContaining({ id: 'ph-1' }), {
      units: '8.1',
    });
  },
};

/** More than held is refused before the review, with the limit; nothing is sent. */
export const RedeemRefused: Story = {
  args: { awaiting: [], holdings: [holding()] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem Global Equity Fund' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: 'A number of units' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Units to redeem/ }), '41');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await expect(
      await dialog.findByText('You hold 40.5 units: redeem at most that.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'An amount' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Amount to redeem/ }), '500');
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await expect(
      await dialog.findByText('Your holding is worth 499.99 USD: redeem at most that.'),
    ).toBeVisible();
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { holdings: [], awaiting: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You hold no products yet')).toBeVisible();
  },
};
export const Loading: Story = { args: { status: 'loading' } };
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
  play: async () => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <ProductHoldings {...args} />}</Themes>,
};
