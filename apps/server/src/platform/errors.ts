// Typed errors and the ONE place they become the failure envelope (CONVENTIONS 'Server code').
// A body never carries a stack trace or an internal message; the real error goes to the log.
import type { ErrorCode, FailureEnvelope } from '@invest/api/contract';
import type { FormIssue, FormResult, RuleParams, RuleResult } from '@invest/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * One field's problem as the failure envelope's `errors` item: `code` is the
 * stable code a client translates (a domain rule's code, or zod's issue code), `params` the
 * values its text needs (`{ min: 8 }`, `{ min, available, currency }`), `message` a fallback.
 * When built here `code` may be left out: it is then the message (the domain code, by custom).
 */
export interface FieldError {
  path: string;
  message: string;
  code?: string;
  params?: RuleParams;
}

/** A field error as it goes over the wire: `code` always present, `params` when there are any. */
export interface WireFieldError {
  path: string;
  code: string;
  message: string;
  params?: RuleParams;
}

/** The failure body as the server sends it (the contract's envelope with coded field errors). */
export type FailureBody = Omit<FailureEnvelope, 'errors'> & { errors?: WireFieldError[] };

/** One field's domain rule result as field errors (none when ok): code, message = code, params. */
export function ruleFieldErrors(path: string, result: RuleResult): FieldError[] {
  if (result.ok) return [];
  const error: FieldError = { path, code: result.code, message: result.code };
  if (result.params && Object.keys(result.params).length > 0) error.params = result.params;
  return [error];
}

/** A form validator's issues (`validateKyc`, ...) as field errors: code, message = code, params. */
export function formFieldErrors(issues: readonly FormIssue[]): FieldError[] {
  return issues.flatMap(({ path, code, params }) =>
    ruleFieldErrors(path, params ? { ok: false, code, params } : { ok: false, code }),
  );
}

/**
 * A form validator's answer on the server (the view's validator, run on the
 * request): the normalised value, or 400 VALIDATION_FAILED with every field's code and params.
 */
export function formValue<T>(result: FormResult<T>): T {
  if (!result.ok) throw AppError.validation(formFieldErrors(result.issues));
  return result.value;
}

export function toWireFieldError(error: FieldError): WireFieldError {
  const wire: WireFieldError = {
    path: error.path,
    code: error.code ?? error.message,
    message: error.message,
  };
  if (error.params && Object.keys(error.params).length > 0) wire.params = error.params;
  return wire;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldError[] | undefined;
  /** Seconds for the Retry-After header of a 429. */
  retryAfter: number | undefined;

  constructor(code: ErrorCode, status: number, message: string, errors?: FieldError[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.errors = errors;
  }

  /** One field's problem as a 400 (`path` is the body field). */
  static field(path: string, message: string, code: ErrorCode = 'VALIDATION_FAILED') {
    return new AppError(code, 400, message, [{ path, message }]);
  }

  static badRequest(message = 'Bad request.') {
    return new AppError('BAD_REQUEST', 400, message);
  }
  static validation(errors: FieldError[], message = 'Invalid form.') {
    return new AppError('VALIDATION_FAILED', 400, message, errors);
  }
  static unauthorized(message = 'Not authenticated.') {
    return new AppError('UNAUTHORIZED', 401, message);
  }
  /** spec 8 'Please login again.': the session (refresh-token family) is over: expired, revoked or reused. */
  static sessionExpired(message = 'Your session has ended. Please log in again.') {
    return new AppError('SESSION_EXPIRED', 401, message);
  }
  /** spec 8 'No refresh token.': a refresh without a refresh token, or with one nobody issued. */
  static noRefreshToken(message = 'No refresh token.') {
    return new AppError('NO_REFRESH_TOKEN', 401, message);
  }
  /** spec 8 'No pending session.': an MFA step without a live pending sign-in. */
  static noPendingSession(message = 'No pending session.') {
    return new AppError('NO_PENDING_SESSION', 401, message);
  }
  static forbidden(message = 'Forbidden.') {
    return new AppError('FORBIDDEN', 403, message);
  }
  static notFound(message = 'Not found.') {
    return new AppError('NOT_FOUND', 404, message);
  }
  static conflict(message = 'Conflict.') {
    return new AppError('CONFLICT', 409, message);
  }
  static tenantMismatch(message = 'Tenant does not match.') {
    return new AppError('TENANT_MISMATCH', 403, message);
  }
  static rateLimited(retryAfterSeconds: number, message = 'Too many requests. Please try later.') {
    const error = new AppError('RATE_LIMITED', 429, message);
    error.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
    return error;
  }
  static serviceUnavailable(message = 'Service unavailable. Please try later.') {
    return new AppError('SERVICE_UNAVAILABLE', 503, message);
  }
  static internal(message = 'Something went wrong. Please try again.') {
    return new AppError('INTERNAL', 500, message);
  }
}

export function failureBody(error: AppError): FailureBody {
  const body: FailureBody = { success: false, message: error.message, code: error.code };
  if (error.errors && error.errors.length > 0) body.errors = error.errors.map(toWireFieldError);
  return body;
}

/** The values of a zod issue a text can use (`minimum`, `maximum`, `expected`, `format`, ...). */
function issueParams(issue: Record<string, unknown>): RuleParams | undefined {
  const params: RuleParams = {};
  const source =
    typeof issue.params === 'object' && issue.params !== null
      ? { ...issue, ...(issue.params as Record<string, unknown>) }
      : issue;
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) {
      params[key] = value;
    } else if (typeof value === 'bigint') {
      params[key] = value.toString();
    }
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/** `/items/0/qty` in `body` -> `items.0.qty`; other parts keep their name: `querystring.from`. */
function fieldPath(context: string | undefined, instancePath: string): string {
  const segments = instancePath.split('/').filter((s) => s.length > 0);
  if (context && context !== 'body') segments.unshift(context);
  return segments.join('.');
}

/** Fastify's own client errors (parsing, limits) by status: our code and our own message. */
const FASTIFY_CLIENT_ERRORS: Record<number, [ErrorCode, string]> = {
  400: ['BAD_REQUEST', 'The request body could not be read.'],
  404: ['NOT_FOUND', 'Not found.'],
  413: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'],
  429: ['RATE_LIMITED', 'Too many requests. Please try later.'],
};

/** Any thrown value -> an AppError fit for the client. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    return AppError.validation(
      error.validation.map((v) => {
        const message = v.message ?? 'Invalid value.';
        // a refinement (`custom`) carries a domain code as its message; zod's own issues their code
        const code = v.keyword === 'custom' ? message : v.keyword;
        const params = issueParams(v.params as Record<string, unknown>);
        return {
          path: fieldPath(context, v.instancePath),
          code,
          message,
          ...(params ? { params } : {}),
        };
      }),
    );
  }
  const fe = error as Partial<FastifyError> | null;
  if (fe && typeof fe === 'object' && typeof fe.code === 'string' && fe.code.startsWith('FST_')) {
    const status = fe.statusCode ?? 500;
    const known = FASTIFY_CLIENT_ERRORS[status];
    if (known) return new AppError(known[0], status, known[1]);
    if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', 400, 'Bad request.');
  }
  return AppError.internal();
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.status }, 'request rejected');
    if (appError.retryAfter !== undefined) reply.header('retry-after', String(appError.retryAfter));
    return reply.status(appError.status).send(failureBody(appError));
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const appError = AppError.notFound('Page not found.');
    return reply.status(404).send(failureBody(appError));
  });
}
