// spec 8 'HTTP handling': every failure of the HTTP layer becomes one ApiError with a message, a
// status and the body as data. The api package never shows it: it raises an error event that
// apps/web turns into a toast (ARCHITECTURE 'Dependency rule').

/** The fallback message of spec 8 when neither the body nor the status text says anything. */
export const FALLBACK_ERROR_MESSAGE = 'Request failed';

/**
 * Codes the client itself gives to failures without a server answer (the server's codes are
 * in `@invest/api/contract` ERROR_CODES).
 */
export const CLIENT_ERROR_CODES = {
  /** spec 7/9: the request took longer than its timeout. */
  timeout: 'TIMEOUT',
  /** No answer at all (offline, DNS, connection refused, CORS). */
  network: 'NETWORK_ERROR',
  /** The caller aborted the request (its signal); no error event is raised. */
  aborted: 'ABORTED',
  /** A 2xx answer that failed the success check (`success !== true`). */
  badResponse: 'BAD_RESPONSE',
  /** spec 8: a request retried more than 3 times after 401s. */
  tooManyRetries: 'TOO_MANY_RETRIES',
  /** spec 4: a signed-in read asked for while the session is not signed in (nothing is sent). */
  notAuthenticated: 'NOT_AUTHENTICATED',
} as const;

/** One field problem of a validation failure (`path` dotted, as the server sends it). */
export interface ApiFieldError {
  path: string;
  /** The rule's stable code, when the server sent one (translated by the view). */
  code?: string;
  message: string;
  /** The rule's parameters (`{ min, currency }`), when the server sent them. */
  params?: Record<string, string | number>;
}

const paramsOf = (value: unknown): Record<string, string | number> | undefined => {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || (typeof entry[1] === 'number' && Number.isFinite(entry[1])),
  );
  return Object.fromEntries(entries);
};

export interface ApiErrorInit {
  message: string;
  /** The HTTP status; 0 when there was no answer (network failure, timeout, abort). */
  status: number;
  /** The server's stable code (`VALIDATION_FAILED`, ...) or a client code (`TIMEOUT`, ...). */
  code?: string | undefined;
  /** The answer's body as received (parsed JSON, or the text when it was not JSON). */
  data?: unknown;
  /** The route name of the call (its X-Request-Name). */
  requestName?: string | undefined;
  /** The X-Request-Id of the attempt that failed (the server logs it). */
  requestId?: string | undefined;
  cause?: unknown;
}

/** spec 8: a normalised failure: message, status, data (and the stable code when there is one). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string | undefined;
  readonly data: unknown;
  readonly requestName: string | undefined;
  readonly requestId: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.data = init.data;
    this.requestName = init.requestName;
    this.requestId = init.requestId;
  }

  /** The field errors of a validation failure (empty when the body has none). */
  get fieldErrors(): ApiFieldError[] {
    const errors = isRecord(this.data) ? this.data.errors : undefined;
    if (!Array.isArray(errors)) return [];
    return errors.flatMap((e): ApiFieldError[] => {
      if (!isRecord(e) || typeof e.path !== 'string' || typeof e.message !== 'string') return [];
      const params = paramsOf(e.params);
      return [
        {
          path: e.path,
          ...(typeof e.code === 'string' ? { code: e.code } : {}),
          message: e.message,
          ...(params ? { params } : {}),
        },
      ];
    });
  }
}

/** Whether a value is an ApiError (also across bundle copies of this package). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (isRecord(value) && value.name === 'ApiError' && typeof value.status === 'number')
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * spec 8: the message of a failed answer: the body's `message`, else its `error`, else the
 * status text, else 'Request failed'.
 */
export function errorMessageOf(body: unknown, statusText: string | undefined): string {
  const record = isRecord(body) ? body : undefined;
  return (
    nonEmpty(record?.message) ??
    nonEmpty(record?.error) ??
    nonEmpty(statusText) ??
    FALLBACK_ERROR_MESSAGE
  );
}

/** spec 8: the ApiError of an answer that is not a success (non-2xx, or failing the check). */
export function errorFromResponse(
  response: { status: number; statusText: string; body: unknown },
  context: { requestName?: string; requestId?: string } = {},
): ApiError {
  const code = isRecord(response.body) ? nonEmpty(response.body.code) : undefined;
  const ok = response.status >= 200 && response.status < 300;
  return new ApiError({
    message: errorMessageOf(response.body, response.statusText),
    status: response.status,
    code: code ?? (ok ? CLIENT_ERROR_CODES.badResponse : undefined),
    data: response.body,
    ...context,
  });
}
