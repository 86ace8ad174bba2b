import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROUTE,
  KYC_CHECK_CACHE_MS,
  LOGIN_REQUIRED_MESSAGE_THROTTLE_MS,
  NO_RETURN_ROUTES,
} from './constants';
import {
  decideNavigation,
  guardFailed,
  kycRedirectPath,
  loginPromptDue,
  loginRedirectPath,
  loginSuccessTarget,
  postLoginTarget,
  rememberRoute,
  routeAccesses,
  safeRedirectTarget,
  type GuardDecision,
  type GuardInput,
  type GuardStep,
  type RouteAccess,
} from './navigationGuard';
import { kycStatuses } from './statuses';

const NOW = 1_750_000_000_000;

/** A route of the spec 2 table, with its Access column. */
function route(fullPath: string, access: RouteAccess = 'public'): GuardInput['to'] {
  return { fullPath, path: fullPath.split(/[?#]/)[0] ?? fullPath, meta: { access } };
}

/** An authenticated, bootstrapped user with loaded permissions not forcing KYC. */
function input(overrides: Partial<GuardInput> = {}): GuardInput {
  return {
    to: route('/portfolio', 'auth'),
    from: { fullPath: '/dashboard' },
    session: { bootstrapped: true, authenticated: true },
    permissions: { loaded: true, kycForce: false },
    kycStatus: 'approved',
    kycCheckedAt: NOW - 1000,
    redirectQuery: undefined,
    now: NOW,
    lastLoginPromptAt: null,
    ...overrides,
  };
}

const guest = { bootstrapped: true, authenticated: false };
const continueWith = (checkKycInBackground: boolean, loadPermissionsInBackground = false) => ({
  action: 'continue',
  checkKycInBackground,
  loadPermissionsInBackground,
});

describe('decideNavigation: spec 4, Navigation guard', () => {
  it('is skipped when the full path is unchanged (but not for a new query)', () => {
    const same = input({
      to: route('/quote?symbol=AAPL'),
      from: { fullPath: '/quote?symbol=AAPL' },
    });
    expect(decideNavigation(same)).toEqual({ action: 'skip' });
    const other = input({
      to: route('/quote?symbol=MSFT'),
      from: { fullPath: '/quote?symbol=AAPL' },
    });
    expect(decideNavigation(other).action).not.toBe('skip');
    expect(decideNavigation(input({ from: null })).action).not.toBe('skip');
  });

  it('step 1: bootstraps the session first if needed, once per navigation', () => {
    const fresh = input({ session: { bootstrapped: false, authenticated: false } });
    expect(decideNavigation(fresh)).toEqual({ action: 'bootstrap' });
    // the bootstrap failed: decide as a guest instead of asking again
    expect(decideNavigation({ ...fresh, attempted: ['bootstrap'] })).toMatchObject({
      action: 'redirect',
      to: '/login?redirect=%2Fportfolio',
    });
  });

  it('step 2: a route requiring auth without login redirects to login with the target, prompting at most once per 2 s', () => {
    const to = route('/deposit?currency=USD#form', 'auth');
    expect(decideNavigation(input({ to, session: guest }))).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fdeposit%3Fcurrency%3DUSD%23form',
      showLoginPrompt: true,
    });
    const soon = NOW - LOGIN_REQUIRED_MESSAGE_THROTTLE_MS + 1;
    expect(decideNavigation(input({ to, session: guest, lastLoginPromptAt: soon }))).toMatchObject({
      showLoginPrompt: false,
    });
    const later = NOW - LOGIN_REQUIRED_MESSAGE_THROTTLE_MS;
    expect(decideNavigation(input({ to, session: guest, lastLoginPromptAt: later }))).toMatchObject(
      {
        showLoginPrompt: true,
      },
    );
    // a guest on a public route goes through, with no permission or KYC work
    expect(decideNavigation(input({ to: route('/market'), session: guest }))).toEqual(
      continueWith(false),
    );
  });

  it('step 3: an authenticated user opening /login goes to the redirect query if a string, else the default route', () => {
    const login = route('/login?redirect=%2Fwithdraw', 'noAuth');
    expect(decideNavigation(input({ to: login, redirectQuery: '/withdraw' }))).toEqual({
      action: 'redirect',
      to: '/withdraw',
      showLoginPrompt: false,
    });
    for (const redirectQuery of [undefined, ['/withdraw', '/loan'], 42, null]) {
      expect(
        decideNavigation(input({ to: route('/login', 'noAuth'), redirectQuery })),
      ).toMatchObject({
        action: 'redirect',
        to: DEFAULT_ROUTE,
      });
    }
  });

  it('spec 2: /register is open to anyone: a signed-in client registers too, as does a guest', () => {
    const register = route('/register?code=ABC', 'any');
    expect(decideNavigation(input({ to: register }))).toEqual(continueWith(false));
    expect(decideNavigation(input({ to: register, redirectQuery: '/profile' }))).toEqual(
      continueWith(false),
    );
    expect(decideNavigation(input({ to: register, session: guest }))).toEqual(continueWith(false));
  });

  it('step 3 follows the Access column: only a no-auth route sends a signed-in client on', () => {
    for (const access of routeAccesses) {
      const decision = decideNavigation(input({ to: route('/somewhere', access) }));
      expect(decision.action, access).toBe(access === 'noAuth' ? 'redirect' : 'continue');
    }
    expect(routeAccesses).toEqual(['any', 'public', 'auth', 'noAuth']);
  });

  it('step 4: an authenticated user waits for the permissions; on /kyc only if the route requires auth', () => {
    const unloaded = input({ permissions: null });
    expect(decideNavigation(unloaded)).toEqual({ action: 'load_permissions' });
    expect(decideNavigation(input({ permissions: { loaded: false, kycForce: true } }))).toEqual({
      action: 'load_permissions',
    });
    // they could not be loaded: go on, checking KYC in the background when stale
    expect(
      decideNavigation({ ...unloaded, kycCheckedAt: null, attempted: ['load_permissions'] }),
    ).toEqual(continueWith(true));
    // /kyc requiring auth waits; /kyc not requiring auth loads them in the background
    expect(decideNavigation(input({ permissions: null, to: route('/kyc', 'auth') }))).toEqual({
      action: 'load_permissions',
    });
    expect(decideNavigation(input({ permissions: null, to: route('/kyc', 'public') }))).toEqual(
      continueWith(false, true),
    );
  });

  it('step 5: forced KYC is checked, and a user who must act goes to /kyc with a redirect query', () => {
    const forced = input({
      permissions: { loaded: true, kycForce: true },
      to: route('/loan?x=1', 'auth'),
    });
    // not checked within 60 s: check first
    const stale = { ...forced, kycCheckedAt: NOW - KYC_CHECK_CACHE_MS };
    expect(decideNavigation(stale)).toEqual({ action: 'check_kyc' });
    // checked (or the check failed and the old status stands): decide on the status
    for (const kycStatus of ['unverified', 'rejected', 'unknown'] as const) {
      expect(decideNavigation({ ...stale, kycStatus, attempted: ['check_kyc'] })).toEqual({
        action: 'redirect',
        to: '/kyc?redirect=%2Floan%3Fx%3D1',
        showLoginPrompt: false,
      });
    }
    for (const kycStatus of ['approved', 'pending'] as const) {
      expect(decideNavigation({ ...forced, kycStatus })).toEqual(continueWith(false));
    }
    // not when already on /kyc
    const onKyc = { ...forced, to: route('/kyc', 'auth'), kycStatus: 'unverified' as const };
    expect(decideNavigation(onKyc)).toEqual(continueWith(false));
    // otherwise KYC is checked in the background, unless checked within 60 s
    expect(decideNavigation(input({ kycStatus: 'unverified' }))).toEqual(continueWith(false));
    expect(decideNavigation(input({ kycCheckedAt: null }))).toEqual(continueWith(true));
  });

  it('step 6: a guard exception continues the navigation and hands the error over for the log', () => {
    const error = new Error('boom');
    expect(guardFailed(error)).toEqual({ ...continueWith(false), error });
  });

  it('always ends when the caller performs each asked step, whatever the steps bring', () => {
    const arb = fc.record({
      to: fc.record({
        fullPath: fc.constantFrom(
          '/login',
          '/kyc',
          '/portfolio',
          '/market',
          '/login?redirect=/loan',
        ),
        access: fc.constantFrom(...routeAccesses),
      }),
      bootstrapped: fc.boolean(),
      authenticated: fc.boolean(),
      permissions: fc.option(fc.record({ loaded: fc.boolean(), kycForce: fc.boolean() }), {
        nil: null,
      }),
      kycStatus: fc.constantFrom(...kycStatuses),
      kycCheckedAt: fc.option(fc.integer({ min: NOW - 120_000, max: NOW }), { nil: null }),
      redirectQuery: fc.oneof(fc.string(), fc.constant(undefined), fc.array(fc.string())),
    });
    fc.assert(
      fc.property(arb, (a) => {
        const attempted: GuardStep[] = [];
        let decision: GuardDecision | undefined;
        for (let i = 0; i < 4; i += 1) {
          decision = decideNavigation({
            ...input(),
            to: route(a.to.fullPath, a.to.access),
            session: { bootstrapped: a.bootstrapped, authenticated: a.authenticated },
            permissions: a.permissions,
            kycStatus: a.kycStatus,
            kycCheckedAt: a.kycCheckedAt,
            redirectQuery: a.redirectQuery,
            attempted,
          });
          if (!['bootstrap', 'load_permissions', 'check_kyc'].includes(decision.action)) break;
          // each step is asked for at most once; here it brings nothing
          expect(attempted).not.toContain(decision.action);
          attempted.push(decision.action as GuardStep);
        }
        expect(['skip', 'continue', 'redirect']).toContain(decision?.action);
        // a redirect never leaves the site
        if (decision?.action === 'redirect') expect(decision.to).toMatch(/^\/(?![/\\])[^\\]*$/);
      }),
    );
  });
});

describe('safeRedirectTarget: the open-redirect guard', () => {
  it.each(['/portfolio', '/quote?symbol=AAPL&ex=NASDAQ', '/news/42#top', '/kyc', '/'])(
    'accepts the same-origin path %s',
    (path) => {
      expect(safeRedirectTarget(path)).toBe(path);
    },
  );

  it.each([
    ['a protocol-relative URL', '//evil.example/login'],
    ['a backslash a browser reads as a slash', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a relative path', 'portfolio'],
    ['an empty string', ''],
    ['the login route (a loop)', '/login?redirect=%2Flogin'],
  ])('refuses %s', (_, value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });

  it('refuses anything but a string', () => {
    for (const value of [undefined, null, ['/portfolio'], 1, { path: '/' }]) {
      expect(safeRedirectTarget(value)).toBeNull();
    }
  });

  // fast-check's web URLs are slow to generate: on a loaded machine the 100 runs pass 5 s
  it('never sends an authenticated user off the site from /login', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string(), fc.webUrl(), (junk, url) => {
        for (const redirectQuery of [junk, url, `//${junk}`, `/\\${junk}`]) {
          const d = decideNavigation(input({ to: route('/login', 'noAuth'), redirectQuery }));
          expect(d.action).toBe('redirect');
          const to = (d as { to: string }).to;
          expect(to.startsWith('/') && !to.startsWith('//') && !to.includes('\\')).toBe(true);
        }
      }),
    );
  });
});

