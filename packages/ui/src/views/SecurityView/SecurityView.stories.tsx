import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { SecurityView } from './SecurityView';
import type { SecurityDevice, SecurityPasskey, SignInEvent } from './types';

const devices: SecurityDevice[] = [
  {
    id: 'd2',
    browser: 'Safari 18',
    os: 'iOS',
    first_seen_at: '2026-10-02T08:15:00Z',
    last_seen_at: '2026-11-23T19:40:00Z',
    place: { local: false, country_code: 'PL', country: 'Poland', city: 'Warsaw' },
    current: false,
  },
  {
    id: 'd1',
    browser: 'Chrome 131',
    os: 'macOS',
    first_seen_at: '2026-09-12T10:00:00Z',
    last_seen_at: '2026-11-24T16:20:00Z',
    place: { local: false, country_code: 'DE', country: 'Germany', city: 'Berlin' },
    current: true,
  },
  {
    id: 'd3',
    browser: '',
    os: '',
    first_seen_at: '2026-11-20T03:10:00Z',
    last_seen_at: '2026-11-20T03:12:00Z',
    place: null,
    current: false,
  },
];

const passkeys: SecurityPasskey[] = [
  {
    id: 'p1',
    name: 'MacBook Touch ID',
    created_at: '2026-10-01T09:00:00Z',
    last_used_at: '2026-11-24T16:19:00Z',
  },
  { id: 'p2', name: 'YubiKey 5C', created_at: '2026-11-02T12:00:00Z', last_used_at: null },
];

const history: SignInEvent[] = [
  {
    id: 'h1',
    at: '2026-11-24T16:19:00Z',
    outcome: 'success',
    browser: 'Chrome 131',
    os: 'macOS',
    place: { local: false, country_code: 'DE', country: 'Germany', city: 'Berlin' },
  },
  {
    id: 'h2',
    at: '2026-11-20T03:11:00Z',
    outcome: 'failure',
    browser: '',
    os: '',
    place: null,
  },
  {
    id: 'h3',
    at: '2026-11-19T07:02:00Z',
    outcome: 'success',
    browser: 'Safari 18',
    os: 'iOS',
    place: { local: false, country_code: 'PL', country: 'Poland', city: 'Warsaw' },
  },
];

const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url:
    'otpauth://totp/Invest:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Invest&algorithm=SHA1&digits=6&period=30',
};
const codes = [
  '4f7c-2a91',
  '9b1e-77d0',
  'c3a8-5e12',
  '0d6f-b4c9',
  'e215-8a3f',
  '71bd-c0e4',
  'a9f3-1d68',
  '5c20-e7b1',
  'b86e-4f05',
  '2e9d-a3c7',
];

/** Overlays render in a portal under the body. */
const body = within(document.body);

/**
 * Eight copies of one page side by side repeat its named sections by construction; the
 * single-theme stories check landmark-unique (best practice) on the page itself.
 */
const themesA11y = {
  a11y: {
    options: {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      rules: { 'landmark-unique': { enabled: false } },
    },
  },
};

const meta = {
  title: 'Views/SecurityView',
  component: SecurityView,
  args: {
    timeZone: 'UTC',
    twoStep: {
      data: { enabled: false },
      onStartEnrol: fn(),
      onConfirmEnrol: fn(),
      onCancelEnrol: fn(),
      onDisable: fn(),
      onRegenerate: fn(),
      onBackupCodesSaved: fn(),
      copyText: fn(async () => undefined),
    },
    passkeys: { data: passkeys, onAdd: fn(), onRename: fn(), onRemove: fn() },
    devices: { data: devices, onEnd: fn(), onEndOthers: fn() },
    history: { data: history },
  },
} satisfies Meta<typeof SecurityView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two-step verification is off: "Turn on" starts the enrolment. */
export const Off: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const card = within(canvas.getByRole('region', { name: 'Two-step verification' }));
    await expect(card.getByText('Off')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Turn on' }));
    await expect(args.twoStep.onStartEnrol).toHaveBeenCalledTimes(1);
  },
};

