// issue 22 trading: unlock, quote, place (Idempotency-Key), orders list and detail, cancel,
// positions; and the fill engine's ticker. HTTP only.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/route';
import { route } from '../../platform/route';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { idempotent, isReplay } from '../ledger/idempotentRoute';
import { idempotencyKeyOf, IDEMPOTENCY_HEADER } from '../ledger/idempotency';
import { marketNow } from '../market/clock';
import { relyingParty } from '../security/routes';
import { runTick } from './engine';
import {
  cancelOrder,
  listOrders,
  listPositions,
  orderDetail,
  placeOrder,
  quoteOrder,
  requireUnlocked,
  unlockTrading,
  type TradingDeps,
} from './service';

/** How often a server process ticks the fill engine (every process may: claims skip locked). */
export const TICK_MS = 1_000;

/** The trading services' deps of an app: its handle and clock, the simulator's seed and time. */
export const tradingDeps = (deps: AppDeps): TradingDeps => ({
  db: deps.db,
  clock: deps.clock,
  seed: deps.config.MARKET_SEED,
  marketNow: marketNow(deps),
});

export async function ordersArea(app: FastifyInstance): Promise<void> {
  const trading = tradingDeps(app.deps);
  route(app, 'tradeUnlock', async ({ deps, auth, body, request }) => {
    const { pin, step_up } = body;
    const proof = { ...step_up, ...(pin === undefined ? {} : { pin: step_up?.pin ?? pin }) };
    const rp = step_up?.passkey === undefined ? undefined : relyingParty(request, deps);
    return unitOfWork(trading, (tx) => unlockTrading(tx, auth, proof, rp));
  });
  route(app, 'tradeQuote', async ({ auth, body }) =>
    unitOfWork(trading, (tx) => quoteOrder(tx, auth, body), MONEY_TRANSACTION),
  );
  route(app, 'tradeOrder', async ({ auth, body, request, reply }) => {
    idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
    const scope = { tenantId: auth.tenantId, userId: auth.userId };
    const call = { db: trading.db, scope, request, hashed: body };
    // a locked session's refusal is not stored as the key's answer; a retry of an answered key
    // replays even after the unlock lapsed
    if (!(await isReplay(call))) await requireUnlocked(trading, auth);
    return idempotent('tradeOrder', { ...call, reply }, (trx) =>
      placeOrder({ ...trading, db: trx }, auth, body),
    );
  });
  route(app, 'tradeOrders', async ({ auth, query }) => listOrders(trading, auth, query));
  route(app, 'tradeOrderDetail', async ({ auth, params }) => orderDetail(trading, auth, params.id));
  route(app, 'tradeOrderCancel', async ({ auth, params }) =>
    unitOfWork(trading, (tx) => cancelOrder(tx, auth, params.id), MONEY_TRANSACTION),
  );
  route(app, 'tradePositions', async ({ auth }) => listPositions(trading, auth));

  // the fill engine in every process but a test's (tests tick it themselves, on their clock)
  if (app.deps.config.NODE_ENV !== 'test') {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runTick(trading)
        .catch((error: unknown) => app.log.error({ err: error }, 'trading tick failed'))
        .finally(() => {
          running = false;
        });
    }, TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
