// Idempotency for money-moving POSTs (ARCHITECTURE 'The wire'): the same key and body give the
// same stored answer and exactly one effect; the same key with another body is 422; a key still
// in flight is 409. Keys are scoped per client (tenant, user). A contract route that declares
// `moneyMoving` gets all of it from route.ts (`idempotentHandler` below): no area wires it.
//
// How "in flight" works across processes. The key row is written INSIDE the effect's own
// (serializable) transaction, together with the effect and the stored answer, so they commit or
// roll back together: a crash can never leave an effect without its answer, or a key marked in
// flight with nobody working on it. Who is working on a key is told by a transaction-scoped
// PostgreSQL advisory lock on the key (server-wide, so across app processes), which PostgreSQL
// drops at commit, rollback or when a connection dies. `begin` takes that lock waiting at most
// `waitMs` (default 2 s): a concurrent duplicate waits for the first to finish and then replays
// its answer (so 20 parallel requests with one key get one effect and identical answers); one
// still running after the wait gets 409 IDEMPOTENCY_IN_FLIGHT. A waiter whose snapshot predates
// the winner's commit cannot see the stored row; its insert then conflicts with the committed
// key and PostgreSQL raises a serialisation failure (40001), which the unit of work retries with
// a fresh snapshot that replays the answer. The key is inserted first (ON CONFLICT DO NOTHING)
// and read only when it exists, so a new key leaves no read of the key index behind.
//
// We chose this over committing an 'in_flight' row in a short transaction of its own first: that
// design needs a lease and a takeover rule for rows left behind by a crashed process, and one
// more round trip per request. The `status` column keeps both states so an effect outside the
// database (a payment provider) can later use that design on the same table.
//
// PGlite has one connection, so its transactions never overlap: there the lock is never
// contended and the same code simply runs serially.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { sqlState, withTransaction, type WithTransactionOptions } from '../db/transaction';
import { AppError, failureBody } from './errors';
import { MONEY_TRANSACTION } from './unitOfWork';

type Handle = Kysely<Database>;

// ---- storage: the idempotency_keys table --------------------------------------------------------

interface IdempotencyRow {
  request_hash: string;
  status: string;
  response_status: number | null;
  response_body: unknown;
}

/**
 * Takes the transaction-scoped advisory lock of one key, waiting at most `waitMs` (then the
 * database raises lock_not_available, 55P03; PostgreSQL releases it at commit or rollback, or
 * when the connection dies: so "in flight" can never outlive the request that set it), then
 * writes the key as in flight unless the client has it already: true when written. One
 * statement: the row comes out of the subquery that takes the lock, so it is inserted only once
 * the lock is held (each subquery, volatile, is never flattened: the caller's lock_timeout read
 * and `waitMs` set, then the lock, then the caller's restored). A key the lock's holder committed
 * meanwhile is a conflict: nothing written, the caller reads it. Inserting first (rather than
 * reading first) leaves no predicate lock on the key index in a serializable transaction, so
 * requests of different clients do not conflict through shared index pages.
 */
async function lockAndInsertIdempotencyKey(
  h: Handle,
  lockKey: bigint,
  waitMs: number,
  scope: { tenantId: string; userId: string },
  key: string,
  requestHash: string,
): Promise<boolean> {
  const { rows } = await sql<{ key: string }>`
    insert into idempotency_keys (tenant_id, user_id, key, request_hash, status)
    select ${scope.tenantId}, ${scope.userId}, ${key}, ${requestHash}, 'in_flight'
    from (
      select set_config('lock_timeout', l.previous, true)
      from (
        select p.previous, pg_advisory_xact_lock(${lockKey.toString()}::bigint)
        from (
          select current_setting('lock_timeout') as previous,
            set_config('lock_timeout', ${`${waitMs}ms`}, true)
        ) p
      ) l
    ) locked
    on conflict (tenant_id, user_id, key) do nothing
    returning key`.execute(h);
  return rows.length === 1;
}

