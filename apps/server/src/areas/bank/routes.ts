// issue 14 bank accounts: list, save (create or update), delete. HTTP only.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { unitOfWork } from '../../platform/unitOfWork';
import { deleteBankAccount, listBankAccounts, saveBankAccount } from './service';

export async function bankArea(app: FastifyInstance): Promise<void> {
  route(app, 'bankList', async ({ deps, auth }) =>
    listBankAccounts(deps, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'bankSave', async ({ deps, auth, body }) =>
    unitOfWork(deps, (tx) =>
      saveBankAccount(tx, { tenantId: auth.tenantId, userId: auth.userId }, body),
    ),
  );
  route(app, 'bankDelete', async ({ deps, auth, params }) =>
    unitOfWork(deps, (tx) =>
      deleteBankAccount(tx, { tenantId: auth.tenantId, userId: auth.userId }, params.id),
    ),
  );
}