/** Every card loads on its own: skeletons, announced as loading. */
export const Loading: Story = {
  args: {
    twoStep: { loading: true },
    passkeys: { loading: true },
    devices: { loading: true },
    history: { loading: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').length).toBeGreaterThanOrEqual(4);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Every card fails on its own, says why and offers a retry. */
export const LoadErrors: Story = {
  args: {
    twoStep: { error: 'The service is unavailable.', onRetry: fn() },
    passkeys: { error: 'The service is unavailable.', onRetry: fn() },
    devices: { error: 'The service is unavailable.', onRetry: fn() },
    history: { error: 'The service is unavailable.', onRetry: fn() },
  },
  play: async ({ args, canvas, userEvent }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(4);
    await expect(alerts[0]).toHaveTextContent('Could not load two-step verification');
    await expect(alerts[3]).toHaveTextContent('Could not load the sign-in history');
    await userEvent.click(within(alerts[2]!).getByRole('button', { name: 'Try again' }));
    await expect(args.devices.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Enrolling: QR code, the secret as text with a copy button, then the code confirms. */
export const Enrolling: Story = {
  args: { twoStep: { ...meta.args.twoStep, enrolment } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(args.twoStep.copyText).toHaveBeenCalledWith(enrolment.secret);
    await expect(await canvas.findByText('Copied')).toBeVisible();
    // a short code is refused in place
    const code = canvas.getByLabelText(/^Verification code/);
    await userEvent.type(code, '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and turn on' }));
    await expect(code).toHaveAccessibleDescription('Enter all 6 digits of the code');
    await expect(args.twoStep.onConfirmEnrol).not.toHaveBeenCalled();
    await userEvent.type(code, '456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and turn on' }));
    await expect(args.twoStep.onConfirmEnrol).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.twoStep.onCancelEnrol).toHaveBeenCalledTimes(1);
  },
};

/** spec 8: 'Copy failed' when the clipboard refuses. */
export const CopyFailed: Story = {
  args: {
    twoStep: {
      ...meta.args.twoStep,
      enrolment,
      copyText: fn(async () => Promise.reject(new Error('denied'))),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await expect(await canvas.findByText('Copy failed')).toBeVisible();
  },
};

/** The server refused the code: the alert says why, the field keeps the server's message. */
export const EnrolWrongCode: Story = {
  args: {
    twoStep: {
      ...meta.args.twoStep,
      enrolment,
      actionError: 'The code is wrong or expired.',
      fieldErrors: [{ path: 'code', code: 'INVALID_CODE', message: 'Wrong code' }],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Two-step verification failed');
    await expect(canvas.getByLabelText(/^Verification code/)).toHaveAccessibleDescription(
      'Wrong code',
    );
  },
};

/** The ten backup codes, shown once, downloadable; "I have saved them" closes them. */
export const BackupCodesShownOnce: Story = {
  args: {
    twoStep: {
      ...meta.args.twoStep,
      data: { enabled: true, backup_codes_left: 10 },
      backupCodes: codes,
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { name: 'Save your backup codes' });
    await waitFor(() => expect(heading).toHaveFocus());
    const list = canvas.getByRole('list', { name: 'Backup codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Download as text file' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(args.twoStep.onBackupCodesSaved).toHaveBeenCalledTimes(1);
  },
};

/** On: backup codes left, new codes, turning off with the password and a code. */
export const On: Story = {
  args: {
    twoStep: { ...meta.args.twoStep, data: { enabled: true, backup_codes_left: 7 } },
  },
  play: async ({ args, canvas, userEvent }) => {
    const card = within(canvas.getByRole('region', { name: 'Two-step verification' }));
    await expect(card.getByText('On')).toBeVisible();
    await expect(card.getByText('Backup codes left: 7')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'New backup codes' }));
    await expect(args.twoStep.onRegenerate).toHaveBeenCalledTimes(1);
    await userEvent.click(card.getByRole('button', { name: 'Turn off' }));
    // turning off asks for the password and a current code
    await userEvent.click(card.getByRole('button', { name: 'Turn off' }));
    await expect(card.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Password is required',
    );
    await userEvent.type(card.getByLabelText(/^Password/), 'secret');
    await userEvent.type(card.getByLabelText(/^Verification code/), '654321');
    await userEvent.click(card.getByRole('button', { name: 'Turn off' }));
    await expect(args.twoStep.onDisable).toHaveBeenCalledWith({
      password: 'secret',
      code: '654321',
    });
    await userEvent.click(card.getByRole('button', { name: 'Cancel' }));
    await expect(card.getByRole('button', { name: 'New backup codes' })).toBeVisible();
  },
};

/** Turning off is running: the button is busy. */
export const TurningOff: Story = {
  args: {
    twoStep: {
      ...meta.args.twoStep,
      data: { enabled: true, backup_codes_left: 7 },
      pending: 'disable',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await expect(canvas.getByLabelText(/^Password/)).toBeDisabled();
  },
};

/** A passkey was just added: a status line says so; rename and remove call back. */
export const PasskeyAdded: Story = {
  args: { passkeys: { ...meta.args.passkeys, added: 'MacBook Touch ID' } },
  play: async ({ args, canvas, userEvent }) => {
    const card = within(canvas.getByRole('region', { name: 'Passkeys' }));
    await expect(card.getByRole('status')).toHaveTextContent('Passkey "MacBook Touch ID" added');
    await userEvent.click(card.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.passkeys.onAdd).toHaveBeenCalledTimes(1);
    await userEvent.click(card.getByRole('button', { name: 'Rename YubiKey 5C' }));
    const dialog = await body.findByRole('dialog', { name: 'Rename passkey' });
    const field = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Desk key');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.passkeys.onRename).toHaveBeenCalledWith('p2', 'Desk key');
    await userEvent.click(card.getByRole('button', { name: 'Remove YubiKey 5C' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Remove this passkey?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(args.passkeys.onRemove).toHaveBeenCalledWith('p2');
  },
};

/** No passkeys: the empty state offers to add one. */
export const NoPasskeys: Story = {
  args: { passkeys: { ...meta.args.passkeys, data: [] } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No passkeys yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.passkeys.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Two-step verification is off: passkeys (a second factor) wait for it. */
export const PasskeysNeedTwoStep: Story = {
  args: { passkeys: { ...meta.args.passkeys, data: [], needsTwoStep: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Turn on two-step verification first/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  },
};

/** The browser's passkey ceremony failed or was cancelled. */
export const PasskeyError: Story = {
  args: { passkeys: { ...meta.args.passkeys, actionError: 'The passkey was not created.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Passkey action failed');
  },
};

/** The device list: this device first and marked, the others can be signed out. */
export const DeviceList: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const card = within(canvas.getByRole('region', { name: 'Devices and sessions' }));
    const items = card.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Chrome 131 on macOS');
    await expect(items[0]).toHaveTextContent('This device');
    await expect(within(items[0]!).queryByRole('button')).toBeNull();
    await expect(items[2]).toHaveTextContent('Unknown browser on unknown system');
    await expect(items[2]).toHaveTextContent('Place unknown');
    await userEvent.click(card.getByRole('button', { name: 'Sign out Safari 18 on iOS' }));
    await expect(args.devices.onEnd).toHaveBeenCalledWith('d2');
    await userEvent.click(card.getByRole('button', { name: 'Sign out everywhere else' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Sign out everywhere else' }),
    );
    await expect(args.devices.onEndOthers).toHaveBeenCalledTimes(1);
  },
};

/** One session is being ended: its button is busy and says so. */
export const Revoking: Story = {
  args: { devices: { ...meta.args.devices, revoking: ['d2'] } },
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('button', { name: /Signing out/ });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Sign out Unknown browser on unknown system' }),
    ).toBeEnabled();
  },
};

/** Only this device is signed in: no "sign out everywhere else". */
export const OnlyThisDevice: Story = {
  args: { devices: { ...meta.args.devices, data: devices.filter((d) => d.current) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only this device is signed in.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  },
};

/** Ending a session failed. */
export const RevokeError: Story = {
  args: { devices: { ...meta.args.devices, actionError: 'The service is unavailable.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not sign out the session');
  },
};

/** The signed-in devices above the sessions: a device can be forgotten, this one cannot. */
export const DevicesAndSessions: Story = {
  args: {
    devices: {
      ...meta.args.devices,
      deviceList: { data: devices.slice(0, 2), onForget: fn() },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const list = within(canvas.getByRole('region', { name: 'Signed-in devices' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('This device');
    await expect(items[0]).toHaveTextContent('First seen');
    await expect(items[0]).toHaveTextContent('Berlin, Germany');
    await expect(within(items[0]!).queryByRole('button')).toBeNull();
    await userEvent.click(list.getByRole('button', { name: 'Forget Safari 18 on iOS' }));
    await expect(args.devices.deviceList?.onForget).toHaveBeenCalledWith('d2');
    await expect(canvas.getByRole('heading', { name: 'Active sessions' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign out Safari 18 on iOS' })).toBeEnabled();
  },
};

/** A device is being forgotten: its button is busy. */
export const DeviceForgetting: Story = {
  args: {
    devices: {
      ...meta.args.devices,
      deviceList: { data: devices, onForget: fn(), forgetting: ['d2'] },
    },
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Signed-in devices' }));
    await expect(list.getByRole('button', { name: /Forgetting/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** 25 devices, newest first, a page at a time: "Show more devices" by keyboard asks for the next. */
export const DevicesPaged: Story = {
  args: {
    devices: {
      ...meta.args.devices,
      deviceList: {
        data: devices.slice(1),
        onForget: fn(),
        total: 25,
        hasMore: true,
        onLoadMore: fn(),
      },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const list = within(canvas.getByRole('region', { name: 'Signed-in devices' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('2 of 25 devices shown')).toBeVisible();
    const more = list.getByRole('button', { name: 'Show more devices' });
    // keyboard reachable: Tab from the last device's action lands on it
    list.getByRole('button', { name: 'Forget Unknown browser on unknown system' }).focus();
    await userEvent.tab();
    await expect(more).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.devices.deviceList?.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page is on its way: the button says so and is not pressed twice. */
export const DevicesLoadingMore: Story = {
  args: {
    devices: {
      ...meta.args.devices,
      deviceList: { data: devices, total: 25, hasMore: true, loadingMore: true, onLoadMore: fn() },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const list = within(canvas.getByRole('region', { name: 'Signed-in devices' }));
    const more = list.getByRole('button', { name: /Show more devices/ });
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(more);
    await expect(args.devices.deviceList?.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Every device is shown: no button; a list with none says so. */
export const DevicesAllShown: Story = {
  args: {
    devices: {
      ...meta.args.devices,
      deviceList: { data: devices, total: 3, hasMore: false, onLoadMore: fn() },
    },
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Signed-in devices' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.queryByRole('button', { name: /Show more/ })).toBeNull();
    await expect(list.queryByText(/of 3 devices shown/)).toBeNull();
  },
};

/** No live device (each forgotten): a line, not an empty list. */
export const DevicesEmpty: Story = {
  args: {
    devices: { ...meta.args.devices, deviceList: { data: [], total: 0, onForget: fn() } },
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Signed-in devices' }));
    await expect(list.getByText('No signed-in devices')).toBeVisible();
    await expect(list.queryByRole('list')).toBeNull();
  },
};

/** The devices failed to load while the sessions did: the devices section offers a retry. */
export const DeviceListError: Story = {
  args: {
    devices: {
      ...meta.args.devices,
      deviceList: { error: 'The service is unavailable.', onRetry: fn() },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const list = within(canvas.getByRole('region', { name: 'Signed-in devices' }));
    await expect(list.getByText('Could not load the devices')).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: /retry|try again/i }));
    await expect(args.devices.deviceList?.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The history says success or failure in words (and an icon), not by colour alone. */
export const History: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Sign-in history' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Signed in');
    await expect(items[1]).toHaveTextContent('Failed attempt');
    await expect(items[1]).toHaveTextContent('Place unknown');
  },
};

/** No sign-ins recorded yet. */
export const HistoryEmpty: Story = {
  args: { history: { data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No sign-ins yet')).toBeVisible();
  },
};

/** Step-up with two-step verification on: a code from the app. */
export const StepUpCode: Story = {
  args: { stepUp: { method: 'totp', onSubmit: fn(), onCancel: fn() } },
  play: async ({ args, userEvent }) => {
    const dialog = await body.findByRole('dialog', { name: 'Confirm it is you' });
    const field = within(dialog).getByLabelText(/^Verification code/);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, '112233');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.stepUp?.onSubmit).toHaveBeenCalledWith('112233');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.stepUp?.onCancel).toHaveBeenCalled();
  },
};

/** With two-step verification on, a backup code is proof too; back to the app's code. */
export const StepUpBackupCode: Story = {
  args: { stepUp: { method: 'totp', onSubmit: fn(), onCancel: fn() } },
  play: async ({ args, userEvent }) => {
    const dialog = await body.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a backup code' }));
    const field = within(dialog).getByRole('textbox', { name: /^Backup code/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(field).toHaveAccessibleDescription('Enter a backup code');
    await expect(args.stepUp?.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, 'abcde-12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.stepUp?.onSubmit).toHaveBeenCalledWith('abcde-12345');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Use the authenticator app' }),
    );
    await expect(within(dialog).getByLabelText(/^Verification code/)).toBeInTheDocument();
    await expect(within(dialog).queryByRole('textbox', { name: /^Backup code/ })).toBeNull();
  },
};

/** The PIN (two-step verification off) has no backup-code switch. */
export const StepUpPinNoBackup: Story = {
  args: { stepUp: { method: 'pin', onSubmit: fn(), onCancel: fn() } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Confirm it is you' });
    await expect(within(dialog).queryByRole('button', { name: 'Use a backup code' })).toBeNull();
  },
};
/** Step-up without two-step verification: the PIN, masked; a failed check says so. */
export const StepUpPinError: Story = {
  args: {
    stepUp: { method: 'pin', onSubmit: fn(), onCancel: fn(), error: 'Incorrect PIN' },
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Confirm it is you' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Incorrect PIN');
    await expect(within(dialog).getByLabelText(/^PIN/)).toHaveAttribute('type', 'password');
  },
};

/**
 * Step-up where neither a second factor nor a PIN is set (a factor change, money to a new
 * destination): the password, required, masked; a wrong one says so and may be typed again.
 */
export const StepUpPassword: Story = {
  args: { stepUp: { method: 'password', onSubmit: fn(), onCancel: fn() } },
  play: async ({ args, userEvent }) => {
    const dialog = await body.findByRole('dialog', { name: 'Confirm it is you' });
    await waitFor(() =>
      expect(within(dialog).getByText('Enter your password to continue.')).toBeVisible(),
    );
    await expect(within(dialog).queryByRole('button', { name: 'Use a backup code' })).toBeNull();
    const field = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('type', 'password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(field).toHaveAccessibleDescription('Enter your password');
    await expect(args.stepUp?.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, 'correct horse');
    await userEvent.keyboard('{Enter}');
    await expect(args.stepUp?.onSubmit).toHaveBeenCalledWith('correct horse');
  },
};

/** The password refused: the reason shows, the field stays for another try. */
export const StepUpPasswordError: Story = {
  args: {
    stepUp: { method: 'password', onSubmit: fn(), onCancel: fn(), error: 'Incorrect password.' },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await body.findByRole('dialog', { name: 'Confirm it is you' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Incorrect password.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.stepUp?.onCancel).toHaveBeenCalled();
  },
};

/** Factor changes are listed with the sign-ins, in words and by their own icon. */
export const HistoryFactorChanges: Story = {
  args: {
    history: {
      data: [
        {
          id: 'c1',
          at: '2026-11-24T16:25:00Z',
          outcome: 'factor_change',
          change: 'passkey_added',
          browser: 'Chrome 131',
          os: 'macOS',
          place: { local: false, country_code: 'DE', country: 'Germany', city: 'Berlin' },
        },
        {
          id: 'c2',
          at: '2026-11-24T16:20:00Z',
          outcome: 'factor_change',
          change: 'totp_added',
          browser: 'Chrome 131',
          os: 'macOS',
          place: { local: false, country_code: 'DE', country: 'Germany', city: 'Berlin' },
        },
        ...history,
      ],
    },
  },
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('region', { name: 'Sign-in history' }));
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('A passkey was added');
    await expect(items[0]).toHaveAttribute('data-outcome', 'factor_change');
    await expect(items[1]).toHaveTextContent('Two-step verification was turned on');
    await expect(items[2]).toHaveTextContent('Signed in');
  },
};

/** Off, with devices and history, in every theme. */
export const AllThemesOff: Story = {
  parameters: themesA11y,
  render: (args) => <Themes>{() => <SecurityView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Security' })).toHaveLength(8);
  },
};

/** Enrolling (QR code, secret) with a device being signed out, in every theme. */
export const AllThemesEnrolling: Story = {
  args: {
    twoStep: { ...meta.args.twoStep, enrolment },
    devices: { ...meta.args.devices, revoking: ['d2'] },
  },
  parameters: themesA11y,
  render: (args) => <Themes>{() => <SecurityView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveLength(8);
  },
};

/** On, backup codes shown once, a passkey added, in every theme. */
export const AllThemesBackupCodes: Story = {
  args: {
    twoStep: {
      ...meta.args.twoStep,
      data: { enabled: true, backup_codes_left: 10 },
      backupCodes: codes,
    },
    passkeys: { ...meta.args.passkeys, added: 'MacBook Touch ID' },
  },
  parameters: themesA11y,
  render: (args) => <Themes>{() => <SecurityView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list', { name: 'Backup codes' })).toHaveLength(8);
  },
};

/** Load and action errors, in every theme. */
export const AllThemesErrors: Story = {
  args: {
    twoStep: {
      ...meta.args.twoStep,
      data: { enabled: true, backup_codes_left: 2 },
      actionError: 'The code is wrong or expired.',
    },
    passkeys: { error: 'The service is unavailable.', onRetry: fn() },
    devices: { ...meta.args.devices, actionError: 'The service is unavailable.' },
    history: { error: 'The service is unavailable.', onRetry: fn() },
  },
  parameters: themesA11y,
  render: (args) => <Themes>{() => <SecurityView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(32);
  },
};
