import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters, announcerSettled, withdrawRecords } from '../money/fixtures';
import { WithdrawView } from './WithdrawView';

const accounts = [
  {
    id: 'a1',
    bank_name: 'Chase',
    bank_acc: '000123456789',
    country: 'US',
    is_default: true,
  },
  {
    id: 'a2',
    bank_name: 'Wells Fargo',
    bank_acc: '111122223333',
    country: 'US',
    is_default: false,
  },
];

const meta = {
  title: 'Views/WithdrawView',
  component: WithdrawView,
  args: {
    accounts,
    country: 'US',
    currency: 'USD',
    available: '1200.00',
    kycStatus: 'approved',
    creditScore: 700,
    minScore: 580,
    outstanding: '0',
    records: withdrawRecords,
    onSubmit: fn(),
    onCancelWithdrawal: fn(),
    onAddBankAccount: fn(),
    onVerifyKyc: fn(),
    onRetry: fn(),
    onRetryRecords: fn(),
    onTerms: fn(),
  },
} satisfies Meta<typeof WithdrawView>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Enters an amount, presses Withdraw and confirms with the PIN 123456 (as a person would). */
async function withdrawWithPin(
  { canvas, canvasElement, userEvent }: PlayContext,
  amount: string,
): Promise<void> {
  await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), amount);
  await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name: 'Confirm withdrawal' });
  await userEvent.type(within(dialog).getByLabelText(/^Your PIN/), '123456');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

/** The default account is chosen; an amount and the PIN confirm the withdrawal. */
export const ConfirmWithPin: Story = {
  play: async (context) => {
    const { args, canvas } = context;
    await expect(canvas.getByRole('button', { name: /Chase •••• 6789/ })).toBeVisible();
    await withdrawWithPin(context, '250');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        bank_id: 'a1',
        amount: '250',
        currency: 'USD',
        pin: '123456',
      }),
    );
  },
};

/**
 * A wrong PIN: the server refuses it (the returned promise rejects) with the attempts left; the
 * confirmation stays open with them under an emptied PIN field, the amount is kept.
 */
export const WrongPinKeepsConfirmation: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Incorrect PIN'))),
    pinRefusal: { attemptsLeft: 2 },
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    await withdrawWithPin(context, '250');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Confirm withdrawal' });
    const pin = within(dialog).getByLabelText(/^Your PIN/);
    await waitFor(() => expect(pin).toHaveValue(''));
    await expect(pin).toHaveAccessibleDescription(/Incorrect PIN\. 2 attempts left\./);
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(announcerSettled()).toBe(true), { timeout: 8000 });
  },
};

/** The PIN locked after the last wrong one: until when, and no confirming. */
export const PinLocked: Story = {
  args: { pinRefusal: { attemptsLeft: 0, lockedUntil: '2026-03-02T14:45:00Z' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Confirm withdrawal' });
    await expect(
      within(dialog).getByText(/You can try again after Mar 2, 2026, 2:45 PM/),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** Leading zeros and a trailing point, sent with Enter (no blur): the wire decimal '7'. */
export const LeadingZerosBeforeBlur: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '007.{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Confirm withdrawal',
    });
    await userEvent.type(within(dialog).getByLabelText(/^Your PIN/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        bank_id: 'a1',
        amount: '7',
        currency: 'USD',
        pin: '123456',
      }),
    );
  },
};

/** Several currency accounts: the client chooses one; its available balance judges the amount. */
export const ChooseCurrency: Story = {
  args: {
    currencyAccounts: [
      { currency: 'USD', available: '1200.00', country: 'US' },
      { currency: 'EUR', available: '80.00', country: 'US' },
    ],
  },
  play: async (context) => {
    const { args, canvas, canvasElement, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: /Currency/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'EUR' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      expect.stringContaining('Amount exceeds available funds'),
    );
    await userEvent.clear(canvas.getByRole('textbox', { name: /Amount/ }));
    await withdrawWithPin(context, '50');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        bank_id: 'a1',
        amount: '50',
        currency: 'EUR',
        pin: '123456',
      }),
    );
  },
};

