// The app's start: profile, client and session (spec 7), texts in the user's locale, the theme
// before the first paint, the router with the navigation guard (spec 4), then render.
import './styles.css';
import { yieldToBrowser } from '@invest/api';
import { toastQueue } from '@invest/ui/Toast';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createGuard } from './app/guard';
import { guardSession } from './app/guardSession';
import { initI18n } from './app/i18n';
import { applyTheme, initialLocale, showUpColor, storedTheme } from './app/prefs';
import { createServices } from './app/services';
import { preloadFirstDialog } from './layout/overlayHosts';
import { cookieChoiceDue } from './layout/overlayRules';
import { RootLayout } from './layout/RootLayout';
import { createAppRouter } from './router';

/** What #root holds once a page has rendered (AppShell's main landmark with content). */
const PAGE_RENDERED = '[data-slot="main"] > *';
/** The app's cookie modal (CookieConsent), open, which takes the place of the frame's notice. */
const COOKIE_MODAL_RENDERED = 'dialog[open] [data-slot="cookie-consent"]';
/** Never leave the static paint up longer than this, whatever happens. */
const BOOT_SHELL_MAX_MS = 15_000;

/**
 * Index.html paints a static frame of the shell (#boot-shell) before any
 * script runs; it goes once the first page has rendered under it, or at once if the start fails
 * (the error then shows). It is fixed over the page, so its removal shifts nothing. On a first
 * visit it also shows the cookie choice's notice (scripts/boot-notice.mjs): then it stays until
 * the app's own cookie modal has opened over it, so the notice never blinks out and back.
 */
function removeBootShellWhenRendered(root: HTMLElement) {
  const shell = document.getElementById('boot-shell');
  if (!shell) return;
  const withNotice = 'bootCookie' in document.documentElement.dataset && cookieChoiceDue();
  const observer = new MutationObserver(() => {
    if (!root.querySelector(PAGE_RENDERED)) return;
    if (withNotice && !root.querySelector(COOKIE_MODAL_RENDERED)) return;
    remove();
  });
  function remove() {
    observer.disconnect();
    clearTimeout(timer);
    // one more frame, so the page under it has painted
    requestAnimationFrame(() => shell?.remove());
  }
  const timer = setTimeout(remove, BOOT_SHELL_MAX_MS);
  // the modal opens (its `open` attribute) after the commit that renders it
  observer.observe(root, { childList: true, subtree: true, attributeFilter: ['open'] });
}

async function start() {
  // the modules' evaluation was one task; the start's own work begins in the next
  await yieldToBrowser();
  // public/theme-init.js applied the stored theme and its toolbar colour before the first paint
  applyTheme(storedTheme() ?? 'stand');
  // a first visit's first dialog (the cookie choice) loads in parallel with the route's page
  preloadFirstDialog();
  const locale = initialLocale();
  showUpColor(locale);
  const services = createServices();
  const i18n = await initI18n(locale);
  const guard = createGuard(guardSession(services.session, services.cache), {
    onLoginPrompt: () =>
      toastQueue.add({ title: i18n.t('web:toasts.loginRequired'), tone: 'info' }),
    // spec 4 step 6 / spec 8: guard and router errors are only logged
    onError: (error) => console.error('navigation guard', error),
  });
  await yieldToBrowser();
  const router = createAppRouter(guard, RootLayout);
  // spec 4 step 6: the previous route is remembered after each navigation
  const remember = () => {
    const { location, navigation, initialized } = router.state;
    // only settled navigations: the first one settles when its loaders (the guard) are done
    if (initialized && navigation.state === 'idle') {
      guard.completed(location.pathname + location.search + location.hash);
    }
  };
  router.subscribe(remember);
  remember();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  removeBootShellWhenRendered(root);
  await yieldToBrowser();
  // the first render as a transition: React renders the shell, the page and the first dialog in
  // slices of a few milliseconds, with the browser's turn between them, instead of in one task a
  // phone spends a few hundred milliseconds on (#boot-shell's static paint shows meanwhile)
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(<App services={services} i18n={i18n} router={router} guard={guard} />),
  );
}

start().catch((error: unknown) => {
  document.getElementById('boot-shell')?.remove();
  throw error;
});
