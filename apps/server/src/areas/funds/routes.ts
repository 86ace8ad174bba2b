// Fund records. HTTP only.
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { fundRecords } from './service';

export async function fundsArea(app: FastifyInstance): Promise<void> {
  route(app, 'fundRecords', async ({ deps, auth, query }) =>
    fundRecords(deps, { tenantId: auth.tenantId, userId: auth.userId }, query),
  );
}
