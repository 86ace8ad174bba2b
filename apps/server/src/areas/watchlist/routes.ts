// The watchlist (ARCHITECTURE 'The wire'; spec 6: signed in only). HTTP only:
// the rules live in service.ts; every write opens the unit of work.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { unitOfWork } from '../../platform/unitOfWork';
import { addToWatchlist, listWatchlist, removeFromWatchlist, reorderWatchlist } from './service';

export async function watchlistArea(app: FastifyInstance): Promise<void> {
  const owner = (auth: { tenantId: string; userId: string }) => ({
    tenantId: auth.tenantId,
    userId: auth.userId,
  });
  route(app, 'watchlistList', async ({ deps, auth }) => listWatchlist(deps.db, owner(auth)));
  route(app, 'watchlistAdd', async ({ deps, auth, body }) =>
    unitOfWork(deps, (d) => addToWatchlist(d, owner(auth), body)),
  );
  route(app, 'watchlistRemove', async ({ deps, auth, params, query }) =>
    unitOfWork(deps, (d) => removeFromWatchlist(d, owner(auth), params.symbol, query.market)),
  );
  route(app, 'watchlistReorder', async ({ deps, auth, body }) =>
    unitOfWork(deps, (d) => reorderWatchlist(d, owner(auth), body.items)),
  );
}
