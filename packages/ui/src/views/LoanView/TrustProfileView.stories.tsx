import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters } from '../money/fixtures';
import { trustProfile } from './fixtures';
import { TrustProfileView } from './TrustProfileView';

const meta = {
  title: 'Views/TrustProfileView',
  component: TrustProfileView,
  args: {
    profile: trustProfile(),
    loansHref: '#/loan',
    itemHref: (item) => (item.kind === 'loan_product' ? '#/loan' : `#/discover/${item.id}`),
    onRetry: fn(),
  },
} satisfies Meta<typeof TrustProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: HTMLElement, slot: string) =>
  within(canvas.querySelector(`[data-slot=${slot}]`) as HTMLElement);

/** The score with its band in words, what moved it by the documented rules, VIP and offers. */
export const Profile: Story = {
  play: async ({ canvas, canvasElement }) => {
    const score = section(canvasElement, 'trust-score');
    await expect(score.getByText('705')).toBeVisible();
    await expect(score.getByText('Good')).toBeVisible();
    const factors = section(canvasElement, 'trust-factors');
    await expect(factors.getByText('Instalments paid on time')).toBeVisible();
    await expect(factors.getByText('+50 points')).toBeVisible();
    await expect(
      factors.getByText(/\+10 for each instalment paid by its due date, at most \+150/),
    ).toBeVisible();
    await expect(
      factors.getByText(/−120 while any amount is outstanding|-120 while/),
    ).toBeVisible();
    const vip = section(canvasElement, 'trust-vip');
    await expect(vip.getByText('VIP 1')).toBeVisible();
    await expect(vip.getByText('VIP 3 unlocks')).toBeVisible();
    await expect(vip.getByText('Premier credit line')).toBeVisible();
    await expect(vip.getByText('score 650 or more')).toBeVisible();
    const offers = section(canvasElement, 'trust-offers');
    await expect(offers.getByRole('link', { name: 'Personal loan' })).toHaveAttribute(
      'href',
      '#/loan',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Tabbing reaches the loans link and every offer in reading order. */
export const ByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Loans' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Personal loan' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Income fund' })).toHaveFocus();
  },
};

/** spec 6/8: an outstanding balance, its consequences and the score it costs. */
export const Outstanding: Story = {
  args: {
    profile: trustProfile({
      score: 585,
      rating: 'average',
      factors: [
        { factor: 'kyc', points: 40, count: null },
        { factor: 'outstanding_balance', points: -120, count: null },
      ],
      outstanding: {
        amount: '526.95',
        currency: 'USD',
        withdrawals_blocked: true,
        trading_suspended: true,
        execution_delayed: true,
      },
    }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Outstanding balance detected');
    await expect(alert).toHaveTextContent('Withdrawal blocked with outstanding balance');
    await expect(alert).toHaveTextContent('$526.95');
    await expect(alert).toHaveTextContent('Execution of your requests is delayed');
    await expect(canvas.getByText('Average')).toBeVisible();
  },
};

export const NoOffers: Story = {
  args: { profile: trustProfile({ offers: [], next_levels: [] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No offers right now')).toBeVisible();
    await expect(canvas.getByText('Nothing more is locked above your level.')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', profile: undefined } };

export const LoadFailed: Story = {
  args: { status: 'error', profile: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load your trust profile')).toBeVisible();
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
};

export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <TrustProfileView {...args} />}</Themes>,
};