async function findIdempotencyKey(
  h: Handle,
  scope: { tenantId: string; userId: string },
  key: string,
): Promise<IdempotencyRow | undefined> {
  return h
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'response_status', 'response_body'])
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Marks an in-flight key done with its answer; false when there was no such in-flight key. */
async function completeIdempotencyKey(
  h: Handle,
  scope: { tenantId: string; userId: string },
  key: string,
  response: { status: number; body: unknown },
): Promise<boolean> {
  const result = await h
    .updateTable('idempotency_keys')
    .set({
      status: 'done',
      response_status: response.status,
      response_body: JSON.stringify(response.body ?? null),
      completed_at: sql<Date>`now()`,
    })
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('key', '=', key)
    .where('status', '=', 'in_flight')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

async function deleteIdempotencyKeysBefore(h: Handle, before: Date): Promise<number> {
  const result = await h
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before)
    .where('status', '=', 'done')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- the protocol -----------------------------------------------------------------------------

/** Whose keys: keys are scoped per client. */
export interface IdempotencyScope {
  tenantId: string;
  userId: string;
}

/** An answer as stored and replayed: HTTP status and body. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export type BeginResult = { state: 'new' } | { state: 'replay'; response: StoredResponse };

/** The request header that carries the key. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The response header set on a replayed answer. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';

/** 1 to 255 visible ASCII characters (a UUID, typically). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The key of a request from its header value. 400 IDEMPOTENCY_KEY_REQUIRED when absent or
 * empty, 400 IDEMPOTENCY_KEY_INVALID when not 1-255 visible ASCII characters.
 */
export function idempotencyKeyOf(value: unknown): string {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === null || text === '') {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', 400, 'An Idempotency-Key header is required.');
  }
  if (typeof text !== 'string' || !KEY_PATTERN.test(text)) {
    throw new AppError('IDEMPOTENCY_KEY_INVALID', 400, 'Invalid Idempotency-Key header.');
  }
  return text;
}

/** JSON with object keys sorted at every level, so equal bodies hash alike. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The hash a key is bound to: method, route and body (SHA-256, hex). The same key on another
 * route or with another body is 'another body' (422). For multipart bodies pass the fields and
 * the files' SHA-256 as `body`.
 */
