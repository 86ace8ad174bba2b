// The news area's SQL (repo.ts is the only place with queries): what the back office
// published for a tenant (migration 0009_markets). Generated items are computed, never stored.
import type { Insertable } from 'kysely';
import type { NewsItemsTable } from '../../db/schema';
import type { Db } from '../../platform/serviceDeps';

export async function insertNews(db: Db, values: Insertable<NewsItemsTable>): Promise<void> {
  await db.insertInto('news_items').values(values).execute();
}

/**
 * The tenant's published items up to `until`, newest first: optionally of one listing, or of one
 * market (`exchanges`: the items about its listings and those about no listing).
 */
export async function publishedNews(
  db: Db,
  tenantId: string,
  options: {
    until: Date;
    limit: number;
    exchange?: string;
    symbol?: string;
    exchanges?: readonly string[];
  },
) {
  let query = db
    .selectFrom('news_items')
    .select(['id', 'headline', 'summary', 'body', 'exchange', 'symbol', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .where('published_at', '<=', options.until);
  if (options.symbol !== undefined) query = query.where('symbol', '=', options.symbol);
  if (options.exchange !== undefined) query = query.where('exchange', '=', options.exchange);
  const { exchanges } = options;
  if (exchanges !== undefined)
    query = query.where((eb) =>
      eb.or([eb('exchange', 'is', null), eb('exchange', 'in', [...exchanges])]),
    );
  return query.orderBy('published_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}

/** One published item of the tenant. */
export async function publishedNewsItem(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('news_items')
    .select(['id', 'headline', 'summary', 'body', 'exchange', 'symbol', 'published_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}
