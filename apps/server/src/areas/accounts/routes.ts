// spec 7 money views: accounts, assets, overdrawn records, from the ledger (service.ts).
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { assetSummary, listAccounts, overdrawnRecords } from './service';

export async function accountsArea(app: FastifyInstance): Promise<void> {
  route(app, 'accountList', async ({ deps, auth }) =>
    listAccounts(deps.db, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  // the portfolio's figures need the holdings: the orders area answers them (orders/routes.ts)
  route(app, 'assets', async ({ deps, auth }) =>
    assetSummary(deps.db, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'overdrawnRecords', async ({ deps, auth, query }) =>
    overdrawnRecords(deps.db, { tenantId: auth.tenantId, userId: auth.userId }, query.status),
  );
}
