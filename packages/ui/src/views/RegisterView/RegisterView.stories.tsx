import { DEFAULT_COUNTRY_CODES } from '@invest/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { RegisterView } from './RegisterView';

const countries = [
  { code: '1', name: 'United States' },
  { code: '48', name: 'Poland' },
  { code: '86', name: 'China' },
  { code: '91', name: 'India' },
];

const meta = {
  title: 'Views/RegisterView',
  component: RegisterView,
  args: { countries, onSubmit: fn(), onLogin: fn() },
} satisfies Meta<typeof RegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordInput = (canvas: { getByLabelText: typeof screen.getByLabelText }) =>
  canvas.getByLabelText(/^Password/);
const confirmInput = (canvas: { getByLabelText: typeof screen.getByLabelText }) =>
  canvas.getByLabelText(/^Confirm password/);

/** A valid registration with another country code is submitted. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Country code/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Poland (+48)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '601234567');
    await userEvent.type(passwordInput(canvas), 'secret1');
    await userEvent.type(confirmInput(canvas), 'secret1');
    await userEvent.type(canvas.getByRole('textbox', { name: /Invitation code/ }), ' AB12-CD34 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      country_code: '48',
      mobile: '601234567',
      password: 'secret1',
      confirm_password: 'secret1',
      invitation_code: 'AB12-CD34',
    });
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** spec 5: every field is required; messages come from the `validation` namespace. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const mobile = canvas.getByRole('textbox', { name: /Mobile number/ });
    await expect(mobile).toHaveAccessibleDescription('Mobile number is required');
    await expect(passwordInput(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Password is required'),
    );
    await expect(confirmInput(canvas)).toHaveAccessibleDescription('Confirm your password');
    await expect(
      canvas.getByRole('textbox', { name: /Invitation code/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('Invitation code is required'));
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** spec 5: at least 6 characters, the confirmation must match, a US number has 10 digits. */
export const RuleErrors: Story = {
  args: { defaultInvitationCode: 'AB12-CD34' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '12345');
    await userEvent.type(passwordInput(canvas), 'abc');
    await userEvent.type(confirmInput(canvas), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(
      canvas.getByRole('textbox', { name: /Mobile number/ }),
    ).toHaveAccessibleDescription('Mobile number must have 6 to 14 digits');
    await expect(passwordInput(canvas)).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 6 characters'),
    );
    await expect(confirmInput(canvas)).toHaveAccessibleDescription('Passwords do not match');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * spec 8: 'Registration failed. Please try again.'; a server error on the invitation code.
 * spec 5: the kun profile starts at +91.
 */
export const ServerError: Story = {
  args: {
    defaultCountryCode: DEFAULT_COUNTRY_CODES.kun,
    error: 'This mobile number is already registered.',
    fieldErrors: [
      {
        path: 'invitation_code',
        code: 'INVITATION_INVALID',
        message: 'This invitation code has expired',
      },
    ],
    defaultInvitationCode: 'OLD-CODE',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Country code/ })).toHaveTextContent('+91');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Registration failed. Please try again.');
    await expect(alert).toHaveTextContent('This mobile number is already registered.');
    await expect(
      canvas.getByRole('textbox', { name: /Invitation code/ }),
    ).toHaveAccessibleDescription(expect.stringContaining('This invitation code has expired'));
  },
};

/**
 * The server refuses one of the most common passwords (a 400 field error the form translates,
 * `validation:password_too_common`); the message goes once the password is edited.
 */
export const CommonPassword: Story = {
  args: {
    defaultInvitationCode: 'AB12-CD34',
    fieldErrors: [
      { path: 'password', code: 'password_too_common', message: 'password_too_common' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const password = passwordInput(canvas);
    await expect(password).toHaveAccessibleDescription(
      expect.stringContaining('This password is too common. Choose one that is harder to guess'),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(password, 'x');
    await expect(password).not.toHaveAttribute('aria-invalid');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Register/ })).toHaveTextContent('Loading…');
    await expect(canvas.getByRole('textbox', { name: /Mobile number/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Country code/ })).toBeDisabled();
  },
};
