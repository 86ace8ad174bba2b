import type { Meta, StoryObj } from '@storybook/react-vite';
import { BOOT_CHECKS } from '@invest/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { StartupOverlay } from '../StartupOverlay';
import { CookieConsent, type CookieConsentProps } from './CookieConsent';

const modal = () => screen.findByRole('dialog', { name: 'Cookie preferences' });
const toggle = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('switch', { name: new RegExp(`^${name}`) });

/**
 * A pending button announces its start and end through react-aria's live announcer; the entries
 * point at the button and last 7 s, so once the modal is gone they would fail the axe check of
 * the next story. Wait for them to expire.
 */
const announcerCleared = () =>
  waitFor(() => expect(document.querySelector('[data-live-announcer] [role="img"]')).toBeNull(), {
    timeout: 8000,
  });

const meta = {
  title: 'Patterns/CookieConsent',
  component: CookieConsent,
  args: { isOpen: true, onOpenChange: fn(), onSave: fn(), onOpenPolicy: fn() },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 2, 3: necessary always on; the toggles start off; submit saves the toggles and closes. */
export const SaveToggles: Story = {
  play: async ({ args }) => {
    const dialog = await modal();
    const necessary = toggle(dialog, 'Strictly necessary');
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(necessary).toHaveAccessibleDescription(
      'Needed for signing in, security and the basic functions of the site. They cannot be switched off.',
    );
    await expect(within(dialog).getByText('Always active')).toBeInTheDocument();
    for (const name of ['Functional', 'Targeting', 'Performance']) {
      await expect(toggle(dialog, name)).not.toBeChecked();
    }
    await userEvent.click(toggle(dialog, 'Functional'));
    await userEvent.click(toggle(dialog, 'Performance'));
    await expect(toggle(dialog, 'Functional')).toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      functional: true,
      targeting: false,
      performance: true,
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** spec 2: reject all saves every optional category false and closes, whatever the toggles say. */
export const RejectAll: Story = {
  args: { initial: { functional: true, targeting: true, performance: false } },
  play: async ({ args }) => {
    const dialog = await modal();
    // the toggles start from the stored consent
    await expect(toggle(dialog, 'Functional')).toBeChecked();
    await expect(toggle(dialog, 'Targeting')).toBeChecked();
    await expect(toggle(dialog, 'Performance')).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      functional: false,
      targeting: false,
      performance: false,
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** spec 2: accept all saves all three true. */
export const AcceptAll: Story = {
  play: async ({ args }) => {
    const dialog = await modal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      functional: true,
      targeting: true,
      performance: true,
    });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** spec 2: the policy link asks for the policy page and closes the modal, saving nothing. */
export const PolicyLink: Story = {
  play: async ({ args }) => {
    const dialog = await modal();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Read our cookie policy' }));
    await expect(args.onOpenPolicy).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A save that takes a while: the pressed button shows saving, everything else waits. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ args }) => {
    const dialog = await modal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    await expect(
      await within(dialog).findByRole('button', { name: 'Loading… Accept all' }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Reject all' })).toBeDisabled();
    await expect(toggle(dialog, 'Functional')).toBeDisabled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await announcerCleared();
  },
};

/** A failed save keeps the modal open with an error, and a new attempt is possible. */
export const SaveFailed: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('storage full'))) },
  play: async ({ args }) => {
    const dialog = await modal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject all' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your preferences could not be saved. Please try again.',
    );
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await announcerCleared();
  },
};

/**
 * One dialog at a time, as the app shows them on a first visit: the startup overlay
 * (its checks passed, so it closes by itself after the ready beat), and only then the cookie
 * modal, which has focus and answers to the keyboard.
 */
function FirstVisit(props: CookieConsentProps) {
  const [overlay, setOverlay] = useState(true);
  const [cookies, setCookies] = useState(true);
  return overlay ? (
    <StartupOverlay
      autoClose
      readyBeatMs={300}
      checks={Object.fromEntries(BOOT_CHECKS.map((c) => [c, 'done']))}
      avgLatency={80}
      onClose={() => setOverlay(false)}
    />
  ) : (
    <CookieConsent {...props} isOpen={cookies} onOpenChange={setCookies} />
  );
}

export const AfterStartupOverlay: Story = {
  render: (args) => <FirstVisit {...args} />,
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Preparing your session' });
    await expect(screen.queryByRole('dialog', { name: 'Cookie preferences' })).toBeNull();
    const dialog = await modal();
    await expect(screen.queryByRole('dialog', { name: 'Preparing your session' })).toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const accept = within(dialog).getByRole('button', { name: 'Accept all' });
    for (let i = 0; i < 15 && document.activeElement !== accept; i += 1) await userEvent.tab();
    await expect(accept).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSave).toHaveBeenCalledWith({
      functional: true,
      targeting: true,
      performance: true,
    });
  },
};
