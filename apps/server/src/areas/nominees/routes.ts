// Nominees: list, save the whole list, delete one. HTTP only.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { unitOfWork } from '../../platform/unitOfWork';
import { deleteNominee, listNominees, saveNominees } from './service';

export async function nomineesArea(app: FastifyInstance): Promise<void> {
  route(app, 'nomineeList', async ({ deps, auth }) =>
    listNominees(deps, { tenantId: auth.tenantId, userId: auth.userId }),
  );
  route(app, 'nomineeSave', async ({ deps, auth, body }) =>
    unitOfWork(deps, (tx) =>
      saveNominees(tx, { tenantId: auth.tenantId, userId: auth.userId }, body.nominees),
    ),
  );
  route(app, 'nomineeDelete', async ({ deps, auth, params }) =>
    unitOfWork(deps, (tx) =>
      deleteNominee(tx, { tenantId: auth.tenantId, userId: auth.userId }, params.id),
    ),
  );
}
