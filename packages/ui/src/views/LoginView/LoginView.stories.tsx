import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { LoginView } from './LoginView';

const meta = {
  title: 'Views/LoginView',
  component: LoginView,
  args: {
    onSubmit: fn(),
    onVerifyMfa: fn(),
    onBackToLogin: fn(),
    onForgotPassword: fn(),
    onRegister: fn(),
  },
  argTypes: { step: { control: 'inline-radio', options: ['credentials', 'mfa'] } },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Valid credentials are submitted, with remember me; the links call their callbacks. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Mobile number or username/ }),
      '  ada.l ',
    );
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret pass');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'ada.l',
      password: 'secret pass',
      remember: true,
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Register' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
  },
};

/**
 * Just registered with a mobile number: the page says the account was created and how to log in,
 * the number is filled in, and the field asks for a mobile number or a username (a client who
 * registered never chose a username).
 */
export const JustRegistered: Story = {
  args: { registeredAs: '2025550143', defaultValues: { username: '2025550143' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your account was created. Log in with your mobile number 2025550143 and your password.',
    );
    const field = canvas.getByRole('textbox', { name: 'Mobile number or username' });
    await expect(field).toHaveValue('2025550143');
    await expect(canvas.queryByRole('textbox', { name: 'Username' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Journey-pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: '2025550143',
      password: 'Journey-pass-1',
      remember: false,
    });
  },
};

/** spec 8: 'Username required', 'Password required'; focus goes to the first invalid field. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const username = canvas.getByRole('textbox', { name: /Mobile number or username/ });
    await expect(username).toHaveAccessibleDescription('Username required');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Password required',
    );
    await waitFor(() => expect(username).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // fixing a field clears its message at once
    await userEvent.type(username, 'ada');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Password required')).toBeVisible();
  },
};

/** While the request runs, the button is busy and the fields are disabled. */
export const Submitting: Story = {
  args: { submitting: true, defaultValues: { username: 'ada' } },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /Log in/ });
    await expect(button).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('textbox', { name: /Mobile number or username/ })).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** spec 8 'Login failed' with the app's reason; a server field error goes once edited. */
export const ServerError: Story = {
  args: {
    error: 'Invalid username or password.',
    fieldErrors: [{ path: 'password', code: 'WRONG_PASSWORD', message: 'Password is wrong' }],
    defaultValues: { username: 'ada' },
  },
  play: async ({ canvas, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Login failed');
    await expect(alert).toHaveTextContent('Invalid username or password.');
    const password = canvas.getByLabelText(/^Password/);
    await expect(password).toHaveAccessibleDescription('Password is wrong');
    await userEvent.type(password, 'x');
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};

/** spec 4 mfa_required: 'Additional verification required'; the code must have 6 digits. */
/**
 * New devices are throttled after failed logins elsewhere (the page passes `lockedOut` on a 429):
 * a client with two-step verification signs in at once with the password and an authenticator
 * code; the code is optional and, when given, six digits.
 */
export const LockedOut: Story = {
  args: {
    lockedOut: true,
    error: 'Too many attempts. Please try again later.',
    defaultValues: { username: 'ada' },
  },
  play: async ({ args, canvas, userEvent }) => {
    const code = canvas.getByRole('textbox', { name: /Authenticator code/ });
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining('sign in now with a code from your authenticator app'),
    );
    await userEvent.type(canvas.getByLabelText(/^Password/), 'secret pass');
    await userEvent.type(code, '12 34');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Enter all 6 digits of the code'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: 'ada',
      password: 'secret pass',
      remember: false,
      code: '123456',
    });
  },
};

export const MfaStep: Story = {
  args: { step: 'mfa' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Additional verification required' }),
    ).toBeVisible();
    // No onUsePasskey (the account has no passkey): no passkey button
    await expect(canvas.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    const code = canvas.getByRole('textbox', { name: /Verification code/ });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(code).toHaveAccessibleDescription('Verification code is required');
    await userEvent.type(code, '12a3');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(code).toHaveAccessibleDescription(
      expect.stringContaining('Enter all 6 digits of the code'),
    );
    await expect(args.onVerifyMfa).not.toHaveBeenCalled();
    await userEvent.type(code, '456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyMfa).toHaveBeenCalledTimes(1);
    await expect(args.onVerifyMfa).toHaveBeenCalledWith('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledTimes(1);
  },
};

/** A backup code instead of the app's code; back to the app's code. */
export const MfaBackupCode: Story = {
  args: { step: 'mfa' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a backup code' }));
    const code = canvas.getByRole('textbox', { name: /Backup code/ });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(code).toHaveAccessibleDescription('Enter a backup code');
    await userEvent.type(code, ' abcde-12345 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onVerifyMfa).toHaveBeenCalledWith('abcde-12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Use the authenticator app' }));
    // the app's code again, focused (its input is drawn as six boxes)
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Verification code/ })).toHaveFocus(),
    );
  },
};

/** "Use a passkey" when the page offers it. */
export const MfaPasskey: Story = {
  args: { step: 'mfa', onUsePasskey: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(args.onUsePasskey).toHaveBeenCalledTimes(1);
  },
};

/** A refused code: 'Verification failed' with the app's detail. */
export const MfaFailed: Story = {
  args: { step: 'mfa', error: 'The code has expired.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Verification failed');
    await expect(alert).toHaveTextContent('The code has expired.');
    await expect(canvas.queryByRole('textbox', { name: /Mobile number or username/ })).toBeNull();
  },
};

/** The sign-in card with a failed attempt, in every theme. */
export const AllThemes: Story = {
  args: {
    error: 'Invalid username or password.',
    fieldErrors: [{ path: 'password', code: 'WRONG_PASSWORD', message: 'Password is wrong' }],
    defaultValues: { username: 'ada' },
  },
  render: (args) => <Themes>{() => <LoginView {...args} />}</Themes>,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(8);
    await expect(canvas.getAllByText('Password is wrong')).toHaveLength(8);
  },
};
