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
  'X-Device-Token',
  'Accept',
  // The stock-data service's key (spec 7) and the guest's time zone (spec 6 quotas)
  'X-Api-Key',
  'X-Time-Zone',
  // the guest's browser, counted as one visitor (spec 4/6 quotas)
  'X-Visitor-Id',
] as const;

/**
 * The browser features the app never uses are switched off for it and for
 * anything it might embed.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  // Passkeys sign in and step up in the app's own pages (never in a frame)
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** HSTS (sent over HTTPS only: RFC 6797 8.1 says a browser ignores it over plain HTTP). */
export const HSTS = 'max-age=31536000; includeSubDomains';

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
  headers['permissions-policy'] = PERMISSIONS_POLICY;
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
    // per request, over HTTPS only (registerSecurity)
    strictTransportSecurity: false,
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
    // request.protocol is the socket's, or X-Forwarded-Proto's when TRUST_PROXY is set
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
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
    exposedHeaders: ['X-Request-Id', 'X-Device-Token'],
    maxAge: 600,
  });
}
