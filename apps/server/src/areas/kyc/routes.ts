// spec 7 KYC calls: submit the form, read the latest submission. HTTP only: the rules live in
// services/kyc.ts.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { kycDetail, submitKyc } from './service';

export async function kycArea(app: FastifyInstance): Promise<void> {
  route(app, 'kycSubmit', async ({ deps, auth, body }) =>
    submitKyc(deps, { tenantId: auth.tenantId, userId: auth.userId }, body),
  );
  route(app, 'kycDetail', async ({ deps, auth }) =>
    kycDetail(deps.db, { tenantId: auth.tenantId, userId: auth.userId }),
  );
}
