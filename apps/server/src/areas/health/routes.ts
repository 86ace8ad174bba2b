// Liveness and readiness (HTTP only). /healthz: the process answers. /readyz: the database too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { literal, object } from 'zod';
import type { DbHealth } from '../../app';
import { AppError } from '../../platform/errors';

const statusOk = object({ status: literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ db: DbHealth }> = async (app, { db }) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: statusOk } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness (database reachable)',
        response: { 200: statusOk },
      },
    },
    async (request) => {
      try {
        await db.ping();
      } catch (err) {
        request.log.warn({ err }, 'database ping failed');
        throw AppError.serviceUnavailable();
      }
      return { status: 'ok' as const };
    },
  );
};
