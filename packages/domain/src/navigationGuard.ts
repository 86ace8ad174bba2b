import { DEFAULT_ROUTE, LOGIN_REQUIRED_MESSAGE_THROTTLE_MS, NO_RETURN_ROUTES } from './constants';
import { isKycCacheFresh, kycNeedsAction } from './kycStatus';
import type { KycStatus } from './statuses';

/**
 * spec 4, Navigation guard: the decisions of the route guard as a pure function. The web app
 * runs it on each route change in a loop, doing the work a step asks for and asking again:
 *
 * ```ts
 * const attempted: GuardStep[] = [];
 * const timer = setTimeout(showProgress, GUARD_PROGRESS_DELAY_MS); // spec 4 step 1
 * try {
 *   for (;;) {
 *     const d = decideNavigation({ ...currentInputs(), attempted });
 *     if (d.action === 'bootstrap' || d.action === 'load_permissions' || d.action === 'check_kyc') {
 *       attempted.push(d.action);
 *       await perform(d.action); // failures are absorbed: the step is not asked for again
 *       continue;
 *     }
 *     return apply(d); // skip, continue or redirect
 *   }
 * } catch (error) {
 *   return apply(guardFailed(error)); // spec 4 step 6: logged, navigation continues
 * } finally {
 *   clearTimeout(timer);
 * }
 * ```
 *
 * Each asynchronous step is asked for at most once per navigation (`attempted`): a step that did
 * not bring its data (bootstrap failed, permissions or KYC unavailable) is passed over with what
 * is known, so the loop always ends.
 */

/** spec 2: the login route (no auth). */
export const LOGIN_ROUTE = '/login';
/** spec 2: the registration route (access any: guests and signed-in clients alike). */
export const REGISTER_ROUTE = '/register';
/** spec 2: the KYC route (auth). */
export const KYC_ROUTE = '/kyc';
/** The query parameter holding the original target (spec 2: 'a redirect query'). */
export const REDIRECT_QUERY_PARAM = 'redirect';

/** The message codes of the guard (namespace `access`): 'Please log in to continue'. */
export const navigationGuardCodes = ['login_required'] as const;
export type NavigationGuardCode = (typeof navigationGuardCodes)[number];

/**
 * spec 2 'Routes', the Access column: `auth` needs a signed-in client (a guest goes to login,
 * spec 4 step 2); `noAuth` is for guests (a signed-in client opening it goes on, spec 4 step 3:
 * /login); `public` (the guest screens: dashboard, market, quote, news, banking) and `any`
 * (/register, /about, the policies, the 404 page) are open to both.
 */
export const routeAccesses = ['any', 'public', 'auth', 'noAuth'] as const;
export type RouteAccess = (typeof routeAccesses)[number];

/** The asynchronous work a guard decision can ask for before deciding again. */
export const guardSteps = ['bootstrap', 'load_permissions', 'check_kyc'] as const;
export type GuardStep = (typeof guardSteps)[number];

/** What the guard knows about one navigation. */
export type GuardInput = {
  /** The target: full path (path, query and hash), path alone, and the route's access flag. */
  to: { fullPath: string; path: string; meta: { access: RouteAccess; title?: string } };
  /** The current route; null on the first navigation. */
  from: { fullPath: string } | null;
  session: { bootstrapped: boolean; authenticated: boolean };
  /** The permission payload's state; null when none was ever loaded. */
  permissions: { loaded: boolean; kycForce: boolean } | null;
  kycStatus: KycStatus;
  /** When the KYC status was last checked (ms since the epoch), null when never. */
  kycCheckedAt: number | null;
  /** The target's `redirect` query value as the router gives it (string, array or absent). */
  redirectQuery: unknown;
  /** ms since the epoch. */
  now: number;
  /** When 'Please log in to continue' was last shown (ms since the epoch), null when never. */
  lastLoginPromptAt: number | null;
  /** The steps already performed during this navigation. */
  attempted?: readonly GuardStep[];
};

