import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../platform/errors';
import { placeHold } from './holds';
import {
  begin,
  canonicalJson,
  complete,
  idempotencyKeyOf,
  purgeIdempotencyKeys,
  requestHash,
  runIdempotent,
  type KeyAnswer,
} from '../../platform/idempotency';
import { post } from './service';
import { codeOf, deposit, fund, openLedgerFixture, uid, type LedgerFixture } from './testSupport';

describe('keys and hashes', () => {
  it('reads the Idempotency-Key header', () => {
    expect(idempotencyKeyOf('a1b2-c3')).toBe('a1b2-c3');
    expect(idempotencyKeyOf(['k1', 'k2'])).toBe('k1');
    for (const missing of [undefined, null, '']) {
      expect(() => idempotencyKeyOf(missing)).toThrow(
        expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REQUIRED', status: 400 }),
      );
    }
    for (const bad of ['has space', 'x'.repeat(256), 'ünï', 42]) {
      expect(() => idempotencyKeyOf(bad)).toThrow(
        expect.objectContaining({ code: 'IDEMPOTENCY_KEY_INVALID', status: 400 }),
      );
    }
  });

  it('hashes a request by method, route and body, whatever the key order', () => {
    expect(canonicalJson({ b: [2, { y: 1, x: null }], a: 'x', u: undefined })).toBe(
      '{"a":"x","b":[2,{"x":null,"y":1}]}',
    );
    expect(canonicalJson(undefined)).toBe('null');
    const one = requestHash({
      method: 'post',
      path: '/withdraw/app/v1',
      body: { amount: '10', bank: 'b1' },
    });
    expect(one).toBe(
      requestHash({ method: 'POST', path: '/withdraw/app/v1', body: { bank: 'b1', amount: '10' } }),
    );
    expect(one).not.toBe(
      requestHash({ method: 'POST', path: '/withdraw/app/v1', body: { amount: '11', bank: 'b1' } }),
    );
    expect(one).not.toBe(
      requestHash({
        method: 'POST',
        path: '/fx/app/v1/exchange',
        body: { amount: '10', bank: 'b1' },
      }),
    );
  });
});

