import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NativeModal, type NativeModalProps } from './NativeModal';

/**
 * The platform's modal dialog under the first visit's two dialogs (the startup overlay, the cookie
 * modal), kept instead of react-aria's overlay because of what it saves on a first visit
 * (docs/decisions/0009). Each promise it makes besides `showModal()` is checked here: focus on
 * open and back on close, Tab kept inside, Escape and a press outside reported to the caller
 * (who decides), the page behind inert and not scrolling.
 */
function Harness(props: Omit<NativeModalProps, 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ minHeight: '200vh' }}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" data-testid="behind">
        Behind
      </button>
      {open && (
        <NativeModal
          aria-label="Example"
          className="m-auto rounded-lg p-4 backdrop:bg-overlay"
          {...props}
          onDismiss={() => {
            props.onDismiss?.();
            setOpen(false);
          }}
        >
          <button type="button">First</button>
          <button type="button">Last</button>
        </NativeModal>
      )}
    </div>
  );
}

const meta = {
  title: 'Foundations/NativeModal',
  component: Harness,
  args: { onDismiss: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
  return canvas.findByRole('dialog', { name: 'Example' });
};

/** Focus, Tab, the inert page behind, the scroll lock, Escape, focus back on close. */
export const KeyboardFocusAndPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const root = document.documentElement;
    const overflowBefore = root.style.overflow;
    const dialog = await open(canvas);
    // focus starts on the dialog itself (APG dialog), Tab goes on to its first control
    await expect(dialog).toHaveFocus();
    await expect(dialog.matches(':modal')).toBe(true);
    // the page behind does not scroll while it shows
    await expect(root.style.overflow).toBe('hidden');
    // the page behind is inert: it takes neither focus nor a press
    const behind = within(document.body).getByTestId('behind');
    behind.focus();
    await expect(behind).not.toHaveFocus();
    const box = behind.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit === behind || behind.contains(hit)).toBe(false);
    // Tab and Shift+Tab stay inside, wrapping at the ends
    const first = within(dialog).getByRole('button', { name: 'First' });
    const last = within(dialog).getByRole('button', { name: 'Last' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(last).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(last).toHaveFocus();
    // Escape asks the caller, who closes it; focus goes back to the opener, the page scrolls again
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open' })).toHaveFocus();
    await expect(root.style.overflow).toBe(overflowBefore);
  },
};

/** A press on the backdrop dismisses it when allowed; a press inside never does. */
export const DismissableOutside: Story = {
  args: { isDismissable: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(within(canvasElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'First' }));
    await expect(args.onDismiss).not.toHaveBeenCalled();
    // a press on the backdrop targets the dialog element, outside its box
    const box = dialog.getBoundingClientRect();
    dialog.dispatchEvent(
      new MouseEvent('click', { bubbles: true, clientX: box.left - 5, clientY: box.top - 5 }),
    );
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Not dismissable outside (the default), and Escape switched off (a choice being saved). */
export const NotDismissable: Story = {
  args: { isKeyboardDismissDisabled: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(within(canvasElement));
    const box = dialog.getBoundingClientRect();
    dialog.dispatchEvent(
      new MouseEvent('click', { bubbles: true, clientX: box.left - 5, clientY: box.top - 5 }),
    );
    // twice: the browser may close a modal dialog on a second Escape without asking; it opens
    // again while mounted
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
    await expect((dialog as HTMLDialogElement).open).toBe(true);
    await expect(dialog.matches(':modal')).toBe(true);
  },
};
