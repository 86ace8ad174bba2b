// The layout of every page (spec 2 'Navigation', 'Header and footer', 'Modals and drawers'):
// composition only; the parts are @invest/ui patterns, the data @invest/api hooks.
// One dialog at a time (the cookie modal, then the startup overlay, then anything
// else), each loaded when first needed.
import {
  useAppSettings,
  useClientInfo,
  useMessages,
  useSessionSnapshot,
  useUploadedImageSrc,
} from '@invest/api/hooks';
import {
  LOGIN_ROUTE,
  REDIRECT_QUERY_PARAM,
  REGISTER_ROUTE,
  displayName,
  safeRedirectTarget,
} from '@invest/domain';
import { useLocale } from '@invest/ui';
import { AppShell } from '@invest/ui/AppShell';
import { PageLoadBar } from '@invest/ui/PageLoadBar';
import { toastQueue } from '@invest/ui/Toast';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { LayoutContext, useApp, type LayoutActions } from '../app/context';
import { ensureNamespaces } from '../app/i18n';
import { lazyComponent } from '../app/lazyComponent';
import { useMenuSelect } from '../app/menuSelect';
import { useRouteFocus } from '../app/routeFocus';
import { useScrollRule } from '../app/scroll';
import { navItems } from '../menus';
import { hrefs, paths } from '../paths';
import { loadCookieHost, loadStartupHost, useStartupHandoff } from './overlayHosts';
import { bootOverlayDue, cookieChoiceDue } from './overlayRules';
import { LayoutFooter } from './LayoutFooter';
import { RouterLink } from './RouterLink';
import {
  useDelayedNavigationProgress,
  usePageTitle,
  useServerTheme,
  useSwipeBack,
} from './useLayoutRules';
import { usePageAfterShell } from './usePageAfterShell';
import { useSessionEvents } from './useSessionEvents';

// spec 9: each loads when first needed, with the lazy component's delay and timeout; what opens
// on the user's demand says "Loading…" over the page after 150 ms (it is an overlay: nothing in
// the page stands in for it), what opens by itself shows nothing while it loads
const quiet = { fallback: null, placement: 'floating' } as const;
const onDemand = { placement: 'floating' } as const;
// the cookie host loads with the entry on a first visit, the overlay's when the visitor reaches
// for the cookie choice (overlayHosts.ts); else each when first needed
const StartupHost = lazyComponent(loadStartupHost, quiet);
const CookieHost = lazyComponent(loadCookieHost, quiet);
// with the watchlist's texts: each result has a watchlist star
const SearchPanel = lazyComponent(
  async () => (await Promise.all([import('./SearchPanel'), ensureNamespaces(['watchlist'])]))[0],
  onDemand,
);
const MessagesPanel = lazyComponent(() => import('./MessagesPanel'), onDemand);
const MenuPanel = lazyComponent(() => import('./MenuPanel'), onDemand);
// the chat's texts come with it (a namespace no other screen needs)
const SupportHost = lazyComponent(async () => {
  const [host] = await Promise.all([import('./SupportHost'), ensureNamespaces(['chat'])]);
  return host;
}, onDemand);
const ToastHost = lazyComponent(() => import('./ToastHost'), quiet);
// Each answer of the layout's reads (settings, the client, messages) renders the layout again in
// one task that React does not slice (a store's update); the shell, its header and footer are
// rendered again only when what they show changed, so every prop given to it is kept stable
const Shell = memo(AppShell);

/** True from the first toast on: the region's code loads then, and stays (its exit animations). */
function useToastsShown(): boolean {
  const [shown, setShown] = useState(() => toastQueue.visibleToasts.length > 0);
  useEffect(() => {
    if (shown) return undefined;
    const check = () => {
      if (toastQueue.visibleToasts.length > 0) setShown(true);
    };
    check();
    return toastQueue.subscribe(check);
  }, [shown]);
  return shown;
}

type Panel = 'search' | 'messages' | 'menu' | 'support';

/** Whether `path` is the route or a page under it ('/login', '/login/...'). */
const isUnderRoute = (path: string, route: string) =>
  path === route || path.startsWith(`${route}/`);
