// Group commit of market buys (docs/decisions/0020): the market buys on a quote that arrive
// together (spec 4: filled at the quote's price as they are placed) are answered in one
// transaction. Each still runs the single path's rules (service.ts `placeOrder`) in its turn, on
// the batch's connection, up to its trade; the batch's trades are then posted together
// (ledger `postTrades`: one balance lock, one securities lock, one write with every order, fill,
// position and key answer), and one commit acknowledges them all. `synchronous_commit` is
// untouched: a request is answered only after the commit that holds its order is durable.
//
// A batch commits only when every request in it is accepted (or replays its key's answer). A
// refusal, or any error, rolls the whole batch back, and each of its requests then runs alone
// through the single path: its own refusal (stored as its key's answer), judged in arrival order
// per client; and no request fails for another's fault. Refusals are rare in placement (the
// client saw the quote and its cost), so the batch is the common case and the single path the
// judge of every refusal: the batch has no rules of its own to drift from it.
import type { TradeOrderRequest } from '@invest/api/contract';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isRetryable, sqlState, withTransaction } from '../../db/transaction';
import { AppError } from '../../platform/errors';
import {
  answerIdempotently,
  beginManyInBatch,
  keyOfCall,
  sendAnswer,
  type AnswerIdempotently,
  type IdempotentCall,
  type KeyAnswer,
  type StoredResponse,
} from '../../platform/idempotency';
import { counter, histogram, MS_BUCKETS } from '../../platform/metrics';
import { MONEY_TRANSACTION } from '../../platform/unitOfWork';
import { clientBalancesQuery, postTrades, type Trade, type TradeTransactions } from '../ledger';
import { resolveListing } from '../market';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import * as repo from './repo';
import { marketClaim, type PlacementTurn } from './service';

type Effect = (trx: Kysely<Database>, answer: KeyAnswer) => Promise<unknown>;
type Answered = { response: StoredResponse; replayed: boolean };

export interface PlacementBatchOptions {
  /** A batch closes at this many requests. */
  max: number;
  /** ... or this long after its first request. */
  windowMs: number;
  /** At most this many batches in flight (each holds a connection); the rest wait and grow. */
  inFlight: number;
}

/**
 * Tests only: `beforeCommit` runs in each batch's transaction after its writes, before its
 * commit (a test makes a batch fail there). Production never sets it.
 */
export const batchTestSeam: { beforeCommit?: (trx: Kysely<Database>) => Promise<void> } = {};

/**
 * 32 requests or 2 ms (decision 0019's design); two batches in flight of a pool of ten (decision
 * 0024). A batch's work is CPU on both sides, so more batches at once do not place more orders on
 * a small machine: with four, 50 callers made batches of 8 on average and one in six ran alone
 * (the single path's nine statements); with two, batches of 13 and CPU per order (server and
 * PostgreSQL) 0.1-0.3 ms lower on alternated runs. A longer window (5 or 10 ms) made batches no
 * bigger and the tail longer.
 */
export const PLACEMENT_BATCH: PlacementBatchOptions = { max: 32, windowMs: 2, inFlight: 2 };

/**
 * Why a batch was rolled back and its requests ran alone (decision 0020): `refusal`, a request's
 * 4xx (the single path judges it again, alone); `conflict`, what `withTransaction` retries (a
 * deadlock, a serialisation failure, a stale prepared statement) left after the retries;
 * `database`, any other database error; `error`, anything else.
 */
export type FallbackReason = 'refusal' | 'conflict' | 'database' | 'error';

export function fallbackReason(error: unknown): FallbackReason {
  // an AppError's code is ours, not a SQLSTATE
  if (error instanceof AppError) return error.status < 500 ? 'refusal' : 'error';
  if (isRetryable(error)) return 'conflict';
  return sqlState(error) === undefined ? 'error' : 'database';
}

/** What the placement batches do, for the operator (platform/metrics). */
export const batchMetrics = {
  fallbacks: counter(
    'placement_batch_fallbacks_total',
    'Batches of market buys rolled back, each request then placed alone, by reason',
    ['reason'],
  ),
  takenOut: counter(
    'placement_batch_taken_out_total',
    'Requests taken out of a batch to run alone after it, by reason (key: a key seen twice; position: a second buy of one position)',
    ['reason'],
  ),
  size: histogram(
    'placement_batch_size',
    'Requests a batch of market buys runs together (1: it ran alone)',
    [1, 2, 4, 8, 12, 16, 20, 24, 28, 32, 48, 64],
  ),
  queueMs: histogram(
    'placement_batch_queue_ms',
    'Time a market buy waited for its batch to start',
    MS_BUCKETS,
  ),
  statementsMs: histogram(
    'placement_batch_statements_ms',
    "A batch's statements, begin to its last write",
    MS_BUCKETS,
  ),
  commitMs: histogram('placement_batch_commit_ms', "A batch's commit", MS_BUCKETS),
  answerMs: histogram(
    'placement_batch_answer_ms',
    'A market buy from joining a batch to its answer',
    MS_BUCKETS,
  ),
};

