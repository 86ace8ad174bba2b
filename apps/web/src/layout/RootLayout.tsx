// The layout of every page (spec 2 'Navigation', 'Header and footer', 'Modals and drawers'):
// composition only; the parts are @invest/ui patterns, the data @invest/api hooks.
import {
  useAppSettings,
  useClientInfo,
  useCompany,
  useMessageDeleteAll,
  useMessageRead,
  useMessages,
  useSessionSnapshot,
} from '@invest/api/hooks';
import { displayName } from '@invest/domain';
import {
  AppShell,
  MessageCentre,
  PageLoadBar,
  SideMenu,
  SiteFooter,
  SymbolSearch,
  ToastRegion,
  useLocale,
  type AppNavItem,
  type AppNavItemId,
  type SideMenuItemId,
} from '@invest/ui';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router';
import { useApp } from '../app/context';
import { useScrollRule } from '../app/scroll';
import { useUploadedImageSrc } from '../pages/support/uploadedImage';
import { hrefs, paths } from '../paths';
import { CookieHost } from './CookieHost';
import { RouterLink } from './RouterLink';
import { StartupHost } from './StartupHost';
import { SupportChat } from './SupportChat';
import { useConnectionQuality } from './useConnectionQuality';
import {
  useDelayedNavigationProgress,
  usePageTitle,
  useServerTheme,
  useSwipeBack,
} from './useLayoutRules';
import { useSessionEvents } from './useSessionEvents';

const NAV: readonly AppNavItem[] = [
  { id: 'dashboard', href: paths.dashboard },
  { id: 'market', href: paths.market },
  { id: 'discover', href: paths.discover },
  { id: 'portfolio', href: paths.portfolio },
  { id: 'profile', href: paths.profile },
];

const MENU_TARGETS: Partial<Record<SideMenuItemId, string>> = {
  security: paths.security,
  setPin: paths.pin,
  changePassword: paths.changePassword,
  banking: paths.banking,
  beneficiary: paths.beneficiary,
  changeLanguage: paths.settings,
  testConnection: paths.test,
};

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
  const company = useCompany();
  const client = useClientInfo();
  const messages = useMessages();
  const markRead = useMessageRead();
  const deleteAll = useMessageDeleteAll();
  const latency = useConnectionQuality(services.client.baseUrl);
  const [panel, setPanel] = useState<'search' | 'messages' | 'menu' | null>(null);
  const [query, setQuery] = useState('');

  useScrollRule();
  useSessionEvents(session);
  usePageTitle(settings.data?.app_name);
  useServerTheme(settings.data?.app_template);
  useSwipeBack();
  const loading = useDelayedNavigationProgress();

  const active = NAV.find((item) => location.pathname.startsWith(item.href))?.id as
    AppNavItemId | undefined;
  const user = authenticated ? client.data : undefined;
  const name = displayName(user);
  const avatar = useUploadedImageSrc(user?.avatar);
  const unread = useMemo(
    () => (messages.data ?? []).filter((m) => !m.read).length,
    [messages.data],
  );
  const here = location.pathname + location.search;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

  const onMenu = async (item: SideMenuItemId) => {
    if (item === 'logout') {
      await session.logout();
      void navigate('/', { replace: true });
      return;
    }
    if (item === 'customerService') {
      window.dispatchEvent(new CustomEvent('invest:support-chat'));
      return;
    }
    const target = MENU_TARGETS[item];
    if (target) void navigate(target);
  };

  return (
    // react-aria links (the views' links) navigate inside the app, not by reloading
    <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <PageLoadBar active={loading} />
      <AppShell
        appName={settings.data?.app_name || 'Invest'}
        logoSrc={settings.data?.web_logo || undefined}
        brandHref={paths.dashboard}
        navItems={NAV}
        activeItem={active}
        LinkComponent={RouterLink}
        isAuthenticated={authenticated}
        user={user ? { name: name.kind === 'name' ? name.name : undefined, avatar } : undefined}
        unreadCount={authenticated ? unread : 0}
        isMac={isMac()}
        onOpenSearch={() => setPanel('search')}
        onOpenMessages={() => setPanel('messages')}
        onOpenMenu={() => setPanel('menu')}
        onLogin={() => void navigate(hrefs.login(here))}
        footer={
          <SiteFooter
            companyName={(company.data?.co_name ?? '').replace(/\.$/, '')}
            latencyMs={latency}
            locale={locale}
            timeZone={timeZone}
            language={locale}
            onOpenCookiePreferences={() =>
              window.dispatchEvent(new CustomEvent('invest:cookie-preferences'))
            }
          />
        }
      >
        <Outlet />
      </AppShell>
      <SymbolSearch
        isOpen={panel === 'search'}
        onOpenChange={(open) => setPanel(open ? 'search' : null)}
        query={query}
        onQueryChange={setQuery}
        results={[]}
        // the stock-data service arrives with the markets issue
        status={query.trim() === '' ? 'idle' : 'unavailable'}
        onSelect={(result) =>
          void navigate(hrefs.quote(result.symbol, result.market, result.country))
        }
      />
      {authenticated && (
        <MessageCentre
          isOpen={panel === 'messages'}
          onOpenChange={(open) => setPanel(open ? 'messages' : null)}
          messages={messages.data ?? []}
          status={messages.error ? 'error' : messages.data ? 'ready' : 'loading'}
          onRetry={() => void messages.mutate()}
          onMarkAllRead={() => markRead.trigger({})}
          onDeleteAll={() => deleteAll.trigger({})}
          timeZone={timeZone}
        />
      )}
      <SideMenu
        isOpen={panel === 'menu'}
        onOpenChange={(open) => setPanel(open ? 'menu' : null)}
        user={user ? { ...user, avatar: avatar ?? null } : null}
        onSelect={(item) => void onMenu(item)}
        onChangeAvatar={() => void navigate(paths.profile)}
        currentLanguage={locale}
      />
      {authenticated && user && <SupportChat userId={user.id} />}
      <CookieHost />
      <StartupHost />
      <ToastRegion />
    </RouterProvider>
  );
}
