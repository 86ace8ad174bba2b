// Bank accounts: list, save (create or update; the step-up is declared in the contract), delete.
// HTTP only.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { deleteBankAccount, listBankAccounts, saveBankAccount } from './service';

export async function bankArea(app: FastifyInstance): Promise<void> {
  route(app, 'bankList', async ({ deps, auth }) =>
    listBankAccounts(deps, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'bankSave', async ({ deps, auth, body, stepUp }) =>
    unitOfWork(deps, (tx) =>
      saveBankAccount(tx, { tenantId: auth.tenantId, userId: auth.userId }, body, stepUp),
    ),
  );
  route(app, 'bankDelete', async ({ deps, auth, params }) =>
    // a money flow's transaction (platform/unitOfWork.ts): locks, then reads what committed
    unitOfWork(
      deps,
      (tx) => deleteBankAccount(tx, { tenantId: auth.tenantId, userId: auth.userId }, params.id),
      MONEY_TRANSACTION,
    ),
  );
}
