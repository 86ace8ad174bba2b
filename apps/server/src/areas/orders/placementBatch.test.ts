// Group commit of market buys (placementBatch.ts, docs/decisions/0020): the batch's rules (which
// requests join, in which order) and, over real HTTP on PGlite and PostgreSQL, what a client sees:
// each request its own answer or refusal, what fits accepted, each key answered once, a batch
// whose transaction fails answered request by request, and the ledger balanced after each.
import { randomUUID } from 'node:crypto';
import type { TradeOrder } from '@invest/api/contract';
import { Money } from '@invest/domain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { call, type CallResult, type TestServer } from '../../testing/harness';
import type { SignedIn } from '../client/testSupport';
import { post, verifyLedger } from '../ledger';
import { debit } from '../ledger/testSupport';
import { withTransaction } from '../../db/transaction';
import { credit } from '../withdrawals/testSupport';
import { renderMetrics } from '../../platform/metrics';
import { batchMetrics, batchTestSeam, fallbackReason, planBatch } from './placementBatch';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { AppError } from '../../platform/errors';
import { tradingDeps } from './routes';
import { suspendTrading } from './service';
import { trader, tradingServer, usd } from './testSupport';

describe('planBatch', () => {
  const item = (client: string, key: string, listing = key) => ({
    client,
    key: `${client}/${key}`,
    position: `${client}/${listing}`,
  });

  it('keeps each client in arrival order and sorts clients into the lock order', () => {
    const items = [item('b', '1'), item('a', '2'), item('b', '3'), item('a', '4'), item('c', '5')];
    const { batch, after } = planBatch(items);
    expect(batch.map((i) => i.key)).toEqual(['a/2', 'a/4', 'b/1', 'b/3', 'c/5']);
    expect(after).toEqual([]);
  });

  it('takes a key seen twice out of the batch, to run after it', () => {
    const items = [item('a', '1'), item('b', '1'), item('a', '1', 'other'), item('a', '2')];
    const { batch, after } = planBatch(items);
    expect(batch.map((i) => i.key)).toEqual(['a/1', 'a/2', 'b/1']);
    expect(after).toEqual([items[2]]);
  });

  it("takes a client's second buy of one listing out of the batch, to run after it", () => {
    const items = [item('a', '1', 'AAPL'), item('a', '2', 'AAPL'), item('b', '3', 'AAPL')];
    const { batch, after } = planBatch(items);
    expect(batch.map((i) => i.key)).toEqual(['a/1', 'b/3']);
    expect(after.map((i) => i.key)).toEqual(['a/2']);
  });
});

