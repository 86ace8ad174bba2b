import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { PinView } from './PinView';

const meta = {
  title: 'Views/PinView',
  component: PinView,
  args: { mode: 'set', onSubmit: fn(), onCancel: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['set', 'verify'] } },
} satisfies Meta<typeof PinView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 5: a 6-digit PIN, numbers only, entered twice; letters are dropped. */
export const SetPin: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Set your PIN' })).toBeVisible();
    const pin = canvas.getByLabelText(/^New PIN/);
    await expect(pin).toHaveAttribute('type', 'password');
    await userEvent.type(pin, '48a2913');
    await expect(pin).toHaveValue('482913');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new PIN/), '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Set PIN' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('482913');
  },
};

/** spec 5: both entries are required, 6 digits, and must match. */
export const SetValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set PIN' }));
    const pin = canvas.getByLabelText(/^New PIN/);
    await expect(pin).toHaveAccessibleDescription('PIN is required');
    await waitFor(() => expect(pin).toHaveFocus());
    await userEvent.type(pin, '1234');
    await expect(pin).toHaveAccessibleDescription('PIN must be 6 digits (numbers only)');
    await userEvent.type(pin, '56');
    await userEvent.type(canvas.getByLabelText(/^Repeat the new PIN/), '123450');
    await expect(canvas.getByLabelText(/^Repeat the new PIN/)).toHaveAccessibleDescription(
      'PINs do not match',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** spec 8: 'Failed to set PIN' with the app's reason. */
export const SetFailed: Story = {
  args: { error: 'Choose a PIN that is not a sequence.' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to set PIN');
    await expect(alert).toHaveTextContent('Choose a PIN that is not a sequence.');
  },
};

/** Verifying asks for the PIN once. */
export const Verify: Story = {
  args: { mode: 'verify' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enter your PIN' })).toBeVisible();
    await expect(canvas.queryByLabelText(/^Repeat the new PIN/)).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^Your PIN/), '135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('135790');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A wrong PIN: 'Verification failed'; the next attempt waits for the request. */
export const VerifyFailedSubmitting: Story = {
  args: { mode: 'verify', error: 'Wrong PIN. 2 attempts left.', submitting: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verification failed');
    const button = canvas.getByRole('button', { name: /Continue/ });
    await expect(button).toHaveTextContent('Loading…');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
