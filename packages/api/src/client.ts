// The HTTP layer of spec 7-8: the headers of every call, the success envelope, the timeout,
// error normalisation and events, and the 401 rules (one shared refresh, a global count, a
// notified flag, retries per request), plus the automatic refresh 60 s before the access token
// expires. It never renders, navigates or toasts (ARCHITECTURE 'Dependency rule'): it raises
// `unauthorized` and `error` events that apps/web wires to the router and the toaster. The
// stock-data service of spec 7 is the same client's: its routes (`base: 'stock'`) go to the
// profile's stock base with their own timeout and auth key.
import {
  MAX_401_RETRIES_PER_REQUEST,
  MAX_GLOBAL_401_COUNT,
  REQUEST_TIMEOUT_MS,
  STOCK_API_TIMEOUT_MS,
  TIME_ZONE_HEADER,
  TOKEN_REFRESH_BEFORE_EXPIRY_MS,
  VISITOR_ID_HEADER,
} from '@invest/domain';
import { HEADERS, buildPath, routes, type RouteDef, type RouteName } from './contract/routes';
import {
  STOCK_API_BASE,
  STOCK_API_KEY_HEADER,
  STOCK_STREAM_KEY_PARAM,
  STOCK_STREAM_PATH,
} from './contract/stock';
import { ApiError, CLIENT_ERROR_CODES, errorFromResponse, isApiError, isRecord } from './errors';
import { randomId } from './ids';
import {
  sendHttp,
  systemTimers,
  type FetchLike,
  type HttpResponse,
  type Timers,
  type UploadProgress,
} from './transport';
import type { RouteBody, RouteParams, RouteQuery, RouteResponse } from './types';

/** spec 7/9: the request timeout. */
export const API_TIMEOUT_MS = REQUEST_TIMEOUT_MS;

