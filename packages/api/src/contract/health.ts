// Liveness (spec 2 footer 'connection quality', spec 9 ping): GET /healthz answers
// `{ status: 'ok' }` without a tenant or a token, and outside the envelope, so it is not in the
// enveloped route table (`routes`): the client times it with `pingServer`.
import { literal, object, type infer as Infer } from 'zod';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';

export const healthRoutes = {
  health: def({ method: 'GET', path: '/healthz', auth: 'open' }),
} as const satisfies Record<string, RouteDef>;

/** What GET /healthz answers. */
export const healthResponseSchema = wireSchema(() => object({ status: literal('ok') }));
export type HealthResponse = Infer<typeof healthResponseSchema>;