describe.each(databaseKinds())('idempotency on %s', (kind) => {
  let f: LedgerFixture;
  let a: string;
  let b: string;
  beforeAll(async () => {
    f = await openLedgerFixture(kind, 2);
    [a, b] = f.clients as [string, string];
    await fund(f, [a, b], '100');
  });
  afterAll(async () => {
    await f.t.cleanup();
  });

  const holdsWith = async (reference: string) =>
    (
      await f.t.db
        .selectFrom('ledger_holds')
        .select('id')
        .where('reference', '=', reference)
        .execute()
    ).length;

  /** A withdrawal request: one hold of `amount`, answered with the hold. */
  const withdraw = (client: string, key: string, amount: string, reference = key) =>
    runIdempotent(
      f.t.db,
      {
        scope: { tenantId: f.tenantId, userId: client },
        key,
        hash: requestHash({ method: 'POST', path: '/withdraw/app/v1', body: { amount } }),
      },
      async (trx) => {
        const hold = await placeHold(trx, {
          tenantId: f.tenantId,
          userId: client,
          currency: 'USD',
          amount,
          kind: 'withdrawal',
          reference,
        });
        return { status: 200, body: { success: true, data: { id: hold.id, amount: hold.amount } } };
      },
    );

  it('the same key and body: one effect, the same stored answer', async () => {
    const key = uid();
    const first = await withdraw(a, key, '5');
    expect(first.replayed).toBe(false);
    expect(first.response.status).toBe(200);
    const again = await withdraw(a, key, '5');
    expect(again).toEqual({ response: first.response, replayed: true });
    expect(await holdsWith(key)).toBe(1);
  });

  it('the same key with another body is 422 IDEMPOTENCY_KEY_REUSED, and nothing happens', async () => {
    const key = uid();
    await withdraw(a, key, '5');
    expect(await codeOf(withdraw(a, key, '6'))).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await holdsWith(key)).toBe(1);
  });

  it('keys are scoped per client', async () => {
    const key = uid();
    const mine = await withdraw(a, key, '1');
    const theirs = await withdraw(b, key, '1');
    expect(theirs.replayed).toBe(false);
    expect(theirs.response).not.toEqual(mine.response);
    expect(await holdsWith(key)).toBe(2);
  });

  it('a refusal of the effect changes nothing and is the key’s stored answer', async () => {
    const key = uid();
    const refused = await withdraw(a, key, '100000');
    expect(refused).toEqual({
      replayed: false,
      response: {
        status: 422,
        body: expect.objectContaining({ success: false, code: 'INSUFFICIENT_BALANCE' }),
      },
    });
    await withTransaction(f.t.db, (trx) =>
      post(trx, { tenantId: f.tenantId, kind: 'deposit.approve', postings: deposit(a, '100000') }),
    );
    // retrying the same request with the key gives the same answer, not a late effect
    expect(await withdraw(a, key, '100000')).toEqual({
      response: refused.response,
      replayed: true,
    });
    expect(await holdsWith(key)).toBe(0);
  });

  it('other errors are thrown and keep nothing, so the key may be retried', async () => {
    const key = uid();
    const scope = { tenantId: f.tenantId, userId: a };
    const boom = runIdempotent(f.t.db, { scope, key, hash: 'h' }, () =>
      Promise.reject(new Error('boom')),
    );
    await expect(boom).rejects.toThrow('boom');
    const unauthorized = runIdempotent(f.t.db, { scope, key, hash: 'h' }, () =>
      Promise.reject(AppError.unauthorized()),
    );
    expect(await codeOf(unauthorized)).toBe('UNAUTHORIZED');
    const noStore = runIdempotent(f.t.db, { scope, key, hash: 'h', storeRefusals: false }, () =>
      Promise.reject(AppError.badRequest()),
    );
    expect(await codeOf(noStore)).toBe('BAD_REQUEST');
    const ok = await runIdempotent(f.t.db, { scope, key, hash: 'h' }, async () => ({
      status: 201,
      body: null,
    }));
    expect(ok).toEqual({ response: { status: 201, body: null }, replayed: false });
  });

  it('an effect may store its key’s answer in a statement of its own; a retry replays it', async () => {
    const key = uid();
    const scope = { tenantId: f.tenantId, userId: a };
    const statements: string[] = [];
    const effect = async (
      trx: Parameters<Parameters<typeof runIdempotent>[2]>[0],
      answer: KeyAnswer,
    ) => {
      const body = { success: true, data: { id: key } };
      // the answer rides along with the effect's own write, one statement for both
      const stored = answer.storeWith(body);
      await sql`with stored as (${stored.write([stored.row])}) select 1`.execute(trx);
      statements.push('effect');
      return { status: 200, body };
    };
    const first = await runIdempotent(f.t.db, { scope, key, hash: 'h' }, effect);
    expect(first).toEqual({
      response: { status: 200, body: { success: true, data: { id: key } } },
      replayed: false,
    });
    const again = await runIdempotent(f.t.db, { scope, key, hash: 'h' }, effect);
    expect(again).toEqual({ response: first.response, replayed: true });
    expect(statements).toEqual(['effect']);
  });

  it('an effect that stores one answer and returns another fails and keeps nothing', async () => {
    const key = uid();
    const scope = { tenantId: f.tenantId, userId: a };
    const liar = runIdempotent(f.t.db, { scope, key, hash: 'h' }, async (trx, answer) => {
      const stored = answer.storeWith('stored');
      await sql`with stored as (${stored.write([stored.row])}) select 1`.execute(trx);
      return { status: 200, body: 'returned' };
    });
    await expect(liar).rejects.toThrow('another');
    // nothing kept: the key is new to an honest retry
    const honest = await runIdempotent(f.t.db, { scope, key, hash: 'h' }, async () => ({
      status: 200,
      body: 'honest',
    }));
    expect(honest).toEqual({ response: { status: 200, body: 'honest' }, replayed: false });
  });

  it('a key left in flight (by an effect outside the database) answers 409', async () => {
    const key = uid();
    await f.t.db
      .insertInto('idempotency_keys')
      .values({ tenant_id: f.tenantId, user_id: a, key, request_hash: 'h', status: 'in_flight' })
      .execute();
    expect(
      await codeOf(
        runIdempotent(
          f.t.db,
          { scope: { tenantId: f.tenantId, userId: a }, key, hash: 'h' },
          async () => ({ status: 200, body: 1 }),
        ),
      ),
    ).toBe('IDEMPOTENCY_IN_FLIGHT');
  });

  it('begin() and complete() need the effect’s transaction', async () => {
    const scope = { tenantId: f.tenantId, userId: a };
    await expect(begin(f.t.db, scope, uid(), 'h')).rejects.toThrow('transaction');
    await expect(
      withTransaction(f.t.db, (trx) => complete(trx, scope, uid(), { status: 200, body: 1 })),
    ).rejects.toThrow('without begin');
  });

  it('begin() takes the key in one statement and leaves the caller’s lock_timeout as it was', async () => {
    const scope = { tenantId: f.tenantId, userId: a };
    const timeout = await withTransaction(f.t.db, async (trx) => {
      await sql`select set_config('lock_timeout', '1234ms', true)`.execute(trx);
      expect(await begin(trx, scope, uid(), 'h')).toEqual({ state: 'new' });
      const { rows } = await sql<{
        t: string;
      }>`select current_setting('lock_timeout') as t`.execute(trx);
      return rows[0]!.t;
    });
    expect(timeout).toBe('1234ms');
  });

  it('purges answered keys older than a date', async () => {
    const key = uid();
    await withdraw(b, key, '1');
    await sql`update idempotency_keys set created_at = now() - interval '40 days' where key = ${key}`.execute(
      f.t.db,
    );
    const purged = await purgeIdempotencyKeys(f.t.db, new Date(Date.now() - 30 * 86_400_000));
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(
      await f.t.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute(),
    ).toEqual([]);
  });

  if (kind === 'postgres') {
    it('a duplicate still running after the wait gets 409 IDEMPOTENCY_IN_FLIGHT (across connections)', async () => {
      const key = uid();
      const scope = { tenantId: f.tenantId, userId: a };
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started!: () => void;
      const inside = new Promise<void>((resolve) => {
        started = resolve;
      });
      const slow = runIdempotent(f.t.db, { scope, key, hash: 'h' }, async () => {
        started();
        await gate;
        return { status: 200, body: 'slow' };
      });
      await inside;
      const dup = runIdempotent(f.t.db, { scope, key, hash: 'h', waitMs: 100 }, async () => ({
        status: 200,
        body: 'dup',
      }));
      expect(await codeOf(dup)).toBe('IDEMPOTENCY_IN_FLIGHT');
      release();
      expect((await slow).response.body).toBe('slow');
      const later = await runIdempotent(f.t.db, { scope, key, hash: 'h' }, async () => ({
        status: 200,
        body: 'late',
      }));
      expect(later).toEqual({ response: { status: 200, body: 'slow' }, replayed: true });
    });
  }
});
