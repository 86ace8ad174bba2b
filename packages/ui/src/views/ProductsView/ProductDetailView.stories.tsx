import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { awaitingOrder, detail, holding, products } from './fixtures';
import { ProductDetailView } from './ProductDetailView';

const meta = {
  title: 'Views/ProductDetailView',
  component: ProductDetailView,
  args: {
    product: detail(),
    listHref: '#/discover',
    portfolioHref: '#/portfolio',
    available: '2500.00',
    onRetry: fn(),
    onSubscribe: fn(),
    onRedeem: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ProductDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390' } },
};

/** The spec 3 fields of a fund, its key information, risk and term. */
export const Fund: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Global Equity Fund' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Risk 4 of 5, high')[0]).toBeVisible();
    await expect(canvas.getByText('Flexible: you can redeem any day.')).toBeVisible();
    const figures = within(canvas.getByRole('region', { name: 'Product' }));
    await expect(figures.getByText('Unit price (NAV)')).toBeVisible();
    await expect(figures.getAllByText(/^\$12\.3/)[0]).toBeVisible();
    await expect(figures.getByText('30-day high')).toBeVisible();
    // a fund has no daily return or lock
    await expect(figures.queryByText('Daily return')).toBeNull();
    await expect(canvas.getByText(/long-term growth from global equities/)).toBeVisible();
  },
};

/**
 * The subscribe flow by keyboard: below the minimum investment is refused with the spec 5 text,
 * over the available cash too; a valid amount goes to a review, confirmed (WCAG 3.3.4).
 */
export const SubscribeByKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const amount = canvas.getByRole('textbox', { name: /Amount/ });
    await userEvent.click(amount);
    await userEvent.keyboard('50');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(canvas.getByText('The minimum investment is 100.00 USD')).toBeVisible();
    await userEvent.click(amount);
    await userEvent.keyboard('{Control>}a{/Control}3000');
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(canvas.getByText('Amount exceeds available funds')).toBeVisible();
    await userEvent.click(amount);
    await userEvent.keyboard('{Control>}a{/Control}500');
    await userEvent.keyboard('{Tab}{Enter}');
    const review = within(await canvas.findByRole('region', { name: 'Review your subscription' }));
    await expect(review.getByText('$500.00')).toBeVisible();
    await expect(review.getByText('40.5002')).toBeVisible();
    await expect(
      review.getByText('The amount is taken from your cash now and the units are yours at once.'),
    ).toBeVisible();
    review.getByRole('button', { name: 'Confirm subscription' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledWith({ amount: '500' });
  },
};

/**
 * spec 5: the server refuses the PAC code (not the client's live code for this product): the
 * form comes back from the review with the refusal beside the PAC field; typing clears it.
 */
export const PacCodeRefused: Story = {
  args: { product: detail({ pac_code_required: true }) },
  render: function Render(args) {
    const [pacError, setPacError] = useState<string>();
    return (
      <ProductDetailView
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
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '500');
    await userEvent.type(canvas.getByRole('textbox', { name: /PAC code/ }), 'pac-wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Review' }));
    const review = within(await canvas.findByRole('region', { name: 'Review your subscription' }));
    await userEvent.click(review.getByRole('button', { name: 'Confirm subscription' }));
    await waitFor(() =>
      expect(args.onSubscribe).toHaveBeenCalledWith({ amount: '500', pac_code: 'pac-wrong' }),
    );
    const field = await canvas.findByRole('textbox', { name: /PAC code/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'This PAC code is not valid. Check it, or ask your advisor for a new one.',
      ),
    );
    await userEvent.type(field, 'x');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.queryByText(
        'This PAC code is not valid. Check it, or ask your advisor for a new one.',
      ),
    ).toBeNull();
  },
};

/** spec 6: a product above the client's VIP level, refused with the spec's words and levels. */
export const NotEligible: Story = {
  args: { product: detail({ ...products[2]!, key_information: {}, holdings: [] }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('You do not meet the eligibility requirements for this product.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('This product requires VIP level 3; your level is 1.'),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-slot', 'not-eligible');
    await expect(canvas.queryByRole('textbox', { name: /Amount/ })).toBeNull();
    await expect(canvas.getByText(/locked for 90 days/)).toBeVisible();
  },
};

/** A review product: the review says an advisor decides; after, it awaits with its hold. */
export const AwaitingReview: Story = {
  args: {
    product: detail({
      ...products[2]!,
      eligibility: { eligible: true, reason: null, required: null, own: null },
      key_information: {},
      holdings: [],
    }),
    subscribed: awaitingOrder(),
    awaiting: [awaitingOrder()],
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Awaiting review');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel subscription: Euro Earn 90 days' }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel subscription' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** The client's holding of it, with Redeem confirmed in a dialog. */
export const WithHolding: Story = {
  args: { product: detail({ holdings: [holding()] }) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem Global Equity Fund' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/All 40\.5 units are sold back/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Review' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Redeem' }));
    await expect(args.onRedeem).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'loading' } };
export const Missing: Story = {
  args: { status: 'missing', product: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This product does not exist.')).toBeVisible();
  },
};
export const LoadFailed: Story = {
  args: { status: 'error', product: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Retry|Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  ...phone,
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toBeVisible();
  },
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <ProductDetailView {...args} />}</Themes>,
};