describe('redirect paths and the login prompt throttle', () => {
  it('encodes the target as the redirect query', () => {
    expect(loginRedirectPath('/quote?symbol=A&ex=B')).toBe(
      '/login?redirect=%2Fquote%3Fsymbol%3DA%26ex%3DB',
    );
    expect(kycRedirectPath('/withdraw')).toBe('/kyc?redirect=%2Fwithdraw');
  });

  it('prompts when never shown, or 2 s or more ago, or when the clock went back', () => {
    expect(loginPromptDue(null, NOW)).toBe(true);
    expect(loginPromptDue(NOW - LOGIN_REQUIRED_MESSAGE_THROTTLE_MS + 1, NOW)).toBe(false);
    expect(loginPromptDue(NOW - LOGIN_REQUIRED_MESSAGE_THROTTLE_MS, NOW)).toBe(true);
    expect(loginPromptDue(NOW + 60_000, NOW)).toBe(true);
  });
});

describe('rememberRoute and postLoginTarget (spec 2: back to the last route after login)', () => {
  it('returns to the last remembered route except login, kyc and register, else the default route', () => {
    let last: string | null = null;
    for (const path of [
      '/market',
      '/quote?symbol=AAPL',
      '/login?redirect=%2Floan',
      '/kyc',
      '/register',
    ]) {
      last = rememberRoute(last, path);
    }
    expect(last).toBe('/quote?symbol=AAPL');
    expect(postLoginTarget(last)).toBe('/quote?symbol=AAPL');
    expect(postLoginTarget(null)).toBe(DEFAULT_ROUTE);
    expect(postLoginTarget(undefined)).toBe(DEFAULT_ROUTE);
    for (const route of NO_RETURN_ROUTES) {
      expect(postLoginTarget(route)).toBe(DEFAULT_ROUTE);
      expect(postLoginTarget(`${route}/step?x=1`)).toBe(DEFAULT_ROUTE);
    }
  });

  it('keeps the previous route for anything but a same-origin path', () => {
    expect(rememberRoute('/market', '//evil.example')).toBe('/market');
    expect(postLoginTarget('https://evil.example')).toBe(DEFAULT_ROUTE);
    // a route merely starting like one of them is remembered
    expect(rememberRoute(null, '/kycinfo')).toBe('/kycinfo');
  });

  it('after login prefers a safe redirect query, then the remembered route', () => {
    expect(loginSuccessTarget('/loan', '/market')).toBe('/loan');
    expect(loginSuccessTarget('//evil.example', '/market')).toBe('/market');
    expect(loginSuccessTarget(undefined, null)).toBe(DEFAULT_ROUTE);
  });
});
