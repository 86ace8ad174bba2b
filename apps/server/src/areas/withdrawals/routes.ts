// Withdrawals: submit, cancel, records. HTTP only. The submission's Idempotency-Key and step-up
// (spec 5: the second factor when it is on, else the PIN, else the password) are declared in the
// contract and run by the platform (platform/route.ts) before the handler's effect.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { cancelWithdrawal, listWithdrawals, submitWithdrawal } from './service';

export async function withdrawalsArea(app: FastifyInstance): Promise<void> {
  route(
    app,
    'withdrawSubmit',
    async ({ deps, auth, body }) =>
      submitWithdrawal(deps, { tenantId: auth.tenantId, userId: auth.userId }, body),
    {
      // spec 5: the form's PIN is the proof of a client without the second factor
      stepUpProof: ({ pin, step_up }) => ({
        ...step_up,
        ...(pin === undefined ? {} : { pin: step_up?.pin ?? pin }),
      }),
      // the proof is never part of the stored request hash: a retry with the key and the same
      // order replays the stored answer without a new proof (a code is one-time)
      prepare: async ({ body }) => {
        const { pin: _pin, step_up: _proof, ...hashed } = body;
        return { hashed };
      },
    },
  );
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
