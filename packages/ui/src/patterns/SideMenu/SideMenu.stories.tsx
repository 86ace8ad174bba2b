import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { menuItemsById, settingsMenuItems } from '../../storybook/menus';
import { settledDrawer } from '../../storybook/overlays';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'Patterns/SideMenu',
  component: SideMenu,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    user: { username: 'ada88', full_name: 'Ada Lovelace', avatar: null },
    items: settingsMenuItems,
    onSelect: fn(),
    onChangeAvatar: fn(),
    values: { language: 'English' },
  },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => settledDrawer('Menu');

/**
 * 40 % wide, the user's name (full name, then username), the items in order (labels by i18n key:
 * 'Nominees', the product's one name); a value at an entry's end by id; a choice reports the item
 * and closes the drawer.
 */
export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const d = await drawer();
    await expect(d.getBoundingClientRect().width).toBeCloseTo(window.innerWidth * 0.4, 0);
    await expect(within(d).getByText('Ada Lovelace')).toBeVisible();
    await expect(within(d).getByText('ada88')).toBeVisible();
    const nav = within(d).getByRole('navigation', { name: 'Settings' });
    const entries = within(nav).getAllByRole('button');
    await expect(entries.map((b) => b.getAttribute('data-item'))).toEqual([
      'security',
      'pin',
      'password',
      'banking',
      'nominees',
      'support',
      'language',
      'connection',
    ]);
    await expect(within(nav).getByRole('button', { name: 'Nominees' })).toBeVisible();
    await expect(
      within(nav).getByRole('button', { name: /^Appearance and language/ }),
    ).toHaveTextContent('English');
    await userEvent.click(within(nav).getByRole('button', { name: 'Set PIN' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'pin', href: '#/pin' }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Log out (`tone: 'danger'`) is set apart from the settings entries and reports its item. */
export const Logout: Story = {
  play: async ({ args, userEvent }) => {
    const d = await drawer();
    const nav = within(d).getByRole('navigation', { name: 'Settings' });
    const logout = within(d).getByRole('button', { name: 'Log out' });
    await expect(nav).not.toContainElement(logout);
    await userEvent.click(logout);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'logout', tone: 'danger' }),
    );
  },
};

/** The avatar is the "Change profile picture" button. */
export const ChangeAvatar: Story = {
  play: async ({ args, userEvent }) => {
    const d = await drawer();
    await userEvent.click(within(d).getByRole('button', { name: 'Change profile picture' }));
    await expect(args.onChangeAvatar).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/**
 * A phone: full width. No full name yet: the username is the name. `items` limits the entries
 * (here without log out); without `onChangeAvatar` the avatar is only a picture.
 */
export const MobileUsernameOnly: Story = {
  args: {
    user: { username: 'ada88', full_name: null, avatar: null },
    items: menuItemsById('language', 'connection', 'support'),
    onChangeAvatar: undefined,
  },
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    const d = await drawer();
    await expect(window.innerWidth).toBeLessThan(768);
    await expect(d.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(d).getByText('ada88')).toBeVisible();
    await expect(within(d).getByRole('img', { name: 'ada88' })).toBeVisible();
    await expect(within(d).queryByRole('button', { name: 'Change profile picture' })).toBeNull();
    await expect(within(d).queryByRole('button', { name: 'Log out' })).toBeNull();
    const nav = within(d).getByRole('navigation', { name: 'Settings' });
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Appearance and language' + 'English', 'Test connection', 'Customer service']);
  },
};
