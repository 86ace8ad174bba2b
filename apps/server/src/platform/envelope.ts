// Routes return plain data; this hook wraps a 2xx JSON answer as { success: true, data }.
// Failures are already enveloped by the error handler (errors.ts). A route opts out with
// `config: { envelope: false }` (the OpenAPI document, the docs page).
import type { FastifyInstance, FastifyReply, onSendHookHandler, RouteOptions } from 'fastify';
import { isJson, withRouteHook } from './routeHooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: send the payload as is, without the success envelope. */
    envelope?: boolean;
  }
}

/** The success envelope of `payload`, or `payload` as it is (see above). */
function envelope(reply: FastifyReply, payload: unknown): unknown {
  const status = reply.statusCode;
  if (status < 200 || status >= 300 || status === 204) return payload;
  if (payload === undefined || payload === null || payload === '') {
    reply.header('content-type', 'application/json; charset=utf-8');
    return '{"success":true,"data":null}';
  }
  // a string here is the serialized JSON (Fastify serializes before onSend); streams and
  // buffers (files) pass through untouched
  if (typeof payload !== 'string' || !isJson(reply.getHeader('content-type'))) return payload;
  return `{"success":true,"data":${payload}}`;
}

// a callback hook, not an async one: no promise and no extra turn for every answer
const wrap: onSendHookHandler = (_request, reply, payload, done) => {
  done(null, envelope(reply, payload));
};

export function registerEnvelope(app: FastifyInstance): void {
  // Only a route's own answers are successes (a 404 or an error is enveloped by errors.ts), so
  // the hook is the route's, added when it is declared: whether it opted out is decided once,
  // not read from its options on every answer. It runs first, as a hook of the app did.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.envelope === false) return;
    route.onSend = withRouteHook(route.onSend, wrap, 'first');
  });
}
