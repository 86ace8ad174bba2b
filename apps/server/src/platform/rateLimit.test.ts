import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openMigratedTestDatabase, type TestDatabase } from '../db/test-support';
import { AppError } from './errors';
import {
  enforceRateLimits,
  pruneRateEvents,
  rateLimitStatus,
  recordRateEvent,
  type RateLimit,
} from './rateLimit';
import type { ServiceDeps } from './serviceDeps';

const MINUTE = 60_000;

describe.each(databaseKinds())('rate limits on %s', (kind) => {
  let db: TestDatabase;
  let now = Date.parse('2030-01-01T12:00:00Z');
  let deps: ServiceDeps;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
    deps = { db: db.db, clock: () => new Date(now) };
  });
  afterAll(() => db.cleanup());

  const rule = (scope: string, limit: number, windowMs = 10 * MINUTE): RateLimit => ({
    scope,
    limit,
    windowMs,
  });

  it('allows up to the limit, then refuses until the oldest counted event leaves', async () => {
    const r = rule('t1', 3);
    await recordRateEvent(deps, r.scope, 'k'); // t
    now += MINUTE;
    await recordRateEvent(deps, r.scope, 'k', 2); // t + 1 min
    const status = await rateLimitStatus(deps, r, 'k');
    // refused until the first event, at t, leaves the 10-minute window
    expect(status).toEqual({
      count: 3,
      allowed: false,
      retryAfterSeconds: 9 * 60,
      until: new Date(now + 9 * MINUTE),
    });
    now += 9 * MINUTE - 1000;
    expect((await rateLimitStatus(deps, r, 'k')).retryAfterSeconds).toBe(1);
    now += 1000;
    expect(await rateLimitStatus(deps, r, 'k')).toEqual({
      count: 2,
      allowed: true,
      retryAfterSeconds: 0,
    });
  });

  it('keys and scopes are separate counters', async () => {
    const r = rule('t2', 1);
    await recordRateEvent(deps, r.scope, 'a');
    expect((await rateLimitStatus(deps, r, 'a')).allowed).toBe(false);
    expect((await rateLimitStatus(deps, r, 'b')).allowed).toBe(true);
    expect((await rateLimitStatus(deps, rule('t2-other', 1), 'a')).allowed).toBe(true);
  });

  it('over the limit, waits until enough events leave for one more', async () => {
    const r = rule('t3', 2);
    await recordRateEvent(deps, r.scope, 'k'); // t
    now += MINUTE;
    await recordRateEvent(deps, r.scope, 'k'); // t+1
    now += MINUTE;
    await recordRateEvent(deps, r.scope, 'k'); // t+2 (a concurrent server let one more in)
    // count 3 > limit 2: allowed again once the two oldest have left: t+1 + 10 min
    const status = await rateLimitStatus(deps, r, 'k');
    expect(status.count).toBe(3);
    expect(status.retryAfterSeconds).toBe(9 * 60);
  });

  it('enforceRateLimits throws 429 with the longest wait of the exhausted limits', async () => {
    const short = rule('t4-short', 1, MINUTE);
    const long = rule('t4-long', 1, 5 * MINUTE);
    await recordRateEvent(deps, short.scope, 'k');
    await recordRateEvent(deps, long.scope, 'k');
    const error = await enforceRateLimits(deps, [
      [short, 'k'],
      [long, 'k'],
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 300 });
    await expect(enforceRateLimits(deps, [[short, 'other']])).resolves.toBeUndefined();
  });

  it('pruning deletes only events older than the given age', async () => {
    await recordRateEvent(deps, 't5', 'old');
    now += 2 * 24 * 60 * MINUTE;
    await recordRateEvent(deps, 't5', 'new');
    expect(await pruneRateEvents(deps)).toBeGreaterThanOrEqual(1);
    const left = await db.db
      .selectFrom('rate_events')
      .select('key')
      .where('scope', '=', 't5')
      .execute();
    expect(left).toEqual([{ key: 'new' }]);
  });
});
