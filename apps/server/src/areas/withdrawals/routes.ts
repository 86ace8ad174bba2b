// issue 14 withdrawals: submit (step-up proof, Idempotency-Key), cancel, records. HTTP only.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { idempotent, isReplay, idempotencyKeyOf, IDEMPOTENCY_HEADER } from '../ledger';
import { relyingParty } from '../security';
import { cancelWithdrawal, confirmWithdrawal, listWithdrawals, submitWithdrawal } from './service';

export async function withdrawalsArea(app: FastifyInstance): Promise<void> {
  route(app, 'withdrawSubmit', async ({ deps, auth, body, request, reply }) => {
    const caller = { tenantId: auth.tenantId, userId: auth.userId };
    // the key is checked before the proof costs a hash
    idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
    // the proof (PIN, code, passkey) is never part of the stored request hash: a retry with the
    // key and the same order replays the stored answer without a new proof (a code is one-time)
    const { pin, step_up, ...hashed } = body;
    const call = { db: deps.db, scope: caller, request, hashed };
    if (!(await isReplay(call))) {
      const proof = { ...step_up, ...(pin === undefined ? {} : { pin: step_up?.pin ?? pin }) };
      const rp = step_up?.passkey === undefined ? undefined : relyingParty(request, deps);
      // spec 5 + issue 13 item 5: confirmed with the second factor when it is on, else the PIN;
      // in its own unit of work so failures are counted and kept (429 after too many) and a
      // refusal is not stored as the key's answer
      await unitOfWork(deps, (tx) => confirmWithdrawal(tx, caller, proof, rp));
    }
    return idempotent('withdrawSubmit', { ...call, reply }, (trx) =>
      submitWithdrawal({ ...deps, db: trx }, caller, body),
    );
  });
  route(app, 'withdrawCancel', async ({ deps, auth, params }) =>
    unitOfWork(
      deps,
      (tx) => cancelWithdrawal(tx, { tenantId: auth.tenantId, userId: auth.userId }, params.id),
      MONEY_TRANSACTION,
    ),
  );
  route(app, 'withdrawList', async ({ deps, auth, query }) =>
    listWithdrawals(deps, { tenantId: auth.tenantId, userId: auth.userId }, query),
  );
}