/**
 * With two-step verification on the app asks for the code after the
 * confirmation (its step-up dialog), so the confirmation has no PIN field.
 */
export const ConfirmWithoutPin: Story = {
  args: { confirmWithPin: false },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Confirm withdrawal' });
    await expect(within(dialog).queryByLabelText(/^Your PIN/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        bank_id: 'a1',
        amount: '250',
        currency: 'USD',
        pin: '',
      }),
    );
  },
};

/** spec 5: the amount must be within the available balance. */
export const AmountExceedsAvailable: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      expect.stringContaining('Amount exceeds available funds'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** spec 5: only the default account may be used. */
export const NotDefaultAccount: Story = {
  args: { accounts: [{ ...accounts[1]!, is_default: false }] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Bank account/ }));
    const body = within(canvas.getByRole('button', { name: /Bank account/ }).ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: /Wells Fargo/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await expect(
      canvas.getByText('Only your default bank account can be used for withdrawals'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** spec 8: 'You need to add a bank account to withdraw.' with the way to add one. */
export const NoBankAccount: Story = {
  args: { accounts: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('You need to add a bank account to withdraw.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a bank account' }));
    await expect(args.onAddBankAccount).toHaveBeenCalled();
  },
};

/** spec 5: a bank account for the country is needed. */
export const NoAccountForCountry: Story = {
  args: { country: 'PL', currency: 'PLN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No bank account for this country (PL)')).toBeVisible();
  },
};

/**
 * spec 5: the bank account's country is judged per currency account. The default account is
 * USD but the only bank account is Polish: the page opens on the PLN account (no refusal), and
 * choosing USD says its country has no bank account.
 */
export const AccountForAnotherCurrency: Story = {
  args: {
    accounts: [
      { id: 'p1', bank_name: 'mBank', bank_acc: '998877665544', country: 'PL', is_default: true },
    ],
    currencyAccounts: [
      { currency: 'USD', available: '1200.00', country: 'US', outstanding: '0' },
      { currency: 'PLN', available: '399.36', country: 'PL', outstanding: '0' },
    ],
  },
  play: async (context) => {
    const { args, canvas, canvasElement, userEvent } = context;
    await expect(canvas.queryByText(/No bank account for this country/)).toBeNull();
    await expect(canvas.getByRole('button', { name: /mBank •••• 5544/ })).toBeVisible();
    await withdrawWithPin(context, '100');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        bank_id: 'p1',
        amount: '100',
        currency: 'PLN',
        pin: '123456',
      }),
    );
    // the USD account's country (US) has no bank account: said on the account field
    await userEvent.click(canvas.getByRole('button', { name: /Currency/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'USD' }));
    await expect(await canvas.findByText('No bank account for this country (US)')).toBeVisible();
  },
};

