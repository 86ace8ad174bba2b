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

/** Redeem by keyboard: the dialog confirms it. */
export const RedeemByKeyboard: Story = {
  args: { awaiting: [], holdings: [holding()] },
  play: async ({ args, canvas, userEvent }) => {
    canvas.getByRole('button', { name: 'Redeem Global Equity Fund' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await within(document.body).findByRole('dialog'));
    dialog.getByRole('button', { name: 'Redeem' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRedeem).toHaveBeenCalled();
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
