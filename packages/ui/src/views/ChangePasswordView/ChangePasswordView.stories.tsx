import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ChangePasswordView } from './ChangePasswordView';

const meta = {
  title: 'Views/ChangePasswordView',
  component: ChangePasswordView,
  args: { onSubmit: fn(), onCancel: fn(), onLoginAgain: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['form', 'done'] } },
} satisfies Meta<typeof ChangePasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid change is submitted (the body of change_pwd); cancel leaves. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('After the change you will need to log in again.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'old-secret');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'new-secret');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'new-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      old_password: 'old-secret',
      new_password: 'new-secret',
      confirm_password: 'new-secret',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** spec 5: current and new passwords are required, the confirmation must match. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const current = canvas.getByLabelText(/^Current password/);
    await expect(current).toHaveAccessibleDescription('Current password is required');
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('New password is required'),
    );
    await expect(canvas.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await waitFor(() => expect(current).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** spec 8: 'Incorrect password' on the current password; it goes once the field is edited. */
export const IncorrectPassword: Story = {
  args: { currentPasswordIncorrect: true },
  play: async ({ canvas, userEvent }) => {
    const current = canvas.getByLabelText(/^Current password/);
    await expect(current).toHaveAccessibleDescription('Incorrect password');
    await userEvent.type(current, 'again');
    await expect(current).not.toHaveAttribute('aria-invalid');
  },
};

/** The server refuses the client's own username or mobile number as the new password. */
export const PasswordMatchesAccount: Story = {
  args: {
    fieldErrors: [
      {
        path: 'new_password',
        code: 'password_matches_account',
        message: 'password_matches_account',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('Your password must not be your username or mobile number'),
    );
    await expect(canvas.getByLabelText(/^Current password/)).not.toHaveAttribute('aria-invalid');
  },
};

/** spec 8: 'Failed to change password'; while submitting the button is busy. */
export const FailedWhileSubmitting: Story = {
  args: { error: 'The service is unavailable.', submitting: true },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to change password');
    await expect(alert).toHaveTextContent('The service is unavailable.');
    await expect(canvas.getByRole('button', { name: /Change password/ })).toHaveTextContent(
      'Loading…',
    );
    await expect(canvas.getByLabelText(/^Current password/)).toBeDisabled();
  },
};

/** spec 4: after a change the user must log in again. */
export const Done: Story = {
  args: { status: 'done' },
  play: async ({ args, canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Password changed' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Please log in again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in again' }));
    await expect(args.onLoginAgain).toHaveBeenCalledTimes(1);
  },
};
