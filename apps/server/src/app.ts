// The HTTP platform: one Fastify instance with validation and OpenAPI from zod, the envelope,
// request ids, security headers, CORS, redacted logs and one error handler.
import swagger from '@fastify/swagger';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import type { Kysely } from 'kysely';
import { registerAreas } from './areas';
import { healthRoutes } from './areas/health';
import { AuthCache, invalidateOnWrites } from './platform/auth/authCache';
import { stepUpVerifier } from './areas/security';
import { createTokenService, type Clock } from './platform/auth/tokens';
import type { AuthedUser } from './platform/route';
import type { Config } from './config';
import type { Database } from './db/schema';
import { MAX_UPLOAD_BYTES } from './platform/limits';
import { registerWebApp } from './platform/webApp';
import { registerDocsRoutes, swaggerOptions } from './platform/docs';
import { registerEnvelope } from './platform/envelope';
import { AppError, failureBody, registerErrorHandling, toAppError } from './platform/errors';
import {
  lazyChildLogger,
  loggerOptions,
  registerRequestLog,
  type LogStream,
} from './platform/logging';
import { genReqId } from './platform/requestId';
import { registerSecurity } from './platform/security';
import { responseSerializerCompiler } from './platform/serializer';

/** What the platform needs of the database for now (the storage layer provides it). */
export interface DbHealth {
  ping(): Promise<void>;
}

export interface BuildAppOptions {
  config: Config;
  db: DbHealth;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: LogStream;
  /** Extra routes, registered with the platform in place (tests, later areas). */
  routes?: (app: FastifyInstance) => Promise<void> | void;
  /** The database of the areas; without it only the platform and health routes exist. */
  database?: Kysely<Database>;
  /** The clock of tokens, sessions and codes (tests move it). */
  clock?: Clock;
  /** A built web app to serve at `/` (its index.html for every other page path). */
  webRoot?: string;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    childLoggerFactory: lazyChildLogger,
    genReqId,
    requestIdHeader: false,
    // one line per request at most (platform/logging.ts), not Fastify's two
    logController: new LogController({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: true,
    }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // behind a TLS-terminating proxy: request.protocol / request.ip from X-Forwarded-*
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
    // errors Fastify raises before routing (a bad URL encoding, an over-long parameter) get the
    // same failure envelope as everything else
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const appError = toAppError(error);
      void reply.code(appError.status).send(failureBody(appError));
    },
    // a request the HTTP parser refuses (headers too large, malformed): a plain envelope
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const tooLarge = (error as { code?: string }).code === 'HPE_HEADER_OVERFLOW';
      const status = tooLarge ? 431 : 400;
      const body = JSON.stringify(
        failureBody(
          new AppError(
            'BAD_REQUEST',
            status,
            tooLarge ? 'The request headers are too large.' : 'Bad request.',
          ),
        ),
      );
      socket.end(
        `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Connection: close\r\n\r\n${body}`,
      );
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  for (const warning of config.warnings) app.log.warn(warning);

  // who is calling (platform/route.ts), a field of every request from its construction: a field
  // added to a request later gives Fastify's request objects a second shape, and every function
  // that reads a request pays for telling the two apart
  app.decorateRequest('invest', undefined);
  registerErrorHandling(app);
  registerRequestLog(app);
  // the request id and the security headers on every answer, in one hook
  await registerSecurity(app, { corsOrigins: config.CORS_ORIGINS });
  registerEnvelope(app);

  await app.register(swagger, swaggerOptions());

  registerDocsRoutes(app);
  await app.register(healthRoutes, { db, metricsToken: config.METRICS_TOKEN });
  if (options.database) {
    const clock = options.clock ?? (() => new Date());
    const authCache = new AuthCache<{ auth: AuthedUser }>();
    app.decorate('deps', {
      // every write through the API's database keeps the auth cache honest
      db: options.database.withPlugin(invalidateOnWrites(authCache)),
      config,
      clock,
      tokens: createTokenService(config.AUTH_SECRET, clock),
      authCache,
      // the routes that declare `stepUp` (platform/stepUp.ts) check it with the security area's rule
      verifyStepUp: stepUpVerifier(config),
    });
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    await app.register(registerAreas);
  }
  if (options.webRoot) await registerWebApp(app, options.webRoot);
  if (options.routes) await app.register(async (scope) => options.routes?.(scope));

  await app.ready();
  return app;
}
