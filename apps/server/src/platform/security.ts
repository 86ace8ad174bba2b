// Security headers (helmet) and CORS limited to the configured origins with the request headers
// of spec 7.
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { REQUEST_ID_HEADER } from './requestId';

/** Spec 7: the headers every request carries, plus Idempotency-Key (ARCHITECTURE 'The wire'). */
export const ALLOWED_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Tenant-Id',
  'X-Request-Id',
  'X-Request-Name',
  'X-Requested-With',
  'X-Refresh-Token',
  'Idempotency-Key',
  'Accept',
] as const;

/**
 * The security headers, computed once by helmet (not per request: the policy never changes).
 * Deprecated headers helmet still sends by default are left out (X-XSS-Protection,
 * X-Download-Options, X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
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
    xXssProtection: false,
    xDownloadOptions: false,
    xDnsPrefetchControl: false,
    xPermittedCrossDomainPolicies: false,
  })({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { corsOrigins: readonly string[] },
): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // the request id is echoed on every answer, failures and 404s included
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
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
