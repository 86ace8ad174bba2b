// Area watchlist (ARCHITECTURE 'The wire': GET/POST /watchlist/app/v1, DELETE
// /watchlist/app/v1/{symbol}; spec 6: signed in only). The client's listings, in its order.
import { exchangeIdSchema, marketIdSchema } from '@invest/domain';
import { array, int, object, string, type infer as Infer } from 'zod';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { requiredText, text } from './text';

/** A watchlist holds at most this many listings. */
export const WATCHLIST_MAX = 500;

export const watchlistRoutes = {
  watchlistList: def({ method: 'GET', path: '/watchlist/app/v1', auth: 'user' }),
  watchlistAdd: def({ method: 'POST', path: '/watchlist/app/v1', auth: 'user' }),
  watchlistRemove: def({ method: 'DELETE', path: '/watchlist/app/v1/:symbol', auth: 'user' }),
  watchlistReorder: def({ method: 'POST', path: '/watchlist/app/v1/order', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

export const watchlistItemSchema = wireSchema(() =>
  object({
    symbol: string(),
    /** The exchange (`NASDAQ`, `NSE`...). */
    market: exchangeIdSchema,
    country: marketIdSchema,
    name: string(),
    position: int().nonnegative(),
    added_at: string(),
  }),
);
export type WatchlistItem = Infer<typeof watchlistItemSchema>;
export const watchlistSchema = wireSchema(() => array(watchlistItemSchema));

const listingSchema = () =>
  object({ symbol: requiredText(20), market: text({ max: 10, trim: true }).optional() });

export const watchlistAddRequestSchema = wireSchema(listingSchema);
export const watchlistRemoveParamsSchema = wireSchema(() => object({ symbol: requiredText(20) }));
export const watchlistRemoveQuerySchema = wireSchema(() =>
  object({ market: text({ max: 10, trim: true }).optional() }),
);
/** The whole list in its new order (every listing once). */
export const watchlistReorderRequestSchema = wireSchema(() =>
  object({ items: array(listingSchema()).max(WATCHLIST_MAX) }),
);

export const watchlistSchemas = {
  watchlistList: { response: watchlistSchema },
  watchlistAdd: { body: watchlistAddRequestSchema, response: watchlistSchema },
  watchlistRemove: {
    params: watchlistRemoveParamsSchema,
    query: watchlistRemoveQuerySchema,
    response: watchlistSchema,
  },
  watchlistReorder: { body: watchlistReorderRequestSchema, response: watchlistSchema },
} as const;
