// spec 2 'Routes': the route table with titles and access flags as route `handle`, lazy pages
// (spec 8: retried on network errors), `/` and the empty layout path to /dashboard, a 404 page.
import { DEFAULT_ROUTE, REDIRECT_QUERY_PARAM, type RouteAccess } from '@invest/domain';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { Namespace } from '@invest/i18n';
import { TOKEN_STORAGE_KEY, yieldToBrowser } from '@invest/api';
import { ensureNamespaces } from './app/i18n';
import { loadWithRetry } from './app/lazy';
import { lazyComponent } from './app/lazyComponent';
import { local, session } from './app/storage';
import type { Guard } from './app/guard';
import { paths } from './paths';

/**
 * Route metadata: the title's key in the `web` namespace and who may open the route (spec 2's
 * Access column: `auth`, `noAuth`, `public`, `any`; the guard decides by it).
 */
export interface RouteHandle {
  title?: string;
  access: RouteAccess;
}

type PageModule = { default: React.ComponentType };

/** A session may be stored in this browser (the guard checks it for real; a guest has none). */
const mayBeSignedIn = () =>
  local.get(TOKEN_STORAGE_KEY) !== null || session.get(TOKEN_STORAGE_KEY) !== null;

// a page with a form (`@invest/ui/Form`) lists `validation`: the field errors' texts are not a
// shell namespace, so the pages without one (market, quote, news, dashboard) do not fetch them
const page =
  (load: () => Promise<PageModule>, ns: readonly Namespace[], access: RouteAccess) => async () => {
    // spec 4: a guest opening a page that needs a login is sent to the login page by the guard,
    // which runs beside this. The router would fetch the page's code all the same (a third of
    // a guest's first visit to /portfolio), so for a guest it loads when the page first
    // renders, after the login, behind the lazy parts' fallback
    if (access === 'auth' && !mayBeSignedIn()) {
      return {
        Component: lazyComponent<object>(() =>
          Promise.all([load(), ensureNamespaces(ns)]).then(([m]) => m),
        ),
      };
    }
    const [module] = await Promise.all([loadWithRetry(load), ensureNamespaces(ns)]);
    return { Component: module.default };
  };

const r = (
  path: string,
  title: string,
  access: RouteAccess,
  load: () => Promise<PageModule>,
  ns: readonly Namespace[] = [],
): RouteObject => ({
  path,
  handle: { title, access } satisfies RouteHandle,
  lazy: page(load, ns, access),
});

