// Request ids (ARCHITECTURE 'The wire': the server logs X-Request-Id on every line about that
// request). An incoming id is kept when it is a sane token, else replaced by a fresh UUID.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A UUID or a short opaque token: letters, digits, `-`, `_`, `.`, `:`; 8 to 64 characters. */
export const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,63}$/;

export function isSaneRequestId(value: unknown): value is string {
  return typeof value === 'string' && SANE_ID.test(value);
}

/** Fastify's `genReqId`: also binds the id to the request's pino child logger. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return isSaneRequestId(incoming) ? incoming : randomUUID();
}
