// Products: the catalogue, its detail, recommendations and exclusive offers, subscribing and
// cancelling, the holdings and their redemption, the orders; the scheduler of NAVs, accruals and
// maturities. HTTP only: the Idempotency-Keys and the 'subscribe' feature are declared in the
// contract and run by the platform (platform/route.ts).
import type { FastifyInstance } from 'fastify';
import { runOnSchedule } from '../../platform/scheduledJobs';
import { documentFailures } from '../../platform/docs';
import { route } from '../../platform/route';
import { checkPacCode } from '../pac';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { runProductJobs } from './scheduler';
import {
  cancelOrder,
  catalogueDetail,
  exclusive,
  listCatalogue,
  listHoldings,
  listOrders,
  recommended,
  redeem,
  subscribe,
} from './service';

/** How often a server process looks for due jobs (every process may: claims skip locked). */
const SCHEDULER_MS = 60_000;

export async function productsArea(app: FastifyInstance): Promise<void> {
  const deps = { db: app.deps.db, clock: app.deps.clock };
  // wrong PAC codes are throttled per client and product (pac/service.ts verifyPacCode)
  documentFailures({ catalogueSubscribe: [429] });
  route(app, 'catalogueList', async ({ auth, query }) => listCatalogue(deps, auth, query));
  route(app, 'catalogueRecommended', async ({ auth }) => recommended(deps, auth));
  route(app, 'catalogueExclusive', async ({ auth }) => exclusive(deps, auth));
  route(app, 'catalogueDetail', async ({ auth, params }) => catalogueDetail(deps, auth, params.id));
  route(
    app,
    'catalogueSubscribe',
    async ({ auth, params, body, deps: tx }) =>
      subscribe({ ...deps, db: tx.db }, auth, params.id, body),
    // spec 5: a wrong PAC code is counted and kept in a transaction of its own, before the
    // order's (whose refusals roll back), and is never stored as the key's answer
    { guard: ({ auth, params, body }) => checkPacCode(deps, auth, 'product', params.id, body) },
  );
  route(app, 'productOrderList', async ({ auth, query }) => listOrders(deps, auth, query));
  route(app, 'productOrderCancel', async ({ auth, params }) =>
    unitOfWork(deps, (tx) => cancelOrder(tx, auth, params.id), MONEY_TRANSACTION),
  );
  route(app, 'productHoldingList', async ({ auth, query }) => listHoldings(deps, auth, query));
  route(app, 'productHoldingRedeem', async ({ auth, params, body, deps: tx }) =>
    redeem({ ...deps, db: tx.db }, auth, params.id, body),
  );

  // NAVs, accruals and maturities in every process but a test's (tests run the jobs on their
  // clock); the first look at start catches up what came due while no process ran
  runOnSchedule(app, 'products', SCHEDULER_MS, () => runProductJobs(deps));
}
