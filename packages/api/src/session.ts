// The session of spec 4 'Auth status' on top of the HTTP client: domain's auth state machine,
// bootstrapped once, and the tokens, kept according to 'remember me' (localStorage, else
// sessionStorage). Nothing else: the profile, permissions and KYC answers live in the SWR cache
// with the spec's lifetimes (hooks/cache.ts); the guest quotas are ./guestQuota's. It raises
// `unauthorized` and `error` events and never navigates or renders (ARCHITECTURE 'Dependency
// rule').
import {
  authReducer,
  initialAuthState,
  type AuthEvent,
  type AuthState,
  type AuthTokens,
  type GuestQuotaKind,
  type GuestQuotaResult,
} from '@invest/domain';
import type { ApiClient, ClientTokens, TokenChange, TokenInput } from './client';
import type { LoginRequest, LoginResponse } from './contract/auth';
import type { ClientInfo } from './contract/client';
import { ApiError, isApiError, isRecord } from './errors';
import { createGuestQuota } from './guestQuota';
import { randomId } from './ids';
import { browserStorage, type StorageAdapter } from './storage';

export { GUEST_QUOTA_STORAGE_KEY } from './guestQuota';

/** Where the tokens are kept (localStorage with 'remember me', else sessionStorage). */
export const TOKEN_STORAGE_KEY = 'invest_tokens';

export interface SessionStorages {
  /** Survives the browser closing: remembered tokens, guest counters. */
  local: StorageAdapter;
  /** Lives as long as the tab: tokens without 'remember me'. */
  session: StorageAdapter;
}

export interface SessionOptions {
  client: ApiClient;
  /** @default the browser's localStorage and sessionStorage (never throwing) */
  storage?: Partial<SessionStorages>;
  /** The clock, ms since the epoch (guest days). */
  now?: () => number;
  /** The user's IANA time zone (guest days). @default the browser's */
  timeZone?: () => string;
  onUnauthorized?: () => void;
  onError?: (error: ApiError) => void;
}

/** What the session knows, as one immutable value (a new object on every change). */
export interface SessionSnapshot {
  /** spec 4: the auth state (`user` is the profile, spec 3 User). */
  auth: AuthState<ClientInfo>;
  /** Whether the tokens are kept beyond the tab ('remember me'). */
  remember: boolean;
}

export interface SessionEvents {
  change: (snapshot: SessionSnapshot) => void;
  /** spec 8: the session expired (tokens already cleared). */
  unauthorized: () => void;
  /** spec 8: a failed request. */
  error: (error: ApiError) => void;
}
export type SessionEvent = keyof SessionEvents;

export interface LoginCredentials extends LoginRequest {
  remember?: boolean;
}

export interface Session {
  readonly client: ApiClient;
  getSnapshot(): SessionSnapshot;
  /** For useSyncExternalStore: `listener` runs after every change. */
  subscribe(listener: () => void): () => void;
  on<E extends SessionEvent>(event: E, listener: SessionEvents[E]): () => void;
  /** spec 4: restores the stored tokens and checks them, once (later calls share the answer). */
  bootstrap(): Promise<SessionSnapshot>;
  /**
   * Signs in. Resolves 'authenticated', or 'mfa_required' when the answer carries the MFA flag
   * (then `verifyMfa`). Rejects with the ApiError of a failure (state: error).
   */
  login(credentials: LoginCredentials): Promise<'authenticated' | 'mfa_required'>;
  /** spec 4: verifies the MFA code of the pending session; then authenticated. */
  verifyMfa(code: string): Promise<void>;
  /**
   * Completes the pending session with another second factor (a passkey): `run` gets
   * the pending-MFA token and answers the tokens; then authenticated.
   */
  verifyMfaWith(run: (pendingToken: string) => Promise<TokenInput>): Promise<void>;
  /** Runs a call of the pending session (its MFA methods) with its token. */
  withPendingMfa<T>(run: (pendingToken: string) => Promise<T>): Promise<T>;
  /** spec 4: logs out on the server (best effort) and clears everything. */
  logout(): Promise<void>;
  /** Clears the session here without calling the server (after a password change). */
  clear(): void;
  /** The profile was read (by the hooks): the auth state's user follows it. */
  profileLoaded(info: ClientInfo): void;
  /** spec 4: reading the profile failed; a 401/403 clears the tokens and returns to idle. */
  profileFailed(error: unknown): void;
  /** spec 6: one use of a guest quota (always allowed when signed in). */
  consumeGuestQuota(kind: GuestQuotaKind): GuestQuotaResult;
  /** spec 6: the uses left today. */
  guestQuotaRemaining(kind: GuestQuotaKind): number;
  dispose(): void;
}

const systemTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

