// The HTTP platform: one Fastify instance with validation and OpenAPI from zod, the envelope,
// request ids, security headers, CORS, redacted logs and one error handler.
import swagger from '@fastify/swagger';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { healthRoutes } from './areas/health/routes';
import type { Config } from './config';
import { registerDocsRoutes } from './platform/docs';
import { registerEnvelope } from './platform/envelope';
import { registerErrorHandling } from './platform/errors';
import { loggerOptions, type LogStream } from './platform/logging';
import { genReqId, registerRequestIdEcho } from './platform/requestId';
import { registerSecurity } from './platform/security';

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
}

type JsonObject = Record<string, unknown>;

/** OpenAPI shows the wire as it is: a 2xx response schema sits inside the success envelope. */
const envelopeTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const response = (out.schema as { response?: Record<string, JsonObject> } | undefined)?.response;
  if (response) {
    for (const [status, schema] of Object.entries(response)) {
      if (!/^2\d\d$/.test(status) || status === '204' || 'content' in schema) continue;
      response[status] = {
        type: 'object',
        required: ['success', 'data'],
        properties: { success: { type: 'boolean', const: true }, data: schema },
      };
    }
  }
  return out;
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  for (const warning of config.warnings) app.log.warn(warning);

  registerErrorHandling(app);
  registerRequestIdEcho(app);
  await registerSecurity(app, { corsOrigins: config.CORS_ORIGINS });
  registerEnvelope(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Invest API', version: '0.0.0' },
    },
    transform: envelopeTransform,
  });

  registerDocsRoutes(app);
  await app.register(healthRoutes, { db });
  if (options.routes) await app.register(async (scope) => options.routes?.(scope));

  await app.ready();
  return app;
}
