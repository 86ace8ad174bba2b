import { Button as AriaButton } from 'react-aria-components';
import { cn, focusRing } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import type { AppShellProps } from './AppShell';
import { BellIcon, SearchIcon } from './shellIcons';

/** Key caps are printed as on the keyboard, not translated; assistive technology skips them. */
const SHORTCUT_HINT = { mac: '⌘K', other: 'Ctrl K' } as const;

/** Unread counts above this show as "99+". */
const MAX_BADGE_COUNT = 99;

/**
 * The header's end (spec 2 Header and footer): the symbol search button with its shortcut, and
 * the message centre and avatar buttons of a signed-in client, or a guest's "Log in".
 */
export function HeaderActions({
  isAuthenticated,
  user,
  unreadCount = 0,
  isMac = false,
  onOpenSearch,
  onOpenMessages,
  onOpenMenu,
  onLogin,
}: Pick<
  AppShellProps,
  | 'isAuthenticated'
  | 'user'
  | 'unreadCount'
  | 'isMac'
  | 'onOpenSearch'
  | 'onOpenMessages'
  | 'onOpenMenu'
  | 'onLogin'
>) {
  const t = useT('shell');
  const badge = unreadCount > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : String(unreadCount);
  return (
    <div className="ms-auto flex items-center gap-1 md:gap-2">
      <AriaButton
        onPress={onOpenSearch}
        data-slot="search-trigger"
        className={cn(
          'flex h-9 items-center gap-2 rounded-md border border-border-strong bg-surface px-2.5 text-sm text-fg-muted data-[hovered]:bg-surface-sunken data-[hovered]:text-fg',
          focusRing,
        )}
      >
        <SearchIcon className="size-4" />
        <span className="max-md:sr-only">{t('header.search')}</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-border bg-surface-sunken px-1.5 font-sans text-xs text-fg-muted md:inline"
        >
          {isMac ? SHORTCUT_HINT.mac : SHORTCUT_HINT.other}
        </kbd>
      </AriaButton>

      {isAuthenticated ? (
        <>
          <IconButton
            variant="ghost"
            label={
              unreadCount > 0
                ? t('header.messagesUnread', { count: unreadCount })
                : t('header.messages')
            }
            onPress={onOpenMessages}
            className="relative"
          >
            <BellIcon />
            {unreadCount > 0 && (
              <span
                data-slot="unread-badge"
                className="absolute -end-0.5 -top-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-negative px-1 text-[0.6875rem] leading-none font-semibold text-negative-fg"
              >
                {badge}
              </span>
            )}
          </IconButton>
          <AriaButton
            onPress={onOpenMenu}
            data-slot="avatar-trigger"
            className={cn('rounded-full', focusRing)}
          >
            {/* named by its text, not by the initials it shows (WCAG 2.5.3) */}
            <span className="sr-only">{t('header.accountMenu')}</span>
            <span aria-hidden="true" className="flex">
              <Avatar name={user?.name} src={user?.avatar ?? undefined} size="sm" />
            </span>
          </AriaButton>
        </>
      ) : (
        onLogin && (
          <Button size="sm" onPress={onLogin}>
            {t('header.logIn')}
          </Button>
        )
      )}
    </div>
  );
}
