import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { menuItemsById, settingsMenuItems } from '../../storybook/menus';
import { ProfileView } from './ProfileView';

const meta = {
  title: 'Views/ProfileView',
  component: ProfileView,
  args: {
    user: { username: 'asha.v', full_name: 'Asha Verma', mobile: '+919876543210' },
    kycStatus: 'approved',
    vip: 3,
    score: 712,
    menu: settingsMenuItems,
    onSelect: fn(),
    onAvatarUpload: fn(),
  },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Name, username, mobile, KYC badge, VIP level, score band; the menu shows the items it is given
 * (labels by i18n key: one name, 'Nominees', across the product) and reports the chosen item.
 */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
    await expect(canvas.getByText('+919876543210')).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getByText('Level 3')).toBeVisible();
    // spec 3: 712 is in the 'good' band
    await expect(canvas.getByText('712 (Good)')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Settings' });
    const entries = within(nav).getAllByRole('button');
    await expect(entries.map((b) => b.textContent)).toEqual([
      'Security',
      'Set PIN',
      'Change password',
      'Bank accounts',
      'Nominees',
      'Customer service',
      'Appearance and language',
      'Test connection',
      'Log out',
    ]);
    await userEvent.click(within(nav).getByRole('button', { name: 'Set PIN' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'pin', href: '#/pin' }),
    );
    await userEvent.click(within(nav).getByRole('button', { name: 'Log out' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 'logout', tone: 'danger' }),
    );
    await expect(entries.map((b) => b.getAttribute('data-menu-id'))).toEqual(
      settingsMenuItems.map((item) => item.id),
    );
  },
};

/** spec 2: the avatar opens the avatar upload modal. */
export const AvatarOpensUpload: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change profile picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change profile picture' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Choose image' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A brand-new client has no credit history: score 0 on the wire (the score every client starts
 * with) is "Not rated yet" with what builds a score, never "0 (Poor)".
 */
export const NoScoreHistory: Story = {
  args: { score: 0, vip: 0, kycStatus: 'unverified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not rated yet')).toBeVisible();
    await expect(canvas.getByText(/builds your score/)).toBeVisible();
    await expect(canvas.queryByText(/Poor/)).toBeNull();
    await expect(canvas.queryByText(/^0 \(/)).toBeNull();
  },
};

/** A new client: no name yet, KYC not done, a poor score, a shorter menu, no avatar upload. */
export const NewClient: Story = {
  args: {
    user: { username: 'user1029' },
    kycStatus: 'unverified',
    vip: 0,
    score: 520,
    // the menu is open: any items, any labels (an i18n key or a translated text)
    menu: [
      ...menuItemsById('security', 'pin'),
      { id: 'faq', label: 'Questions and answers', icon: 'headset', href: '#/faq' },
      ...menuItemsById('logout'),
    ],
    onAvatarUpload: undefined,
  },
  play: async ({ canvas }) => {
    // spec 3: the display name falls back to the username
    await expect(canvas.getByRole('heading', { level: 1, name: 'user1029' })).toBeVisible();
    await expect(canvas.getByText('Not verified')).toBeVisible();
    await expect(canvas.getByText('520 (Poor)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change profile picture' })).toBeNull();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Settings' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Security', 'Set PIN', 'Questions and answers', 'Log out']);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading content');
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Settings' })).toBeVisible();
  },
};
