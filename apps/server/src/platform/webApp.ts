// Serves the built web app (one port for the API and the app). A file of the
// build is sent as it is; any other GET for a page (Accept: text/html, not an API path) answers
// index.html so that the client-side router (spec 2 routes) takes over. API paths keep the JSON
// failure envelope for their 404s.
// The build holds a brotli and a gzip copy of every compressible file
// (`<file>.br`, `<file>.gz`, written by apps/web's vite config); each answer picks the one the
// client's Accept-Encoding allows (br first), with `content-encoding` and
// `vary: accept-encoding`, and falls back to the plain file.
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * First path segments that belong to the API (spec 7 table, ARCHITECTURE 'The wire') or to the
 * platform. None of them is a page of the app (spec 2 routes).
 */
export const API_PREFIXES: readonly string[] = [
  'setting',
  'auth',
  'client',
  'user',
  'identify',
  'acc',
  'stat',
  'overdrawn',
  'upload',
  'message',
  'geo',
  'healthz',
  'readyz',
  'metrics',
  'openapi.json',
  'docs',
  'stock-api',
];

const apiPrefixSet: ReadonlySet<string> = new Set(API_PREFIXES);

/**
 * True for a path the API owns: a listed first segment, or the spec's versioned pattern
 * `/<area>/app/v1/...` or `/<area>/v1/...` (so that later areas such as /deposit/app/v1 stay API
 * while the page /deposit stays the app's).
 */
export function isApiPath(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  if (apiPrefixSet.has(first)) return true;
  return /^\/[^/]+\/(app\/)?v\d+(\/|$)/.test(path);
}

/** A page request: the client says it takes HTML (a browser navigation), not just `*\/*`. */
function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && /\btext\/html\b/i.test(accept);
}

/** Vite's output: `assets/<name>-<hash>.<ext>`; the hash changes with the content. */
const HASHED_ASSET = /^assets\/.+[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** The precompressed siblings of a build file. */
const PRECOMPRESSED = /\.(br|gz)$/;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';

function cacheControlFor(relativePath: string): string {
  return HASHED_ASSET.test(relativePath) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** The file under `root` a URL path names, or undefined (outside root, dotfile, not a file). */
async function fileFor(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').filter((s) => s.length > 0);
  // the compressed siblings are served only through content negotiation
  if (PRECOMPRESSED.test(decoded)) return undefined;
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) {
    return undefined;
  }
  const relative = segments.join('/');
  if (relative === '') return undefined;
  const absolute = resolve(root, relative);
  if (!absolute.startsWith(root + sep)) return undefined;
  try {
    const info = await stat(absolute);
    return info.isFile() ? relative : undefined;
  } catch {
    return undefined;
  }
}

function send(reply: FastifyReply, root: string, relative: string) {
  reply.header('cache-control', cacheControlFor(relative));
  return reply.sendFile(relative, root, { cacheControl: false, dotfiles: 'deny' });
}

/** Registers the web app at `/` from the build directory `root` (must hold index.html). */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  const base = resolve(root);
  // serve: false: only reply.sendFile; the one route below decides what each path means.
  // preCompressed: sendFile answers `<file>.br` / `<file>.gz` when the client accepts it
  await app.register(fastifyStatic, { root: base, serve: false, preCompressed: true });

  // pages and their files carry the document headers (security.ts, decision 0021)
  const config = { envelope: false, answers: 'document' } as const;
  app.get('/*', { schema: { hide: true }, config }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path)) throw AppError.notFound('Page not found.');
    if (path === '/') return send(reply, base, 'index.html');
    const file = await fileFor(base, path);
    if (file !== undefined) return send(reply, base, file);
    // a missing build file is a 404, never index.html (a stale page asking for an old chunk
    // must not cache HTML as a script)
    if (path.startsWith('/assets/') || !wantsHtml(request)) {
      throw AppError.notFound('Page not found.');
    }
    return send(reply, base, 'index.html');
  });
}
