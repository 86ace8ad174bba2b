// A money-moving route's handler around `runIdempotent` (ARCHITECTURE 'The wire'): the key from
// the Idempotency-Key header, the request hash, the effect in the same transaction as
// the key's record; a replay answers the stored data (or the stored refusal, with its status).
import type { RouteName } from '@invest/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  idempotencyKeyOf,
  isAnswered,
  requestHash,
  runIdempotent,
  type IdempotencyScope,
} from './idempotency';

/** Retries of a money POST's transaction on 40001 / 40P01. */
export const MONEY_RETRIES = MONEY_TRANSACTION.retries ?? 40;

export interface IdempotentCall {
  db: Kysely<Database>;
  scope: IdempotencyScope;
  request: FastifyRequest;
  reply: FastifyReply;
  /** What identifies the request besides the key (the body, minus any secret such as a PIN). */
  hashed: unknown;
}

/** The key and request hash `idempotent` uses for this call. */
function keyAndHash(request: FastifyRequest, hashed: unknown) {
  const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
  const path = request.routeOptions.url ?? request.url;
  return { key, hash: requestHash({ method: request.method, path, body: hashed }) };
}

/**
 * Whether this call is a retry of an answered request (same key, same hashed body): it will
 * replay the stored answer, so a confirmation checked before the effect may be skipped.
 */
export function isReplay({ db, scope, request, hashed }: Omit<IdempotentCall, 'reply'>) {
  const { key, hash } = keyAndHash(request, hashed);
  return isAnswered(db, scope, key, hash);
}

/**
 * Runs `effect` once per key: the first call's answer (data, or a 4xx refusal) is stored and
 * every retry with the key gets it; the same key with another body is 422, one in flight 409.
 */
export async function idempotent<T>(
  _name: RouteName,
  { db, scope, request, reply, hashed }: IdempotentCall,
  effect: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const { key, hash } = keyAndHash(request, hashed);
  // READ COMMITTED with explicit row locks (platform/unitOfWork.ts MONEY_TRANSACTION); deadlocks
  // and the idempotency begin's deliberate 40001 are retried (with backoff)
  const transaction = MONEY_TRANSACTION;
  const { response, replayed } = await runIdempotent(
    db,
    { scope, key, hash, transaction },
    async (trx) => ({
      status: 200,
      body: (await effect(trx)) as unknown,
    }),
  );
  if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  if (response.status >= 400) {
    // a stored refusal: its failure envelope, as first answered
    reply.code(response.status);
    return response.body as T;
  }
  return response.body as T;
}
