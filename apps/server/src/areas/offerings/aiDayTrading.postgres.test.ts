// Two real server processes (`src/main.ts`, each running the offerings scheduler at start and
// every SCHEDULER_MS) over one PostgreSQL database, on the real clock: an AI day-trading product
// whose allotment and trading days passed while no process ran is caught up when they start:
// every ended trading day credited once per subscription (never twice, though both processes
// look), the principal of a finished period returned once, a running period left to its next
// day; `ledger:verify` clean. PostgreSQL only: two processes cannot share a PGlite directory.
import { dueAiReturnDays, Money } from '@invest/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase, type SharedDatabase } from '../../db/test-support';
import type { TestServer } from '../../testing/harness';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../testing/serverProcess';
import { verifyLedger } from '../ledger';
import { marketNowOf, serverEnv, trader, tradingServer } from '../orders/testSupport';
import { aiDaysOf } from './aiDayTrading';
import * as repo from './repo';
import { MINUTE, openOffering, subscribeTo } from './testSupport';

const SUBSCRIBERS = 6;
const DAYS_BACK = 10;

describe('two server processes crediting the AI day-trading product on postgres', () => {
  let database: SharedDatabase;
  let s: TestServer;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await sharedDatabase('postgres');
    s = await tradingServer('postgres', undefined, await database.open());
  }, 120_000);
  afterAll(async () => {
    for (const p of servers) await stopServerProcess(p);
    await s?.close();
    await database?.drop();
  });

  /** An AI product with subscribers, its whole timeline moved DAYS_BACK days into the past. */
  async function pastOffering(symbol: string, period: number) {
    const o = await openOffering(s, {
      kind: 'ai_day_trading',
      symbol,
      offer_price: '1',
      lot_size: '100',
      total_lots: 10_000,
      max_lots: 100,
      period,
      daily_return: '0.1234',
      at: { start: -MINUTE, end: 10 * MINUTE, pub: 20 * MINUTE, listed: null },
    });
    const subs: { id: string; who: string }[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const who = await trader(s, '5000.00');
      const res = await subscribeTo(s, who, o.id, { amount: `${(i + 1) * 300}.00` });
      expect(res.status, res.text).toBe(200);
      subs.push({ id: res.json.data!.id, who: who.id });
    }
    // the servers were down all along: the allotment and the days came and went
    const back = sql.raw(`interval '${DAYS_BACK} days'`);
    await sql`update offerings set start_time = start_time - ${back},
      end_time = end_time - ${back}, pub_time = pub_time - ${back}
      where id = ${o.id}`.execute(s.db.db);
    await sql`update scheduled_jobs set due_at = due_at - ${back}
      where subject = ${o.id}`.execute(s.db.db);
    return { row: (await repo.findOffering(s.db.db, 'demo', o.id))!, subs };
  }

  const postings = async (kind: string, refs: string[]) => {
    const { rows } = await sql<{ reference: string; n: string }>`
      select reference, count(*)::text as n from ledger_transactions
      where kind = ${kind} and reference like any (array[${sql.join(refs.map((r) => `${r}%`))}])
      group by reference order by reference`.execute(s.db.db);
    return rows.map((r) => ({ reference: r.reference, n: Number(r.n) }));
  };
  const running = async (id: string) => {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n
      from offering_subscriptions where offering_id = ${id} and state = 'allotted'`.execute(
      s.db.db,
    );
    return Number(rows[0]!.n);
  };
  async function until(what: () => Promise<boolean>, label: string) {
    for (let waited = 0; !(await what()); waited += 200) {
      if (waited > 90_000) throw new Error(`${label}: not within 90 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('catches up every ended day once per subscription, and returns a finished period once', async () => {
    const done = await pastOffering('NVDA', 3);
    const live = await pastOffering('AMD', 60);
    const start = marketNowOf(s);
    servers.push(
      ...(await Promise.all([
        startServerProcess(serverEnv(database, start)),
        startServerProcess(serverEnv(database, start)),
      ])),
    );
    const doneDays = aiDaysOf(done.row)!;
    const liveDays = aiDaysOf(live.row)!;
    await until(async () => (await running(done.row.id)) === 0, 'maturity');
    const paidLive = async () => {
      const { rows } = await sql<{ n: string }>`select min(ai_days_paid)::text as n
        from offering_subscriptions where offering_id = ${live.row.id}`.execute(s.db.db);
      return Number(rows[0]!.n);
    };
    // what has ended by now of the running period (the real clock: read before and after)
    const endedBefore = dueAiReturnDays(liveDays, null, Date.now()).length;
    expect(endedBefore).toBeGreaterThan(0);
    await until(async () => (await paidLive()) >= endedBefore, 'catch-up');
    // both processes have looked more than once meanwhile (every 5 s): a few more looks
    await new Promise((r) => setTimeout(r, 12_000));
    for (const p of servers.splice(0)) await stopServerProcess(p);
    const endedAfter = dueAiReturnDays(liveDays, null, Date.now()).length;

    // the finished period: each of its 3 days once per subscription, its principal once
    const doneReturns = await postings(
      'offering.ai_return',
      done.subs.map((x) => x.id),
    );
    expect(doneReturns).toHaveLength(SUBSCRIBERS * doneDays.length);
    expect(doneReturns.every((r) => r.n === 1)).toBe(true);
    const principals = await postings(
      'offering.ai_principal',
      done.subs.map((x) => x.id),
    );
    expect(principals).toEqual(
      done.subs
        .map((x) => ({ reference: x.id, n: 1 }))
        .sort((a, b) => a.reference.localeCompare(b.reference)),
    );

    // the running period: the ended days once each, nothing beyond them, no principal yet
    const liveReturns = await postings(
      'offering.ai_return',
      live.subs.map((x) => x.id),
    );
    expect(liveReturns.every((r) => r.n === 1)).toBe(true);
    const perSub = liveReturns.length / SUBSCRIBERS;
    expect(perSub).toBeGreaterThanOrEqual(endedBefore);
    expect(perSub).toBeLessThanOrEqual(endedAfter);
    expect(
      await postings(
        'offering.ai_principal',
        live.subs.map((x) => x.id),
      ),
    ).toEqual([]);
    expect(await running(live.row.id)).toBe(SUBSCRIBERS);

    // the figures: 300.00 × 0.1234 % = 0.3702 a day, three days 1.1106: 1.11 credited
    const { rows } = await sql<{ amount: string; ai_accrued: string; state: string }>`
      select amount::text, ai_accrued::text, state from offering_subscriptions
      where offering_id = ${done.row.id} order by offering_subscriptions.amount`.execute(s.db.db);
    expect(Money.of(rows[0]!.ai_accrued, 'USD').toString()).toBe('1.11');
    expect(rows.every((r) => r.state === 'matured')).toBe(true);
    expect(await verifyLedger(s.db.db)).toMatchObject({ ok: true });
  }, 300_000);
});
