// The built web app on the API's port: files of the build, the SPA fallback for page paths, the
// JSON envelope for API 404s, cache headers, and nothing outside the build directory.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { failureEnvelopeSchema } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { okDb } from '../testing/server';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, isApiPath } from './webApp';
import { EXPECTED_API_HEADERS } from '../testing/headers';

const INDEX =
  '<!doctype html><html><head><title>Invest</title></head><body>app-shell</body></html>';
const SCRIPT = 'console.log("chunk")';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let dir: string;
let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'invest-web-'));
  root = join(dir, 'dist');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), INDEX);
  await writeFile(join(root, 'assets', 'index-Ab3dEf_9.js'), SCRIPT);
  // the precompressed siblings the web build writes
  for (const file of ['index.html', 'assets/index-Ab3dEf_9.js']) {
    const text = file === 'index.html' ? INDEX : SCRIPT;
    await writeFile(join(root, `${file}.br`), brotliCompressSync(text));
    await writeFile(join(root, `${file}.gz`), gzipSync(text));
  }
  await writeFile(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(root, '.env'), 'SECRET=in-root-dotfile');
  await writeFile(join(dir, 'outside.txt'), 'SECRET=outside-root');
  app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    db: okDb,
    webRoot: root,
  });
});

afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, accept = HTML) => app.inject({ method: 'GET', url, headers: { accept } });

function expectJson404(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = failureEnvelopeSchema.parse(res.json());
  expect(body.code).toBe('NOT_FOUND');
  expect(res.body).not.toContain('app-shell');
}

