// spec 7 money views: accounts, portfolio, assets, overdrawn records. Empty and zero in the
// tenant's currency until the money issue brings the ledger (service.ts).
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { holdingsByCurrency } from '../orders/service';
import { tradingDeps } from '../orders/routes';
import { assetSummary, listAccounts, overdrawnRecords, portfolioSummary } from './service';

export async function accountsArea(app: FastifyInstance): Promise<void> {
  route(app, 'accountList', async ({ deps, auth }) =>
    listAccounts(deps.db, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  const trading = tradingDeps(app.deps);
  route(app, 'portfolio', async ({ deps, auth }) => {
    const owner = { tenantId: auth.tenantId, userId: auth.userId };
    // issue 22: the holdings at the live price make the figures real
    return portfolioSummary(deps.db, owner, await holdingsByCurrency(trading, owner));
  });
  route(app, 'assets', async ({ deps, auth }) =>
    assetSummary(deps.db, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'overdrawnRecords', async ({ deps, auth, query }) =>
    overdrawnRecords(deps.db, { tenantId: auth.tenantId, userId: auth.userId }, query.status),
  );
}
