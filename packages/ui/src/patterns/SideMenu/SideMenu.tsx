import { DRAWER_WIDTHS, displayName, type User } from '@invest/domain';
import { Button as AriaButton } from 'react-aria-components';
import { cn, focusRing } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../primitives/Avatar';
import { Drawer } from '../../primitives/Drawer';
import { menuIcons, useMenuLabel, type MenuEntry } from '../AppShell/menuEntry';
import { CameraIcon, ChevronIcon } from '../AppShell/shellIcons';

/** The id of a side menu entry (the app's `MenuEntry.id`). */
export type SideMenuItemId = string;
export interface SideMenuProps {
  /** Whether the drawer is open (controlled). */
  isOpen?: boolean;
  /** Whether the drawer starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (also after a choice, which closes it). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The user in the header: name by the spec 3 rule (full name, else username, else "Guest"). */
  user?: Pick<User, 'username' | 'full_name' | 'avatar'> | null;
  /**
   * The entries (spec 2 Profile and settings menu), in this order; `tone: 'danger'` entries
   * (log out) come last, set apart.
   */
  items: readonly MenuEntry[];
  /** Called with the chosen entry; the drawer then closes. */
  onSelect: (item: MenuEntry) => void;
  /** Makes the avatar a "Change profile picture" button (the avatar upload modal). */
  onChangeAvatar?: () => void;
  /** A value shown at the end of an entry, by the entry's id (e.g. the current language). */
  values?: Readonly<Record<string, string | undefined>>;
}

// merged where it is used (with each row's colour), not when the module loads
const rowBase = [
  'flex w-full cursor-default items-center gap-3 rounded-md px-3 py-2.5 text-start text-sm data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken',
  focusRing,
];

/**
 * The side menu (spec 2 Modals and drawers, Profile and settings menu): a drawer from the
 * right, 40 % wide (full width below 768 px), with the user's avatar and name, the settings
 * entries, and log out set apart. Each entry reports `onSelect(item)`.
 */
export function SideMenu({
  isOpen,
  defaultOpen,
  onOpenChange,
  user,
  items,
  onSelect,
  onChangeAvatar,
  values = {},
}: SideMenuProps) {
  const t = useT('shell');
  const label = useMenuLabel();
  const common = useT('common');
  const shown = displayName(user);
  const name = shown.kind === 'name' ? shown.name : common('guest');
  const avatar = <Avatar name={name} src={user?.avatar ?? undefined} size="lg" />;
  const entries = items.filter((item) => item.tone !== 'danger');
  const apart = items.filter((item) => item.tone === 'danger');

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
        const choose = (item: MenuEntry) => {
          onSelect(item);
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
                {entries.map((item) => {
                  const Icon = menuIcons[item.icon];
                  const value = values[item.id];
                  return (
                    <li key={item.id}>
                      <AriaButton
                        onPress={() => choose(item)}
                        data-item={item.id}
                        className={cn(rowBase, 'text-fg')}
                      >
                        <Icon className="size-5 shrink-0 text-fg-muted" />
                        <span className="flex-1">{label(item)}</span>
                        {value && <span className="text-fg-muted">{value}</span>}
                        <ChevronIcon className="size-4 shrink-0 text-fg-muted rtl:rotate-180" />
                      </AriaButton>
                    </li>
                  );
                })}
              </ul>
            </nav>

            {apart.length > 0 && (
              <div className="border-t border-border pt-3">
                {apart.map((item) => {
                  const Icon = menuIcons[item.icon];
                  return (
                    <AriaButton
                      key={item.id}
                      onPress={() => choose(item)}
                      data-item={item.id}
                      className={cn(rowBase, 'font-medium text-negative')}
                    >
                      <Icon className="size-5 shrink-0" />
                      <span className="flex-1">{label(item)}</span>
                    </AriaButton>
                  );
                })}
              </div>
            )}
          </div>
        );
      }}
    </Drawer>
  );
}