const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function RootLayout() {
  const { services } = useApp();
  const { session } = services;
  const snapshot = useSessionSnapshot();
  const authenticated = snapshot?.auth.status === 'authenticated';
  const navigate = useNavigate();
  const location = useLocation();
  const locale = useLocale();
  const settings = useAppSettings();
  const client = useClientInfo();
  const messages = useMessages();
  // The cookie choice first, then the startup overlay, then the panels (docs/decisions/0007)
  const [cookieOpen, setCookieOpen] = useState(cookieChoiceDue);
  const [bootOpen, setBootOpen] = useState(bootOverlayDue);
  const [panel, setPanel] = useState<Panel | null>(null);
  // a panel's code loads the first time it opens, and it stays mounted (closing animations)
  const [loaded, setLoaded] = useState<ReadonlySet<Panel>>(() => new Set());
  const blocked = bootOpen || cookieOpen;
  const open = useCallback(
    (next: Panel) => {
      if (blocked) return;
      setLoaded((s) => (s.has(next) ? s : new Set(s).add(next)));
      setPanel(next);
    },
    [blocked],
  );
  const closeBoot = useCallback(() => setBootOpen(false), []);
  const { startupMounted, onStartupReady, closeCookie } = useStartupHandoff(
    cookieOpen,
    bootOpen,
    setCookieOpen,
  );
  const openCookiePreferences = useCallback(() => setCookieOpen(true), []);

  // what the pages may ask of the layout (instead of window events)
  const actions = useMemo<LayoutActions>(
    () => ({
      openSearch: () => open('search'),
      openSupport: () => open('support'),
      openCookiePreferences,
    }),
    [open, openCookiePreferences],
  );
  const onMenu = useMenuSelect(actions.openSupport);
  const openSupport = actions.openSupport;

  // while the startup overlay shows the checks' failures, no toast covers it
  const quietToasts = useRef(bootOpen);
  useEffect(() => {
    quietToasts.current = bootOpen;
  }, [bootOpen]);

  useScrollRule();
  useRouteFocus();
  useSessionEvents(session, quietToasts);
  usePageTitle(settings.data?.app_name);
  useServerTheme(settings.data?.app_template);
  useSwipeBack();
  const loading = useDelayedNavigationProgress();
  const toastsShown = useToastsShown();
  const pageShown = usePageAfterShell();

  const active = navItems.find((item) => location.pathname.startsWith(item.href))?.id;
  const user = authenticated ? client.data : undefined;
  const avatar = useUploadedImageSrc(user?.avatar);
  const shellUser = useMemo(() => {
    if (!user) return undefined;
    const name = displayName(user);
    return { name: name.kind === 'name' ? name.name : undefined, avatar };
  }, [user, avatar]);
  const menuUser = useMemo(
    () => (user ? { ...user, avatar: avatar ?? null } : null),
    [user, avatar],
  );
  const openProfile = useCallback(() => void navigate(paths.profile), [navigate]);
  const unread = useMemo(
    () => (messages.data ?? []).filter((m) => !m.read).length,
    [messages.data],
  );
  const here = location.pathname + location.search;
  // the header's "Log in": none on the login page itself; from registration, to the target the
  // page already carries (a login page as the redirect would wrap the target once more)
  const onLoginPage = isUnderRoute(location.pathname, LOGIN_ROUTE);
  const loginTarget = isUnderRoute(location.pathname, REGISTER_ROUTE)
    ? (safeRedirectTarget(new URLSearchParams(location.search).get(REDIRECT_QUERY_PARAM)) ??
      undefined)
    : here;
  const login = useCallback(() => void navigate(hrefs.login(loginTarget)), [navigate, loginTarget]);
  const openSearch = useCallback(() => open('search'), [open]);
  const openMessages = useCallback(() => open('messages'), [open]);
  const openMenu = useCallback(() => open('menu'), [open]);
  const routerNavigate = useCallback((to: string) => void navigate(to), [navigate]);
  // read once: a date format's creation is costly, and the layout renders with every answer
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const footer = useMemo(
    () => (
      <LayoutFooter
        timeZone={timeZone}
        onOpenCookiePreferences={openCookiePreferences}
        onOpenCustomerService={openSupport}
      />
    ),
    [timeZone, openCookiePreferences, openSupport],
  );
  // the page follows the router's own context, not the layout's renders
  const page = useMemo(
    () => (
      <LayoutContext.Provider value={actions}>
        <Outlet />
      </LayoutContext.Provider>
    ),
    [actions],
  );
  const panelProps = (id: Panel) => ({
    isOpen: panel === id,
    onOpenChange: (isOpen: boolean) => setPanel(isOpen ? id : null),
  });

  return (
    // react-aria links (the views' links) navigate inside the app, not by reloading
    <RouterProvider navigate={routerNavigate} useHref={useHref}>
      <PageLoadBar active={loading} />
      <Shell
        appName={settings.data?.app_name || 'Invest'}
        logoSrc={settings.data?.web_logo || undefined}
        brandHref={paths.dashboard}
        navItems={navItems}
        activeItem={active}
        LinkComponent={RouterLink}
        isAuthenticated={authenticated}
        user={shellUser}
        unreadCount={authenticated ? unread : 0}
        isMac={isMac()}
        onOpenSearch={openSearch}
        onOpenMessages={openMessages}
        onOpenMenu={openMenu}
        onLogin={onLoginPage ? undefined : login}
        footer={pageShown ? footer : undefined}
      >
        {pageShown ? page : null}
      </Shell>
      {loaded.has('search') && <SearchPanel {...panelProps('search')} />}
      {authenticated && loaded.has('messages') && (
        <MessagesPanel {...panelProps('messages')} timeZone={timeZone} />
      )}
      {loaded.has('menu') && (
        <MenuPanel
          {...panelProps('menu')}
          user={menuUser}
          onSelect={onMenu}
          onChangeAvatar={openProfile}
          currentLanguage={locale}
        />
      )}
      {/* mounted per opening: the chat decides its greeting when it opens (spec 9) */}
      {panel === 'support' && (
        <SupportHost {...panelProps('support')} userId={user?.id} timeZone={timeZone} />
      )}
      {cookieOpen && <CookieHost onClose={closeCookie} />}
      {/* mounted (closed, its checks not started) once the visitor reaches for the cookie choice,
          so that it opens in the very commit that closes the modal (overlayHosts.ts) */}
      {startupMounted && (
        <StartupHost isOpen={!cookieOpen} onClose={closeBoot} onReady={onStartupReady} />
      )}
      {toastsShown && <ToastHost />}
    </RouterProvider>
  );
}