export function requestHash(request: { method: string; path: string; body: unknown }): string {
  return createHash('sha256')
    .update(`${request.method.toUpperCase()} ${request.path}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/** A signed 64-bit advisory-lock key for one (tenant, user, key). */
function lockKey(scope: IdempotencyScope, key: string): bigint {
  const digest = createHash('sha256')
    .update(`idempotency\0${scope.tenantId}\0${scope.userId}\0${key}`)
    .digest();
  return digest.readBigInt64BE(0);
}

/** A serialisation failure, for the unit of work to retry with a fresh snapshot. */
const retrySerialization = () =>
  Object.assign(new Error('idempotency key committed concurrently'), { code: '40001' });

const inFlight = () =>
  new AppError('IDEMPOTENCY_IN_FLIGHT', 409, 'A request with this key is still being processed.');

/**
 * Starts an idempotent request inside the effect's transaction `trx` (never a bare database
 * handle: the lock lives as long as the transaction). Answers:
 * - `{ state: 'new' }`: the key is now in flight in this transaction; run the effect, then
 *   `complete` in the same transaction;
 * - `{ state: 'replay', response }`: the key is done; send the stored answer, do nothing else;
 * - 409 IDEMPOTENCY_IN_FLIGHT: another request with the key is still running after `waitMs`;
 * - 422 IDEMPOTENCY_KEY_REUSED: the key was used with another request hash.
 */
export async function begin(
  trx: Handle,
  scope: IdempotencyScope,
  key: string,
  hash: string,
  options: { waitMs?: number } = {},
): Promise<BeginResult> {
  if (!trx.isTransaction) throw new Error('idempotency begin() needs the effect transaction');
  let written: boolean;
  try {
    written = await lockAndInsertIdempotencyKey(
      trx,
      lockKey(scope, key),
      options.waitMs ?? 2000,
      scope,
      key,
      hash,
    );
  } catch (error) {
    if (sqlState(error) === '55P03') throw inFlight();
    // PostgreSQL answers a key committed by a transaction our snapshot cannot see with 40001;
    // a plain unique violation gets the same treatment: retry with a fresh snapshot
    if (sqlState(error) === '23505') throw retrySerialization();
    throw error;
  }
  if (written) return { state: 'new' };
  return replayOf(await findIdempotencyKey(trx, scope, key), hash);
}

/** What a key the client has already (its row, read after the lock) answers a request with. */
function replayOf(row: IdempotencyRow | undefined, hash: string): BeginResult {
  if (!row) throw retrySerialization();
  if (row.request_hash !== hash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      422,
      'This Idempotency-Key was used for another request.',
    );
  }
  if (row.status !== 'done') throw inFlight();
  return { state: 'replay', response: { status: row.response_status!, body: row.response_body } };
}

/**
 * Whether the key is already answered for this very request (same hash): its retry replays the
 * stored answer and does nothing else, so a one-time confirmation (a spent authenticator code)
 * need not be given again. Read only; `begin` stays the authority inside the transaction.
 */
export async function isAnswered(
  h: Handle,
  scope: IdempotencyScope,
  key: string,
  hash: string,
): Promise<boolean> {
  const row = await findIdempotencyKey(h, scope, key);
  return row !== undefined && row.status === 'done' && row.request_hash === hash;
}

/** Stores the answer of a key `begin` answered 'new' for, in the same transaction as the effect. */
export async function complete(
  trx: Handle,
  scope: IdempotencyScope,
  key: string,
  response: StoredResponse,
): Promise<void> {
  if (!(await completeIdempotencyKey(trx, scope, key, response))) {
    throw new Error('idempotency complete() without begin() in this transaction');
  }
}

/** Refusals kept as a key's answer: 4xx of the effect, but not those that may change on retry. */
const TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TENANT_MISMATCH',
  'RATE_LIMITED',
  'IDEMPOTENCY_IN_FLIGHT',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_REQUIRED',
  'IDEMPOTENCY_KEY_INVALID',
]);
const storable = (error: unknown): error is AppError =>
  error instanceof AppError &&
  error.status >= 400 &&
  error.status < 500 &&
  !TRANSIENT_CODES.has(error.code);

/**
 * The key's answer as a write an effect may carry in a statement of its own (its last, with the
 * rest of what it writes): one round trip fewer than storing it after the effect. `storeWith(x)`
 * is a row of `keyAnswersUpdate` storing `x` as the answer (status 200), in the ledger's
 * `RowWrite` shape, so a batch's answers are one UPDATE in its statement; the effect must run it
 * in the key's transaction and then return that very `x`. An effect that does not call it is
 * answered as usual.
 */
export interface KeyAnswer {
  storeWith(body: unknown): {
    write: (rows: readonly KeyAnswerRow[]) => RawBuilder<unknown>;
    row: KeyAnswerRow;
  };
}

/** A key's answer (status 200) for `keyAnswersUpdate`. */
export interface KeyAnswerRow {
  tenantId: string;
  userId: string;
  key: string;
  body: unknown;
}

/** The answers of in-flight keys, each stored as done with status 200 and its body. */
export const keyAnswersUpdate = (rows: readonly KeyAnswerRow[]): RawBuilder<unknown> => sql`
  update idempotency_keys k
  set status = 'done', response_status = 200, response_body = v.body::jsonb,
    completed_at = now()
  from unnest(${rows.map((r) => r.tenantId)}::text[], ${rows.map((r) => r.userId)}::text[],
    ${rows.map((r) => r.key)}::text[], ${rows.map((r) => JSON.stringify(r.body ?? null))}::text[])
    as v(tenant_id, user_id, key, body)
  where k.tenant_id = v.tenant_id and k.user_id = v.user_id and k.key = v.key
    and k.status = 'in_flight'`;

export interface RunIdempotentOptions {
  scope: IdempotencyScope;
  key: string;
  /** `requestHash` of the request. */
  hash: string;
  /** How long a duplicate waits for the first request before 409 (default 2000 ms). */
  waitMs?: number;
  /**
   * Keep a 4xx refusal of the effect (insufficient balance, hold not open, ...) as the key's
   * answer, so a retry with the key gets the same refusal (default true). The refused effect
   * itself changed nothing: its transaction rolled back.
   */
  storeRefusals?: boolean;
  /** Options of the serializable transaction (retries on 40001 / 40P01). */
  transaction?: WithTransactionOptions;
}

/**
 * Runs `effect` once per key, the way a route wraps its handler:
 *
 *   const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
 *   const { response, replayed } = await runIdempotent(db, {
 *     scope: { tenantId, userId }, key,
 *     hash: requestHash({ method: 'POST', path: '/withdraw/app/v1', body: request.body }),
 *   }, async (trx) => ({ status: 200, body: { success: true, data: await withdraw(trx, ...) } }));
 *   if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
 *   return reply.status(response.status).send(response.body);
 *
 * One serializable transaction (retried on 40001 / 40P01) holds `begin`, the effect and
 * `complete`. An AppError 4xx from the effect rolls the effect back and, with `storeRefusals`,
 * is stored (in a second short transaction) as the key's answer and returned like any answer;
 * 409 IN_FLIGHT and 422 KEY_REUSED are thrown, never stored; any other error is thrown.
 */
export async function runIdempotent(
  db: Kysely<Database>,
  options: RunIdempotentOptions,
  effect: (trx: Kysely<Database>, answer: KeyAnswer) => Promise<StoredResponse>,
): Promise<{ response: StoredResponse; replayed: boolean }> {
  const { scope, key, hash } = options;
  const begin_ = (trx: Handle) =>
    begin(trx, scope, key, hash, options.waitMs === undefined ? {} : { waitMs: options.waitMs });
  try {
    return await withTransaction(
      db,
      async (trx) => {
        const started = await begin_(trx);
        if (started.state === 'replay') return { response: started.response, replayed: true };
        // a retried attempt starts with nothing stored
        const begun = begunKey(trx, scope, key);
        const response = await effect(trx, begun.answer);
        await begun.finish(response);
        return { response, replayed: false };
      },
      options.transaction,
    );
  } catch (error) {
    if (options.storeRefusals === false || !storable(error)) throw error;
    const refusal: StoredResponse = { status: error.status, body: failureBody(error) };
    return withTransaction(
      db,
      async (trx) => {
        // a concurrent request with the key may have completed in between: its answer stands
        const started = await begin_(trx);
        if (started.state === 'replay') return { response: started.response, replayed: true };
        await complete(trx, scope, key, refusal);
        return { response: refusal, replayed: false };
      },
      options.transaction,
    );
  }
}

/** Deletes answered keys created before `before` (a retention job); returns how many. */
export function purgeIdempotencyKeys(h: Handle, before: Date): Promise<number> {
  return deleteIdempotencyKeysBefore(h, before);
}

// ---- the route: what route.ts runs for a route that declares `moneyMoving` -------------------

/**
 * The key of a money-moving call, checked as the call arrives (after who is calling, before
 * the body is read or validated): 400 IDEMPOTENCY_KEY_REQUIRED / IDEMPOTENCY_KEY_INVALID.
 */
export const requireIdempotencyKey = (request: FastifyRequest): string =>
  idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);

export interface IdempotentCall {
  db: Kysely<Database>;
  scope: IdempotencyScope;
  request: FastifyRequest;
  /** What identifies the request besides the key (the body, minus any proof such as a PIN). */
  hashed: unknown;
}

/** The key and request hash of this call: method, route and what identifies it. */
function keyAndHash(request: FastifyRequest, hashed: unknown) {
  const key = requireIdempotencyKey(request);
  const path = request.routeOptions.url ?? request.url;
  return { key, hash: requestHash({ method: request.method, path, body: hashed }) };
}

/**
 * Whether this call is a retry of an answered request (same key, same hashed body): it will
 * replay the stored answer, so a confirmation checked before the effect may be skipped.
 */
export function isReplay({ db, scope, request, hashed }: IdempotentCall): Promise<boolean> {
  const { key, hash } = keyAndHash(request, hashed);
  return isAnswered(db, scope, key, hash);
}

/**
 * Runs `effect` once per key, in a money flow's transaction (READ COMMITTED with explicit row
 * locks, platform/unitOfWork.ts MONEY_TRANSACTION; deadlocks and the begin's deliberate 40001
 * retried with backoff): the first call's answer (data, or a 4xx refusal) is stored and every
 * retry with the key gets it, marked `Idempotent-Replayed: true`; the same key with another
 * body is 422, one in flight 409.
 */
export async function answerIdempotently<T>(
  call: IdempotentCall,
  reply: FastifyReply,
  effect: (trx: Kysely<Database>, answer: KeyAnswer) => Promise<T>,
): Promise<T> {
  const { key, hash } = keyAndHash(call.request, call.hashed);
  const answered = await runIdempotent(
    call.db,
    { scope: call.scope, key, hash, transaction: MONEY_TRANSACTION },
    async (trx, answer) => ({ status: 200, body: (await effect(trx, answer)) as unknown }),
  );
  return sendAnswer(reply, answered) as T;
}

/** How a money-moving call is answered: `answerIdempotently`, or a batch of them (route.ts). */
export type AnswerIdempotently = <T>(
  call: IdempotentCall,
  reply: FastifyReply,
  effect: (trx: Kysely<Database>, answer: KeyAnswer) => Promise<T>,
) => Promise<T>;

/** Sets the reply's status and replay header for an answer; returns its body. */
export function sendAnswer(
  reply: FastifyReply,
  { response, replayed }: { response: StoredResponse; replayed: boolean },
): unknown {
  if (replayed) reply.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  // a stored refusal answers with its status and failure envelope, as first answered
  if (response.status >= 400) reply.code(response.status);
  return response.body;
}

/** The client and key of a call: two calls with the same are one request (exactly once). */
export function keyOfCall(call: IdempotentCall): string {
  return `${call.scope.tenantId}\0${call.scope.userId}\0${requireIdempotencyKey(call.request)}`;
}

/** A key begun in a transaction: its effect's `KeyAnswer`, and what stores its response. */
interface BegunKey {
  answer: KeyAnswer;
  finish: (response: StoredResponse) => Promise<void>;
}

/** One call's key begun in a batch: its stored answer to replay, or its effect's `KeyAnswer`. */
export type BegunInBatch = { replay: StoredResponse } | BegunKey;

/**
 * The keys of calls answered together in one transaction (a group commit,
 * docs/decisions/0020), begun as `begin` begins one, in two statements at most: every key's
 * advisory lock, taken in lock-key order (so two batches, or a batch and a single request, that
 * share keys wait for each other rather than deadlock), then every key written in flight unless
 * the client has it already; and, only when some were there already, their rows read in one more
 * statement. For each call, in order: its stored answer to replay, or the `KeyAnswer` its effect
 * stores its answer with and `finish`, which stores the effect's answer when the effect did not
 * (and fails when it stored another). The calls' keys must differ. The keys' refusals (409, 422)
 * are thrown, not stored: a batch that meets one is rolled back and its calls answered one by one.
 */
export async function beginManyInBatch(
  trx: Handle,
  calls: readonly IdempotentCall[],
  options: { waitMs?: number } = {},
): Promise<BegunInBatch[]> {
  if (!trx.isTransaction) throw new Error('idempotency begin() needs the effect transaction');
  const keyed = calls.map((call) => ({ call, ...keyAndHash(call.request, call.hashed) }));
  const locks = keyed
    .map((k) => lockKey(k.call.scope, k.key))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const col = (of: (k: (typeof keyed)[number]) => string) => keyed.map(of);
  let written: Set<string>;
  try {
    const { rows } = await sql<{ tenant_id: string; user_id: string; key: string }>`
      insert into idempotency_keys (tenant_id, user_id, key, request_hash, status)
      select k.tenant_id, k.user_id, k.key, k.request_hash, 'in_flight'
      from (
        select set_config('lock_timeout', l.previous, true)
        from (
          select p.previous, (
            select count(*) from (
              select pg_advisory_xact_lock(x.k)
              from (
                select u.k from unnest(${locks.map(String)}::bigint[]) with ordinality as u(k, n)
                order by u.n
              ) x
            ) taken
          ) as taken
          from (
            select current_setting('lock_timeout') as previous,
              set_config('lock_timeout', ${`${options.waitMs ?? 2000}ms`}, true)
          ) p
        ) l
      ) locked
      cross join unnest(${col((k) => k.call.scope.tenantId)}::text[],
        ${col((k) => k.call.scope.userId)}::text[], ${col((k) => k.key)}::text[],
        ${col((k) => k.hash)}::text[]) as k(tenant_id, user_id, key, request_hash)
      on conflict (tenant_id, user_id, key) do nothing
      returning tenant_id, user_id, key`.execute(trx);
    written = new Set(rows.map((r) => `${r.tenant_id}\0${r.user_id}\0${r.key}`));
  } catch (error) {
    if (sqlState(error) === '55P03') throw inFlight();
    if (sqlState(error) === '23505') throw retrySerialization();
    throw error;
  }
  const idOf = (k: (typeof keyed)[number]) =>
    `${k.call.scope.tenantId}\0${k.call.scope.userId}\0${k.key}`;
  const there = keyed.filter((k) => !written.has(idOf(k)));
  const rows = new Map<string, IdempotencyRow>();
  if (there.length > 0) {
    const found = await sql<IdempotencyRow & { tenant_id: string; user_id: string; key: string }>`
      select i.tenant_id, i.user_id, i.key, i.request_hash, i.status, i.response_status,
        i.response_body
      from unnest(${there.map((k) => k.call.scope.tenantId)}::text[],
        ${there.map((k) => k.call.scope.userId)}::text[], ${there.map((k) => k.key)}::text[])
        as k(tenant_id, user_id, key)
      join idempotency_keys i
        on i.tenant_id = k.tenant_id and i.user_id = k.user_id and i.key = k.key`.execute(trx);
    for (const r of found.rows) rows.set(`${r.tenant_id}\0${r.user_id}\0${r.key}`, r);
  }
  return keyed.map((k) => {
    if (written.has(idOf(k))) return begunKey(trx, k.call.scope, k.key);
    const started = replayOf(rows.get(idOf(k)), k.hash);
    return { replay: (started as { response: StoredResponse }).response };
  });
}

/**
 * A key begun in `trx` (alone or in a batch): the `KeyAnswer` its effect may store with, and
 * `finish`, which stores the effect's response unless the effect stored it itself.
 */
function begunKey(trx: Handle, scope: IdempotencyScope, key: string): BegunKey {
  let stored: { body: unknown } | undefined;
  return {
    answer: {
      storeWith: (body) => {
        stored = { body };
        return {
          write: keyAnswersUpdate,
          row: { tenantId: scope.tenantId, userId: scope.userId, key, body },
        };
      },
    },
    finish: async (response) => {
      if (stored === undefined) await complete(trx, scope, key, response);
      else if (response.status !== 200 || response.body !== stored.body) {
        // what is stored is what every retry of the key will get: never another answer
        throw new Error('an effect stored one answer for its key and returned another');
      }
    },
  };
}
