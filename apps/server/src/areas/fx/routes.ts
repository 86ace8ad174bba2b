// FX: the quote and the exchange (money-moving: its Idempotency-Key is the platform's, declared in
// the contract). HTTP only.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { unitOfWork } from '../../platform/unitOfWork';
import { exchange, quoteRate } from './service';

export async function fxArea(app: FastifyInstance): Promise<void> {
  route(app, 'fxRate', async ({ deps, auth, query }) =>
    unitOfWork(deps, (tx) =>
      quoteRate(tx, { tenantId: auth.tenantId, userId: auth.userId }, query),
    ),
  );
  route(app, 'fxExchange', async ({ deps, auth, body }) =>
    exchange(deps, { tenantId: auth.tenantId, userId: auth.userId }, body),
  );
}
