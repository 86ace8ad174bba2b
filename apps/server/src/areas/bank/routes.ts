// issue 14 bank accounts: list, save (create or update), delete. HTTP only.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { relyingParty } from '../security';
import { deleteBankAccount, listBankAccounts, saveBankAccount } from './service';

export async function bankArea(app: FastifyInstance): Promise<void> {
  route(app, 'bankList', async ({ deps, auth }) =>
    listBankAccounts(deps, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'bankSave', async ({ deps, auth, body, request }) => {
    // a passkey proof is checked against the web app's origin
    const rp = body.step_up?.passkey === undefined ? undefined : relyingParty(request, deps);
    return unitOfWork(deps, (tx) =>
      saveBankAccount(tx, { tenantId: auth.tenantId, userId: auth.userId }, body, rp),
    );
  });
  route(app, 'bankDelete', async ({ deps, auth, params }) =>
    // a money flow's transaction (platform/unitOfWork.ts): locks, then reads what committed
    unitOfWork(
      deps,
      (tx) => deleteBankAccount(tx, { tenantId: auth.tenantId, userId: auth.userId }, params.id),
      MONEY_TRANSACTION,
    ),
  );
}