describe('fallbackReason', () => {
  it('names a refusal, a conflict, a database error and anything else', () => {
    expect(fallbackReason(new AppError('TRADING_SUSPENDED', 403, 'Suspended.'))).toBe('refusal');
    expect(fallbackReason(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(
      'conflict',
    );
    expect(fallbackReason(Object.assign(new Error('unique'), { code: '23505' }))).toBe('database');
    expect(fallbackReason(new Error('bug'))).toBe('error');
    expect(fallbackReason(new AppError('INTERNAL', 500, 'Internal.'))).toBe('error');
  });
});

describe.each(databaseKinds())('market buys placed together on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  }, 120_000);
  afterAll(() => s.close());
  afterEach(() => {
    delete batchTestSeam.beforeCommit;
    s.clock.thaw();
  });

  /** Ten NASDAQ listings: a client's buys of distinct listings may share a batch. */
  const listings = [
    'AAPL',
    'MSFT',
    'NVDA',
    'AMZN',
    'GOOGL',
    'META',
    'TSLA',
    'AVGO',
    'COST',
    'NFLX',
  ].map((symbol) => ({ symbol }));

  const verified = async () =>
    expect(await verifyLedger(s.db.db, { tenantId: 'demo' })).toMatchObject({ ok: true });

  const ticketOf = (symbol: string) => ({
    exchange: 'NASDAQ',
    symbol,
    side: 'buy',
    type: 'market',
    time_in_force: 'day',
    quantity: '1',
    account: 'USD',
  });

  /** One buy of each listing for `who`: its ticket, quote and what it costs. */
  const quoted = async (who: SignedIn) =>
    Promise.all(
      listings.map(async (l) => {
        const q = (
          await call<{ id: string; converted_total: string }>(s, 'tradeQuote', {
            token: who.token,
            tenant: who.tenant,
            body: ticketOf(l.symbol),
          })
        ).json.data!;
        return {
          body: { ...ticketOf(l.symbol), quote_id: q.id },
          cost: Money.of(q.converted_total, 'USD'),
        };
      }),
    );

  const send = (who: SignedIn, body: Record<string, unknown>, key: string) =>
    call<TradeOrder>(s, 'tradeOrder', {
      token: who.token,
      tenant: who.tenant,
      body,
      headers: { 'Idempotency-Key': key },
    });

  /** What a client's buys left: orders, fills, used quotes and positions. */
  const recordsOf = async (who: SignedIn) =>
    (
      await sql<Record<string, string>>`
        select
          (select count(*) from trade_orders where user_id = ${who.id})::text as orders,
          (select count(*) from trade_fills f join trade_orders o on o.id = f.order_id
            where o.user_id = ${who.id})::text as fills,
          (select count(*) from trade_quotes where user_id = ${who.id} and used_by is not null)::text
            as used,
          (select count(*) from trade_positions where user_id = ${who.id}
            and quantity > 0)::text as positions`.execute(s.db.db)
    ).rows[0];

  /** A client's `n` placed buys left n orders, fills, used quotes and positions (0: nothing). */
  const expectPlaced = async (who: SignedIn, n: number) => {
    const count = String(n);
    expect(await recordsOf(who)).toEqual({
      orders: count,
      fills: count,
      used: count,
      positions: count,
    });
  };

  it('50 buys over 5 clients: each its own answer; what fits is accepted, the rest refused alone', async () => {
    s.clock.freeze();
    const clients = await Promise.all(Array.from({ length: 5 }, () => trader(s, '0')));
    // a quote is taken only for what the client can pay: every client can at first
    await Promise.all(clients.map((who) => credit(s, who, '100000.00')));
    const tickets = await Promise.all(clients.map(quoted));
    // then two clients keep the cost of all ten buys, three that of the first five or so
    const funds = tickets.map((t, i) =>
      (i < 2 ? t : t.slice(0, 5)).reduce((sum, x) => sum.add(x.cost), Money.zero('USD')),
    );
    for (const [i, who] of clients.entries()) {
      const out = Money.of('100000.00', 'USD').sub(funds[i]!).toString();
      await withTransaction(s.db.db, (trx) =>
        post(trx, { tenantId: who.tenant, kind: 'fee.charge', postings: debit(who.id, out) }),
      );
    }
    const sent = clients.flatMap((who, i) =>
      tickets[i]!.map((t) => ({ who, i, ...t, key: randomUUID() })),
    );
    const answers = await Promise.all(sent.map((x) => send(x.who, x.body, x.key)));

    for (const [i, who] of clients.entries()) {
      const mine = answers.filter((_, n) => sent[n]!.i === i);
      const accepted = mine.filter((a) => a.status === 200);
      const refused = mine.filter((a) => a.status !== 200);
      for (const a of accepted) expect(a.json.data).toMatchObject({ status: 'settle' });
      for (const r of refused) {
        expect(r.status).toBe(422);
        expect(r.json.code).toBe('INSUFFICIENT_BALANCE');
      }
      if (i < 2) expect(refused).toHaveLength(0);
      else expect(accepted.length).toBeGreaterThanOrEqual(1);
      // what was paid is what the accepted buys cost, and what is left pays for none refused
      const paid = sent
        .filter((x, n) => x.i === i && answers[n]!.status === 200)
        .reduce((sum, x) => sum.add(x.cost), Money.zero('USD'));
      const left = funds[i]!.sub(paid);
      const cash = await usd(s, who);
      expect(cash.available).toBe(left.toString());
      expect(cash.invested).toBe(paid.toString());
      for (const [n, x] of sent.entries()) {
        if (x.i === i && answers[n]!.status !== 200) {
          expect(x.cost.gt(left)).toBe(true);
        }
      }
      // a refused buy leaves no order, fill, used quote or position
      await expectPlaced(who, accepted.length);
    }
    // each key keeps its answer: a retry replays it, refusal included
    const again = await Promise.all(sent.map((x) => send(x.who, x.body, x.key)));
    for (const [n, a] of again.entries()) {
      expect(a.status).toBe(answers[n]!.status);
      expect(a.json).toEqual(answers[n]!.json);
    }
    await verified();
  }, 240_000);

  it('a key sent twice at once is one order: the second replays the first', async () => {
    s.clock.freeze();
    const who = await trader(s);
    const [first, second] = await quoted(who);
    const key = randomUUID();
    const other = randomUUID();
    const answers = await Promise.all([
      send(who, first!.body, key),
      send(who, first!.body, key),
      send(who, second!.body, other),
    ]);
    // one of the two placed the order, the other replays its answer (whichever came first)
    expect(answers[0]!.status).toBe(200);
    expect(answers[1]!.json).toEqual(answers[0]!.json);
    const replayed = answers.map((a) => a.headers.get('idempotent-replayed'));
    expect(replayed.slice(0, 2).sort()).toEqual(['true', null].sort());
    expect(answers[2]!.status).toBe(200);
    expect(replayed[2]).toBeNull();
    // the key with another body: refused, not placed
    const reused = await send(who, second!.body, key);
    expect(reused.status).toBe(422);
    expect(reused.json.code).toBe('IDEMPOTENCY_KEY_REUSED');
    await expectPlaced(who, 2);
    await verified();
  }, 120_000);

  it('keys answered before, sent again among new buys: each request gets its own answer', async () => {
    s.clock.freeze();
    const clients = await Promise.all(Array.from({ length: 3 }, () => trader(s)));
    const tickets = await Promise.all(clients.map(quoted));
    // each client's first buy is placed and answered alone
    const firsts = await Promise.all(
      clients.map(async (who, i) => {
        const key = randomUUID();
        return {
          who,
          key,
          body: tickets[i]![0]!.body,
          answer: await send(who, tickets[i]![0]!.body, key),
        };
      }),
    );
    // then, at once, each first key again (a replay in the middle of a batch) and new buys
    const sent = clients.flatMap((who, i) => [
      firsts[i]!,
      ...tickets[i]!.slice(1).map((t) => ({ who, key: randomUUID(), body: t.body })),
    ]);
    const answers = await Promise.all(sent.map((x) => send(x.who, x.body, x.key)));
    for (const [n, a] of answers.entries()) {
      const first = firsts.find((f) => f.key === sent[n]!.key);
      if (first) {
        expect(a.headers.get('idempotent-replayed')).toBe('true');
        expect(a.json).toEqual(first.answer.json);
      } else {
        expect(a.headers.get('idempotent-replayed')).toBeNull();
        expect(a.json.data).toMatchObject({ symbol: sent[n]!.body.symbol, status: 'settle' });
      }
    }
    const ids = answers.map((a) => a.json.data!.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const who of clients) await expectPlaced(who, 10);
    await verified();
  }, 240_000);

  it('buys that all fit are placed by batches, several in one commit (on PGlite too)', async () => {
    s.clock.freeze();
    let committed = 0;
    batchTestSeam.beforeCommit = async () => {
      committed += 1;
    };
    const clients = await Promise.all(Array.from({ length: 3 }, () => trader(s)));
    const tickets = await Promise.all(clients.map(quoted));
    const sent = clients.flatMap((who, i) => tickets[i]!.map((t) => ({ who, ...t })));
    const answers = await Promise.all(sent.map((x) => send(x.who, x.body, randomUUID())));
    // a batch of one goes alone: a commit here answered two requests or more
    expect(committed).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect(a.json.data).toMatchObject({ status: 'settle' });
    for (const [i, who] of clients.entries()) {
      await expectPlaced(who, 10);
      const paid = tickets[i]!.reduce((sum, x) => sum.add(x.cost), Money.zero('USD'));
      expect((await usd(s, who)).invested).toBe(paid.toString());
    }
    // the answer is the order as the API reads it back
    const detail = await call<TradeOrder>(s, 'tradeOrderDetail', {
      token: clients[0]!.token,
      tenant: clients[0]!.tenant,
      params: { id: answers[0]!.json.data!.id },
    });
    expect({ ...detail.json.data, current_price: null }).toEqual({
      ...answers[0]!.json.data,
      current_price: null,
    });
    await verified();
  }, 240_000);

  it("a suspended client's buys sent with others' are refused; the others' are placed", async () => {
    s.clock.freeze();
    const clients = await Promise.all(Array.from({ length: 3 }, () => trader(s)));
    const tickets = await Promise.all(clients.map(quoted));
    const suspended = clients[1]!;
    await unitOfWork(
      tradingDeps(s.app.deps),
      (tx) => suspendTrading(tx, { tenantId: suspended.tenant, userId: suspended.id }, 'review'),
      MONEY_TRANSACTION,
    );
    const sent = clients.flatMap((who, i) => tickets[i]!.map((t) => ({ who, ...t })));
    const refusals = await batchMetrics.fallbacks.value({ reason: 'refusal' });
    const answers = await Promise.all(sent.map((x) => send(x.who, x.body, randomUUID())));
    // the suspended client's refusal rolled back each batch it was in: counted as a refusal
    expect(await batchMetrics.fallbacks.value({ reason: 'refusal' })).toBeGreaterThan(refusals);
    for (const [n, a] of answers.entries()) {
      if (sent[n]!.who === suspended) {
        expect(a.status).toBe(403);
        expect(a.json.code).toBe('TRADING_SUSPENDED');
      } else expect(a.json.data).toMatchObject({ status: 'settle' });
    }
    await expectPlaced(suspended, 0);
    for (const who of [clients[0]!, clients[2]!]) await expectPlaced(who, 10);
    await verified();
  }, 240_000);

  it('a batch whose transaction fails: every request is answered alone, none for its fault', async () => {
    s.clock.freeze();
    let failed = 0;
    batchTestSeam.beforeCommit = async () => {
      failed += 1;
      // a constraint the database refuses: the batch's transaction is rolled back
      throw Object.assign(new Error('injected batch fault'), { code: '23505' });
    };
    const clients = await Promise.all(Array.from({ length: 3 }, () => trader(s)));
    const tickets = await Promise.all(clients.map(quoted));
    const sent = clients.flatMap((who, i) => tickets[i]!.map((t) => ({ who, ...t })));
    const before = await batchMetrics.fallbacks.value({ reason: 'database' });
    const answers: CallResult<TradeOrder>[] = await Promise.all(
      sent.map((x) => send(x.who, x.body, randomUUID())),
    );
    expect(failed).toBeGreaterThanOrEqual(1);
    // each failed batch is one fallback, by its reason, in the server's metrics
    expect(await batchMetrics.fallbacks.value({ reason: 'database' })).toBe(before + failed);
    expect(await renderMetrics()).toMatch(
      /^placement_batch_fallbacks_total\{reason="database"\} \d+$/m,
    );
    for (const a of answers) expect(a.json.data).toMatchObject({ status: 'settle' });
    for (const who of clients) await expectPlaced(who, 10);
    await verified();
  }, 240_000);
});