/** What the batch knows of a request before running it. */
export interface BatchItem {
  /** The client and Idempotency-Key (platform `keyOfCall`). */
  key: string;
  /** The client: tenant and user. */
  client: string;
  /** The client's position the order moves: client and listing. */
  position: string;
}

/**
 * The batch's requests and those taken out to run after it, alone: a key seen twice (the second
 * replays the first's answer, or gets 422 for another body, as the single path answers it), and a
 * second buy of one client in one listing (each order's position is read before the batch's
 * write: a second would figure its average cost from the position without the first's fill).
 * The batch is in the lock order, clients sorted (tenant, user), each client's requests in their
 * arrival order, which is the order the ledger judges them in.
 */
export function planBatch<T extends BatchItem>(items: readonly T[]): { batch: T[]; after: T[] } {
  const keys = new Set<string>();
  const positions = new Set<string>();
  const batch: T[] = [];
  const after: T[] = [];
  for (const item of items) {
    if (keys.has(item.key) || positions.has(item.position)) {
      after.push(item);
      continue;
    }
    keys.add(item.key);
    positions.add(item.position);
    batch.push(item);
  }
  // Array.prototype.sort is stable: a client's requests keep their arrival order
  batch.sort((a, b) => (a.client < b.client ? -1 : a.client > b.client ? 1 : 0));
  return { batch, after };
}

/** A request's turn in its batch (what was read for it, how it posts), by its key answer. */
const turns = new WeakMap<KeyAnswer, PlacementTurn>();

/** The turn of the request that got `answer` in a batch; undefined: it runs alone. */
export const turnOf = (answer: KeyAnswer | undefined): PlacementTurn | undefined =>
  answer === undefined ? undefined : turns.get(answer);

interface Waiting extends BatchItem {
  /** performance.now() when it joined the queue. */
  joined: number;
  call: IdempotentCall;
  reply: FastifyReply;
  effect: Effect;
  resolve: (body: unknown) => void;
  reject: (error: unknown) => void;
}

/** A market buy on a quote: filled as it is placed, so it may join a batch. */
function batchable(call: IdempotentCall): { position: string } | undefined {
  const body = call.request.body as Partial<TradeOrderRequest> | undefined;
  if (body?.type !== 'market' || body.side !== 'buy' || typeof body.quote_id !== 'string') {
    return undefined;
  }
  const listed = resolveListing(String(body.symbol ?? ''), body.exchange);
  if (listed === undefined) return undefined;
  const { tenantId, userId } = call.scope;
  return { position: `${tenantId}\0${userId}\0${listed.exchange}\0${listed.symbol}` };
}

/**
 * The orders area's `answerWith` for POST /trade/app/v1/order: a market buy on a quote joins
 * the next batch; any other order is answered alone.
 */
export function placementBatcher(options: PlacementBatchOptions = PLACEMENT_BATCH): {
  answer: AnswerIdempotently;
} {
  let queue: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running = 0;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0 || running >= options.inFlight) return;
    const items = queue.slice(0, options.max);
    queue = queue.slice(options.max);
    running += 1;
    void runBatch(items).finally(() => {
      running -= 1;
      // what arrived meanwhile goes at once: it has waited for a connection already
      flush();
    });
  };

  const answer: AnswerIdempotently = (call, reply, effect) => {
    const joins = batchable(call);
    if (joins === undefined) return answerIdempotently(call, reply, effect);
    return new Promise((resolve, reject) => {
      const { tenantId, userId } = call.scope;
      const w: Waiting = {
        key: keyOfCall(call),
        client: `${tenantId}\0${userId}`,
        position: joins.position,
        joined: performance.now(),
        call,
        reply,
        effect,
        resolve: (body: unknown) => {
          batchMetrics.answerMs.observe(performance.now() - w.joined);
          (resolve as (value: unknown) => void)(body);
        },
        reject,
      };
      queue.push(w);
      if (running >= options.inFlight) return;
      if (queue.length >= options.max) flush();
      else timer ??= setTimeout(flush, options.windowMs);
    });
  };
  return { answer };
}

/** One request through the single path: its own transaction, its own answer or refusal. */
const alone = (w: Waiting): Promise<void> =>
  answerIdempotently(w.call, w.reply, w.effect).then(w.resolve, w.reject);