/** Tokens as the server answers them (login, refresh, MFA verification). */
export interface TokenInput {
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires (the server's `expires_in`). */
  expires_in?: number | undefined;
  /** Or the expiry itself, ms since the epoch (tokens restored from storage). */
  expires_at?: number | null | undefined;
}

/** The tokens the client holds. `expires_at`: ms since the epoch, null when unknown. */
export interface ClientTokens {
  access_token: string;
  refresh_token: string;
  expires_at: number | null;
}

/** Why the tokens changed: set by the caller, rotated by a refresh, or cleared. */
export type TokenChange = 'set' | 'refresh' | 'clear';

export interface ApiClientEvents {
  /** spec 8: the session is over (refresh failed or unavailable, or more than 3 global 401s). */
  unauthorized: () => void;
  /** spec 8: every failed request (not a caller's abort), already normalised. */
  error: (error: ApiError) => void;
  /** The tokens changed (the session persists rotated tokens from here). */
  tokens: (tokens: ClientTokens | null, change: TokenChange) => void;
}
export type ApiClientEvent = keyof ApiClientEvents;

/** spec 4 'HTTP layer state'. */
export interface HttpLayerState {
  token: string | null;
  tenantId: string | null;
  refreshing: boolean;
  /** 401 answers counted since the last success. */
  unauthorizedCount: number;
  /** The unauthorised event fired and no request has succeeded since. */
  notified: boolean;
}

export interface ApiClientOptions {
  /** The API base of the environment profile; '' (the default) is the page's own origin. */
  baseUrl?: string;
  /** X-Tenant-Id (sent when set). */
  tenantId?: string | null;
  /** Tokens to start with (restored from storage). */
  tokens?: TokenInput | null;
  /** @default globalThis.fetch */
  fetch?: FetchLike;
  /** spec 7/9. @default 15000 */
  timeoutMs?: number;
  /**
   * Exchanges a refresh token for new tokens. Default: POST /auth/app/v1/refresh with the
   * refresh token in X-Refresh-Token and no body (spec 7: it skips auth and retry).
   */
  refresh?: (refreshToken: string) => Promise<TokenInput>;
  onUnauthorized?: ApiClientEvents['unauthorized'];
  onError?: ApiClientEvents['error'];
  onTokens?: ApiClientEvents['tokens'];
  /** Timer functions (tests pass fakes). */
  timers?: Timers;
  /** The clock, ms since the epoch (token expiry). */
  now?: () => number;
  /** X-Request-Id and Idempotency-Key values. @default a random UUID */
  generateId?: () => string;
  /** The XMLHttpRequest used for uploads with progress. */
  createXhr?: () => XMLHttpRequest;
  /**
   * spec 4/6: the browser's visitor id of the guest quotas (counted per visitor), sent as
   * X-Visitor-Id with the stock-data calls and with the calls that complete a sign-in
   * (SIGN_IN_CALLS), so the server resets that browser's counters.
   */
  visitorId?: () => string | null;
  /**
   * spec 7 'Stock service': the profile's stock-data base URL.
   * @default the API base + STOCK_API_BASE (where the local server serves it)
   */
  stockBase?: string;
  /** spec 7: the profile's stock-data key, sent as X-Api-Key (left out when empty). */
  stockToken?: string;
  /** spec 7/9: the stock-data calls' timeout. @default 10000 */
  stockTimeoutMs?: number;
  /** spec 6: the guest's IANA time zone (a guest day is a local day), sent as X-Time-Zone. */
  timeZone?: () => string;
}

/** The calls that complete a sign-in: they carry the visitor id (ApiClientOptions.visitorId). */
const SIGN_IN_CALLS: ReadonlySet<RouteName> = new Set(['login', 'mfaVerify', 'passkeyLogin']);

export interface RequestOptions<N extends RouteName = RouteName> {
  /** The JSON body. */
  body?: RouteBody<N>;
  /** A multipart body instead of JSON (uploads). */
  form?: FormData;
  query?: RouteQuery<N>;
  /** Path parameters (`:id`). */
  params?: RouteParams<N>;
  /** Extra headers (they win over the defaults). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * spec 8: no refresh-and-retry on 401. Default: true for the calls that do not carry the
   * session's access token (`public`, `open` and `refresh` routes, or a `token` of their own:
   * a 401 there, such as a wrong password at login, is an answer about credentials, not an
   * expired session), false otherwise.
   */
  noRetry?: boolean;
  /** A Bearer token for this call instead of the session's (the pending MFA token). */
  token?: string;
  /**
   * ARCHITECTURE 'The wire': the Idempotency-Key of a money-moving call. Keep one per user
   * intent and pass it again on a retry; a money-moving route without one gets a fresh key.
   */
  idempotencyKey?: string;
  /** @default the client's timeout */
  timeoutMs?: number;
  /** Upload progress (multipart requests; uses XMLHttpRequest). */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** `blob` for a file answer. @default 'json' */
  responseType?: 'json' | 'blob';
}

export interface ApiClient {
  /** Calls the contract route `name` and resolves to the answer's `data` (spec 7). */
  request<N extends RouteName>(name: N, options?: RequestOptions<N>): Promise<RouteResponse<N>>;
  /** Sets the tokens (login) and schedules the automatic refresh; null clears them. */
  setTokens(tokens: TokenInput | null): void;
  getTokens(): ClientTokens | null;
  /** Clears the tokens without any event but `tokens`. */
  clearTokens(): void;
  setTenantId(tenantId: string | null): void;
  getTenantId(): string | null;
  /** Refreshes now, sharing a refresh already under way; false when it failed. */
  refreshTokens(): Promise<boolean>;
  /** spec 4 'HTTP layer state'. */
  getState(): HttpLayerState;
  on<E extends ApiClientEvent>(event: E, listener: ApiClientEvents[E]): () => void;
  /** Stops the automatic-refresh timer. */
  dispose(): void;
  /**
   * spec 7: the URL of the quote stream of `symbols` (`EXCHANGE:SYMBOL`) for an EventSource,
   * which sends no headers: the stock key travels as a parameter.
   */
  stockStreamUrl(symbols: readonly string[]): string;
  readonly baseUrl: string;
  /** spec 7: the stock-data service's base URL. */
  readonly stockBase: string;
}

const tokenRoutes: ReadonlySet<RouteDef['auth']> = new Set(['refresh', 'open']);

/** `dropEmpty`: an empty optional field is not sent either (the stock service's queries). */
function appendQuery(url: string, query: unknown, dropEmpty = false): string {
  if (!isRecord(query)) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || (dropEmpty && value === '')) continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/**
 * spec 7: a 2xx answer whose body says `success: true`; 204 has no body to check. The stock
 * service's answer shapes are not shown (spec 7): there, only an envelope can say it failed.
 */
const isSuccess = (res: HttpResponse, responseType: 'json' | 'blob', stock: boolean) =>
  res.status >= 200 &&
  res.status < 300 &&
  (res.status === 204 ||
    (responseType === 'blob' && typeof Blob !== 'undefined' && res.body instanceof Blob) ||
    (isRecord(res.body) && res.body.success === true) ||
    (stock && !(isRecord(res.body) && typeof res.body.success === 'boolean')));

/** spec 7: a successful answer is unwrapped to its `data` field when present. */
const unwrap = (body: unknown): unknown =>
  isRecord(body) && 'success' in body ? ('data' in body ? body.data : undefined) : body;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const timers = options.timers ?? systemTimers;
  const now = options.now ?? (() => Date.now());
  const generateId = options.generateId ?? randomId;
  const defaultTimeout = options.timeoutMs ?? API_TIMEOUT_MS;
  const stockBase = (options.stockBase ?? `${baseUrl}${STOCK_API_BASE}`).replace(/\/+$/, '');
  const stockTimeout = options.stockTimeoutMs ?? STOCK_API_TIMEOUT_MS;
  /** A stock route's path under the profile's stock base instead of the local mount. */
  const stockUrl = (path: string) => `${stockBase}${path.slice(STOCK_API_BASE.length)}`;
  const listeners: { [E in ApiClientEvent]: Set<ApiClientEvents[E]> } = {
    unauthorized: new Set(),
    error: new Set(),
    tokens: new Set(),
  };
  if (options.onUnauthorized) listeners.unauthorized.add(options.onUnauthorized);
  if (options.onError) listeners.error.add(options.onError);
  if (options.onTokens) listeners.tokens.add(options.onTokens);

