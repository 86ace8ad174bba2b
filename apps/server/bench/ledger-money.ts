// The ledger half of the money benchmark: the withdrawal request's unit of work exactly as
// POST /withdraw/app/v1 runs it (idempotency key, rules, hold, record, stored answer; the route's
// transaction options), from N concurrent callers, without HTTP and without the PIN check (an
// argon2id verification, ~45 ms of CPU, which bounds the HTTP figure on a small machine). Prints
// transfers/s, p50, p99 and the retries spent. DATABASE_URL: a scratch database on that server.
//
//   DATABASE_URL=postgres://... node --import tsx bench/ledger-money.ts [seconds] [callers]
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import { requestHash, runIdempotent } from '../src/platform/idempotency';
import { openClientAccounts, openSystemAccounts, post } from '../src/areas/ledger/service';
import { submitWithdrawal } from '../src/areas/withdrawals/service';
import { openTestDatabase } from '../src/db/test-support';
import { withTransaction } from '../src/db/transaction';
import { migrateToLatest } from '../src/db/migrate';
import { MONEY_TRANSACTION } from '../src/platform/unitOfWork';
import { insertTenant, insertUser } from '../src/testing/fixtures';

const seconds = Number(process.argv[2] ?? 10);
const callers = Number(process.argv[3] ?? 50);
const TENANT = 'bench';
// BENCH_ISOLATION=serializable: the figure of the former design, for comparison
const isolation = (process.env.BENCH_ISOLATION || MONEY_TRANSACTION.isolation) as NonNullable<
  typeof MONEY_TRANSACTION.isolation
>;
const database = await openTestDatabase('postgres');
const { db } = database;
await migrateToLatest(db);
await insertTenant(db, TENANT);
await withTransaction(db, (trx) => openSystemAccounts(trx, TENANT));
const clients: { userId: string; bank: string }[] = [];
for (let i = 0; i < callers; i++) {
  const user = await insertUser(db, TENANT);
  await db
    .updateTable('users')
    .set({ kyc_status: 'approved', score: 700, client_deposit: true })
    .where('id', '=', user.id)
    .execute();
  const bank = randomUUID();
  await db
    .insertInto('bank_accounts')
    .values({
      id: bank,
      tenant_id: TENANT,
      user_id: user.id,
      bank_name: 'First Bank',
      bank_acc: 'DE89370400440532013000',
      bank_holder: 'Bench Client',
      country: 'US',
      is_default: true,
      created_at: new Date(),
    })
    .execute();
  await withTransaction(db, async (trx) => {
    await openClientAccounts(trx, TENANT, user.id);
    await post(trx, {
      tenantId: TENANT,
      kind: 'deposit.approve',
      postings: [
        { account: { system: 'cash_in_transit' }, currency: 'USD', amount: '-1000000.00' },
        {
          account: { client: user.id },
          bucket: 'available',
          currency: 'USD',
          amount: '1000000.00',
        },
      ],
    });
  });
  clients.push({ userId: user.id, bank });
}

let attempts = 0;
const one = async (c: { userId: string; bank: string }) => {
  const body = { currency: 'USD', amount: '1.00', bank_id: c.bank };
  const scope = { tenantId: TENANT, userId: c.userId };
  const started = performance.now();
  await runIdempotent(
    db,
    {
      scope,
      key: randomUUID(),
      hash: requestHash({ method: 'POST', path: '/withdraw/app/v1', body }),
      transaction: { ...MONEY_TRANSACTION, isolation, onAttempt: () => attempts++ },
    },
    async (trx) => ({
      status: 200,
      body: await submitWithdrawal({ db: trx, clock: () => new Date() }, scope, body),
    }),
  );
  return performance.now() - started;
};
await Promise.all(clients.map(one));
await sql`select pg_stat_reset()`.execute(db);
attempts = 0;
const latencies: number[] = [];
const end = performance.now() + seconds * 1000;
const t0 = performance.now();
await Promise.all(
  clients.map(async (c) => {
    while (performance.now() < end) latencies.push(await one(c));
  }),
);
const elapsed = (performance.now() - t0) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)]!;
console.log(
  `ledger withdrawals: ${callers} callers, ${elapsed.toFixed(1)} s, ${(latencies.length / elapsed).toFixed(1)}/s, ` +
    `p50 ${pct(0.5).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms, ` +
    `${(attempts / latencies.length).toFixed(2)} attempts per transfer (isolation ${isolation})`,
);
await new Promise((resolve) => setTimeout(resolve, 1500)); // the statistics are flushed each second
// every lookup of the flow should use an index: the tables read by a sequential scan during the run
// (small tables of a few rows, where PostgreSQL prefers one, are named too)
const { rows: scans } = await sql<{ relname: string; seq_scan: string; idx_scan: string }>`
  select relname, seq_scan::text, coalesce(idx_scan, 0)::text as idx_scan
  from pg_stat_user_tables where seq_scan > 0 order by seq_scan desc`.execute(db);
console.log(
  `sequential scans: ${scans.map((r) => `${r.relname} ${r.seq_scan} (index ${r.idx_scan})`).join(', ') || 'none'}`,
);
await database.cleanup();
