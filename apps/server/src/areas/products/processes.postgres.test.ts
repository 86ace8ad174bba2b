// Two real server processes (`src/main.ts`, each running the products scheduler at start and
// every SCHEDULER_MS) over one PostgreSQL database: the daily returns and NAVs that came due
// while no process ran are caught up when they start, each holding's day paid once and each
// product's day priced once across both. PostgreSQL only: two processes cannot share a PGlite
// directory.
import { sql, type RawBuilder } from 'kysely';
import { toDecimal } from '@invest/domain';
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
import { DAY, product, savings, subscribeTo } from './testSupport';

const HOLDERS = 6;
const DAYS_DOWN = 5;

describe('two server processes running the products scheduler on postgres', () => {
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

  async function until(what: () => Promise<boolean>, label: string) {
    for (let waited = 0; !(await what()); waited += 200) {
      if (waited > 60_000) throw new Error(`${label}: not within a minute`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const one = async <T>(query: RawBuilder<T>): Promise<T> =>
    (await query.execute(s.db.db)).rows[0]!;

  it('pays the days missed while down once per holding and day, and prices each NAV day once', async () => {
    // the holdings are opened DAYS_DOWN days ago; no process has run since
    s.clock.advance(-DAYS_DOWN * DAY);
    const p = await savings(s, '0.03');
    const fund = await product(s, { risk_level: 4 });
    const ids: string[] = [];
    for (let i = 0; i < HOLDERS; i++) {
      const who = await trader(s, '2000.00');
      const res = await subscribeTo(s, who, p.id, { amount: '1000.00' });
      expect(res.status).toBe(200);
      ids.push(res.json.data!.holding_id!);
    }
    s.clock.advance(DAYS_DOWN * DAY);
    const start = marketNowOf(s);
    servers.push(
      ...(await Promise.all([
        startServerProcess(serverEnv(database, start)),
        startServerProcess(serverEnv(database, start)),
      ])),
    );
    const refs = ids.map((id) => `${id}:%`);
    const paid = () =>
      one(sql<{ n: string; refs: string }>`
        select count(*)::text as n, count(distinct reference)::text as refs
        from ledger_transactions where kind = 'product.accrual' and reference like any (${refs})`);
    // the opened day and the days after it, up to yesterday (today has not ended)
    await until(async () => Number((await paid()).n) >= HOLDERS * DAYS_DOWN, 'accruals');
    // both processes have looked once every accrual job is due on a later day again
    await until(
      async () =>
        Number(
          (
            await one(sql<{ n: string }>`
              select count(*)::text as n from scheduled_jobs
              where kind = 'product_accrue' and subject in (${sql.join(ids)})
                and due_at > now()`)
          ).n,
        ) === HOLDERS,
      'rescheduled',
    );
    await until(
      async () =>
        Number(
          (
            await one(sql<{ n: string }>`
              select count(*)::text as n from product_navs where product_id = ${fund.id}`)
          ).n,
        ) ===
        DAYS_DOWN + 1,
      'navs',
    );
    for (const p2 of servers.splice(0)) await stopServerProcess(p2);
    expect(await paid()).toEqual({
      n: String(HOLDERS * DAYS_DOWN),
      refs: String(HOLDERS * DAYS_DOWN),
    });
    // 0.3 a day on 1,000 for each day missed
    const cash = await one(sql<{ total: string }>`
      select sum(e.amount)::text as total from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id
      where t.kind = 'product.accrual' and e.amount > 0 and t.reference like any (${refs})`);
    expect(toDecimal(cash.total).eq(toDecimal('0.3').times(String(HOLDERS * DAYS_DOWN)))).toBe(
      true,
    );
    expect(await verifyLedger(s.db.db)).toMatchObject({ ok: true });
  }, 300_000);
});
