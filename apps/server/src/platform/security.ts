// Security headers and CORS limited to the configured origins with the request headers of spec 7.
// Two header sets (decision 0021): the JSON API's (OWASP's REST Security Cheat Sheet) on every
// answer, and the document set (helmet: the page's CSP, Permissions-Policy, COOP, ...) on the
// answers of the routes that serve documents (`config: { answers: 'document' }`: the web app and
// its static files, the API docs page) unless such an answer is a failure.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
} from 'fastify';
import helmet from 'helmet';
import { REQUEST_ID_HEADER } from './requestId';
import { isJson, withRouteHook } from './routeHooks';

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'document': the route serves pages and their files, with the document headers. */
    answers?: 'document';
  }
}

/**
 * The headers of every JSON answer (OWASP REST Security Cheat Sheet, 'Security Headers'):
 * nothing in an API answer is a page, so its CSP allows nothing and no frame may hold it; nothing
 * is kept by a cache unless the route says how (it sets its own Cache-Control after this); no
 * referrer leaves with a request an answer could start. CORP stays: another site's `no-cors` request
 * (an image or script tag) must not pull a signed-in client's data into its process, while the
 * app's own cross-origin calls are CORS requests, which CORP does not apply to.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * The document headers, computed once by helmet (not per request: the policy never changes).
 * Deprecated headers helmet still sends by default are left out (X-XSS-Protection,
 * X-Download-Options, X-DNS-Prefetch-Control, X-Permitted-Cross-Domain-Policies).
 */
export function documentHeaders(): Record<string, string> {
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

/**
 * The hooks of a document route: its answers swap the API set for the document set before the
 * handler runs, and back when the answer is a failure (the JSON envelope).
 */
function documentHooks(): { onRequest: onRequestHookHandler; onSend: onSendHookHandler } {
  const document = documentHeaders();
  const apiOnly = Object.keys(API_HEADERS).filter((name) => !(name in document));
  const documentOnly = Object.keys(document).filter((name) => !(name in API_HEADERS));
  return {
    onRequest: (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      for (const name of apiOnly) reply.removeHeader(name);
      reply.headers(document);
      done();
    },
    onSend: (_request, reply, payload, done) => {
      // a document route's failure is the JSON envelope; a file of the build that is JSON is a
      // document's file and keeps the document set
      if (reply.statusCode >= 400 && isJson(reply.getHeader('content-type'))) {
        for (const name of documentOnly) reply.removeHeader(name);
        reply.headers(API_HEADERS);
      }
      done(null, payload);
    },
  };
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { corsOrigins: readonly string[] },
): Promise<void> {
  const document = documentHooks();
  // a route's kind is known when it is declared: the document routes get their hooks then, and
  // an API answer pays for no test of what it is
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.answers !== 'document') return;
    route.onRequest = withRouteHook(route.onRequest, document.onRequest, 'last');
    route.onSend = withRouteHook(route.onSend, document.onSend, 'last');
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_HEADERS);
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

/**
 * Whether a caller's key is the configured one, in a time that does not depend on where they
 * differ (both hashed first, so their lengths do not show either).
 */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