async function runBatch(items: readonly Waiting[]): Promise<void> {
  const startedAt = performance.now();
  for (const w of items) batchMetrics.queueMs.observe(startedAt - w.joined);
  const { batch, after } = planBatch(items);
  batchMetrics.size.observe(batch.length);
  for (const w of after) {
    batchMetrics.takenOut.inc({ reason: batch.some((b) => b.key === w.key) ? 'key' : 'position' });
  }
  if (batch.length === 1) await alone(batch[0]!);
  else if (batch.length > 1) {
    let answers: Answered[] | undefined;
    try {
      let written = 0;
      answers = await withTransaction(
        batch[0]!.call.db,
        async (trx) => {
          const begun = performance.now();
          const answered = await answerTogether(trx, batch);
          await batchTestSeam.beforeCommit?.(trx);
          written = performance.now();
          batchMetrics.statementsMs.observe(written - begun);
          return answered;
        },
        MONEY_TRANSACTION,
      );
      batchMetrics.commitMs.observe(performance.now() - written);
    } catch (error) {
      batchMetrics.fallbacks.inc({ reason: fallbackReason(error) });
      // rolled back: each request alone, a client's one after another in arrival order
      const byClient = new Map<string, Waiting[]>();
      for (const w of items) {
        if (after.includes(w)) continue;
        byClient.set(w.client, [...(byClient.get(w.client) ?? []), w]);
      }
      await Promise.all(
        [...byClient.values()].map(async (ws) => {
          for (const w of ws) await alone(w);
        }),
      );
    }
    if (answers !== undefined) batch.forEach((w, i) => w.resolve(sendAnswer(w.reply, answers[i]!)));
  }
  for (const w of after) await alone(w);
}

/**
 * The batch's requests in its transaction: every key begun together, then every client row
 * locked, then every quote claimed with its commission, position, suspension and balances (three
 * statements for the batch, whatever its size: the lock order of 0020, keys, client rows, quotes
 * and positions, then the balances and shares of `postTrades`); then each request's rules up to
 * its trade, in order, on what was read for it; then every trade posted together; each request
 * then writes its answer with its fill. Throws on the first refusal or error.
 */
async function answerTogether(trx: Kysely<Database>, batch: readonly Waiting[]) {
  // each request's answer at its place in the batch: a replay is answered at once, the others
  // when their trades are posted, and the batch is answered in its order
  const runs: Promise<Answered>[] = new Array<Promise<Answered>>(batch.length);
  const parked: { tenantId: string; trade: Trade; done: (ids: TradeTransactions) => void }[] = [];
  const failures: ((error: unknown) => void)[] = [];
  try {
    const begun = await beginManyInBatch(
      trx,
      batch.map((w) => w.call),
    );
    const placing = batch.flatMap((w, i) => {
      const started = begun[i]!;
      if ('replay' in started) {
        runs[i] = Promise.resolve({ response: started.replay, replayed: true });
        return [];
      }
      const body = w.call.request.body as TradeOrderRequest;
      return [{ at: i, w, started, claim: marketClaim(w.call.scope, body, randomUUID()) }];
    });
    const clients = await repo.lockTraders(trx, [
      ...new Map(placing.map((p) => [p.w.client, p.w.call.scope])).values(),
    ]);
    const reads = await repo.claimQuotesAndGates(
      trx,
      placing.map((p) => p.claim),
      clientBalancesQuery,
    );
    for (const [i, { at, w, started, claim }] of placing.entries()) {
      let park!: () => void;
      const atTrade = new Promise<void>((resolve) => (park = resolve));
      turns.set(started.answer, {
        orderId: claim.orderId,
        client: clients.get(w.client),
        reads: reads[i]!,
        postWith: (_h, tenantId, trade) =>
          new Promise<TradeTransactions>((done, fail) => {
            parked.push({ tenantId, trade, done });
            failures.push(fail);
            park();
          }),
      });
      const run = (async () => {
        const response = { status: 200, body: await w.effect(trx, started.answer) };
        await started.finish(response);
        return { response, replayed: false };
      })();
      runs[at] = run;
      // the next request's rules after this one's: at its trade, or answered
      await Promise.race([run, atTrade]);
    }
    // the trades of each tenant together, tenants in the batch's (lock) order
    for (const tenantId of new Set(parked.map((p) => p.tenantId))) {
      const mine = parked.filter((p) => p.tenantId === tenantId);
      const ids = await postTrades(
        trx,
        tenantId,
        mine.map((p) => p.trade),
      );
      mine.forEach((p, i) => p.done(ids[i]!));
    }
    return await Promise.all(runs);
  } catch (error) {
    // the requests still waiting at their trade end with the batch
    for (const fail of failures) fail(error);
    await Promise.allSettled(runs);
    throw error;
  }
}
