import type { AuthTokens } from './entities/auth';

/**
 * spec 4, Auth status: the session's state machine as a pure reducer. The state is plain data
 * (strings, booleans, null): it can be stored, logged (without the tokens) and compared.
 *
 * An event that is not allowed in the current status returns the SAME state object, so
 * `authReducer(s, e) === s` tells a caller that the event was ignored.
 */

/** spec 4: the auth statuses. */
export const authStatuses = [
  /** No session (logged out, or not yet bootstrapped). */
  'idle',
  /** Credentials sent, waiting for the answer. */
  'authenticating',
  /** The login answer carried the MFA flag: a code must be verified. */
  'mfa_required',
  'authenticated',
  /** The login failed; `error` says why. */
  'error',
] as const;
export type AuthStatus = (typeof authStatuses)[number];

/**
 * Why a login failed (messages: `@invest/i18n`, namespace `access`). spec 8, Auth messages:
 * 'Login failed', 'Verification failed', 'No pending session'.
 */
export const authFailureCodes = [
  'login_failed',
  'verification_failed',
  'no_pending_session',
] as const;
export type AuthFailureCode = (typeof authFailureCodes)[number];

/**
 * The session state. `user` is whatever profile the caller keeps (spec 3, User); it must be
 * plain data for the state to stay serialisable.
 */
export type AuthState<User = unknown> = {
  status: AuthStatus;
  /** Set while authenticated (and, before bootstrap, holding tokens restored from storage). */
  tokens: AuthTokens | null;
  /** spec 4: the pending session of an MFA login; set only in `mfa_required`. */
  pendingSession: string | null;
  user: User | null;
  /** Set only in `error`. */
  error: AuthFailureCode | null;
  /** spec 4: the session is bootstrapped once. */
  bootstrapped: boolean;
};

/** What the reducer reacts to. */
export type AuthEvent<User = unknown> =
  | { type: 'login_started' }
  | { type: 'login_succeeded'; tokens: AuthTokens }
  | { type: 'login_mfa_required'; pendingSession: string }
  | { type: 'mfa_verified'; tokens: AuthTokens }
  | { type: 'login_failed'; code: AuthFailureCode }
  | { type: 'logout' }
  /** A profile refresh failed with an HTTP status (401, 403 or another; 0 for no answer). */
  | { type: 'profile_refresh_failed'; status: number }
  | { type: 'profile_loaded'; user: User }
  /** The start-up session check finished; `tokens` replaces restored ones when given. */
  | { type: 'bootstrap_done'; authenticated: boolean; tokens?: AuthTokens }
  | { type: 'tokens_refreshed'; tokens: AuthTokens };
export type AuthEventType = AuthEvent['type'];

/**
 * The state before bootstrap: idle, holding the tokens restored from storage if any, so that
 * the bootstrap can check them.
 */
export function initialAuthState<User = unknown>(
  restoredTokens: AuthTokens | null = null,
): AuthState<User> {
  return {
    status: 'idle',
    tokens: restoredTokens,
    pendingSession: null,
    user: null,
    error: null,
    bootstrapped: false,
  };
}

/** Signed out: no tokens, no pending session, no user, no error; the bootstrap flag stays. */
function signedOut<User>(state: AuthState<User>): AuthState<User> {
  return { ...initialAuthState<User>(), bootstrapped: state.bootstrapped };
}

function authenticated<User>(state: AuthState<User>, tokens: AuthTokens): AuthState<User> {
  // a fresh login settles the session: a late bootstrap answer must not undo it
  return {
    ...state,
    status: 'authenticated',
    tokens,
    pendingSession: null,
    error: null,
    bootstrapped: true,
  };
}

/**
 * spec 4: the next auth state. Transitions:
 * - `login_started`: idle, error or mfa_required (starting over) -> authenticating.
 * - `login_succeeded`: authenticating -> authenticated with the tokens.
 * - `login_mfa_required`: authenticating -> mfa_required with the pending session.
 * - `mfa_verified`: mfa_required -> authenticated with the tokens.
 * - `login_failed`: authenticating or mfa_required -> error; clears tokens, pending session and
 *   user (spec 4: failure clears everything). Dispatch it for an MFA code only when the pending
 *   session is no longer usable: a mistyped code the server lets the user retry is not a failure.
 * - `logout`: any status but idle -> idle, clearing everything; from idle only the tokens
 *   restored before bootstrap are dropped.
 * - `profile_refresh_failed`: authenticated; 401 or 403 -> idle, clearing tokens and user
 *   (spec 4); any other status keeps the session.
 * - `profile_loaded`, `tokens_refreshed`: authenticated only.
 * - `bootstrap_done`: once (a second one is ignored). From idle it decides: authenticated (with
 *   the restored or the given tokens) or idle without tokens. In any other status (a login
 *   already under way) it only marks the session bootstrapped. `authenticated: true` without
 *   any token counts as not authenticated.
 * Anything else returns `state` itself.
 */
export function authReducer<User = unknown>(
  state: AuthState<User>,
  event: AuthEvent<User>,
): AuthState<User> {
  const { status } = state;
  switch (event.type) {
    case 'login_started':
      if (status === 'idle' || status === 'error' || status === 'mfa_required') {
        return { ...signedOut(state), status: 'authenticating' };
      }
      return state;
    case 'login_succeeded':
      return status === 'authenticating' ? authenticated(state, event.tokens) : state;
    case 'login_mfa_required':
      // spec 4: an MFA flag in the login answer moves to mfa_required with a pending session
      return status === 'authenticating'
        ? { ...state, status: 'mfa_required', tokens: null, pendingSession: event.pendingSession }
        : state;
    case 'mfa_verified':
      // spec 4: code verification then moves to authenticated
      return status === 'mfa_required' ? authenticated(state, event.tokens) : state;
    case 'login_failed':
      // spec 4: login failure clears everything and sets error
      return status === 'authenticating' || status === 'mfa_required'
        ? { ...signedOut(state), status: 'error', error: event.code }
        : state;
    case 'logout':
      // spec 4: logout clears tokens and returns to idle
      return status === 'idle' && state.tokens === null ? state : signedOut(state);
    case 'profile_refresh_failed':
      if (status !== 'authenticated') return state;
      // spec 4: a 401/403 on profile refresh clears tokens and returns to idle; other failures
      // (network, 5xx) keep the session
      return event.status === 401 || event.status === 403 ? signedOut(state) : state;
    case 'profile_loaded':
      return status === 'authenticated' ? { ...state, user: event.user } : state;
    case 'tokens_refreshed':
      return status === 'authenticated' ? { ...state, tokens: event.tokens } : state;
    case 'bootstrap_done': {
      // spec 4: the session is bootstrapped once
      if (state.bootstrapped) return state;
      if (status !== 'idle') return { ...state, bootstrapped: true };
      const tokens = event.tokens ?? state.tokens;
      return event.authenticated && tokens
        ? { ...state, status: 'authenticated', tokens, bootstrapped: true }
        : { ...signedOut(state), bootstrapped: true };
    }
    default:
      // an event from an untyped caller (a stored or replayed action) is ignored
      return state;
  }
}

/** Whether the state is signed in (the guard's `session.authenticated`). */
export const isAuthenticated = (state: AuthState<unknown>): boolean =>
  state.status === 'authenticated';
