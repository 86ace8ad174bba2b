// pino options: structured lines with the request id, never a token, password, PIN or document
// (CONVENTIONS 'Server code').
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn, Logger } from 'pino';
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
 * front; writing one per request costs about a third of the throughput (pnpm bench). Below
 * `debug` the hook is not registered at all: a hook that writes nothing still costs every request
 * its run.
 */
export function registerRequestLog(app: FastifyInstance): void {
  if (!(app.log as Logger).isLevelEnabled('debug')) return;
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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made when the request first writes a line. Fastify builds a pino child
 * (the request id as its binding) for every request; most requests answered without a refusal or
 * a failure write none, so building it then is work for nothing. The lines are the child's:
 * same binding, same redaction, same level.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    // a level that writes nothing needs no child (a route's own level: made at once)
    if (
      this.made === undefined &&
      this.options.level === undefined &&
      !(this.parent as Logger).isLevelEnabled(level)
    ) {
      return;
    }
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  // methods on the prototype: a request's logger is one small object, no closures
  fatal(...args: Parameters<LogFn>): void {
    this.write('fatal', args);
  }
  error(...args: Parameters<LogFn>): void {
    this.write('error', args);
  }
  warn(...args: Parameters<LogFn>): void {
    this.write('warn', args);
  }
  info(...args: Parameters<LogFn>): void {
    this.write('info', args);
  }
  debug(...args: Parameters<LogFn>): void {
    this.write('debug', args);
  }
  trace(...args: Parameters<LogFn>): void {
    this.write('trace', args);
  }
  silent(): void {}
}

/** Fastify's `childLoggerFactory`: a request's logger made on its first line (see above). */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}
