import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ForgotPasswordView } from './ForgotPasswordView';

const countries = [
  { code: '1', name: 'United States' },
  { code: '48', name: 'Poland' },
  { code: '91', name: 'India' },
];

const meta = {
  title: 'Views/ForgotPasswordView',
  component: ForgotPasswordView,
  args: { countries, onSubmit: fn(), onLogin: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['form', 'done'] } },
} satisfies Meta<typeof ForgotPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 2: the user is told to ask their advisor for the code; a valid reset is submitted. */
export const Default: Story = {
  args: { defaultCountryCode: '91' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Contact your advisor to get a reset code/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile number/ }), '9876543210');
    await userEvent.type(canvas.getByRole('textbox', { name: /Reset code/ }), '482913');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'n3w-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'n3w-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      country_code: '91',
      mobile: '9876543210',
      code: '482913',
      password: 'n3w-secret',
      confirm_password: 'n3w-secret',
    });
    await userEvent.click(canvas.getByRole('link', { name: 'Back to login' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** spec 5: mobile, verification code, new password and a matching confirmation. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Reset code/ }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
    const mobile = canvas.getByRole('textbox', { name: /Mobile number/ });
    await expect(mobile).toHaveAccessibleDescription('Mobile number is required');
    await expect(canvas.getByRole('textbox', { name: /Reset code/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid verification code (6 to 8 digits)'),
    );
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('New password is required'),
    );
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** spec 8: 'Password reset failed' with the app's reason. */
export const ServerError: Story = {
  args: {
    error: 'The reset code is not valid for this number.',
    fieldErrors: [
      { path: 'code', code: 'INVALID_CODE', message: 'Ask your advisor for a new code' },
    ],
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Password reset failed');
    await expect(alert).toHaveTextContent('The reset code is not valid for this number.');
    await expect(canvas.getByRole('textbox', { name: /Reset code/ })).toHaveAccessibleDescription(
      expect.stringContaining('Ask your advisor for a new code'),
    );
  },
};

/** The reset worked: the screen says so and leads to the login. */
export const Done: Story = {
  args: { status: 'done' },
  play: async ({ args, canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Password reset' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your password has been changed. Log in with your new password.',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to login' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};
