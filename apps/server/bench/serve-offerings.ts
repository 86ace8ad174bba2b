// The server side of the offerings benchmark (`pnpm bench --only offerings`), PostgreSQL only
// (DATABASE_URL: a scratch database, dropped afterwards): the test server (its scheduler runs only
// when asked) with one IPO and BENCH_SUBSCRIPTIONS (10,000) clients each subscribed to it with
// their cost held, written the way the subscribe service writes them (the hold placed through the
// ledger, the subscription awaiting), the offering oversubscribed about twice. Its clock is then
// moved past pub_time and the scheduler's run timed: the allotment of every subscription in its
// one transaction. Then the checks: every subscription allotted or refunded, each with one ledger
// transaction, no more lots given than offered, the money conserved (Σ held = Σ allotted +
// Σ refunded) and the ledger verified. Reports them to the parent over IPC and exits.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { placeHold, post, verifyLedger } from '../src/areas/ledger';
import { createOffering } from '../src/areas/offerings/admin';
import { insertSubscription } from '../src/areas/offerings/repo';
import { offeringDeps } from '../src/areas/offerings/routes';
import { runOfferingJobs, SUBSCRIPTION_BATCH } from '../src/areas/offerings/scheduler';
import { MONEY_TRANSACTION, unitOfWork } from '../src/platform/unitOfWork';
import { insertTenant, insertUser } from '../src/testing/fixtures';
import { startTestServer } from '../src/testing/harness';

const TENANT = 'bench';
const MINUTE = 60_000;
const OFFER_PRICE = '12.50';
const LOT_SIZE = '100';

const count = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
const s = await startTestServer('postgres', { config: { LOG_LEVEL: 'warn' } });
try {
  const db = s.db.db;
  await insertTenant(db, TENANT);
  const deps = offeringDeps(s.app.deps);
  const now = s.clock.now.getTime();
  const iso = (ms: number) => new Date(now + ms).toISOString();
  // 1 to 3 lots each, about 2 × count asked: oversubscribed about twice, pro-rata with rounding
  const lotsOf = (i: number) => 1 + (i % 3);
  const o = await unitOfWork(deps, (tx) =>
    createOffering(tx, TENANT, {
      kind: 'ipo',
      exchange: 'NASDAQ',
      symbol: 'MSFT',
      offer_price: OFFER_PRICE,
      lot_size: LOT_SIZE,
      total_lots: count,
      min_lots: 1,
      max_lots: 3,
      timeline: {
        start_time: iso(-MINUTE),
        end_time: iso(10 * MINUTE),
        pub_time: iso(20 * MINUTE),
        listed_time: iso(30 * MINUTE),
      },
    }),
  );
  const subscribeOne = async (i: number) => {
    const user = await insertUser(db, TENANT);
    const lots = lotsOf(i);
    const cost = (Number(LOT_SIZE) * lots * 1250) / 100; // 1,250.00 USD a lot: whole dollars
    const amount = `${cost}.00`;
    await unitOfWork(
      deps,
      async (tx) => {
        await post(tx.db, {
          tenantId: TENANT,
          kind: 'deposit.approve',
          postings: [
            { account: { system: 'cash_in_transit' }, currency: 'USD', amount: `-${amount}` },
            { account: { client: user.id }, bucket: 'available', currency: 'USD', amount },
          ],
        });
        const id = randomUUID();
        const hold = await placeHold(tx.db, {
          tenantId: TENANT,
          userId: user.id,
          currency: 'USD',
          amount,
          kind: 'subscription',
          reference: id,
        });
        await insertSubscription(tx.db, {
          id,
          tenant_id: TENANT,
          offering_id: o.id,
          user_id: user.id,
          lots,
          amount,
          hold_id: hold.id,
          state: 'awaiting',
          allotted_lots: null,
          allotted_amount: null,
          refund_amount: null,
          created_at: s.clock.now,
          cancelled_at: null,
          allotted_at: null,
          listed_at: null,
        });
      },
      MONEY_TRANSACTION,
    );
  };
  const seeded = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) await subscribeOne(next++);
    }),
  );
  const seedMs = performance.now() - seeded;

  // pub_time passes: one run of the scheduler allots the offering
  s.clock.advance(20 * MINUTE + 1_000);
  const t0 = performance.now();
  const batch = process.env.BENCH_BATCH ? Number(process.env.BENCH_BATCH) : undefined;
  const run = await runOfferingJobs(deps, { batch });
  const ms = performance.now() - t0;

  const { rows } = await sql<{
    subscriptions: number;
    awaiting: number;
    lots: number;
    held: string;
    allotted: string;
    refunded: string;
    conserved: boolean;
    once: boolean;
  }>`
    select count(*)::int as subscriptions,
      count(*) filter (where s.state = 'awaiting')::int as awaiting,
      coalesce(sum(s.allotted_lots), 0)::int as lots,
      sum(h.amount)::text as held, sum(s.allotted_amount)::text as allotted,
      sum(s.refund_amount)::text as refunded,
      sum(h.amount) = sum(s.allotted_amount + s.refund_amount) as conserved,
      bool_and((select count(*) from ledger_transactions t where t.reference = s.id
        and t.kind in ('subscription.allot', 'subscription.refund')) = 1) as once
    from offering_subscriptions s join ledger_holds h on h.id = s.hold_id
    where s.offering_id = ${o.id}`.execute(db);
  const ledger = await verifyLedger(db, { tenantId: TENANT });
  process.send?.({
    subscriptions: count,
    batch: batch ?? SUBSCRIPTION_BATCH,
    offeredLots: count,
    seedMs,
    ms,
    run: { allotted: run.allotted, refunded: run.refunded, failed: run.failed },
    checks: { ...rows[0]!, ledgerOk: ledger.ok },
  });
} finally {
  await s.close();
}