export const pageRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(DEFAULT_ROUTE) },
  r(paths.login, 'login', 'noAuth', () => import('./pages/LoginPage'), ['auth', 'validation']),
  r(paths.register, 'register', 'any', () => import('./pages/RegisterPage'), [
    'auth',
    'validation',
  ]),
  r(paths.forgotPassword, 'forgotPassword', 'any', () => import('./pages/ForgotPasswordPage'), [
    'auth',
    'validation',
  ]),
  r(paths.kyc, 'kyc', 'auth', () => import('./pages/KycPage'), ['kyc', 'validation']),
  r(paths.dashboard, 'dashboard', 'public', () => import('./pages/DashboardPage'), [
    'pages',
    'market',
    'news',
    // the available cash beside the portfolio
    'money',
    // the IPO card
    'offerings',
    // the recommendations and exclusive offers
    'products',
  ]),
  r(paths.market, 'market', 'public', () => import('./pages/MarketPage'), ['market', 'watchlist']),
  r(paths.portfolio, 'portfolio', 'auth', () => import('./pages/PortfolioPage'), [
    'trade',
    'products',
  ]),
  r(paths.orders, 'orders', 'auth', () => import('./pages/OrdersPage'), ['trade']),
  r(paths.orderDetail, 'orderDetail', 'auth', () => import('./pages/OrderDetailPage'), ['trade']),
  r(paths.news, 'news', 'public', () => import('./pages/NewsPage'), ['news', 'market']),
  r(paths.newsDetail, 'newsDetail', 'public', () => import('./pages/NewsDetailPage'), [
    'news',
    'market',
  ]),
  r(paths.discover, 'discover', 'auth', () => import('./pages/DiscoverPage'), [
    'offerings',
    'products',
  ]),
  r(paths.productDetail, 'productDetail', 'auth', () => import('./pages/ProductDetailPage'), [
    'products',
    'validation',
  ]),
  r(paths.offeringDetail, 'offeringDetail', 'auth', () => import('./pages/OfferingDetailPage'), [
    'offerings',
    'rules',
    'validation',
  ]),
  r(paths.offeringGuide, 'offeringGuide', 'auth', () => import('./pages/OfferingGuidePage'), [
    'offerings',
  ]),
  r(paths.profile, 'profile', 'auth', () => import('./pages/ProfilePage'), ['auth', 'kyc']),
  r(paths.security, 'security', 'auth', () => import('./pages/SecurityPage'), [
    'security',
    'validation',
  ]),
  // the step-up dialog's texts are the security namespace's
  r(paths.changePassword, 'changePassword', 'auth', () => import('./pages/ChangePasswordPage'), [
    'auth',
    'security',
    'validation',
  ]),
  r(paths.pin, 'pin', 'auth', () => import('./pages/PinPage'), ['auth', 'security', 'validation']),
  r(paths.settings, 'settings', 'public', () => import('./pages/SettingsPage'), [
    'pages',
    'watchlist',
  ]),
  r(paths.quote, 'quote', 'public', () => import('./pages/QuotePage'), ['quote', 'market', 'news']),
  r(paths.banking, 'banking', 'public', () => import('./pages/BankingPage'), [
    'money',
    'security',
    'validation',
  ]),
  r(paths.deposit, 'deposit', 'auth', () => import('./pages/DepositPage'), ['money', 'validation']),
  r(paths.withdraw, 'withdraw', 'auth', () => import('./pages/WithdrawPage'), [
    'money',
    'security',
    'validation',
  ]),
  r(paths.loan, 'loan', 'auth', () => import('./pages/LoanPage'), [
    'loans',
    'status',
    'validation',
  ]),
  r(paths.trust, 'trust', 'auth', () => import('./pages/TrustPage'), ['loans']),
  r(paths.beneficiary, 'beneficiary', 'auth', () => import('./pages/BeneficiaryPage'), [
    'money',
    'validation',
  ]),
  r(paths.fundRecords, 'fundRecords', 'auth', () => import('./pages/FundRecordsPage'), ['money']),
  r(paths.moneyTerms, 'moneyTerms', 'any', () => import('./pages/MoneyTermsPage'), ['money']),
  r(paths.test, 'test', 'any', () => import('./pages/TestPage'), ['pages']),
  r(paths.about, 'about', 'any', () => import('./pages/AboutPage'), ['pages']),
  r(paths.privacy, 'privacy', 'any', () => import('./pages/PrivacyPage'), ['pages']),
  r(paths.cookie, 'cookie', 'any', () => import('./pages/CookiePage'), ['pages']),
  r('*', 'notFound', 'any', () => import('./pages/NotFoundPage'), ['pages']),
];

/** The leaf route's handle for a path (the guard reads `access`); '/' redirects: open to all. */
export function handleFor(pathname: string): RouteHandle {
  const matches = matchRoutes(pageRoutes, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  return (leaf?.route.handle as RouteHandle | undefined) ?? { access: 'any' };
}

export function createAppRouter(guard: Guard, Layout: React.ComponentType) {
  // spec 4: the guard runs before every navigation (the root loader always revalidates)
  const guardLoader = async ({ request }: LoaderFunctionArgs) => {
    // the guard's checks start a task after the navigation: on a first visit that parts them from
    // the router's creation (its route table flattened and ranked), which with them made one of
    // a phone's long tasks; a later navigation waits one turn of the browser's, no more
    await yieldToBrowser();
    const url = new URL(request.url);
    const fullPath = `${url.pathname}${url.search}${url.hash}`;
    const target = await guard.check({
      fullPath,
      path: url.pathname,
      access: handleFor(url.pathname).access,
      redirectQuery: url.searchParams.get(REDIRECT_QUERY_PARAM) ?? undefined,
    });
    if (target !== null && target !== fullPath) throw redirect(target);
    return null;
  };
  return createBrowserRouter([
    {
      id: 'root',
      path: '/',
      Component: Layout,
      loader: guardLoader,
      shouldRevalidate: () => true,
      hydrateFallbackElement: <div aria-busy="true" />,
      children: pageRoutes,
    },
  ]);
}
