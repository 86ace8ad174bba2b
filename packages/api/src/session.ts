// The session of spec 4 'Auth status' on top of the HTTP client: domain's auth state machine,
// bootstrapped once; tokens kept according to 'remember me' (localStorage, else sessionStorage);
// the profile cached 30 s, the KYC check 60 s and the permissions 5 minutes (reloaded on
// login); guest quota counters per local day, reset on login. It raises `unauthorized` and
// `error` events and never navigates or renders (ARCHITECTURE 'Dependency rule').
import {
  PROFILE_CACHE_MS,
  afterFailedKycCheck,
  authReducer,
  consumeGuestQuota,
  guestQuotaRemaining,
  initialAuthState,
  isKycCacheFresh,
  isPermissionCacheFresh,
  mapKycAnswer,
  resetGuestQuotaOnLogin,
  toClientPermissions,
  type AuthEvent,
  type AuthState,
  type AuthTokens,
  type ClientPermissions,
  type GuestQuotaCounters,
  type GuestQuotaKind,
  type GuestQuotaResult,
  type KycStatus,
} from '@invest/domain';
import type { ApiClient, ClientTokens, TokenChange, TokenInput } from './client';
import type {
  ClientConfig,
  ClientInfo,
  KycVerified,
  LoginRequest,
  LoginResponse,
} from './contract/schemas';
import { ApiError, isApiError, isRecord } from './errors';
import { randomId } from './ids';
import { browserStorage, type StorageAdapter } from './storage';

/** Where the tokens are kept (localStorage with 'remember me', else sessionStorage). */
export const TOKEN_STORAGE_KEY = 'invest_tokens';
/** Where the guest quota counters are kept (localStorage). */
export const GUEST_QUOTA_STORAGE_KEY = 'guest_quota';

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
  /** The clock, ms since the epoch (caches, guest days). */
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
  /** spec 3/6: the permission payload, null until loaded. */
  permissions: ClientPermissions | null;
  /** spec 4: the KYC status ('unknown' until checked). */
  kycStatus: KycStatus;
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

/** The answers the session caches; hooks hand them over with `receive`. */
export interface SessionResources {
  clientInfo: ClientInfo;
  clientConfig: ClientConfig;
  kycVerified: KycVerified;
}

export interface LoginCredentials extends LoginRequest {
  remember?: boolean;
}

