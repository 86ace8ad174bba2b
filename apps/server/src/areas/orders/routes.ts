// Trading: unlock, quote, place, orders list and detail, cancel, positions, and the portfolio
// figured from them; the fill engine's ticker. HTTP only: the order's Idempotency-Key and the
// unlock's step-up are declared in the contract and run by the platform (platform/route.ts).
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/route';
import { route } from '../../platform/route';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { portfolioSummary } from '../accounts';
import { marketNow } from '../market';
import { productHoldingsFigures, type ProductFigures } from '../products';
import { Money } from '@invest/domain';
import { runTick } from './engine';
import { portfolioPerformance } from './performance';
import { PLACEMENT_BATCH, placementBatcher, turnOf } from './placementBatch';
import {
  cancelOrder,
  listOrders,
  holdingsByCurrency,
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
  route(
    app,
    'tradeUnlock',
    async ({ auth, stepUp }) => unitOfWork(trading, (tx) => unlockTrading(tx, auth, stepUp)),
    {
      // spec 5: the PIN of a client without the second factor may come as `pin`
      stepUpProof: ({ pin, step_up }) => ({
        ...step_up,
        ...(pin === undefined ? {} : { pin: step_up?.pin ?? pin }),
      }),
    },
  );
  route(app, 'tradeQuote', async ({ auth, body }) =>
    unitOfWork(trading, (tx) => quoteOrder(tx, auth, body), MONEY_TRANSACTION),
  );
  // market buys on a quote arriving together are placed in one transaction (decision 0020); on
  // PGlite too, its one connection running the batches one after another
  const placement = placementBatcher(PLACEMENT_BATCH);
  route(
    app,
    'tradeOrder',
    async ({ auth, body, deps, keyAnswer }) =>
      placeOrder({ ...trading, db: deps.db }, auth, body, keyAnswer, turnOf(keyAnswer)),
    // the session's unlock before the effect; a retry of an answered key replays even after
    // the unlock lapsed, and a locked session's refusal is not stored as the key's answer
    {
      guard: async ({ auth }) => requireUnlocked(trading, auth),
      // it only reads: the answered key is looked for only when it refuses
      guardReadsOnly: true,
      answerWith: placement.answer,
    },
  );
  route(app, 'tradeOrders', async ({ auth, query }) => listOrders(trading, auth, query));
  route(app, 'tradeOrderDetail', async ({ auth, params }) => orderDetail(trading, auth, params.id));
  route(app, 'tradeOrderCancel', async ({ auth, params }) =>
    unitOfWork(trading, (tx) => cancelOrder(tx, auth, params.id), MONEY_TRANSACTION),
  );
  route(app, 'tradePositions', async ({ auth }) => listPositions(trading, auth));
  // the portfolio's figures: the cash of the accounts, the stock holdings at the live price and
  // the product holdings (funds, savings, ...) at the day's price, summed per currency
  route(app, 'portfolio', async ({ deps, auth }) => {
    const owner = { tenantId: auth.tenantId, userId: auth.userId };
    // independent reads: side by side on a pool's connections, not one after another
    const holdings = Promise.all([
      holdingsByCurrency(trading, owner),
      productHoldingsFigures(deps.db, owner),
    ]).then(([stocks, products]) => sumFigures([...stocks, ...products]));
    return portfolioSummary(deps.db, owner, holdings);
  });
  route(app, 'portfolioPerformance', async ({ auth, query }) =>
    portfolioPerformance(trading, auth, query),
  );

  // the fill engine in every process but a test's (tests tick it themselves, on their clock)
  if (app.deps.config.NODE_ENV !== 'test') {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runTick(trading, { batch: app.deps.config.FILL_BATCH })
        .then(({ refused }) => {
          // an order the rules refuse to fill or end (its held cash taken back) needs an operator
          if (refused > 0)
            app.log.warn({ refused }, 'trading tick: orders refused, left as they were');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'trading tick failed'))
        .finally(() => {
          running = false;
        });
    }, TICK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}

/** Holdings figures summed per currency (stocks and products of one currency are one row). */
function sumFigures(rows: readonly ProductFigures[]): ProductFigures[] {
  const out = new Map<string, ProductFigures>();
  for (const r of rows) {
    const c = r.currency;
    const a = out.get(c);
    const add = (x: string, y: string) => Money.of(x, c).add(Money.of(y, c)).toString();
    out.set(
      c,
      a === undefined
        ? { ...r }
        : {
            currency: c,
            market_value: add(a.market_value, r.market_value),
            cost: add(a.cost, r.cost),
            realised: add(a.realised, r.realised),
            day_change:
              a.day_change === null || r.day_change === null
                ? null
                : add(a.day_change, r.day_change),
          },
    );
  }
  return [...out.values()];
}
