import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authReducer,
  authStatuses,
  initialAuthState,
  isAuthenticated,
  type AuthEvent,
  type AuthState,
  type AuthStatus,
} from './authMachine';
import type { AuthTokens } from './entities/auth';

type User = { id: string; username: string };
type State = AuthState<User>;
type Event = AuthEvent<User>;

const tokens: AuthTokens = { access_token: 'a1', refresh_token: 'r1' };
const newTokens: AuthTokens = { access_token: 'a2', refresh_token: 'r2' };
const user: User = { id: 'u1', username: 'ann' };

const run = (events: Event[], from: State = initialAuthState<User>()): State =>
  events.reduce(authReducer<User>, from);

const bootstrapped = run([{ type: 'bootstrap_done', authenticated: false }]);
const authenticating = run([{ type: 'login_started' }], bootstrapped);
const signedIn = run(
  [
    { type: 'login_succeeded', tokens },
    { type: 'profile_loaded', user },
  ],
  authenticating,
);
const mfa = run([{ type: 'login_mfa_required', pendingSession: 'p1' }], authenticating);
const failed = run([{ type: 'login_failed', code: 'login_failed' }], authenticating);

const cleared = { tokens: null, pendingSession: null, user: null };

describe('authReducer: login (spec 4)', () => {
  it('starts idle and not bootstrapped, optionally holding restored tokens', () => {
    expect(initialAuthState()).toEqual({
      status: 'idle',
      ...cleared,
      error: null,
      bootstrapped: false,
    });
    expect(initialAuthState(tokens).tokens).toEqual(tokens);
  });

  it('moves idle -> authenticating -> authenticated with the tokens', () => {
    expect(authenticating.status).toBe('authenticating');
    expect(signedIn).toMatchObject({ status: 'authenticated', tokens, user, error: null });
    expect(isAuthenticated(signedIn)).toBe(true);
    expect(isAuthenticated(authenticating)).toBe(false);
  });

  it('moves to mfa_required with a pending session, then to authenticated on verification', () => {
    expect(mfa).toMatchObject({ status: 'mfa_required', pendingSession: 'p1', tokens: null });
    const verified = authReducer(mfa, { type: 'mfa_verified', tokens });
    expect(verified).toMatchObject({ status: 'authenticated', tokens, pendingSession: null });
  });

  it('on failure clears everything (tokens, pending session, user) and sets error', () => {
    expect(failed).toMatchObject({ status: 'error', ...cleared, error: 'login_failed' });
    const mfaFailed = authReducer(mfa, { type: 'login_failed', code: 'verification_failed' });
    expect(mfaFailed).toMatchObject({ status: 'error', ...cleared, error: 'verification_failed' });
  });

  it('can start over after an error or from the MFA step, dropping the old attempt', () => {
    expect(authReducer(failed, { type: 'login_started' })).toMatchObject({
      status: 'authenticating',
      error: null,
    });
    expect(authReducer(mfa, { type: 'login_started' })).toMatchObject({
      status: 'authenticating',
      pendingSession: null,
    });
  });

  it('settles the session: a late bootstrap answer does not undo a fresh login', () => {
    const lateLogin = run([
      { type: 'login_started' },
      { type: 'login_succeeded', tokens },
      { type: 'bootstrap_done', authenticated: false },
    ]);
    expect(lateLogin).toMatchObject({ status: 'authenticated', tokens, bootstrapped: true });
  });
});

describe('authReducer: logout and profile refresh (spec 4)', () => {
  it('logout clears tokens and user and returns to idle, still bootstrapped', () => {
    expect(authReducer(signedIn, { type: 'logout' })).toEqual({
      status: 'idle',
      ...cleared,
      error: null,
      bootstrapped: true,
    });
  });

  it('logout drops tokens restored before bootstrap; from a clean idle it changes nothing', () => {
    expect(authReducer(initialAuthState(tokens), { type: 'logout' }).tokens).toBeNull();
    expect(authReducer(bootstrapped, { type: 'logout' })).toBe(bootstrapped);
  });

  it.each([401, 403])('a %i on profile refresh clears tokens and returns to idle', (status) => {
    const next = authReducer(signedIn, { type: 'profile_refresh_failed', status });
    expect(next).toMatchObject({ status: 'idle', ...cleared, bootstrapped: true });
  });

  it.each([0, 500, 502, 404])('another failure (%i) keeps the session', (status) => {
    expect(authReducer(signedIn, { type: 'profile_refresh_failed', status })).toBe(signedIn);
  });

  it('takes refreshed tokens and a loaded profile while authenticated', () => {
    const next = authReducer(signedIn, { type: 'tokens_refreshed', tokens: newTokens });
    expect(next).toMatchObject({ status: 'authenticated', tokens: newTokens, user });
  });
});

