import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from './test-support';
import { databaseKinds, openMigratedTestDatabase } from './test-support';
import { backoffMs, isRetryable, withTransaction } from './transaction';

const uid = () => Math.random().toString(36).slice(2, 10);

const tenantRow = (id: string) => ({
  id,
  name: id,
  app_name: 'Invest',
  web_logo: '',
  app_version: '1',
  app_template: null,
  co_name: '',
  icp_no: '',
  co_address: '',
  app_video: '',
});

const dbError = (code: string, message = `sqlstate ${code}`) =>
  Object.assign(new Error(message), { code });

/** Options that count attempts and record pauses without really waiting. */
function probe() {
  const attempts: number[] = [];
  const pauses: number[] = [];
  return {
    attempts,
    pauses,
    options: {
      onAttempt: (n: number) => attempts.push(n),
      random: () => 0.5,
      sleep: async (ms: number) => {
        pauses.push(ms);
      },
    },
  };
}

describe('retry policy', () => {
  it('retries serialisation failures and deadlocks only', () => {
    expect(isRetryable(dbError('40001'))).toBe(true);
    expect(isRetryable(dbError('40P01'))).toBe(true);
    expect(isRetryable(dbError('23505'))).toBe(false);
    expect(isRetryable(new Error('plain'))).toBe(false);
    expect(isRetryable({ code: 40001 })).toBe(false);
    expect(isRetryable(undefined)).toBe(false);
  });

  it('backs off with jitter under a growing, capped ceiling', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, () => 0.999))).toEqual([
      9, 19, 39, 79, 159, 199,
    ]);
    expect(backoffMs(3, () => 0)).toBe(0);
  });
});

describe.each(databaseKinds())('withTransaction on %s', (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openMigratedTestDatabase(kind);
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const exists = async (id: string) =>
    (await t.db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;

  it('commits on success and returns the result', async () => {
    const id = uid();
    const p = probe();
    const result = await withTransaction(
      t.db,
      async (trx) => {
        await trx.insertInto('tenants').values(tenantRow(id)).execute();
        return 'done';
      },
      p.options,
    );
    expect(result).toBe('done');
    expect(p.attempts).toEqual([1]);
    expect(await exists(id)).toBe(true);
  });

  it('runs at the requested isolation level (serializable by default)', async () => {
    const level = (isolation?: 'read committed') =>
      withTransaction(
        t.db,
        async (trx) =>
          (
            await trx
              .selectNoFrom((eb) =>
                eb.fn<string>('current_setting', [eb.val('transaction_isolation')]).as('level'),
              )
              .executeTakeFirstOrThrow()
          ).level,
        isolation === undefined ? {} : { isolation },
      );
    // PGlite's single connection makes every transaction serial, whatever it reports
    if (kind === 'postgres') {
      expect(await level()).toBe('serializable');
      expect(await level('read committed')).toBe('read committed');
    } else {
      expect(typeof (await level())).toBe('string');
    }
  });

  it('rolls back on a thrown error and rethrows it without retrying', async () => {
    const id = uid();
    const p = probe();
    const boom = new Error('boom');
    await expect(
      withTransaction(
        t.db,
        async (trx) => {
          await trx.insertInto('tenants').values(tenantRow(id)).execute();
          throw boom;
        },
        p.options,
      ),
    ).rejects.toBe(boom);
    expect(p.attempts).toEqual([1]);
    expect(await exists(id)).toBe(false);
  });

  it('retries a serialisation failure; only the successful attempt is committed', async () => {
    const id = uid();
    const p = probe();
    const result = await withTransaction(
      t.db,
      async (trx) => {
        const attempt = p.attempts.length;
        await trx
          .insertInto('tenants')
          .values(tenantRow(`${id}-${attempt}`))
          .execute();
        if (attempt < 3) throw dbError('40001', 'could not serialize access');
        return attempt;
      },
      p.options,
    );
    expect(result).toBe(3);
    expect(p.attempts).toEqual([1, 2, 3]);
    expect(p.pauses).toEqual([5, 10]); // random 0.5 of the 10 ms and 20 ms ceilings
    expect(await exists(`${id}-1`)).toBe(false);
    expect(await exists(`${id}-2`)).toBe(false);
    expect(await exists(`${id}-3`)).toBe(true);
  });

  it('retries a deadlock too', async () => {
    const p = probe();
    const result = await withTransaction(
      t.db,
      async () => {
        if (p.attempts.length === 1) throw dbError('40P01', 'deadlock detected');
        return 'ok';
      },
      p.options,
    );
    expect(result).toBe('ok');
    expect(p.attempts).toEqual([1, 2]);
  });

  it('gives up after `retries` retries with the last error', async () => {
    const id = uid();
    const p = probe();
    const errors: Error[] = [];
    const outcome = withTransaction(
      t.db,
      async (trx) => {
        await trx
          .insertInto('tenants')
          .values(tenantRow(`${id}-${p.attempts.length}`))
          .execute();
        const error = dbError('40001', `failure ${p.attempts.length}`);
        errors.push(error);
        throw error;
      },
      { ...p.options, retries: 2 },
    );
    await expect(outcome).rejects.toThrow('failure 3');
    await expect(outcome).rejects.toBe(errors[2]);
    expect(p.attempts).toEqual([1, 2, 3]);
    expect(p.pauses).toHaveLength(2);
    for (const n of [1, 2, 3]) expect(await exists(`${id}-${n}`)).toBe(false);
  });

  it('does not retry a unique violation (23505) from the database', async () => {
    const id = uid();
    await t.db.insertInto('tenants').values(tenantRow(id)).execute();
    const p = probe();
    await expect(
      withTransaction(
        t.db,
        async (trx) => {
          await trx
            .insertInto('tenants')
            .values(tenantRow(`${id}-other`))
            .execute();
          await trx.insertInto('tenants').values(tenantRow(id)).execute();
        },
        p.options,
      ),
    ).rejects.toMatchObject({ code: '23505' });
    expect(p.attempts).toEqual([1]);
    expect(await exists(`${id}-other`)).toBe(false);
  });

  if (kind === 'postgres') {
    it('lets two concurrent read-then-write transactions both commit through retries', async () => {
      const id = uid();
      await t.db.insertInto('tenants').values(tenantRow(id)).execute();
      await t.db
        .insertInto('users')
        .values({
          id,
          tenant_id: id,
          username: 'counter',
          mobile_country_code: '+1',
          mobile: id,
          password_hash: 'x',
          full_name: '',
          avatar: '',
          pin_hash: null,
          totp_secret: null,
        })
        .execute();

      // both first attempts read before either writes, so one of them must fail to serialise
      let arrived = 0;
      let release!: () => void;
      const bothRead = new Promise<void>((resolve) => {
        release = resolve;
      });
      const attempts = { a: 0, b: 0 };
      const increment = (who: 'a' | 'b') =>
        withTransaction(
          t.db,
          async (trx) => {
            const { score } = await trx
              .selectFrom('users')
              .select('score')
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            if (attempts[who] === 1) {
              arrived += 1;
              if (arrived === 2) release();
              await bothRead;
            }
            await trx
              .updateTable('users')
              .set({ score: score + 1 })
              .where('id', '=', id)
              .execute();
          },
          {
            onAttempt: (n) => {
              attempts[who] = n;
            },
          },
        );

      await Promise.all([increment('a'), increment('b')]);
      const { score } = await t.db
        .selectFrom('users')
        .select('score')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(score).toBe(2);
      expect(attempts.a + attempts.b).toBeGreaterThanOrEqual(3);
    });
  }
});
