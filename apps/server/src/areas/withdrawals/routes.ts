// issue 14 withdrawals: submit (PIN, Idempotency-Key), cancel, records. HTTP only.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { unitOfWork } from '../../platform/unitOfWork';
import { verifyPin } from '../auth/service';
import { idempotent } from '../ledger/idempotentRoute';
import { idempotencyKeyOf, IDEMPOTENCY_HEADER } from '../ledger/idempotency';
import { cancelWithdrawal, listWithdrawals, submitWithdrawal } from './service';

export async function withdrawalsArea(app: FastifyInstance): Promise<void> {
  route(app, 'withdrawSubmit', async ({ deps, auth, body, request, reply }) => {
    const caller = { tenantId: auth.tenantId, userId: auth.userId };
    // the key is checked before the PIN costs a hash
    idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
    // spec 5: confirmed with the PIN (failures counted and kept, 429 after too many)
    await unitOfWork(deps, (tx) => verifyPin(tx, caller, body.pin));
    // the PIN is never part of the stored request hash
    const { pin: _pin, ...hashed } = body;
    return idempotent(
      'withdrawSubmit',
      { db: deps.db, scope: caller, request, reply, hashed },
      (trx) => submitWithdrawal({ ...deps, db: trx }, caller, body),
    );
  });
  route(app, 'withdrawCancel', async ({ deps, auth, params }) =>
    unitOfWork(deps, (tx) =>
      cancelWithdrawal(tx, { tenantId: auth.tenantId, userId: auth.userId }, params.id),
    ),
  );
  route(app, 'withdrawList', async ({ deps, auth, query }) =>
    listWithdrawals(deps, { tenantId: auth.tenantId, userId: auth.userId }, query),
  );
}
