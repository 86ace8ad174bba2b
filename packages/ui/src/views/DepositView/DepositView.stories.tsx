import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { allThemesParameters, depositRecords, fileInput, png } from '../money/fixtures';
import { DepositView } from './DepositView';

const methods = {
  bank: [
    {
      id: 'b-usd',
      bank_name: 'First Republic Trust',
      bank_acc: 'US12 3456 7890 1234',
      bank_holder: 'Invest Client Money Ltd',
      swift: 'FRTRUS33',
      payment_reference: 'INV-7K3Q-9XW2',
      currency: 'USD',
    },
  ],
  crypto: [
    {
      id: 'c-usdt',
      asset: 'USDT',
      network: 'TRON',
      network_name: 'TRON (TRC-20)',
      address: 'TQ9x7yV2c1Lh3m8PqA',
      currency: 'USD',
    },
  ],
};

const meta = {
  title: 'Views/DepositView',
  component: DepositView,
  args: {
    methods,
    records: depositRecords,
    onSubmit: fn(),
    onRetry: fn(),
    onRetryRecords: fn(),
    onContactSupport: fn(),
    onTerms: fn(),
    copyText: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof DepositView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bank transfer: the tenant's details, amount, reference, proof; a valid form is submitted. */
export const BankTransfer: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(canvas.getByText('US12 3456 7890 1234')).toBeVisible();
    // the client's generated payment reference, copyable; nothing to invent
    await expect(canvas.getByText('INV-7K3Q-9XW2')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Reference/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Payment reference' }));
    await expect(args.copyText).toHaveBeenCalledWith('INV-7K3Q-9XW2');
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((s) => s.textContent === 'Copied')).toBe(true),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '1500.50');
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'bank',
        method_id: 'b-usd',
        amount: '1500.50',
        currency: 'USD',
      }),
    );
  },
};

/** Typed '.5' and sent with Enter (no blur): the deposit carries the wire decimal '0.5'. */
export const BarePointBeforeBlur: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '.5{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ amount: '0.5', currency: 'USD' }),
    );
  },
};

/**
 * Crypto: the asset and network named, the address with a copy button that announces 'Copied',
 * its QR code, the warning, and a transaction hash checked in the network's form (no image).
 */
export const Crypto: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Crypto transfer' }));
    await expect(canvas.getByText('USDT on TRON (TRC-20)')).toBeVisible();
    await expect(canvas.getByText('TQ9x7yV2c1Lh3m8PqA')).toBeVisible();
    await expect(canvas.queryByText('US12 3456 7890 1234')).toBeNull();
    await expect(
      canvas.getByRole('img', { name: 'QR code of the address for USDT on TRON (TRC-20)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(
      /Send only USDT on TRON \(TRC-20\) to this address\. Another asset, or the same asset on another network, is lost/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Address' }));
    await expect(args.copyText).toHaveBeenCalledWith('TQ9x7yV2c1Lh3m8PqA');
    await waitFor(() =>
      expect(canvas.getAllByRole('status').some((s) => s.textContent === 'Copied')).toBe(true),
    );
    // no proof image: the transaction hash, validated for TRON
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount/ }), '100');
    const hash = canvas.getByRole('textbox', { name: /^Transaction hash/ });
    await userEvent.type(hash, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit' }));
    await expect(hash).toHaveAccessibleDescription(
      /This is not a transaction hash of TRON \(TRC-20\)/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(hash);
    await userEvent.type(hash, 'ab'.repeat(32));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'crypto', method_id: 'c-usdt', tx_hash: 'ab'.repeat(32) }),
    );
  },
};

/** Submitting empty: every field says what it needs; nothing is sent. */
export const ClientErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit' }));
    await expect(canvas.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      expect.stringContaining('Amount is required'),
    );
    await expect(canvas.getByText('Upload a proof of payment')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** spec 8: 'Submission failed. Please try later'. */
export const SubmissionFailed: Story = {
  args: { error: 'The service is busy.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Submission failed. Please try later');
    await expect(alert).toHaveTextContent('The service is busy.');
  },
};

/** While the request runs the button is pending. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Submit deposit/ })).toHaveTextContent(
      'Loading…',
    );
  },
};

/** spec 8: the tenant has no deposit account. */
export const NoDepositAccount: Story = {
  args: { methods: { bank: [], crypto: [] } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No suitable deposit account available')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContactSupport).toHaveBeenCalled();
  },
};

