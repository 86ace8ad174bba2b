// Security headers (helmet) and CORS limited to the configured origins with the request headers
// of spec 7.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Spec 7: the headers every request carries, plus Idempotency-Key (ARCHITECTURE 'The wire'). */
export const ALLOWED_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Tenant-Id',
  'X-Request-Id',
  'X-Request-Name',
  'X-Requested-With',
  'Idempotency-Key',
] as const;

export async function registerSecurity(
  app: FastifyInstance,
  options: { corsOrigins: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-aria positions overlays and hides text visually with inline styles
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const allowed = new Set(options.corsOrigins);
  await app.register(cors, {
    // exact match only; a refused origin gets no Access-Control-Allow-Origin at all
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [...ALLOWED_REQUEST_HEADERS],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
}
