// Liveness and readiness (HTTP only). /healthz: the process answers. /readyz: the database too.
// /metrics: the server's counters and histograms for the operator (platform/metrics.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { literal, object } from 'zod';
import type { DbHealth } from '../../app';
import { AppError } from '../../platform/errors';
import { renderMetrics } from '../../platform/metrics';
import { sameSecret } from '../../platform/security';

const statusOk = object({ status: literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ db: DbHealth; metricsToken?: string }> = async (
  app,
  { db, metricsToken },
) => {
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

  // Only the operator's token opens the metrics (they tell how busy and how failing the server
  // is); without a configured token the path is not served at all.
  app.get(
    '/metrics',
    { schema: { tags: ['health'], summary: "The server's metrics (Prometheus text format)" } },
    async (request, reply) => {
      if (metricsToken === undefined) throw AppError.notFound();
      const given = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (given === undefined || !sameSecret(given, metricsToken))
        throw AppError.unauthorized('The operator token is required.');
      return reply.type('text/plain; version=0.0.4; charset=utf-8').send(await renderMetrics());
    },
  );
};
