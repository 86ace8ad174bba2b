// pino options: structured lines with the request id, never a token, password, PIN or document
// (CONVENTIONS 'Server code').
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';

/** Where log lines go: one JSON line per write. */
export type LogStream = { write(line: string): void };

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Body fields that never reach a log line. */
export const SECRET_FIELDS = [
  'password',
  'pin',
  'code',
  'token',
  'access_token',
  'refresh_token',
  'id_front',
  'id_back',
  'old_password',
  'new_password',
  'confirm_password',
  'current_pin',
  'confirm_pin',
  'mfa_token',
  'id_no',
  'invitation_code',
  'secret',
  'otpauth_url',
] as const;

const HEADER_PATHS = [
  'authorization',
  'cookie',
  '"set-cookie"',
  '"idempotency-key"',
  '"x-refresh-token"',
].flatMap((h) => [`req.headers.${h}`, `request.headers.${h}`, `res.headers.${h}`, `headers.${h}`]);

// where a body may sit in a log object: under body / req.body / payload, or spread at the top
// (`code` is left alone at the top: it is the error code of our own "request rejected" lines)
const BODY_PATHS = SECRET_FIELDS.flatMap((f) => [`body.${f}`, `body.*.${f}`]);
const TOP_LEVEL_PATHS = SECRET_FIELDS.filter((f) => f !== 'code');

export const REDACT_PATHS = [...HEADER_PATHS, ...BODY_PATHS, ...TOP_LEVEL_PATHS];

export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  stream?: LogStream,
): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // stdout through a buffered asynchronous writer (pino flushes it on exit)
    stream: stream ?? pino.destination({ dest: 1, sync: false, minLength: 4096 }),
  };
}

/**
 * One line per answered request: method, route, status and duration, with the request id
 * (never a header, body or query value). At `debug`: refusals and failures have their own
 * `info`/`error` lines (errors.ts), and an access log of every success belongs to the proxy in
 * front; writing one per request costs about a third of the throughput (pnpm bench).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
}