/** spec 6: an outstanding balance in another currency account blocks too, in its currency. */
export const OutstandingInAnotherCurrency: Story = {
  args: {
    currencyAccounts: [
      { currency: 'USD', available: '1200.00', country: 'US', outstanding: '0' },
      { currency: 'PLN', available: '0', country: 'PL', outstanding: '12.50' },
    ],
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Outstanding balance detected');
    await expect(alert).toHaveTextContent(/PLN\s12\.50/);
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};

/** spec 6/8: an outstanding balance blocks withdrawals, with its consequences. */
export const OutstandingBalance: Story = {
  args: { outstanding: '180.25' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Outstanding balance detected');
    await expect(alert).toHaveTextContent('$180.25');
    await expect(alert).toHaveTextContent('Trading is suspended');
    await expect(alert).toHaveTextContent('Your trust score is reduced');
    await expect(alert).toHaveTextContent('Execution of your requests is delayed');
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};

/** spec 5: a minimum credit score. */
export const CreditScoreTooLow: Story = {
  args: { creditScore: 420 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'A credit score of at least 580 is required to withdraw; yours is 420',
    );
  },
};

/** spec 6: KYC must be approved. */
export const KycNotApproved: Story = {
  args: { kycStatus: 'unverified' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByText('Complete identity verification (KYC) to withdraw'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify identity' }));
    await expect(args.onVerifyKyc).toHaveBeenCalled();
  },
};

export const KycPending: Story = {
  args: { kycStatus: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/under review/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify identity' })).toBeNull();
  },
};

/** spec 8: 'Withdrawal request failed'. */
export const RequestFailed: Story = {
  args: { error: 'Incorrect PIN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Withdrawal request failed');
  },
};

/** spec 4: a pending withdrawal can be cancelled after confirmation. */
export const CancelPending: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const records = canvas.getByRole('region', { name: 'Withdrawal records' });
    const items = within(records).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Pending');
    await expect(items[1]).toHaveTextContent('Paid');
    await expect(items[2]).toHaveTextContent('Cancelled');
    await expect(items[3]).toHaveTextContent('Rejected');
    await expect(
      within(records).getAllByRole('button', { name: 'Cancel withdrawal' }),
    ).toHaveLength(1);
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Cancel withdrawal' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await expect(dialog).toHaveTextContent('$400.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() => expect(args.onCancelWithdrawal).toHaveBeenCalledWith('w3'));
    await waitFor(() => expect(announcerSettled()).toBe(true), { timeout: 8000 });
  },
};

/** spec 8: 'Unable to cancel withdrawal'. */
export const CancelFailed: Story = {
  args: { cancelError: 'It was already approved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to cancel withdrawal');
  },
};

export const Loading: Story = {
  args: { status: 'loading', recordsStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'New withdrawal' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading content');
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'Failed to load accounts' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load accounts')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0]!);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** More records than the first ones: 'Show more' under the list asks for the next ones. */
export const RecordsMore: Story = {
  args: { recordsPaging: { hasMore: true, onLoadMore: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    const records = canvas.getByRole('region', { name: 'Withdrawal records' });
    await userEvent.click(within(records).getByRole('button', { name: 'Show more' }));
    await expect(args.recordsPaging?.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const RecordsEmpty: Story = {
  args: { records: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Withdrawal records' })).toHaveTextContent(
      'No records yet',
    );
  },
};

/** Every theme side by side. */
export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <WithdrawView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Withdraw' })).toHaveLength(8);
  },
};

/**
 * spec 6 Feature access: the advisor has not granted `withdraw`. The form gives way to the
 * reason; the Withdraw action is shown disabled and described by it; records and cancel stay.
 */
export const WithdrawNotEnabled: Story = {
  args: { unavailable: { code: 'missing_permission' }, onContactSupport: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const reason = 'Withdrawals are not enabled for your account. Contact your advisor.';
    await expect(canvas.getByText('Withdrawals are unavailable')).toBeVisible();
    await expect(canvas.getByText(reason)).toBeVisible();
    const action = canvas.getByRole('button', { name: 'Withdraw' });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription(reason);
    await expect(canvas.queryByRole('textbox', { name: /Amount/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContactSupport).toHaveBeenCalled();
    // the pending request can still be cancelled: the hold goes back to the client
    await expect(canvas.getByRole('button', { name: 'Cancel withdrawal' })).toBeEnabled();
  },
};

/** spec 6: `allow: false` switches withdrawals off for the client. */
export const WithdrawSwitchedOff: Story = {
  args: { unavailable: { code: 'feature_disabled' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Withdrawals are switched off for your account. Contact your advisor.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  },
};

/** spec 5/6: a minimum VIP level or score: the required and the client's own, in the reason. */
export const WithdrawBelowMinimum: Story = {
  args: { unavailable: { code: 'vip_required', params: { required: 3, level: 1 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Withdrawals need VIP level 3. Your level is 1.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Withdraw' })).toHaveAccessibleDescription(
      'Withdrawals need VIP level 3. Your level is 1.',
    );
  },
};
