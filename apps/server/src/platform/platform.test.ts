// The HTTP platform over real HTTP: envelope, errors, limits, request ids, security headers,
// CORS, OpenAPI and log redaction. The database is the edge here: a fake `ping`.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { number, object, string } from 'zod';
import { startApp, type RunningApp } from '../testing/server';
import { AppError } from './errors';
import { EXPECTED_API_HEADERS } from '../testing/headers';

const SMALL_LIMIT = 4096;

async function testRoutes(scope: FastifyInstance) {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test/orders',
    {
      schema: {
        body: object({ symbol: string().min(1), quantity: number().int().positive() }),
        querystring: object({ account: string().optional() }),
        response: { 200: object({ symbol: string(), quantity: number() }) },
      },
    },
    async (request) => request.body,
  );
  app.post('/test/echo', async (request) => {
    // logs what it received; redaction must keep secrets out of the line
    request.log.info({ body: request.body, headers: request.headers }, 'echo received');
    return { received: true };
  });
  app.get('/test/boom', async () => {
    throw new Error('db password=hunter2 at /srv/app/internal.ts:42');
  });
  app.get('/test/forbidden', async () => {
    throw AppError.forbidden();
  });
  app.get('/test/empty', async (_request, reply) => reply.send());
  app.get('/test/cached', async (_request, reply) => {
    reply.header('cache-control', 'private, max-age=60');
    return { cached: true };
  });
}