  // spec 4 'HTTP layer state': a token, a tenant id, a refresh in progress, a count of 401
  // answers and a flag for an already-notified unauthorised state
  let tokens: ClientTokens | null = null;
  let tenantId: string | null = options.tenantId ?? null;
  let refreshing: Promise<boolean> | null = null;
  let unauthorizedCount = 0;
  let notified = false;
  let refreshTimer: unknown = null;

  const emit = {
    unauthorized() {
      for (const listener of [...listeners.unauthorized]) listener();
    },
    error(error: ApiError) {
      for (const listener of [...listeners.error]) listener(error);
    },
    tokens(value: ClientTokens | null, change: TokenChange) {
      for (const listener of [...listeners.tokens]) listener(value, change);
    },
  };

  function cancelAutoRefresh() {
    if (refreshTimer !== null) timers.clearTimeout(refreshTimer);
    refreshTimer = null;
  }

  // spec 7/9: the access token is refreshed automatically 60 s before it expires
  function scheduleAutoRefresh() {
    cancelAutoRefresh();
    if (tokens?.expires_at == null) return;
    const delay = Math.max(0, tokens.expires_at - TOKEN_REFRESH_BEFORE_EXPIRY_MS - now());
    refreshTimer = timers.setTimeout(() => {
      refreshTimer = null;
      void refreshShared();
    }, delay);
  }

  function applyTokens(input: TokenInput | null, change: TokenChange) {
    if (input === null) {
      cancelAutoRefresh();
      const had = tokens !== null;
      tokens = null;
      if (had) emit.tokens(null, change);
      return;
    }
    const expiresAt =
      typeof input.expires_in === 'number'
        ? now() + input.expires_in * 1000
        : (input.expires_at ?? null);
    tokens = {
      access_token: input.access_token,
      refresh_token: input.refresh_token,
      expires_at: expiresAt,
    };
    scheduleAutoRefresh();
    emit.tokens({ ...tokens }, change);
  }

