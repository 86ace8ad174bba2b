import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { AllThemes as Themes } from '../../storybook/AllThemes';
import { Button } from '../Button';
import { ConfirmDialog, DialogPanel, DialogTrigger, Modal, type ModalProps } from './Dialog';

function WithTrigger(args: ModalProps) {
  return (
    <DialogTrigger>
      <Button>Sell all shares</Button>
      <Modal {...args} />
    </DialogTrigger>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Modal,
  args: {
    title: 'Sell all shares?',
    children: 'You are about to sell 120 AAPL at the market price.',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (
  canvas: { getByRole: typeof screen.getByRole },
  userEvent: { click: (el: Element) => Promise<void> },
  name = 'Sell all shares?',
  role: 'dialog' | 'alertdialog' = 'dialog',
) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Sell all shares' }));
  return screen.findByRole(role, { name });
};

/** Opens from the trigger: 500 px wide, 20 px from the top, focus inside. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await waitFor(() => expect(dialog.getBoundingClientRect().top).toBe(20));
    await expect(dialog.getBoundingClientRect().width).toBe(500);
    await expect(
      screen.getByText('You are about to sell 120 AAPL at the market price.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // focus goes back to the trigger
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Sell all shares' })).toHaveFocus(),
    );
  },
};

export const CancelCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await open(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseButtonCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    await open(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** isDismissable (spec 2 default): pressing outside closes. */
export const PressOutsideCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    await userEvent.click(dialog.closest('[data-slot="modal-overlay"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ConfirmCloses: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await open(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** spec 2: a second press within 200 ms does nothing; a later one counts again. */
export const ConfirmDebounced: Story = {
  args: { closeOnConfirm: false },
  play: async ({ args, canvas, userEvent }) => {
    await open(canvas, userEvent);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.dblClick(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** A promise from onConfirm shows the button pending, then closes. */
export const AsyncConfirm: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvas, userEvent }) => {
    await open(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(
      await screen.findByRole('button', { name: 'Loading… Confirm' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // react-aria announced the pending state by pointing at the (now removed) button; its live
    // region entry lasts 7 s, and would fail the axe check of this or the next story
    await waitFor(
      () => expect(document.querySelector('[data-live-announcer] [role="img"]')).toBeNull(),
      { timeout: 8000 },
    );
  },
};

/** A refused confirm (a wrong PIN) keeps the dialog open; the next press counts at once. */
export const RefusedConfirmRetries: Story = {
  args: {
    closeOnConfirm: false,
    onConfirm: fn(() => Promise.reject(new Error('Incorrect PIN'))),
  },
  play: async ({ args, canvas, userEvent }) => {
    await open(canvas, userEvent);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    // well within the 200 ms of the double-press guard
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await expect(screen.getByRole('dialog')).toBeVisible();
    // the pending state's announcement (see AsyncConfirm) must end before the axe check
    await waitFor(
      () => expect(document.querySelector('[data-live-announcer] [role="img"]')).toBeNull(),
      { timeout: 8000 },
    );
  },
};

/**
 * A caller that handles the refusal itself (the withdrawal's wrong PIN) resolves and keeps the
 * dialog open: the next press within 200 ms still counts.
 */
export const KeptOpenConfirmRetries: Story = {
  args: {
    closeOnConfirm: false,
    onConfirm: fn(() => Promise.resolve()),
  },
  play: RefusedConfirmRetries.play,
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas, userEvent }) => {
    await open(canvas, userEvent);
    await userEvent.click(screen.getByRole('button', { name: 'Loading… Confirm' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A shell with the caller's own footer and no close button; labels come from the caller. */
export const CustomFooter: Story = {
  args: {
    title: 'Order details',
    showCloseButton: false,
    footer: ({ close }) => <Button onPress={close}>Done</Button>,
  },
  play: async ({ args, canvas, userEvent }) => {
    await open(canvas, userEvent, 'Order details');
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** ConfirmDialog, destructive: an alertdialog, custom labels, focus starts on cancel. */
export const ConfirmDanger: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Sell all shares</Button>
      <ConfirmDialog
        title="Sell all shares?"
        message="This sells every position at the market price."
        tone="danger"
        confirmLabel="Sell all"
        cancelLabel="Keep positions"
        onConfirm={args.onConfirm!}
        onCancel={args.onCancel}
      />
    </DialogTrigger>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent, 'Sell all shares?', 'alertdialog');
    const cancel = screen.getByRole('button', { name: 'Keep positions' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(screen.getByRole('button', { name: 'Sell all' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sell all' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** spec 2: one modal at a time; opening a second closes the first. */
export const OneAtATime: Story = {
  render: (args) => (
    <>
      <Modal {...args} title="First" defaultOpen />
      <Modal {...args} title="Second" defaultOpen />
    </>
  ),
  play: async () => {
    const second = await screen.findByRole('dialog', { name: 'Second' });
    await waitFor(() => expect(second).toBeVisible());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull());
  },
};

/** Below 768 px the modal takes the full width minus the page margins. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await open(canvas, userEvent);
    const width = dialog.getBoundingClientRect().width;
    await expect(width).toBeLessThan(window.innerWidth);
    await expect(width).toBeGreaterThan(window.innerWidth - 64);
    await expect(window.innerWidth).toBeLessThan(768);
  },
};

/** The panel in place, as in the modal, in every theme; and the trigger. */
export const AllThemes: Story = {
  render: (args) => (
    <Themes>
      <WithTrigger {...args} />
      <DialogPanel
        title={args.title}
        footer={
          <>
            <Button variant="secondary">Cancel</Button>
            <Button>Confirm</Button>
          </>
        }
      >
        {args.children}
      </DialogPanel>
    </Themes>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('dialog', { name: 'Sell all shares?' })).toHaveLength(8);
    await expect(canvas.getAllByRole('button', { name: 'Sell all shares' })).toHaveLength(8);
  },
};