describe('authReducer: bootstrap once (spec 4)', () => {
  it('bootstraps to authenticated with the restored tokens', () => {
    const next = run([{ type: 'bootstrap_done', authenticated: true }], initialAuthState(tokens));
    expect(next).toMatchObject({ status: 'authenticated', tokens, bootstrapped: true });
  });

  it('bootstraps to authenticated with tokens given by the bootstrap', () => {
    const next = run([{ type: 'bootstrap_done', authenticated: true, tokens: newTokens }]);
    expect(next).toMatchObject({ status: 'authenticated', tokens: newTokens });
  });

  it('bootstraps to idle without tokens when not authenticated, or when no token exists', () => {
    const rejected = run(
      [{ type: 'bootstrap_done', authenticated: false }],
      initialAuthState(tokens),
    );
    expect(rejected).toMatchObject({ status: 'idle', tokens: null, bootstrapped: true });
    const tokenless = run([{ type: 'bootstrap_done', authenticated: true }]);
    expect(tokenless).toMatchObject({ status: 'idle', tokens: null, bootstrapped: true });
  });

  it('ignores a second bootstrap_done', () => {
    const once = run([{ type: 'bootstrap_done', authenticated: true }], initialAuthState(tokens));
    expect(authReducer(once, { type: 'bootstrap_done', authenticated: false })).toBe(once);
  });

  it('during a login under way only marks the session bootstrapped', () => {
    const during = run([
      { type: 'login_started' },
      { type: 'bootstrap_done', authenticated: true, tokens },
    ]);
    expect(during).toMatchObject({ status: 'authenticating', tokens: null, bootstrapped: true });
  });
});

describe('authReducer: illegal transitions leave the state unchanged', () => {
  const cases: [string, State, Event][] = [
    [
      'login_started while authenticating (a double submit)',
      authenticating,
      { type: 'login_started' },
    ],
    ['login_started while authenticated', signedIn, { type: 'login_started' }],
    ['login_succeeded while idle', bootstrapped, { type: 'login_succeeded', tokens }],
    ['login_succeeded in the MFA step', mfa, { type: 'login_succeeded', tokens }],
    [
      'login_mfa_required while idle',
      bootstrapped,
      { type: 'login_mfa_required', pendingSession: 'x' },
    ],
    ['mfa_verified without a pending MFA step', authenticating, { type: 'mfa_verified', tokens }],
    ['login_failed while authenticated', signedIn, { type: 'login_failed', code: 'login_failed' }],
    ['login_failed while idle', bootstrapped, { type: 'login_failed', code: 'login_failed' }],
    [
      'profile_refresh_failed while idle',
      bootstrapped,
      { type: 'profile_refresh_failed', status: 401 },
    ],
    ['profile_loaded while idle', bootstrapped, { type: 'profile_loaded', user }],
    ['tokens_refreshed after logout', bootstrapped, { type: 'tokens_refreshed', tokens }],
    ['tokens_refreshed in the MFA step', mfa, { type: 'tokens_refreshed', tokens }],
    ['an unknown event from an untyped caller', signedIn, { type: 'nonsense' } as unknown as Event],
  ];

  it.each(cases)('%s', (_, state, event) => {
    const before = structuredClone(state);
    const next = authReducer(state, event);
    expect(next).toBe(state);
    expect(state).toEqual(before);
  });
});

const tokensArb = fc.record({ access_token: fc.string(), refresh_token: fc.string() });
const eventArb: fc.Arbitrary<Event> = fc.oneof(
  fc.constant({ type: 'login_started' } as const),
  tokensArb.map((t) => ({ type: 'login_succeeded', tokens: t }) as const),
  fc.string().map((p) => ({ type: 'login_mfa_required', pendingSession: p }) as const),
  tokensArb.map((t) => ({ type: 'mfa_verified', tokens: t }) as const),
  fc
    .constantFrom('login_failed', 'verification_failed', 'no_pending_session')
    .map((code) => ({ type: 'login_failed', code }) as const),
  fc.constant({ type: 'logout' } as const),
  fc
    .constantFrom(0, 401, 403, 500)
    .map((status) => ({ type: 'profile_refresh_failed', status }) as const),
  fc
    .record({ id: fc.string(), username: fc.string() })
    .map((u) => ({ type: 'profile_loaded', user: u }) as const),
  fc
    .tuple(fc.boolean(), fc.option(tokensArb, { nil: undefined }))
    .map(([authenticated, t]) =>
      t
        ? ({ type: 'bootstrap_done', authenticated, tokens: t } as const)
        : ({ type: 'bootstrap_done', authenticated } as const),
    ),
  tokensArb.map((t) => ({ type: 'tokens_refreshed', tokens: t }) as const),
);

describe('authReducer: invariants over any event sequence', () => {
  it('keeps the state serialisable and consistent with its status', () => {
    fc.assert(
      fc.property(
        fc.option(tokensArb, { nil: null }),
        fc.array(eventArb, { maxLength: 30 }),
        (restored, events) => {
          let state = initialAuthState<User>(restored);
          for (const event of events) {
            const wasBootstrapped = state.bootstrapped;
            state = authReducer(state, event);
            expect(authStatuses).toContain(state.status satisfies AuthStatus);
            expect(JSON.parse(JSON.stringify(state))).toEqual(state);
            // bootstrapped once: never goes back
            if (wasBootstrapped) expect(state.bootstrapped).toBe(true);
            expect(state.pendingSession !== null).toBe(state.status === 'mfa_required');
            expect(state.error !== null).toBe(state.status === 'error');
            if (state.tokens !== null) {
              expect(
                state.status === 'authenticated' ||
                  (state.status === 'idle' && !state.bootstrapped),
              ).toBe(true);
            }
            if (state.status === 'authenticated') expect(state.tokens).not.toBeNull();
            if (state.user !== null) expect(state.status).toBe('authenticated');
          }
        },
      ),
    );
  });
});
