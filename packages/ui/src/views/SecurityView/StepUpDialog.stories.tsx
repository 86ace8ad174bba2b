import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { StepUpDialog, type StepUpDialogProps } from './StepUpDialog';

const meta = {
  title: 'Views/SecurityView/StepUpDialog',
  component: StepUpDialog,
  args: { isOpen: true, method: 'pin', onSubmit: fn(), onCancel: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof StepUpDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The confirm dialog as a screen drives it: the server refuses a wrong PIN with the attempts left,
 * the dialog stays open with them under the PIN field, and the right PIN then goes through.
 */
function WrongThenRight(props: StepUpDialogProps) {
  const [refusal, setRefusal] = useState<Partial<StepUpDialogProps>>({});
  const [open, setOpen] = useState(true);
  return (
    <StepUpDialog
      {...props}
      {...refusal}
      isOpen={open}
      onSubmit={(pin) => {
        props.onSubmit?.(pin);
        if (pin === '246810') setOpen(false);
        else setRefusal({ error: 'Incorrect PIN.', attemptsLeft: 2 });
      }}
    />
  );
}

/** A wrong PIN: the dialog stays open, says so under the field with "2 attempts left". */
export const WrongPin: Story = {
  render: (args) => <WrongThenRight {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    const pin = screen.getByLabelText('PIN');
    await userEvent.type(pin, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('111111');
    await expect(dialog).toBeVisible();
    const field = screen.getByLabelText('PIN');
    await expect(field).toHaveAccessibleDescription(/Incorrect PIN\. 2 attempts left/);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // the next try starts from an empty field, in the same dialog
    await expect(field).toHaveValue('');
    await userEvent.type(field, '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith('246810');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The limit reached: why and until when (in the client's time zone), and no confirming. */
export const Locked: Story = {
  args: {
    error: 'Incorrect PIN.',
    attemptsLeft: 0,
    lockedUntil: '2026-03-02T14:45:00Z',
    timeZone: 'Europe/Warsaw',
  },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    // the lock's end in the client's time zone (14:45 UTC is 15:45 in Warsaw)
    await waitFor(() =>
      expect(
        screen.getByText(/Too many incorrect PINs\. You can try again after Mar 2, 2026, 3:45 PM/),
      ).toBeVisible(),
    );
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expect(screen.getByLabelText('PIN')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