  /** spec 8: clear the token and fire the unauthorised action, once until a success. */
  function expireSession() {
    applyTokens(null, 'clear');
    if (notified) return;
    notified = true;
    emit.unauthorized();
  }

  async function callRefreshRoute(refreshToken: string): Promise<TokenInput> {
    // spec 7: POST /auth/app/v1/refresh, no body; the token travels in X-Refresh-Token
    return client.request('refresh', { headers: { [HEADERS.refreshToken]: refreshToken } });
  }

  /** spec 8: one refresh shared by every request that meets a 401 while it runs. */
  function refreshShared(): Promise<boolean> {
    if (refreshing) return refreshing;
    const run = (async () => {
      const refreshToken = tokens?.refresh_token;
      // spec 8: refresh unavailable -> clear the token and fire unauthorised
      if (!refreshToken) {
        expireSession();
        return false;
      }
      try {
        const next = await (options.refresh ?? callRefreshRoute)(refreshToken);
        if (tokens?.refresh_token !== refreshToken) {
          // the session changed meanwhile (logout, a new login): keep what is there now
          return tokens !== null;
        }
        applyTokens(next, 'refresh');
        return true;
      } catch {
        // spec 8: refresh failed -> clear the token and fire unauthorised
        expireSession();
        return false;
      }
    })();
    refreshing = run;
    void run.finally(() => {
      if (refreshing === run) refreshing = null;
    });
    return run;
  }

  /**
   * spec 8, on 401 (not on the refresh call, not with no-retry): true to retry the request.
   * `sentToken` is the access token the failed attempt carried; `retries` its retries so far.
   */
  async function handleUnauthorized(sentToken: string | undefined, retries: number) {
    // spec 8: if the user was already notified, the error is rejected
    if (notified) return false;
    // one refresh for concurrent requests: a 401 that meets a refresh under way waits for it,
    // and one whose token a finished refresh already replaced just retries (neither is a new
    // 401 of the session, so neither is counted)
    if (refreshing) return (await refreshing) && retries < MAX_401_RETRIES_PER_REQUEST;
    const current = tokens?.access_token;
    if (sentToken !== undefined && current !== undefined && current !== sentToken) {
      return retries < MAX_401_RETRIES_PER_REQUEST;
    }
    // spec 8: otherwise the 401 is counted...
    unauthorizedCount += 1;
    // ...and more than 3 clears the token and fires the unauthorised action once
    if (unauthorizedCount > MAX_GLOBAL_401_COUNT) {
      expireSession();
      return false;
    }
    // spec 8: more than 3 retries for one request fails it
    if (retries >= MAX_401_RETRIES_PER_REQUEST) return false;
    return refreshShared();
  }

  function fail(error: ApiError): never {
    if (error.code !== CLIENT_ERROR_CODES.aborted) emit.error(error);
    throw error;
  }

