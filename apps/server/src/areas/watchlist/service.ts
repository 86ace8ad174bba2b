// The watchlist (spec 6: signed in only). A client adds listings of the universe,
// removes them and reorders the whole list; nothing reaches another client's rows (the repo
// matches tenant and user). Runs on the handle it is given; routes open the unit of work.
import { WATCHLIST_MAX, type WatchlistItem } from '@invest/api/contract';
import { EXCHANGES } from '@invest/domain';
import { AppError } from '../../platform/errors';
import type { Caller, Db, ServiceDeps } from '../../platform/serviceDeps';
import { resolveListing } from '../market';
import { deleteItems, insertItem, ownItems, setPosition } from './repo';

const unknownListing = () =>
  new AppError('STOCK_DATA_UNAVAILABLE', 404, 'Cannot get stock data', [
    { path: 'symbol', message: 'unknown_listing', code: 'unknown_listing' },
  ]);

/** GET /watchlist/app/v1: the caller's listings in order. */
export async function listWatchlist(db: Db, owner: Caller): Promise<WatchlistItem[]> {
  const rows = await ownItems(db, owner);
  return rows.flatMap((row, position) => {
    const instrument = resolveListing(row.symbol, row.exchange);
    if (!instrument) return [];
    return [
      {
        symbol: instrument.symbol,
        market: instrument.exchange,
        country: EXCHANGES[instrument.exchange].market,
        name: instrument.name,
        position,
        added_at: row.created_at.toISOString(),
      },
    ];
  });
}

/** POST /watchlist/app/v1: adds a listing at the end (already there: unchanged). */
export async function addToWatchlist(
  deps: ServiceDeps,
  owner: Caller,
  input: { symbol: string; market?: string | undefined },
): Promise<WatchlistItem[]> {
  const instrument = resolveListing(input.symbol, input.market);
  if (!instrument) throw unknownListing();
  const rows = await ownItems(deps.db, owner);
  const there = rows.some(
    (r) => r.exchange === instrument.exchange && r.symbol === instrument.symbol,
  );
  if (!there) {
    if (rows.length >= WATCHLIST_MAX)
      throw new AppError('CONFLICT', 409, `A watchlist holds at most ${WATCHLIST_MAX} listings.`);
    const next = rows.reduce((max, r) => Math.max(max, r.position + 1), 0);
    await insertItem(deps.db, owner, instrument, next, deps.clock());
  }
  return listWatchlist(deps.db, owner);
}

/** DELETE /watchlist/app/v1/{symbol}: 404 when the caller's list does not hold it. */
export async function removeFromWatchlist(
  deps: ServiceDeps,
  owner: Caller,
  symbol: string,
  market?: string,
): Promise<WatchlistItem[]> {
  const exchange = market?.trim().toUpperCase() || undefined;
  let removed = await deleteItems(deps.db, owner, symbol.trim(), exchange);
  if (removed === 0 && symbol.trim() !== symbol.trim().toUpperCase())
    removed = await deleteItems(deps.db, owner, symbol.trim().toUpperCase(), exchange);
  if (removed === 0) throw AppError.notFound('Not on the watchlist.');
  return listWatchlist(deps.db, owner);
}

/** POST /watchlist/app/v1/order: the whole list in a new order (every listing once, no other). */
export async function reorderWatchlist(
  deps: ServiceDeps,
  owner: Caller,
  items: readonly { symbol: string; market?: string | undefined }[],
): Promise<WatchlistItem[]> {
  const rows = await ownItems(deps.db, owner);
  const held = new Set(rows.map((r) => `${r.exchange}:${r.symbol}`));
  const order: { exchange: string; symbol: string }[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const instrument = resolveListing(item.symbol, item.market);
    const key = instrument ? `${instrument.exchange}:${instrument.symbol}` : '';
    if (!instrument || !held.has(key) || seen.has(key))
      throw AppError.field('items', 'The order must name every listing of the watchlist once.');
    seen.add(key);
    order.push(instrument);
  }
  if (seen.size !== held.size)
    throw AppError.field('items', 'The order must name every listing of the watchlist once.');
  for (const [position, listing] of order.entries())
    await setPosition(deps.db, owner, listing, position);
  return listWatchlist(deps.db, owner);
}
