// The watchlist area's SQL (repo.ts is the only place with queries). A client's queries
// match only its own rows (tenant and user). Runs on the handle its caller gives.
import type { Caller, Db } from '../../platform/serviceDeps';

/** The owner's listings in their order. */
export async function ownItems(db: Db, owner: Caller) {
  return db
    .selectFrom('watchlist_items')
    .select(['exchange', 'symbol', 'position', 'created_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

/** Adds a listing at the end (nothing when it is there already). */
export async function insertItem(
  db: Db,
  owner: Caller,
  listing: { exchange: string; symbol: string },
  position: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto('watchlist_items')
    .values({
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      exchange: listing.exchange,
      symbol: listing.symbol,
      position,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'exchange', 'symbol']).doNothing())
    .execute();
}

/** Removes the owner's rows of `symbol` (on `exchange` when given); answers how many. */
export async function deleteItems(
  db: Db,
  owner: Caller,
  symbol: string,
  exchange?: string,
): Promise<number> {
  let query = db
    .deleteFrom('watchlist_items')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('symbol', '=', symbol);
  if (exchange !== undefined) query = query.where('exchange', '=', exchange);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sets one listing's position. */
export async function setPosition(
  db: Db,
  owner: Caller,
  listing: { exchange: string; symbol: string },
  position: number,
): Promise<void> {
  await db
    .updateTable('watchlist_items')
    .set({ position })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('exchange', '=', listing.exchange)
    .where('symbol', '=', listing.symbol)
    .execute();
}