/** What the guard decided, or the step it needs first. */
export type GuardDecision =
  /** spec 4: the full path is unchanged: do nothing. */
  | { action: 'skip' }
  /** spec 4 step 1: bootstrap the session, then decide again. */
  | { action: 'bootstrap' }
  /** spec 4 step 4: load the permissions, then decide again. */
  | { action: 'load_permissions' }
  /** spec 4 step 5: KYC is forced and the status is not fresh: check it, then decide again. */
  | { action: 'check_kyc' }
  /**
   * Navigate to `to` instead. `showLoginPrompt`: show 'Please log in to continue' (code
   * `login_required`) and record the time as `lastLoginPromptAt`.
   */
  | { action: 'redirect'; to: string; showLoginPrompt: boolean }
  /**
   * Let the navigation through. Then, without waiting: check KYC (spec 4 step 5, otherwise
   * checked in the background) and/or load the permissions (spec 4 step 4 on /kyc).
   * `error`: set by `guardFailed`, for the caller to log.
   */
  | {
      action: 'continue';
      checkKycInBackground: boolean;
      loadPermissionsInBackground: boolean;
      error?: unknown;
    };

/** The path part of a path with query and/or hash: '/kyc?x=1#a' gives '/kyc'. */
function pathOf(fullPath: string): string {
  const end = fullPath.search(/[?#]/);
  return end === -1 ? fullPath : fullPath.slice(0, end);
}

/** Whether `path` is `route` or below it ('/kyc', '/kyc/', '/kyc/view' for '/kyc'). */
function isUnder(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/** A backslash (read as '/' by browsers) or a control character (dropped by URL parsers). */
function isUnsafeChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return char === '\\' || code < 0x20 || code === 0x7f;
}

/**
 * The open-redirect guard: `value` as a same-origin path to navigate to, or null. Accepted: a
 * string starting with a single '/' ('/portfolio?tab=ipo'). Refused: anything else, since a
 * browser would leave the site for '//evil.example', '/\evil.example' (a backslash counts as a
 * slash) or 'https://evil.example', and drops tabs and newlines ('/\t/evil.example' becomes
 * '//evil.example'); so any backslash or control character is refused too. The login route
 * itself is refused, as a target that leads back to login would loop.
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || [...value].some(isUnsafeChar)) return null;
  return isUnder(pathOf(value), LOGIN_ROUTE) ? null : value;
}

/** spec 2: the login path for a protected target: '/login?redirect=<encoded full path>'. */
export const loginRedirectPath = (target: string): string =>
  `${LOGIN_ROUTE}?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(target)}`;

/** spec 4 step 5: the KYC path for a target: '/kyc?redirect=<encoded full path>'. */
export const kycRedirectPath = (target: string): string =>
  `${KYC_ROUTE}?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(target)}`;

/**
 * spec 4/9: whether 'Please log in to continue' may show again (at most once per
 * `LOGIN_REQUIRED_MESSAGE_THROTTLE_MS`). A last time in the future (the clock went back) does
 * not silence it.
 */
export function loginPromptDue(lastShownAt: number | null, now: number): boolean {
  if (lastShownAt === null) return true;
  const since = now - lastShownAt;
  return !(since >= 0 && since < LOGIN_REQUIRED_MESSAGE_THROTTLE_MS);
}

const proceed = (
  checkKycInBackground: boolean,
  loadPermissionsInBackground = false,
): GuardDecision => ({
  action: 'continue',
  checkKycInBackground,
  loadPermissionsInBackground,
});

/**
 * spec 4, Navigation guard: the next step or the decision for one route change. Steps, in the
 * spec's order:
 * 0. The same full path as the current route: `skip`.
 * 1. Not bootstrapped: `bootstrap` (the caller shows a progress indicator after
 *    `GUARD_PROGRESS_DELAY_MS` while the loop runs).
 * 2. A route requiring auth (access `auth`) without login: redirect to
 *    '/login?redirect=<full path>', with the login prompt unless it showed less than 2 s ago.
 * 3. Authenticated on a no-auth route (access `noAuth`: /login): to the `redirect` query when it
 *    is a string and a safe same-origin path (`safeRedirectTarget`), else `DEFAULT_ROUTE`.
 *    /register is `any` (spec 2): a signed-in client opens it like anyone.
 * 4. Authenticated: the permissions must be loaded (`load_permissions`); on /kyc the guard waits
 *    for them only when the route requires auth, else they load in the background.
 * 5. Permissions force KYC: the status is checked (`check_kyc` unless checked within 60 s), and a
 *    user who must act (`kycNeedsAction`: unverified, rejected or unknown; pending passes) goes
 *    to '/kyc?redirect=<full path>', except on /kyc itself. Otherwise `continue`, checking KYC in
 *    the background when the last check is older than 60 s.
 * Guests go through public routes without permission or KYC work.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { to, from, session, permissions, now } = input;
  const attempted = input.attempted ?? [];
  const requiresAuth = to.meta.access === 'auth';

  // spec 4: skipped when the full path is unchanged
  if (from !== null && from.fullPath === to.fullPath) return { action: 'skip' };

  // spec 4 step 1: bootstrap the session first if needed (once; a failed bootstrap leaves a guest)
  if (!session.bootstrapped && !attempted.includes('bootstrap')) return { action: 'bootstrap' };

  if (!session.authenticated) {
    // spec 4 step 2: requires auth without login -> login, with the target as redirect query
    if (requiresAuth) {
      return {
        action: 'redirect',
        to: loginRedirectPath(to.fullPath),
        showLoginPrompt: loginPromptDue(input.lastLoginPromptAt, now),
      };
    }
    return proceed(false);
  }

  // spec 4 step 3: an authenticated user opening a no-auth route (/login) goes to the redirect
  // query, else home
  if (to.meta.access === 'noAuth') {
    return {
      action: 'redirect',
      to: safeRedirectTarget(input.redirectQuery) ?? DEFAULT_ROUTE,
      showLoginPrompt: false,
    };
  }

  const kycFresh = isKycCacheFresh(input.kycCheckedAt, now);
  const onKyc = isUnder(to.path, KYC_ROUTE);

  // spec 4 step 4: permissions are loaded; on /kyc it waits only if the route requires auth
  if (!permissions?.loaded) {
    if (onKyc && !requiresAuth) return proceed(!kycFresh, true);
    if (!attempted.includes('load_permissions')) return { action: 'load_permissions' };
    // they could not be loaded: nothing is known to force KYC (the server still enforces it)
    return proceed(!kycFresh);
  }

  // spec 4 step 5: forced KYC is checked now; otherwise in the background
  if (!permissions.kycForce) return proceed(!kycFresh);
  if (!kycFresh && !attempted.includes('check_kyc')) return { action: 'check_kyc' };
  if (kycNeedsAction(input.kycStatus) && !onKyc) {
    return { action: 'redirect', to: kycRedirectPath(to.fullPath), showLoginPrompt: false };
  }
  return proceed(false);
}

/**
 * spec 4 step 6: a guard exception is logged (by the caller, from `error`) and navigation
 * continues, with no background work.
 */
export function guardFailed(error: unknown): GuardDecision {
  return {
    action: 'continue',
    checkKycInBackground: false,
    loadPermissionsInBackground: false,
    error,
  };
}

/**
 * spec 4 step 6 and spec 2: the route to remember after a navigation to `fullPath`. Login, KYC
 * and register (`NO_RETURN_ROUTES`, and paths below them) are never remembered, nor anything but
 * a same-origin path: then `previous` stays.
 */
export function rememberRoute(previous: string | null, fullPath: string): string | null {
  if (safeRedirectTarget(fullPath) === null) return previous;
  const path = pathOf(fullPath);
  return NO_RETURN_ROUTES.some((route) => isUnder(path, route)) ? previous : fullPath;
}

/**
 * spec 2: where a user goes after login: the last remembered route (see `rememberRoute`) when
 * it is not login, KYC or register, else `DEFAULT_ROUTE`.
 */
export function postLoginTarget(lastRemembered: string | null | undefined): string {
  if (lastRemembered == null) return DEFAULT_ROUTE;
  return rememberRoute(null, lastRemembered) ?? DEFAULT_ROUTE;
}

/**
 * Where the login screen sends a user who just logged in: the `redirect` query when it is a
 * safe same-origin path (spec 2: protected areas put the original path there), else the last
 * remembered route (`postLoginTarget`).
 */
export function loginSuccessTarget(redirectQuery: unknown, lastRemembered: string | null): string {
  return safeRedirectTarget(redirectQuery) ?? postLoginTarget(lastRemembered);
}