let running: RunningApp;
beforeAll(async () => {
  running = await startApp({
    env: {
      BODY_LIMIT_BYTES: String(SMALL_LIMIT),
      CORS_ORIGINS: 'https://app.invest.example,http://localhost:5173',
    },
    routes: testRoutes,
  });
});
afterAll(async () => {
  await running.close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${running.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('envelope', () => {
  it('wraps a route answer as { success: true, data }', async () => {
    const res = await post('/test/orders', JSON.stringify({ symbol: 'AAPL', quantity: 3 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { symbol: 'AAPL', quantity: 3 } });
  });

  it('an empty answer becomes data: null', async () => {
    const res = await fetch(`${running.url}/test/empty`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: null });
  });
});

describe('errors', () => {
  it('a zod schema failure is 400 VALIDATION_FAILED with field paths', async () => {
    const res = await post('/test/orders', JSON.stringify({ symbol: '', quantity: 1.5 }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(typeof body.message).toBe('string');
    const paths = (body.errors as { path: string; message: string }[]).map((e) => e.path);
    expect(paths.sort()).toEqual(['quantity', 'symbol']);
    for (const e of body.errors) expect(e.message).toEqual(expect.any(String));
  });

  it('a missing body field has its own path', async () => {
    const res = await post('/test/orders', JSON.stringify({ symbol: 'AAPL' }));
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(body.errors).toEqual([
      {
        path: 'quantity',
        code: 'invalid_type',
        message: expect.any(String),
        params: expect.objectContaining({ expected: 'number' }),
      },
    ]);
  });

  it('malformed JSON is 400 BAD_REQUEST in the failure envelope', async () => {
    const res = await post('/test/orders', '{"symbol": "AAPL", ');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({ success: false, code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('a body over the limit is 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ symbol: 'A'.repeat(SMALL_LIMIT * 2), quantity: 1 });
    const res = await post('/test/orders', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('an unsupported content type is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const res = await post('/test/orders', '<xml/>', { 'content-type': 'application/xml' });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('an unknown route is 404 NOT_FOUND', async () => {
    const res = await fetch(`${running.url}/nowhere/app/v1`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: expect.any(String),
    });
  });

  it('an AppError keeps its status and code', async () => {
    const res = await fetch(`${running.url}/test/forbidden`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('a thrown plain Error is 500 INTERNAL with a generic message, no stack, logged', async () => {
    const res = await fetch(`${running.url}/test/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(Object.keys(body).sort()).toEqual(['code', 'message', 'success']);
    expect(body).toMatchObject({ success: false, code: 'INTERNAL' });
    expect(text).not.toMatch(/hunter2|internal\.ts|stack|at \//);
    const requestId = res.headers.get('x-request-id');
    const line = running.logs.find((l) => l.includes('hunter2'));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 50, request_id: requestId });
  });
});

describe('request id', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('generates a UUID when none is sent', async () => {
    const res = await fetch(`${running.url}/healthz`);
    expect(res.headers.get('x-request-id')).toMatch(uuid);
  });

  it('echoes a sane incoming id, also on failures, and logs with it', async () => {
    const id = '3f0c2a4e-8d1b-4c7a-9e2f-5b6a7c8d9e0f';
    const ok = await fetch(`${running.url}/healthz`, { headers: { 'x-request-id': id } });
    expect(ok.headers.get('x-request-id')).toBe(id);
    const missing = await fetch(`${running.url}/nope`, {
      headers: { 'x-request-id': 'web-req_0001' },
    });
    expect(missing.headers.get('x-request-id')).toBe('web-req_0001');
    const refused = await fetch(`${running.url}/test/forbidden`, {
      headers: { 'x-request-id': 'web-req_0001' },
    });
    expect(refused.status).toBe(403);
    // a refusal is logged at info with its request id (successes only at debug)
    const lines = running.logs
      .filter((l) => l.includes('web-req_0001'))
      .map((l) => JSON.parse(l) as { request_id: string; msg: string });
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l.request_id).toBe('web-req_0001');
  });

  it('replaces an insane id (too long, bad characters)', async () => {
    for (const bad of ['x'.repeat(500), 'abc def ghij', 'id<script>00', 'short']) {
      const res = await fetch(`${running.url}/healthz`, { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(uuid);
    }
  });
});

describe('security headers', () => {
  // decision 0021: OWASP's REST set on JSON answers, the document set on pages only
  const API_SET = EXPECTED_API_HEADERS;
  const DOCUMENT_ONLY = [
    'permissions-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
  ];

  it('gives every JSON answer the API set (successes, failures, 404s) and no document header', async () => {
    const answers = [
      await fetch(`${running.url}/healthz`),
      await fetch(`${running.url}/nowhere`),
      await fetch(`${running.url}/test/forbidden`),
      await fetch(`${running.url}/test/boom`),
      await fetch(`${running.url}/openapi.json`),
      await post('/test/orders', '{"symbol":"AAPL","quantity":0}'),
      await post('/test/orders', '{"symbol":"AAPL","quantity":1}'),
    ];
    for (const res of answers) {
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      for (const [name, value] of Object.entries(API_SET)) {
        expect(res.headers.get(name), `${res.url} ${name}`).toBe(value);
      }
      for (const name of DOCUMENT_ONLY) expect(res.headers.get(name), name).toBeNull();
    }
  });

  it("keeps a route's own caching on its JSON answer", async () => {
    const res = await fetch(`${running.url}/test/cached`);
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    expect(res.headers.get('content-security-policy')).toBe(API_SET['content-security-policy']);
  });

  it('gives the docs page and its style sheet the document set', async () => {
    for (const path of ['/docs', '/docs/docs.css']) {
      const res = await fetch(`${running.url}${path}`);
      expect(res.status).toBe(200);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      const permissions = res.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions).toContain(`${feature}=()`);
      }
      // Passkeys work in the app's own document only
      expect(permissions).toContain('publickey-credentials-get=(self)');
      // the API's no-store is not a page's caching: a page's is its route's own
      expect(res.headers.get('cache-control')).toBeNull();
    }
  });

  it('sends HSTS over HTTPS only: never over plain HTTP, nor for a forged X-Forwarded-Proto', async () => {
    const plain = await fetch(`${running.url}/healthz`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // without TRUST_PROXY the header of a client proves nothing
    const forged = await fetch(`${running.url}/healthz`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it('behind a trusted TLS proxy (TRUST_PROXY=true) an HTTPS request gets HSTS', async () => {
    const proxied = await startApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const https = await fetch(`${proxied.url}/healthz`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers.get('strict-transport-security')).toMatch(
        /^max-age=31536000; includeSubDomains$/,
      );
      const http = await fetch(`${proxied.url}/healthz`, {
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${running.url}/test/orders`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-tenant-id,idempotency-key',
      },
    });

  it('allows a configured origin with credentials and the spec 7 headers', async () => {
    const res = await preflight('https://app.invest.example');
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.invest.example');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of [
      'authorization',
      'content-type',
      'x-tenant-id',
      'x-request-id',
      'x-request-name',
      'x-requested-with',
      'idempotency-key',
    ]) {
      expect(allowed).toContain(h);
    }
    const simple = await fetch(`${running.url}/healthz`, {
      headers: { origin: 'https://app.invest.example' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBe('https://app.invest.example');
    expect(simple.headers.get('access-control-expose-headers')?.toLowerCase()).toContain(
      'x-request-id',
    );
  });

  it('refuses another origin (no allow-origin header)', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${running.url}/healthz`, {
      headers: { origin: 'https://app.invest.example.evil.test' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight itself: 204, the methods, a 10-minute cache; a malformed one 400', async () => {
    const res = await preflight('https://app.invest.example');
    expect(res.status).toBe(204);
    expect(res.headers.get('content-length')).toBe('0');
    expect(res.headers.get('access-control-allow-methods')).toBe(
      'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    );
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('vary')).toBe('Origin');
    const malformed = await fetch(`${running.url}/test/orders`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.invest.example' },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toBe('Invalid Preflight Request');
    // a refused origin's preflight finds no route
    expect((await preflight('https://evil.example')).status).toBe(404);
    // every answer varies on Origin, with or without one
    expect((await fetch(`${running.url}/healthz`)).headers.get('vary')).toBe('Origin');
  });

  it('in production, without CORS_ORIGINS, answers a Vite development origin without CORS headers', async () => {
    const production = await startApp({
      env: { NODE_ENV: 'production', AUTH_SECRET: 's'.repeat(32) },
      routes: testRoutes,
    });
    try {
      for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173']) {
        const res = await fetch(`${production.url}/test/orders`, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
        const simple = await fetch(`${production.url}/healthz`, { headers: { origin } });
        expect(simple.status).toBe(200);
        expect(simple.headers.get('access-control-allow-origin')).toBeNull();
        expect(simple.headers.get('access-control-allow-credentials')).toBeNull();
      }
    } finally {
      await production.close();
    }
  });
});

describe('OpenAPI', () => {
  it('GET /openapi.json is an OpenAPI 3.x document listing /healthz inside the envelope', async () => {
    const res = await fetch(`${running.url}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/healthz'].get).toBeDefined();
    expect(doc.paths['/readyz'].get).toBeDefined();
    const schema = doc.paths['/healthz'].get.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.properties.status).toBeDefined();
    expect(schema.properties.success).toBeDefined();
    expect(doc.paths['/openapi.json']).toBeUndefined();
  });

  it('GET /docs is a self-contained page listing the operations', async () => {
    const res = await fetch(`${running.url}/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('/healthz');
    expect(html).toContain('/test/orders');
    expect(html).not.toMatch(/<script|https?:\/\/(?!127)/);
    const css = await fetch(`${running.url}/docs/docs.css`);
    expect(css.status).toBe(200);
  });
});

describe('log redaction', () => {
  it('keeps Authorization, cookies and secret body fields out of every line', async () => {
    const secrets = {
      authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.secret-token-value',
      cookie: 'sid=cookie-secret-value',
      password: 'pa55word-secret-value',
      pin: '918273',
      access_token: 'access-secret-value',
      refresh_token: 'refresh-secret-value',
    };
    const res = await post(
      '/test/echo',
      JSON.stringify({
        username: 'alice',
        password: secrets.password,
        pin: secrets.pin,
        access_token: secrets.access_token,
        refresh_token: secrets.refresh_token,
      }),
      {
        authorization: secrets.authorization,
        cookie: secrets.cookie,
        'x-request-id': 'redact-test-01',
      },
    );
    expect(res.status).toBe(200);
    const lines = running.logs.filter((l) => l.includes('redact-test-01'));
    expect(lines.some((l) => l.includes('echo received'))).toBe(true);
    const all = lines.join('\n');
    expect(all).toContain('alice');
    expect(all).toContain('[redacted]');
    for (const value of Object.values(secrets)) expect(all).not.toContain(value);
  });
});
