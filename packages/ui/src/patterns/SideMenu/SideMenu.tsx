import { DRAWER_WIDTHS, displayName, type User } from '@invest/domain';
import type { ComponentType } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn, focusRing } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../primitives/Avatar';
import { Drawer } from '../../primitives/Drawer';
import {
  BankIcon,
  CameraIcon,
  ChevronIcon,
  GlobeIcon,
  HeadsetIcon,
  KeyIcon,
  KeypadIcon,
  LogoutIcon,
  PeopleIcon,
  PulseIcon,
  ShieldIcon,
} from '../AppShell/shellIcons';

/** spec 2 Profile and settings menu: its entries, in order; `logout` comes last, set apart. */
export const sideMenuItemIds = [
  'security',
  'setPin',
  'changePassword',
  'banking',
  'beneficiary',
  'customerService',
  'changeLanguage',
  'testConnection',
  'logout',
] as const;
export type SideMenuItemId = (typeof sideMenuItemIds)[number];

const icons: Record<SideMenuItemId, ComponentType<{ className?: string }>> = {
  security: ShieldIcon,
  setPin: KeypadIcon,
  changePassword: KeyIcon,
  banking: BankIcon,
  beneficiary: PeopleIcon,
  customerService: HeadsetIcon,
  changeLanguage: GlobeIcon,
  testConnection: PulseIcon,
  logout: LogoutIcon,
};

export interface SideMenuProps {
  /** Whether the drawer is open (controlled). */
  isOpen?: boolean;
  /** Whether the drawer starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (also after a choice, which closes it). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The user in the header: name by the spec 3 rule (full name, else username, else "Guest"). */
  user?: Pick<User, 'username' | 'full_name' | 'avatar'> | null;
  /** The entries to show, in this order. @default all of `sideMenuItemIds` */
  items?: readonly SideMenuItemId[];
  /** Called with the chosen entry; the drawer then closes. */
  onSelect: (item: SideMenuItemId) => void;
  /** Makes the avatar a "Change profile picture" button (the avatar upload modal). */
  onChangeAvatar?: () => void;
  /** The current language's name, shown beside "Change language". */
  currentLanguage?: string;
}

const rowBase = cn(
  'flex w-full cursor-default items-center gap-3 rounded-md px-3 py-2.5 text-start text-sm data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken',
  focusRing,
);

/**
 * The side menu (spec 2 Modals and drawers, Profile and settings menu): a drawer from the
 * right, 40 % wide (full width below 768 px), with the user's avatar and name, the settings
 * entries, and log out set apart. Each entry reports `onSelect(id)`.
 */
export function SideMenu({
  isOpen,
  defaultOpen,
  onOpenChange,
  user,
  items = sideMenuItemIds,
  onSelect,
  onChangeAvatar,
  currentLanguage,
}: SideMenuProps) {
  const t = useT('shell');
  const common = useT('common');
  const shown = displayName(user);
  const name = shown.kind === 'name' ? shown.name : common('guest');
  const avatar = <Avatar name={name} src={user?.avatar ?? undefined} size="lg" />;
  const entries = items.filter((id) => id !== 'logout');

  return (
    <Drawer
      title={t('menu.title')}
      width={DRAWER_WIDTHS.menu}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-slot="side-menu"
    >
      {({ close }) => {
        const choose = (id: SideMenuItemId) => {
          onSelect(id);
          close();
        };
        return (
          <div className="flex flex-col gap-4">
            <div data-slot="user" className="flex items-center gap-3">
              {onChangeAvatar ? (
                <AriaButton
                  onPress={onChangeAvatar}
                  className={cn('relative shrink-0 rounded-full', focusRing)}
                >
                  {/* named by its text, not by the initials it shows (WCAG 2.5.3) */}
                  <span className="sr-only">{t('menu.changeAvatar')}</span>
                  <span aria-hidden="true" className="flex">
                    {avatar}
                  </span>
                  <span className="absolute -end-0.5 -bottom-0.5 flex size-6 items-center justify-center rounded-full border border-border bg-surface text-fg">
                    <CameraIcon className="size-3.5" />
                  </span>
                </AriaButton>
              ) : (
                avatar
              )}
              <div className="flex min-w-0 flex-col">
                <span className="truncate text-base font-semibold text-fg">{name}</span>
                {user?.full_name?.trim() && user.username && (
                  <span className="truncate text-sm text-fg-muted">{user.username}</span>
                )}
              </div>
            </div>

            <nav aria-label={t('menu.settings')}>
              <ul className="flex flex-col">
                {entries.map((id) => {
                  const Icon = icons[id];
                  return (
                    <li key={id}>
                      <AriaButton
                        onPress={() => choose(id)}
                        data-item={id}
                        className={cn(rowBase, 'text-fg')}
                      >
                        <Icon className="size-5 shrink-0 text-fg-muted" />
                        <span className="flex-1">{t(`menu.item.${id}`)}</span>
                        {id === 'changeLanguage' && currentLanguage && (
                          <span className="text-fg-muted">{currentLanguage}</span>
                        )}
                        <ChevronIcon className="size-4 shrink-0 text-fg-muted rtl:rotate-180" />
                      </AriaButton>
                    </li>
                  );
                })}
              </ul>
            </nav>

            {items.includes('logout') && (
              <div className="border-t border-border pt-3">
                <AriaButton
                  onPress={() => choose('logout')}
                  data-item="logout"
                  className={cn(rowBase, 'font-medium text-negative')}
                >
                  <LogoutIcon className="size-5 shrink-0" />
                  <span className="flex-1">{t('menu.item.logout')}</span>
                </AriaButton>
              </div>
            )}
          </div>
        );
      }}
    </Drawer>
  );
}
