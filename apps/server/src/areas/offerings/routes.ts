// Offerings: the lists, an offering's detail, subscribing and cancelling; the scheduler that
// runs the timelines. HTTP only: the subscription's Idempotency-Key and the 'subscribe' feature
// are declared in the contract and run by the platform (platform/route.ts).
import type { FastifyInstance } from 'fastify';
import { runOnSchedule } from '../../platform/scheduledJobs';
import type { AppDeps } from '../../platform/route';
import { documentFailures } from '../../platform/docs';
import { route } from '../../platform/route';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { marketNow } from '../market';
import { checkPacCode } from '../pac';
import { runOfferingJobs } from './scheduler';
import {
  cancelSubscription,
  listProducts,
  listSubscriptionTab,
  productDetail,
  redeemSubscription,
  subscribe,
  type OfferingDeps,
} from './service';

/** How often a server process looks for due jobs (every process may: claims skip locked). */
const SCHEDULER_MS = 5_000;

/** The offerings' deps of an app: its handle and clock, the simulator's seed and time. */
export const offeringDeps = (deps: AppDeps): OfferingDeps => ({
  db: deps.db,
  clock: deps.clock,
  seed: deps.config.MARKET_SEED,
  marketNow: marketNow(deps),
});

export async function offeringsArea(app: FastifyInstance): Promise<void> {
  const offerings = offeringDeps(app.deps);
  // wrong PAC codes are throttled per client and offering (pac/service.ts verifyPacCode)
  documentFailures({ productSubscribe: [429] });
  route(app, 'productList', async ({ auth, query }) => listProducts(offerings, auth, query));
  route(app, 'productSubscriptionList', async ({ auth, query }) =>
    listSubscriptionTab(offerings, auth, query),
  );
  route(app, 'productDetail', async ({ auth, params }) =>
    productDetail(offerings, auth, params.id),
  );
  route(
    app,
    'productSubscribe',
    async ({ auth, params, body, deps }) =>
      subscribe({ ...offerings, db: deps.db }, auth, params.id, body),
    // spec 5: a wrong PAC code is counted and kept in a transaction of its own, before the
    // subscription's (whose refusals roll back), and is never stored as the key's answer
    {
      guard: ({ auth, params, body, deps }) =>
        checkPacCode(deps, auth, 'offering', params.id, body),
    },
  );
  route(app, 'productSubscriptionCancel', async ({ auth, params }) =>
    unitOfWork(offerings, (tx) => cancelSubscription(tx, auth, params.id), MONEY_TRANSACTION),
  );
  route(app, 'productSubscriptionRedeem', async ({ auth, params, deps }) =>
    redeemSubscription({ ...offerings, db: deps.db }, auth, params.id),
  );

  // the timelines in every process but a test's (tests run the scheduler on their clock); the
  // first look at start runs what came due while no process ran
  runOnSchedule(app, 'offerings', SCHEDULER_MS, () =>
    runOfferingJobs(offerings, { batch: app.deps.config.OFFERING_BATCH }),
  );
}
