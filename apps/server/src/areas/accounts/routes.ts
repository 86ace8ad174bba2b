// spec 7 money views: accounts, portfolio, assets, overdrawn records. Empty and zero in the
// tenant's currency until the money issue brings the ledger (service.ts).
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { assetSummary, listAccounts, overdrawnRecords, portfolioSummary } from './service';

export async function accountsArea(app: FastifyInstance): Promise<void> {
  route(app, 'accountList', async ({ deps, auth }) =>
    listAccounts(deps.db, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'portfolio', async ({ deps, auth }) =>
    portfolioSummary(deps.db, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'assets', async ({ deps, auth }) =>
    assetSummary(deps.db, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'overdrawnRecords', async ({ deps, auth, query }) =>
    overdrawnRecords(deps.db, { tenantId: auth.tenantId, userId: auth.userId }, query.status),
  );
}