  async function request<N extends RouteName>(
    name: N,
    opts: RequestOptions<N> = {},
  ): Promise<RouteResponse<N>> {
    const def: RouteDef = routes[name];
    const stock = def.base === 'stock';
    const usesSessionToken = !tokenRoutes.has(def.auth) && opts.token === undefined;
    // a refresh can only help a call made with the session's own access token
    const retryable =
      def.auth !== 'refresh' &&
      !(opts.noRetry ?? !(usesSessionToken && (def.auth === 'user' || def.auth === 'mfa')));
    const idempotencyKey = opts.idempotencyKey ?? (def.moneyMoving ? generateId() : undefined);
    const responseType = opts.responseType ?? 'json';
    let url: string;
    try {
      const path = buildPath(def.path, opts.params as Record<string, string> | undefined);
      url = appendQuery(stock ? stockUrl(path) : `${baseUrl}${path}`, opts.query, stock);
    } catch (error) {
      return fail(
        new ApiError({
          message: error instanceof Error ? error.message : 'Invalid request',
          status: 0,
          code: 'BAD_REQUEST',
          requestName: name,
          cause: error,
        }),
      );
    }
    let retries = 0;
    for (;;) {
      // spec 7: a fresh random X-Request-Id for every request sent
      const requestId = generateId();
      const bearer = opts.token ?? (usesSessionToken ? tokens?.access_token : undefined);
      const headers: Record<string, string> = {
        Accept: 'application/json',
        [HEADERS.requestedWith]: 'XMLHttpRequest',
        [HEADERS.requestId]: requestId,
        [HEADERS.requestName]: name,
      };
      if (stock) {
        Object.assign(headers, stockHeaders());
      } else {
        if (tenantId) headers[HEADERS.tenant] = tenantId;
        if (bearer) headers.Authorization = `Bearer ${bearer}`;
      }
      let body: BodyInit | undefined;
      if (opts.form) {
        // multipart: the browser writes the Content-Type with its boundary
        body = opts.form;
      } else if (opts.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
      if (idempotencyKey) headers[HEADERS.idempotencyKey] = idempotencyKey;
      const visitor = SIGN_IN_CALLS.has(name) || stock ? options.visitorId?.() : undefined;
      if (visitor) headers[VISITOR_ID_HEADER] = visitor;
      Object.assign(headers, opts.headers);

      let res: HttpResponse;
      try {
        res = await sendHttp(
          {
            url,
            method: def.method,
            headers,
            body,
            signal: opts.signal,
            timeoutMs: opts.timeoutMs ?? (stock ? stockTimeout : defaultTimeout),
            responseType,
            onUploadProgress: opts.onUploadProgress,
            requestName: name,
            requestId,
          },
          { fetch: options.fetch, timers, createXhr: options.createXhr },
        );
      } catch (error) {
        return fail(
          isApiError(error)
            ? error
            : new ApiError({ message: String(error), status: 0, requestName: name, requestId }),
        );
      }

      if (isSuccess(res, responseType, stock)) {
        // spec 4: any successful response resets the count and the flag (the refresh call's
        // own answer does not: only a call made with the refreshed token proves the session;
        // nor does the stock service's, which serves an expired session as a guest)
        if (def.auth !== 'refresh' && !stock) {
          unauthorizedCount = 0;
          notified = false;
        }
        return unwrap(res.body) as RouteResponse<N>;
      }
      const error = errorFromResponse(res, { requestName: name, requestId });
      if (res.status === 401 && retryable && (await handleUnauthorized(bearer, retries))) {
        retries += 1;
        continue;
      }
      return fail(error);
    }
  }

  /**
   * spec 7: the stock service's key; spec 6: a signed-in client's token and tenant (no guest
   * quota for it), else the guest's time zone, whose local day the quotas count.
   */
  function stockHeaders(): Record<string, string> {
    const headers: Record<string, string> = {};
    if (options.stockToken) headers[STOCK_API_KEY_HEADER] = options.stockToken;
    if (tokens && tenantId) {
      headers.Authorization = `Bearer ${tokens.access_token}`;
      headers[HEADERS.tenant] = tenantId;
    }
    const timeZone = options.timeZone?.();
    if (timeZone) headers[TIME_ZONE_HEADER] = timeZone;
    return headers;
  }

  const client: ApiClient = {
    baseUrl,
    stockBase,
    stockStreamUrl(symbols) {
      const query = new URLSearchParams({ symbols: symbols.join(',') });
      if (options.stockToken) query.set(STOCK_STREAM_KEY_PARAM, options.stockToken);
      return `${stockUrl(STOCK_STREAM_PATH)}?${query.toString()}`;
    },
    request,
    setTokens: (input) => applyTokens(input, input === null ? 'clear' : 'set'),
    getTokens: () => (tokens ? { ...tokens } : null),
    clearTokens: () => applyTokens(null, 'clear'),
    setTenantId(id) {
      tenantId = id;
    },
    getTenantId: () => tenantId,
    refreshTokens: () => refreshShared(),
    getState: () => ({
      token: tokens?.access_token ?? null,
      tenantId,
      refreshing: refreshing !== null,
      unauthorizedCount,
      notified,
    }),
    on(event, listener) {
      const set = listeners[event] as Set<typeof listener>;
      set.add(listener);
      return () => void set.delete(listener);
    },
    dispose: cancelAutoRefresh,
  };
  if (options.tokens) applyTokens(options.tokens, 'set');
  return client;
}
