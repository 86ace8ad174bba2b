// spec 2 'Routes': the route table with titles and access flags as route `handle`, lazy pages
// (spec 8: retried on network errors), `/` and the empty layout path to /dashboard, a 404 page.
import { DEFAULT_ROUTE, REDIRECT_QUERY_PARAM } from '@invest/domain';
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { Namespace } from '@invest/i18n';
import { ensureNamespaces } from './app/i18n';
import { loadWithRetry } from './app/lazy';
import type { Guard } from './app/guard';
import { paths } from './paths';

/** Route metadata: the title's key in the `web` namespace and whether login is required. */
export interface RouteHandle {
  title?: string;
  requiresAuth?: boolean;
}

type PageModule = { default: React.ComponentType };
// a page with a form (`@invest/ui/Form`) lists `validation`: the field errors' texts are not a
// shell namespace, so the pages without one (market, quote, news, dashboard) do not fetch them
const page = (load: () => Promise<PageModule>, ns: readonly Namespace[]) => async () => {
  const [module] = await Promise.all([loadWithRetry(load), ensureNamespaces(ns)]);
  return { Component: module.default };
};

const r = (
  path: string,
  title: string,
  requiresAuth: boolean,
  load: () => Promise<PageModule>,
  ns: readonly Namespace[] = [],
): RouteObject => ({
  path,
  handle: { title, requiresAuth } satisfies RouteHandle,
  lazy: page(load, ns),
});

export const pageRoutes: RouteObject[] = [
  { index: true, loader: () => redirect(DEFAULT_ROUTE) },
  r(paths.login, 'login', false, () => import('./pages/LoginPage'), ['auth', 'validation']),
  r(paths.register, 'register', false, () => import('./pages/RegisterPage'), [
    'auth',
    'validation',
  ]),
  r(paths.forgotPassword, 'forgotPassword', false, () => import('./pages/ForgotPasswordPage'), [
    'auth',
    'validation',
  ]),
  r(paths.kyc, 'kyc', true, () => import('./pages/KycPage'), ['kyc', 'validation']),
  r(paths.dashboard, 'dashboard', false, () => import('./pages/DashboardPage'), [
    'pages',
    'market',
    'news',
  ]),
  r(paths.market, 'market', false, () => import('./pages/MarketPage'), ['market', 'watchlist']),
  r(paths.portfolio, 'portfolio', true, () => import('./pages/PortfolioPage')),
  r(paths.news, 'news', false, () => import('./pages/NewsPage'), ['news']),
  r(paths.newsDetail, 'newsDetail', false, () => import('./pages/NewsDetailPage'), ['news']),
  r(paths.discover, 'discover', true, () => import('./pages/DiscoverPage')),
  r(paths.profile, 'profile', true, () => import('./pages/ProfilePage'), ['auth', 'kyc']),
  r(paths.security, 'security', true, () => import('./pages/SecurityPage'), [
    'security',
    'validation',
  ]),
  // the step-up dialog's texts are the security namespace's
  r(paths.changePassword, 'changePassword', true, () => import('./pages/ChangePasswordPage'), [
    'auth',
    'security',
    'validation',
  ]),
  r(paths.pin, 'pin', true, () => import('./pages/PinPage'), ['auth', 'security', 'validation']),
  r(paths.settings, 'settings', false, () => import('./pages/SettingsPage'), [
    'pages',
    'watchlist',
  ]),
  r(paths.quote, 'quote', false, () => import('./pages/QuotePage'), ['quote', 'market']),
  r(paths.banking, 'banking', false, () => import('./pages/BankingPage'), [
    'money',
    'security',
    'validation',
  ]),
  r(paths.deposit, 'deposit', true, () => import('./pages/DepositPage'), ['money', 'validation']),
  r(paths.withdraw, 'withdraw', true, () => import('./pages/WithdrawPage'), [
    'money',
    'security',
    'validation',
  ]),
  r(paths.loan, 'loan', true, () => import('./pages/LoanPage')),
  r(paths.beneficiary, 'beneficiary', true, () => import('./pages/BeneficiaryPage'), [
    'money',
    'validation',
  ]),
  r(paths.fundRecords, 'fundRecords', true, () => import('./pages/FundRecordsPage'), ['money']),
  r(paths.moneyTerms, 'moneyTerms', false, () => import('./pages/MoneyTermsPage'), ['money']),
  r(paths.test, 'test', false, () => import('./pages/TestPage'), ['pages']),
  r(paths.about, 'about', false, () => import('./pages/AboutPage'), ['pages']),
  r(paths.privacy, 'privacy', false, () => import('./pages/PrivacyPage'), ['pages']),
  r(paths.cookie, 'cookie', false, () => import('./pages/CookiePage'), ['pages']),
  r('*', 'notFound', false, () => import('./pages/NotFoundPage'), ['pages']),
];

/** The leaf route's handle for a path (the guard reads `requiresAuth`). */
export function handleFor(pathname: string): RouteHandle {
  const matches = matchRoutes(pageRoutes, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  return (leaf?.route.handle as RouteHandle | undefined) ?? {};
}

export function createAppRouter(guard: Guard, Layout: React.ComponentType) {
  // spec 4: the guard runs before every navigation (the root loader always revalidates)
  const guardLoader = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const fullPath = `${url.pathname}${url.search}${url.hash}`;
    const target = await guard.check({
      fullPath,
      path: url.pathname,
      requiresAuth: handleFor(url.pathname).requiresAuth === true,
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