describe('web app files', () => {
  it('serves index.html at / without caching it (even to a client that does not ask for HTML)', async () => {
    for (const accept of [HTML, '*/*']) {
      const res = await get('/', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE);
      expect(res.body).toBe(INDEX);
    }
  });

  it('serves a hashed asset as immutable with its content type', async () => {
    const res = await get('/assets/index-Ab3dEf_9.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toBe(SCRIPT);
  });

  it('serves an unhashed file with revalidation', async () => {
    const res = await get('/favicon.svg', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE);
  });

  it('answers HEAD for a file', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/assets/index-Ab3dEf_9.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('precompressed files', () => {
  const fetch = (url: string, encoding: string | undefined, accept = HTML) =>
    app.inject({
      method: 'GET',
      url,
      headers: encoding === undefined ? { accept } : { accept, 'accept-encoding': encoding },
    });

  it('answers brotli when the client accepts it, with its content type and cache rule', async () => {
    const res = await fetch('/assets/index-Ab3dEf_9.js', 'gzip, deflate, br, zstd', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers gzip to a client without brotli', async () => {
    const res = await fetch('/assets/index-Ab3dEf_9.js', 'gzip, deflate', '*/*');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the plain file, still varying on Accept-Encoding, to a client that takes neither', async () => {
    for (const encoding of [undefined, 'identity', 'deflate']) {
      const res = await fetch('/assets/index-Ab3dEf_9.js', encoding, '*/*');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('compresses index.html, at / and as the SPA fallback, without caching it', async () => {
    for (const url of ['/', '/dashboard']) {
      const res = await fetch(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('falls back to the plain file when a file has no compressed copy', async () => {
    const res = await fetch('/favicon.svg', 'br, gzip', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<svg');
  });

  it('does not serve the compressed copies by their own names', async () => {
    expectJson404(await fetch('/assets/index-Ab3dEf_9.js.br', 'br', '*/*'));
    expectJson404(await fetch('/index.html.gz', 'gzip', '*/*'));
  });
});

describe('SPA fallback', () => {
  it.each(['/dashboard', '/news/42', '/quote?symbol=AAPL&ex=US', '/deposit', '/no/such/page'])(
    'answers index.html for the page %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE);
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.body).toBe(INDEX);
    },
  );

  it('keeps the JSON envelope for unknown API paths, even when HTML is accepted', async () => {
    for (const url of [
      '/auth/app/v1/nothing',
      '/setting/v1/nothing',
      '/deposit/app/v1/list',
      '/user/v1/x',
      '/upload/app/v1/file',
      '/stock-api/quote',
      '/docs/missing',
    ]) {
      expectJson404(await get(url));
    }
  });

  it('answers 404 JSON for a page path when the client does not take HTML', async () => {
    expectJson404(await get('/dashboard', 'application/json'));
    expectJson404(await get('/dashboard', '*/*'));
  });

  it('never answers index.html for a missing build asset', async () => {
    expectJson404(await get('/assets/index-Zz9yXw_8.js'));
  });

  it('answers other methods with the JSON 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/dashboard', headers: { accept: HTML } });
    expect(res.statusCode).toBe(404);
    failureEnvelopeSchema.parse(res.json());
  });

  it('still serves the platform routes', async () => {
    const res = await get('/healthz', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });
});

// Decision 0021: the app's document and its files keep every header they carried before the API
// got its own set; the JSON failures the app's route answers carry the API set.
describe('headers of the app and of its failures', () => {
  const DOCUMENT_SET = {
    'content-security-policy':
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
      "connect-src 'self';form-action 'self';object-src 'none';base-uri 'none';frame-ancestors 'none'",
    'permissions-policy':
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), ' +
      'geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), ' +
      'publickey-credentials-create=(self), publickey-credentials-get=(self), serial=(), usb=(), ' +
      'xr-spatial-tracking=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  const API_SET = EXPECTED_API_HEADERS;

  it.each([
    ['GET', '/', HTML, CACHE_REVALIDATE],
    ['GET', '/dashboard', HTML, CACHE_REVALIDATE],
    ['HEAD', '/dashboard', HTML, CACHE_REVALIDATE],
    ['GET', '/assets/index-Ab3dEf_9.js', '*/*', CACHE_IMMUTABLE],
    ['HEAD', '/assets/index-Ab3dEf_9.js', '*/*', CACHE_IMMUTABLE],
    ['GET', '/favicon.svg', '*/*', CACHE_REVALIDATE],
  ] as const)(
    '%s %s carries the whole document set and its own caching',
    async (method, url, accept, cache) => {
      for (const encoding of ['br, gzip', 'identity']) {
        const res = await app.inject({
          method,
          url,
          headers: { accept, 'accept-encoding': encoding },
        });
        expect(res.statusCode).toBe(200);
        for (const [name, value] of Object.entries(DOCUMENT_SET)) {
          expect(res.headers[name], `${name} (${encoding})`).toBe(value);
        }
        expect(res.headers['cache-control']).toBe(cache);
      }
    },
  );

  it.each([
    ['GET', '/auth/app/v1/nothing', HTML],
    ['GET', '/assets/index-Zz9yXw_8.js', '*/*'],
    ['GET', '/dashboard', 'application/json'],
    ['POST', '/dashboard', HTML],
  ] as const)(
    '%s %s (a JSON failure) carries the API set, no document header',
    async (method, url, accept) => {
      const res = await app.inject({ method, url, headers: { accept } });
      expect(res.statusCode).toBe(404);
      for (const [name, value] of Object.entries(API_SET))
        expect(res.headers[name], name).toBe(value);
      for (const name of [
        'permissions-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
      ]) {
        expect(res.headers[name], name).toBeUndefined();
      }
    },
  );
});

describe('nothing outside the build', () => {
  it.each([
    '/.env',
    '/../outside.txt',
    '/%2e%2e/outside.txt',
    '/assets/..%2f..%2foutside.txt',
    '/%2e%2e%2foutside.txt',
    '/..%5coutside.txt',
    '/%E0%A4%A',
  ])('does not leak %s', async (url) => {
    const res = await get(url, '*/*');
    // 404, or Fastify's 400 for a URL it cannot decode; never the file
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('SECRET');
  });
});

describe('isApiPath', () => {
  it('tells API paths from page paths', () => {
    expect(isApiPath('/auth/app/v1/login')).toBe(true);
    expect(isApiPath('/setting/v1/app')).toBe(true);
    expect(isApiPath('/news/app/v1/list')).toBe(true);
    expect(isApiPath('/openapi.json')).toBe(true);
    expect(isApiPath('/news/42')).toBe(false);
    expect(isApiPath('/kyc')).toBe(false);
    expect(isApiPath('/')).toBe(false);
  });
});
