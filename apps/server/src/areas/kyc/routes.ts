// spec 7 KYC calls: submit the form, read the latest submission. HTTP only: the rules live in
// service.ts; a write runs in one unit of work opened here.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { unitOfWork } from '../../platform/unitOfWork';
import { kycDetail, submitKyc } from './service';

export async function kycArea(app: FastifyInstance): Promise<void> {
  route(app, 'kycSubmit', async ({ deps, auth, body }) =>
    unitOfWork(deps, (tx) => submitKyc(tx, { tenantId: auth.tenantId, userId: auth.userId }, body)),
  );
  route(app, 'kycDetail', async ({ deps, auth }) =>
    kycDetail(deps.db, { tenantId: auth.tenantId, userId: auth.userId }),
  );
}
