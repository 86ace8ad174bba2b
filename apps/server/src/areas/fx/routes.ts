// issue 14 FX: the quote and the exchange (Idempotency-Key). HTTP only.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { unitOfWork } from '../../platform/unitOfWork';
import { idempotent } from '../ledger';
import { exchange, quoteRate } from './service';

export async function fxArea(app: FastifyInstance): Promise<void> {
  route(app, 'fxRate', async ({ deps, auth, query }) =>
    unitOfWork(deps, (tx) =>
      quoteRate(tx, { tenantId: auth.tenantId, userId: auth.userId }, query),
    ),
  );
  route(app, 'fxExchange', async ({ deps, auth, body, request, reply }) => {
    const caller = { tenantId: auth.tenantId, userId: auth.userId };
    return idempotent(
      'fxExchange',
      { db: deps.db, scope: caller, request, reply, hashed: body },
      (trx) => exchange({ ...deps, db: trx }, caller, body),
    );
  });
}
