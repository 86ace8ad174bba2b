// The stock-data service of spec 7 under /stock-api and its quote stream (item
// 3). Its own key: when STOCK_API_KEY is set every call must carry it in X-Api-Key (the stream
// may carry it as `api_key`, since a browser's EventSource sets no headers). HTTP only: the
// answers come from service.ts, the guest quotas (spec 6) from quota.ts.
import {
  HEADERS,
  STOCK_API_BASE,
  STOCK_STREAM_MAX_SYMBOLS,
  STOCK_STREAM_PATH,
} from '@invest/api/contract';
import {
  TIME_ZONE_HEADER,
  VISITOR_ID_HEADER,
  VISITOR_ID_PATTERN,
  type GuestQuotaKind,
  type Instrument,
} from '@invest/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { authenticateAccess, route, type AppDeps } from '../../platform/route';
import { documentFailures } from '../../platform/docs';
import { sameSecret } from '../../platform/security';
import { unitOfWork } from '../../platform/unitOfWork';
import {
  addressGuestKey,
  anonymousGuestKey,
  consumeGuestUse,
  visitorGuestKey,
  type Guest,
} from './quota';
import {
  batchQuotes,
  chartData,
  companyProfile,
  marketFigures,
  resolveListing,
  searchStocks,
  stockDataUnavailable,
  stockDetail,
} from './service';
import { QuoteHub } from './stream';
import { marketNow } from './clock';

const TIME_ZONE = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The guest behind a call, or null for a signed-in client (a valid access token with its tenant:
 * unlimited, spec 6). A guest is keyed by its browser's visitor id (spec 4/6: per visitor, so
 * a shared network does not share one quota), with its address's backstop of ten visitors'
 * worth; without an id, by a hash of its address. Its day is its own time zone's (X-Time-Zone).
 */
async function guestOf(deps: AppDeps, request: FastifyRequest): Promise<Guest | null> {
  const authorization = header(request, 'authorization');
  const token = authorization ? /^Bearer +(\S{10,4096})$/i.exec(authorization)?.[1] : undefined;
  if (token !== undefined && header(request, HEADERS.tenant) !== undefined) {
    try {
      await authenticateAccess(deps, request, token);
      return null;
    } catch {
      // an expired or foreign token counts as a guest here; the API's own routes answer 401
    }
  }
  const zone = header(request, TIME_ZONE_HEADER);
  const timeZone = zone !== undefined && TIME_ZONE.test(zone) ? zone : 'UTC';
  const visitor = header(request, VISITOR_ID_HEADER);
  if (visitor === undefined) return { key: anonymousGuestKey(request.ip), timeZone };
  if (!VISITOR_ID_PATTERN.test(visitor)) {
    throw AppError.field(VISITOR_ID_HEADER, 'A visitor id of 16 to 64 letters, digits, - or _.');
  }
  return { key: visitorGuestKey(visitor), timeZone, addressKey: addressGuestKey(request.ip) };
}

async function consume(deps: AppDeps, request: FastifyRequest, kind: GuestQuotaKind) {
  const guest = await guestOf(deps, request);
  if (guest === null) return;
  await unitOfWork(deps, (d) => consumeGuestUse(d, guest, kind));
}

/** `NASDAQ:AAPL,NSE:TCS` (or bare symbols) as listings; a 400 for an unknown or too many. */
export function parseStreamSymbols(value: unknown): Instrument[] {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 8_000)
    throw AppError.field('symbols', 'symbols is required.', 'BAD_REQUEST');
  const parts = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length > STOCK_STREAM_MAX_SYMBOLS)
    throw AppError.field('symbols', `At most ${STOCK_STREAM_MAX_SYMBOLS} symbols.`, 'BAD_REQUEST');
  return parts.map((part) => {
    const at = part.indexOf(':');
    const instrument =
      at > 0 ? resolveListing(part.slice(at + 1), part.slice(0, at)) : resolveListing(part);
    if (!instrument) throw stockDataUnavailable();
    return instrument;
  });
}

/** The quote hub of each app (tests and the bench read its stats). */
export const quoteHubs = new WeakMap<AppDeps, QuoteHub>();

export async function stockArea(app: FastifyInstance): Promise<void> {
  // spec 6 guest quotas: 429 GUEST_LIMIT_REACHED (the OpenAPI document)
  documentFailures({ stockSearch: [429], stockDetail: [429], stockCompany: [429] });

  const deps = app.deps;
  const seed = deps.config.MARKET_SEED;
  const now = marketNow(deps);
  const key = deps.config.STOCK_API_KEY;

  app.addHook('onRequest', async (request) => {
    if (key === undefined) return;
    const url = request.url;
    if (!url.startsWith(`${STOCK_API_BASE}/`)) return;
    const query = request.query as Record<string, unknown> | undefined;
    const given =
      header(request, 'x-api-key') ??
      (url.startsWith(STOCK_STREAM_PATH) && typeof query?.api_key === 'string'
        ? query.api_key
        : undefined);
    if (given === undefined || !sameSecret(given, key))
      throw AppError.unauthorized('A valid X-Api-Key is required.');
  });

  route(app, 'stockSearch', async ({ request, query }) => {
    // spec 6: a guest's search uses one of its 3 a day (an empty query is no search)
    if (query.query.trim() !== '') await consume(deps, request, 'search');
    return searchStocks(seed, query.query, now());
  });
  route(app, 'stockQuotes', async ({ query, body }) =>
    batchQuotes(seed, query.country, body, now()),
  );
  route(app, 'stockChart', async ({ query }) => chartData(seed, query, now()));
  route(app, 'stockDetail', async ({ request, query }) => {
    const answer = stockDetail(seed, query, now());
    // spec 6: opening a quote uses one of a guest's 10 view_quote a day
    await consume(deps, request, 'view_quote');
    return answer;
  });
  route(app, 'stockCompany', async ({ request, query }) => {
    const answer = companyProfile(seed, query, now());
    // spec 6: reading a stock's profile uses one of a guest's 5 read_stock a day
    await consume(deps, request, 'read_stock');
    return answer;
  });

  // The market page's snapshot; no guest quota (spec 6 counts search and quotes)
  route(app, 'stockMarket', async ({ query }) => marketFigures(seed, query.country, now()));

  const hub = new QuoteHub({ seed, now });
  quoteHubs.set(deps, hub);
  app.addHook('onClose', async () => hub.close());

  app.get(STOCK_STREAM_PATH, async (request, reply) => {
    const instruments = parseStreamSymbols((request.query as Record<string, unknown>).symbols);
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    const subscription = hub.subscribe(instruments, {
      write: (chunk) => raw.write(chunk),
      onceDrain: (listener) => raw.once('drain', listener),
    });
    // A disconnect frees the client's place in the hub
    const end = () => subscription.close();
    request.raw.once('close', end);
    raw.once('close', end);
    raw.once('error', end);
  });
}
