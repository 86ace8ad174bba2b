// News. The list merges the generator's headlines (tied to the simulated moves)
// with what the back office published for the tenant, newest first; an item's detail comes from
// its id. Runs on the handle it is given.
import type { NewsDetail, NewsItem } from '@invest/api/contract';
import { exchangeIds, MARKET_EXCHANGES, type ExchangeId, type MarketId } from '@invest/domain';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../platform/serviceDeps';
import { resolveListing, type SimSeed } from '../market';
import { generatedNews, generatedNewsItem } from './generator';
import { insertNews, publishedNews, publishedNewsItem } from './repo';

/** Items a list answers by default. */
export const NEWS_LIST_DEFAULT = 20;

type Row = Awaited<ReturnType<typeof publishedNewsItem>> & object;

const fromRow = (row: Row): NewsDetail => ({
  id: row.id,
  kind: 'published',
  headline: row.headline,
  summary: row.summary,
  body: row.body,
  ...(row.symbol !== null ? { symbol: row.symbol } : {}),
  ...(row.exchange !== null && (exchangeIds as readonly string[]).includes(row.exchange)
    ? { market: row.exchange as ExchangeId }
    : {}),
  published_at: row.published_at.toISOString(),
});

/** Generated news follows the simulator's clock (areas/market/clock.ts); published news the real one. */
const marketTime = (deps: ServiceDeps & { marketClock?: () => number }) =>
  deps.marketClock?.() ?? deps.clock().getTime();

const summaryOf = ({ body: _body, ...item }: NewsDetail): NewsItem => item;

/**
 * GET /news/app/v1/list: newest first, optionally of one listing or of the market the client
 * chose (`country`: the dashboard's news follows its market picker, not the language).
 */
export async function listNews(
  deps: ServiceDeps & { seed: SimSeed; marketClock?: () => number },
  tenantId: string,
  query: {
    symbol?: string | undefined;
    market?: string | undefined;
    country?: MarketId | undefined;
    limit?: number | undefined;
  },
): Promise<NewsItem[]> {
  const limit = query.limit ?? NEWS_LIST_DEFAULT;
  const now = deps.clock();
  let listing: { exchange: string; symbol: string } | undefined;
  if (query.symbol) {
    const instrument = resolveListing(query.symbol, query.market);
    if (!instrument) throw new AppError('STOCK_DATA_UNAVAILABLE', 404, 'Cannot get stock data');
    listing = { exchange: instrument.exchange, symbol: instrument.symbol };
  }
  // a listing names its market already; the country narrows only the unfiltered list
  const country = listing ? undefined : query.country;
  const published = (
    await publishedNews(deps.db, tenantId, {
      until: now,
      limit,
      ...(listing ?? {}),
      ...(country ? { exchanges: MARKET_EXCHANGES[country] } : {}),
    })
  ).map(fromRow);
  const generated = generatedNews(
    deps.seed,
    marketTime(deps),
    listing ?? (country ? { country } : {}),
  );
  return [...published, ...generated]
    .sort((a, b) =>
      a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : 0,
    )
    .slice(0, limit)
    .map(summaryOf);
}

/** GET /news/app/v1/{id}: a published item of the tenant, or a generated one. */
export async function newsDetail(
  deps: ServiceDeps & { seed: SimSeed; marketClock?: () => number },
  tenantId: string,
  id: string,
): Promise<NewsDetail> {
  const now = deps.clock();
  const generated = generatedNewsItem(deps.seed, id, marketTime(deps));
  if (generated) return generated;
  const row = await publishedNewsItem(deps.db, tenantId, id);
  if (!row || row.published_at > now) throw AppError.notFound('News item not found.');
  return fromRow(row);
}

/** The back office's `news:publish`: an item for the tenant's clients (optionally about a listing). */
export async function publishNews(
  deps: ServiceDeps,
  input: {
    tenantId: string;
    headline: string;
    summary?: string;
    body: string;
    symbol?: string;
    market?: string;
    publishedAt?: Date;
  },
): Promise<NewsDetail> {
  const headline = input.headline.trim();
  const body = input.body.trim();
  if (headline === '' || headline.length > 200)
    throw AppError.field('headline', 'headline must be 1-200 characters.');
  if (body === '' || body.length > 20_000)
    throw AppError.field('body', 'body must be 1-20000 characters.');
  let listing: { exchange: string; symbol: string } | undefined;
  if (input.symbol) {
    const instrument = resolveListing(input.symbol, input.market);
    if (!instrument) throw AppError.field('symbol', 'Unknown listing.');
    listing = { exchange: instrument.exchange, symbol: instrument.symbol };
  }
  const values = {
    id: `n-${randomUUID()}`,
    tenant_id: input.tenantId,
    headline,
    summary: (input.summary ?? body.split('\n')[0] ?? '').trim().slice(0, 300),
    body,
    exchange: listing?.exchange ?? null,
    symbol: listing?.symbol ?? null,
    published_at: input.publishedAt ?? deps.clock(),
  };
  await insertNews(deps.db, values);
  return fromRow(values);
}