/** spec 3: client_deposit false: deposits refused, with a way forward. */
export const DepositNotAllowed: Story = {
  args: { canDeposit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deposits are not enabled for your account')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit deposit' })).toBeNull();
  },
};

/**
 * spec 6 Feature access: the advisor has not granted `deposit`. The form gives way to the
 * reason; the Submit deposit action is shown disabled and described by it; the records stay.
 */
export const DepositFeatureNotEnabled: Story = {
  args: { unavailable: { code: 'missing_permission' } },
  play: async ({ args, canvas, userEvent }) => {
    const reason = 'Deposits are not enabled for your account. Contact your advisor.';
    await expect(canvas.getByText('Deposits are unavailable')).toBeVisible();
    const action = canvas.getByRole('button', { name: 'Submit deposit' });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription(reason);
    await expect(canvas.queryByRole('textbox', { name: /Reference/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContactSupport).toHaveBeenCalled();
    await expect(canvas.getByRole('region', { name: 'Deposit records' })).toBeVisible();
  },
};

/** spec 6: `allow: false` switches deposits off for the client. */
export const DepositFeatureSwitchedOff: Story = {
  args: { unavailable: { code: 'feature_disabled' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Deposits are switched off for your account. Contact your advisor.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit deposit' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading', recordsStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading content');
    await expect(canvas.getByRole('region', { name: 'New deposit' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The methods failed to load ('No suitable deposit account available' when banking fails). */
export const LoadError: Story = {
  args: { status: 'error', loadError: 'No suitable deposit account available' },
  play: async ({ args, canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'New deposit' });
    await expect(region).toHaveTextContent('No suitable deposit account available');
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Records: pending, approved, and rejected with the back office's reason. */
export const Records: Story = {
  play: async ({ canvas }) => {
    const records = canvas.getByRole('region', { name: 'Deposit records' });
    const items = within(records).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Pending');
    await expect(items[0]).toHaveTextContent('$2,500.00');
    await expect(items[1]).toHaveTextContent('Approved');
    await expect(items[2]).toHaveTextContent('Rejected');
    await expect(items[2]).toHaveTextContent('Reason: The proof does not show the amount.');
  },
};

/**
 * More records than the first ones: 'Show more' under the list asks for the next ones, and waits
 * (busy, the shown records kept) while they come.
 */
export const RecordsMore: Story = {
  args: { recordsPaging: { hasMore: true, onLoadMore: fn() } },
  play: async ({ args, canvas, userEvent }) => {
    const records = canvas.getByRole('region', { name: 'Deposit records' });
    await userEvent.click(within(records).getByRole('button', { name: 'Show more' }));
    await expect(args.recordsPaging?.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const RecordsLoadingMore: Story = {
  args: { recordsPaging: { hasMore: true, loadingMore: true, onLoadMore: fn() } },
  play: async ({ canvas }) => {
    const records = canvas.getByRole('region', { name: 'Deposit records' });
    await expect(within(records).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(records).getByRole('button', { name: /Show more/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

/** Every record shown: no 'Show more'. */
export const RecordsAllShown: Story = {
  args: { recordsPaging: { hasMore: false, onLoadMore: fn() } },
  play: async ({ canvas }) => {
    const records = canvas.getByRole('region', { name: 'Deposit records' });
    await expect(within(records).queryByRole('button', { name: /Show more/ })).toBeNull();
  },
};

/**
 * A crypto transfer's reference is its transaction hash, 66 characters without a break: on a
 * phone's width it wraps inside its row instead of running off the screen.
 */
export const RecordsLongReference: Story = {
  args: {
    records: [
      {
        ...depositRecords[2]!,
        status: 'pending',
        reason: undefined,
        reference: `0x${'4f9b2c7e'.repeat(8)}`,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const records = canvas.getByRole('region', { name: 'Deposit records' });
    const row = within(records).getByRole('listitem');
    await expect(row).toHaveTextContent('0x4f9b2c7e');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const RecordsEmpty: Story = {
  args: { records: [] },
  play: async ({ canvas }) => {
    const records = canvas.getByRole('region', { name: 'Deposit records' });
    await expect(records).toHaveTextContent('No records yet');
  },
};

export const RecordsError: Story = {
  args: { recordsStatus: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    const records = canvas.getByRole('region', { name: 'Deposit records' });
    await userEvent.click(within(records).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onRetryRecords).toHaveBeenCalled());
  },
};

/** Every theme side by side. */
export const AllThemes: Story = {
  parameters: allThemesParameters,
  render: (args) => <Themes>{() => <DepositView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Deposit' })).toHaveLength(8);
  },
};