export interface CacheOptions {
  /** Ignore the cache and ask the server. */
  force?: boolean;
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
  /** spec 4: logs out on the server (best effort) and clears everything. */
  logout(): Promise<void>;
  /** Clears the session here without calling the server (after a password change). */
  clear(): void;
  /** spec 7/9: the profile, cached 30 s. A 401/403 ends the session (spec 4). */
  getProfile(options?: CacheOptions): Promise<ClientInfo>;
  /** spec 6/9: the permissions, cached 5 minutes and reloaded on login. */
  loadPermissions(options?: CacheOptions): Promise<ClientPermissions>;
  /** spec 4/7/9: the KYC status, cached 60 s; a failed check keeps the old value. */
  checkKyc(options?: CacheOptions): Promise<KycStatus>;
  /** Takes an answer fetched elsewhere (the SWR hooks) into the caches. */
  receive<N extends keyof SessionResources>(name: N, data: SessionResources[N]): void;
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

function readGuestQuota(storage: StorageAdapter): GuestQuotaCounters | null {
  const raw = storage.get(GUEST_QUOTA_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    // domain counts a corrupt counter as exhausted; only the day must be readable
    if (isRecord(value) && typeof value.day === 'string') return value as GuestQuotaCounters;
  } catch {
    // corrupt storage: fresh counters
  }
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
  const timeZone = options.timeZone ?? systemTimeZone;

  const listeners: { [E in SessionEvent]: Set<SessionEvents[E]> } = {
    change: new Set(),
    unauthorized: new Set(),
    error: new Set(),
  };
  if (options.onUnauthorized) listeners.unauthorized.add(options.onUnauthorized);
  if (options.onError) listeners.error.add(options.onError);

  let snapshot: SessionSnapshot = {
    auth: initialAuthState<ClientInfo>(),
    permissions: null,
    kycStatus: 'unknown',
    remember: false,
  };
  let profileAt: number | null = null;
  let permissionsAt: number | null = null;
  let kycCheckedAt: number | null = null;
  let profileLoading: Promise<ClientInfo> | null = null;
  let permissionsLoading: Promise<ClientPermissions> | null = null;
  let kycLoading: Promise<KycStatus> | null = null;
  let bootstrapping: Promise<SessionSnapshot> | null = null;
  /** The pending MFA token of spec 4, kept in memory only (never stored, never in the state). */
  let mfaToken: string | null = null;

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

  function resetCaches() {
    profileAt = null;
    permissionsAt = null;
    kycCheckedAt = null;
    update({ permissions: null, kycStatus: 'unknown' });
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
    resetCaches();
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

  const fresh = (at: number | null, ttl: number) => {
    if (at === null) return false;
    const age = now() - at;
    return age >= 0 && age < ttl;
  };

  function receive<N extends keyof SessionResources>(name: N, data: SessionResources[N]) {
    if (name === 'clientInfo') {
      dispatch({ type: 'profile_loaded', user: data as ClientInfo });
      profileAt = now();
    } else if (name === 'clientConfig') {
      update({ permissions: toClientPermissions(data as ClientConfig) });
      permissionsAt = now();
    } else if (name === 'kycVerified') {
      const answer = data as KycVerified | boolean | string;
      // spec 4: a boolean maps true to approved and false to unverified; a status is itself
      const value = isRecord(answer) ? (answer.status ?? answer.verified) : answer;
      update({ kycStatus: mapKycAnswer(value) });
      kycCheckedAt = now();
    }
  }

  function getProfile(opts: CacheOptions = {}): Promise<ClientInfo> {
    const user = snapshot.auth.user;
    if (!opts.force && user && fresh(profileAt, PROFILE_CACHE_MS)) return Promise.resolve(user);
    if (profileLoading) return profileLoading;
    const run = client
      .request('clientInfo')
      .then((info) => {
        receive('clientInfo', info);
        return info;
      })
      .catch((error: unknown) => {
        // spec 4: a 401/403 on profile refresh clears tokens and returns to idle
        if (isApiError(error)) {
          dispatch({ type: 'profile_refresh_failed', status: error.status });
          if (error.status === 401 || error.status === 403) signOutLocally();
        }
        throw error;
      })
      .finally(() => {
        profileLoading = null;
      });
    profileLoading = run;
    return run;
  }

  function loadPermissions(opts: CacheOptions = {}): Promise<ClientPermissions> {
    const current = snapshot.permissions;
    if (!opts.force && current && isPermissionCacheFresh(permissionsAt, now())) {
      return Promise.resolve(current);
    }
    if (permissionsLoading) return permissionsLoading;
    const run = client
      .request('clientConfig')
      .then((config) => {
        receive('clientConfig', config);
        return snapshot.permissions ?? toClientPermissions(config);
      })
      .finally(() => {
        permissionsLoading = null;
      });
    permissionsLoading = run;
    return run;
  }

  function checkKyc(opts: CacheOptions = {}): Promise<KycStatus> {
    if (!opts.force && isKycCacheFresh(kycCheckedAt, now())) {
      return Promise.resolve(snapshot.kycStatus);
    }
    if (kycLoading) return kycLoading;
    const run = client
      .request('kycVerified')
      .then((answer) => {
        receive('kycVerified', answer);
        return snapshot.kycStatus;
      })
      .catch(() => {
        // spec 4: a failed check keeps the old value, or unverified if it was unknown
        update({ kycStatus: afterFailedKycCheck(snapshot.kycStatus) });
        return snapshot.kycStatus;
      })
      .finally(() => {
        kycLoading = null;
      });
    kycLoading = run;
    return run;
  }

  /** After login or MFA verification: a fresh start for everything cached. */
  async function afterSignIn() {
    mfaToken = null;
    resetCaches();
    // spec 4: guest counters reset on login
    storage.local.set(
      GUEST_QUOTA_STORAGE_KEY,
      JSON.stringify(resetGuestQuotaOnLogin(now(), timeZone())),
    );
    // spec 6: permissions are reloaded on login; the profile with them
    await Promise.allSettled([loadPermissions({ force: true }), getProfile({ force: true })]);
  }

  function tokensFrom(answer: TokenInput): AuthTokens {
    return { access_token: answer.access_token, refresh_token: answer.refresh_token };
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
          receive('clientInfo', info);
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
      const token = mfaToken;
      if (snapshot.auth.status !== 'mfa_required' || token === null) {
        // spec 8 'Auth messages': No pending session
        throw new ApiError({
          message: 'No pending session',
          status: 0,
          code: 'NO_PENDING_SESSION',
        });
      }
      let answer: TokenInput;
      try {
        answer = await client.request('mfaVerify', { body: { code }, token, noRetry: true });
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
    },

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
    getProfile,
    loadPermissions,
    checkKyc,
    receive,

    consumeGuestQuota(kind) {
      const result = consumeGuestQuota(
        readGuestQuota(storage.local),
        kind,
        now(),
        timeZone(),
        snapshot.auth.status === 'authenticated',
      );
      storage.local.set(GUEST_QUOTA_STORAGE_KEY, JSON.stringify(result.state));
      return result;
    },
    guestQuotaRemaining: (kind) =>
      snapshot.auth.status === 'authenticated'
        ? Number.POSITIVE_INFINITY
        : guestQuotaRemaining(readGuestQuota(storage.local), kind, now(), timeZone()),

    dispose() {
      offTokens();
      offUnauthorized();
      offError();
    },
  };
  return session;
}