function readStoredTokens(storage: StorageAdapter): ClientTokens | null {
  const raw = storage.get(TOKEN_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      isRecord(value) &&
      typeof value.access_token === 'string' &&
      value.access_token !== '' &&
      typeof value.refresh_token === 'string' &&
      value.refresh_token !== ''
    ) {
      return {
        access_token: value.access_token,
        refresh_token: value.refresh_token,
        expires_at: typeof value.expires_at === 'number' ? value.expires_at : null,
      };
    }
  } catch {
    // corrupt storage: no session
  }
  storage.remove(TOKEN_STORAGE_KEY);
  return null;
}

const authTokensOf = (tokens: ClientTokens | null): AuthTokens | null =>
  tokens ? { access_token: tokens.access_token, refresh_token: tokens.refresh_token } : null;

export function createSession(options: SessionOptions): Session {
  const { client } = options;
  const storage: SessionStorages = {
    local: options.storage?.local ?? browserStorage('local'),
    session: options.storage?.session ?? browserStorage('session'),
  };
  const now = options.now ?? (() => Date.now());

  const listeners: { [E in SessionEvent]: Set<SessionEvents[E]> } = {
    change: new Set(),
    unauthorized: new Set(),
    error: new Set(),
  };
  if (options.onUnauthorized) listeners.unauthorized.add(options.onUnauthorized);
  if (options.onError) listeners.error.add(options.onError);

  let snapshot: SessionSnapshot = { auth: initialAuthState<ClientInfo>(), remember: false };
  let bootstrapping: Promise<SessionSnapshot> | null = null;
  /** The pending MFA token of spec 4, kept in memory only (never stored, never in the state). */
  let mfaToken: string | null = null;

  const guestQuota = createGuestQuota({
    storage: storage.local,
    now,
    timeZone: options.timeZone ?? systemTimeZone,
    signedIn: () => snapshot.auth.status === 'authenticated',
  });

  function update(patch: Partial<SessionSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    for (const listener of [...listeners.change]) listener(snapshot);
  }

  function dispatch(event: AuthEvent<ClientInfo>) {
    const before = snapshot.auth;
    const after = authReducer(before, event);
    if (after === before) return;
    update({ auth: after });
    // the machine dropped the tokens (logout, failure, a 401/403 on the profile): so does HTTP
    if (after.tokens === null && client.getTokens() !== null) client.clearTokens();
  }

  function removeStoredTokens() {
    storage.local.remove(TOKEN_STORAGE_KEY);
    storage.session.remove(TOKEN_STORAGE_KEY);
  }

  function signOutLocally() {
    mfaToken = null;
    if (client.getTokens() !== null) client.clearTokens();
    removeStoredTokens();
    dispatch({ type: 'logout' });
  }

  // the client's tokens are the source of truth: persist what it holds, where 'remember me' says
  const offTokens = client.on('tokens', (tokens: ClientTokens | null, change: TokenChange) => {
    if (tokens === null) {
      removeStoredTokens();
      return;
    }
    const keep = snapshot.remember ? storage.local : storage.session;
    const drop = snapshot.remember ? storage.session : storage.local;
    keep.set(TOKEN_STORAGE_KEY, JSON.stringify(tokens));
    drop.remove(TOKEN_STORAGE_KEY);
    // rotated by a refresh, or replaced while signed in (MFA binding answers new tokens)
    const auth = authTokensOf(tokens);
    if (auth && change !== 'clear') dispatch({ type: 'tokens_refreshed', tokens: auth });
  });
  // spec 8: on unauthorised the tokens are cleared; the app shows the message and goes home
  const offUnauthorized = client.on('unauthorized', () => {
    signOutLocally();
    for (const listener of [...listeners.unauthorized]) listener();
  });
  const offError = client.on('error', (error: ApiError) => {
    for (const listener of [...listeners.error]) listener(error);
  });

  function profileLoaded(info: ClientInfo) {
    dispatch({ type: 'profile_loaded', user: info });
  }

  function profileFailed(error: unknown) {
    // spec 4: a 401/403 on profile refresh clears tokens and returns to idle
    if (!isApiError(error)) return;
    dispatch({ type: 'profile_refresh_failed', status: error.status });
    if (error.status === 401 || error.status === 403) signOutLocally();
  }

  /** After login or MFA verification: the guest counters reset and the profile is read. */
  async function afterSignIn() {
    mfaToken = null;
    // spec 4: guest counters reset on login
    guestQuota.resetOnLogin();
    // the auth state's user (the hooks' cache reloads the profile, permissions and KYC itself)
    try {
      profileLoaded(await client.request('clientInfo'));
    } catch (error) {
      profileFailed(error);
    }
  }

  function tokensFrom(answer: TokenInput): AuthTokens {
    return { access_token: answer.access_token, refresh_token: answer.refresh_token };
  }

  // spec 8 'Auth messages': No pending session
  const noPendingSession = () =>
    new ApiError({ message: 'No pending session', status: 0, code: 'NO_PENDING_SESSION' });

  function pendingToken(): string {
    if (snapshot.auth.status !== 'mfa_required' || mfaToken === null) throw noPendingSession();
    return mfaToken;
  }

  async function verifyMfaWith(run: (pendingToken: string) => Promise<TokenInput>) {
    const token = pendingToken();
    let answer: TokenInput;
    try {
      answer = await run(token);
    } catch (error) {
      // a mistyped code may be tried again; a pending session the server no longer accepts
      // (expired: 401) is over
      if (isApiError(error) && error.status === 401) {
        mfaToken = null;
        dispatch({ type: 'login_failed', code: 'no_pending_session' });
      }
      throw error;
    }
    client.setTokens(answer);
    dispatch({ type: 'mfa_verified', tokens: tokensFrom(answer) });
    await afterSignIn();
  }

  const session: Session = {
    client,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      const wrapped = () => listener();
      listeners.change.add(wrapped);
      return () => void listeners.change.delete(wrapped);
    },
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => void set.delete(listener);
    },

    bootstrap() {
      // spec 4: the session is bootstrapped once, then is authenticated or not
      bootstrapping ??= (async () => {
        const remembered = readStoredTokens(storage.local);
        const stored = remembered ?? readStoredTokens(storage.session);
        if (!stored) {
          dispatch({ type: 'bootstrap_done', authenticated: false });
          return snapshot;
        }
        update({ remember: remembered !== null, auth: initialAuthState(authTokensOf(stored)) });
        client.setTokens(stored);
        try {
          const info = await client.request('clientInfo');
          const tokens = authTokensOf(client.getTokens());
          dispatch(
            tokens
              ? { type: 'bootstrap_done', authenticated: true, tokens }
              : { type: 'bootstrap_done', authenticated: false },
          );
          profileLoaded(info);
        } catch (error) {
          // a 401/403 ends the stored session; no answer (offline, 5xx) keeps it
          const rejected = isApiError(error) && (error.status === 401 || error.status === 403);
          const tokens = authTokensOf(client.getTokens());
          dispatch(
            !rejected && tokens
              ? { type: 'bootstrap_done', authenticated: true, tokens }
              : { type: 'bootstrap_done', authenticated: false },
          );
          if (snapshot.auth.status !== 'authenticated') signOutLocally();
        }
        return snapshot;
      })();
      return bootstrapping;
    },
    async login(credentials) {
      const { remember = false, ...rest } = credentials;
      if (snapshot.auth.status === 'authenticated') signOutLocally();
      mfaToken = null;
      dispatch({ type: 'login_started' });
      update({ remember });
      let answer: LoginResponse;
      try {
        answer = await client.request('login', {
          body: { ...rest, remember },
          noRetry: true,
        });
      } catch (error) {
        // spec 4: login failure clears everything and sets error
        dispatch({ type: 'login_failed', code: 'login_failed' });
        throw error;
      }
      if (answer.mfa) {
        if (!answer.mfa_token) {
          dispatch({ type: 'login_failed', code: 'login_failed' });
          throw new ApiError({ message: 'Login failed', status: 200, data: answer });
        }
        // spec 4: the MFA flag moves to mfa_required with a pending session; its token stays
        // in memory and is sent as the Bearer token of the verification
        mfaToken = answer.mfa_token;
        dispatch({ type: 'login_mfa_required', pendingSession: randomId() });
        return 'mfa_required';
      }
      if (!answer.access_token || !answer.refresh_token) {
        dispatch({ type: 'login_failed', code: 'login_failed' });
        throw new ApiError({ message: 'Login failed', status: 200, data: answer });
      }
      const input: TokenInput = {
        access_token: answer.access_token,
        refresh_token: answer.refresh_token,
        expires_in: answer.expires_in,
      };
      client.setTokens(input);
      dispatch({ type: 'login_succeeded', tokens: tokensFrom(input) });
      await afterSignIn();
      return 'authenticated';
    },

    async verifyMfa(code) {
      await verifyMfaWith((token) =>
        client.request('mfaVerify', { body: { code }, token, noRetry: true }),
      );
    },

    verifyMfaWith,

    withPendingMfa: async (run) => run(pendingToken()),

    async logout() {
      try {
        if (client.getTokens() !== null) await client.request('logout', { noRetry: true });
      } catch {
        // the server's session ends with its tokens anyway; here everything is cleared
      } finally {
        signOutLocally();
      }
    },

    clear: signOutLocally,
    profileLoaded,
    profileFailed,
    consumeGuestQuota: (kind) => guestQuota.consume(kind),
    guestQuotaRemaining: (kind) => guestQuota.remaining(kind),

    dispose() {
      offTokens();
      offUnauthorized();
      offError();
    },
  };
  return session;
}
