import { useId, useRef, type ComponentType, type ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { Brand } from '../Brand/Brand';
import { useT } from '../../lib/i18n';
import { useMenuLabel, type MenuEntry } from './menuEntry';
import { focusRingAny } from '../../lib/focusRing';
import { BottomNav } from './BottomNav';
import { HeaderActions } from './HeaderActions';
import { useSearchShortcut } from './searchShortcut';

/** The id of a destination of the main navigation (the app's `MenuEntry.id`). */
export type AppNavItemId = string;

/** One destination of the main navigation (spec 2 Navigation): a menu entry that is a link. */
export interface AppNavItem extends MenuEntry {
  /** The link target, from the app's route table (`ui` knows no paths). */
  href: string;
}

/** What the shell passes to `LinkComponent` for each link it renders. */
export interface AppShellLinkProps {
  /** The destination's `href` from `AppNavItem`. */
  href: string;
  /** The shell's classes for the link: pass them to the rendered anchor. */
  className?: string;
  /** `'page'` on the link of the current destination. */
  'aria-current'?: 'page';
  /** The link's icon and label. */
  children: ReactNode;
}

/** The user shown in the header's avatar button. */
export interface AppShellUser {
  /** The display name (spec 3: full name, else username); without it, "Guest". */
  name?: string;
  /** Avatar image address. */
  avatar?: string | null;
}

export interface AppShellProps {
  /** The app name (spec 2: from system settings, fallback 'App'), shown as the brand. */
  appName: string;
  /** Logo image address (tenant setting `web_logo`), shown before the app name instead of the default mark. */
  logoSrc?: string;
  /** Makes the brand a link (usually the dashboard's address). */
  brandHref?: string;
  /** The main navigation's links, in display order (spec 2: the order differs between sources). */
  navItems: readonly AppNavItem[];
  /** The destination the user is on: its links get `aria-current="page"`. */
  activeItem?: AppNavItemId;
  /**
   * Renders the navigation and brand links, e.g. a router's link. By default a react-aria
   * `Link`, which routes on the client inside react-aria's `RouterProvider`.
   */
  LinkComponent?: ComponentType<AppShellLinkProps>;
  /** A signed-in client: shows the message centre and avatar buttons instead of "Log in". */
  isAuthenticated: boolean;
  /** The signed-in user, for the avatar button. */
  user?: AppShellUser;
  /** Unread messages, shown as a badge on the message centre button. @default 0 */
  unreadCount?: number;
  /** Show the Mac shortcut (⌘K) and listen for Cmd+K instead of Ctrl+K. @default false */
  isMac?: boolean;
  /** Opens the symbol search: the header button, Cmd+K (Mac) or Ctrl+K (elsewhere). */
  onOpenSearch?: () => void;
  /** Opens the message centre drawer (authenticated only). */
  onOpenMessages?: () => void;
  /** Opens the side menu drawer (the avatar button). */
  onOpenMenu?: () => void;
  /** The guest's "Log in" button; without it none (the login page itself needs none). */
  onLogin?: () => void;
  /** The footer, e.g. `SiteFooter` (it brings its own `contentinfo` landmark). */
  footer?: ReactNode;
  /** The page, rendered in the `main` landmark. */
  children?: ReactNode;
  /** Extra classes for the root element. */
  className?: string;
}

function DefaultLink(props: AppShellLinkProps) {
  return <AriaLink {...props} />;
}

// react-aria links mark focus with data attributes, other link components with :focus-visible
const linkFocus = focusRingAny;

/**
 * The application frame (spec 2 Navigation, Header and footer): a skip link, the header
 * (`banner`) with brand, desktop navigation, symbol search, message centre and avatar buttons
 * (or "Log in"), the page in `main`, the footer, and below 768 px a bottom navigation bar.
 * Routing, data and drawers stay with the app: the shell reports intent through callbacks.
 */
export function AppShell({
  appName,
  logoSrc,
  brandHref,
  navItems,
  activeItem,
  LinkComponent = DefaultLink,
  isAuthenticated,
  user,
  unreadCount = 0,
  isMac = false,
  onOpenSearch,
  onOpenMessages,
  onOpenMenu,
  onLogin,
  footer,
  children,
  className,
}: AppShellProps) {
  const t = useT('shell');
  const label = useMenuLabel();
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);

  useSearchShortcut(isMac, onOpenSearch);

  const current = (id: AppNavItemId) => (id === activeItem ? ('page' as const) : undefined);

  // The tenant's logo or the designed default mark, and the wordmark
  const brand = <Brand appName={appName} logoSrc={logoSrc} />;

  return (
    <div
      data-slot="app-shell"
      className={cn('flex min-h-dvh flex-col bg-background pb-16 text-fg md:pb-0', className)}
    >
      <a
        href={`#${mainId}`}
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
        className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-fg focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:outline-2 focus:outline-offset-2 focus:outline-focus focus:outline-solid"
      >
        {t('skipToContent')}
      </a>

      <header
        data-slot="header"
        className="sticky top-0 z-40 border-b border-border bg-surface text-fg"
      >
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 md:gap-4 md:px-6">
          {brandHref ? (
            <LinkComponent
              href={brandHref}
              className={cn('flex min-w-0 items-center gap-2 rounded-md', linkFocus)}
            >
              {brand}
            </LinkComponent>
          ) : (
            <div className="flex min-w-0 items-center gap-2">{brand}</div>
          )}

          <nav aria-label={t('nav.label')} data-slot="top-nav" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {navItems.map(({ id, href, ...item }) => (
                <li key={id}>
                  <LinkComponent
                    href={href}
                    aria-current={current(id)}
                    className={cn(
                      'relative flex h-14 items-center px-3 text-sm font-medium text-fg-muted no-underline data-[hovered]:text-fg',
                      // the current page: bold text and an underline bar, not colour alone
                      'aria-[current=page]:font-semibold aria-[current=page]:text-fg aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-2 aria-[current=page]:after:bottom-0 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-primary',
                      linkFocus,
                    )}
                  >
                    {label(item)}
                  </LinkComponent>
                </li>
              ))}
            </ul>
          </nav>

          <HeaderActions
            isAuthenticated={isAuthenticated}
            user={user}
            unreadCount={unreadCount}
            isMac={isMac}
            onOpenSearch={onOpenSearch}
            onOpenMessages={onOpenMessages}
            onOpenMenu={onOpenMenu}
            onLogin={onLogin}
          />
        </div>
      </header>

      <main
        id={mainId}
        ref={mainRef}
        tabIndex={-1}
        data-slot="main"
        // sticky-footer layout: the shell is at least one viewport tall and main takes the rest, so
        // the footer follows the content (no viewport-tall gap above it on a short page) and sits at
        // the bottom of the window when the page is shorter than it
        className="w-full flex-1 outline-none"
      >
        {children}
      </main>

      {footer}

      {/* spec 2: below the 768 px breakpoint the main navigation is a bottom bar */}
      <BottomNav navItems={navItems} activeItem={activeItem} LinkComponent={LinkComponent} />
    </div>
  );
}
