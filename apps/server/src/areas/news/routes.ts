// News (ARCHITECTURE 'The wire'): the list and one item, for the tenant of the
// call (public: guests read news too). HTTP only: the rules live in service.ts.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { marketNow } from '../market';
import { listNews, newsDetail } from './service';

export async function newsArea(app: FastifyInstance): Promise<void> {
  const marketClock = marketNow(app.deps);
  const deps = () => ({ ...app.deps, seed: app.deps.config.MARKET_SEED, marketClock });
  route(app, 'newsList', async ({ tenantId, query }) => listNews(deps(), tenantId, query));
  route(app, 'newsDetail', async ({ tenantId, params }) => newsDetail(deps(), tenantId, params.id));
}
