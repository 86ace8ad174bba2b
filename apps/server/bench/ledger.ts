// Ledger benchmark (the money budgets, the part below HTTP): transfers per second through the
// ledger on PostgreSQL, and p50 / p99 latency, at C concurrent clients. Not a test: it reports.
//
//   DATABASE_URL=postgres://... npx tsx apps/server/bench/ledger.ts [--duration 10] [--clients 50]
//
// Three workloads, each on its own scratch database, in serializable units of work (retried on
// 40001 / 40P01; --read-committed to compare):
// - withdrawal (the budget's figure): what POST /withdraw/app/v1 will do below HTTP: an
//   idempotency record, a hold (available -> frozen) and its ledger transaction;
// - transfer: one ledger transaction from each client to the next (two clients' rows);
// - fee: one ledger transaction from each client to the tenant's fees account (one system
//   account: before migration 0012 one hot row, now spread over SYSTEM_BALANCE_SHARDS rows).
// (@invest/domain must be built: pnpm --filter @invest/domain build.)
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Posting } from '@invest/domain';
import pg from 'pg';
import { placeHold } from '../src/areas/ledger/holds';
import { requestHash, runIdempotent } from '../src/platform/idempotency';
import { openClientAccounts, post, verifyLedger } from '../src/areas/ledger/service';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { withTransaction } from '../src/db/transaction';
import { insertTenant, insertUser } from '../src/testing/fixtures';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('DATABASE_URL is required: the ledger bench measures PostgreSQL.');
  process.exit(1);
}
const DURATION_S = option('duration', 10);
const CLIENTS = option('clients', 50);
const ISOLATION = process.argv.includes('--read-committed') ? 'read committed' : 'serializable';

async function admin(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Workload = 'withdrawal' | 'transfer' | 'fee';

async function run(workload: Workload) {
  const name = `invest_bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const opened = await openDatabase({
    dataDir: 'memory://',
    databaseUrl: url.toString(),
    poolSize: CLIENTS,
  });
  const { db } = opened;
  try {
    await migrateToLatest(db);
    const tenantId = `bench_${randomBytes(4).toString('hex')}`;
    await insertTenant(db, tenantId);
    const clients: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const { id } = await insertUser(db, tenantId);
      clients.push(id);
      await withTransaction(db, async (trx) => {
        await openClientAccounts(trx, tenantId, id, ['USD']);
        await post(trx, {
          tenantId,
          kind: 'deposit.approve',
          postings: [
            { account: { system: 'cash_in_transit' }, currency: 'USD', amount: '-100000000' },
            { account: { client: id }, bucket: 'available', currency: 'USD', amount: '100000000' },
          ],
        });
      });
    }

    const latencies: number[] = [];
    let attempts = 0;
    let failures = 0;
    const onAttempt = () => {
      attempts += 1;
    };
    const once = async (client: string) => {
      if (workload !== 'withdrawal') {
        // transfer: to the next client (rows of two clients, locked in order); fee: to the
        // tenant's one fees account (one shard of its balance each, ledger/repo.ts lockSystemShard)
        const to: Posting =
          workload === 'transfer'
            ? {
                account: { client: clients[(clients.indexOf(client) + 1) % clients.length]! },
                bucket: 'available',
                currency: 'USD',
                amount: '1.00',
              }
            : { account: { system: 'fees' }, currency: 'USD', amount: '1.00' };
        await withTransaction(
          db,
          (trx) =>
            post(trx, {
              tenantId,
              kind: 'bench.transfer',
              postings: [
                { account: { client }, bucket: 'available', currency: 'USD', amount: '-1.00' },
                to,
              ],
            }),
          { onAttempt, retries: 20, isolation: ISOLATION },
        );
      } else {
        const body = { amount: '1.00', currency: 'USD', bank: 'b1' };
        await runIdempotent(
          db,
          {
            scope: { tenantId, userId: client },
            key: randomUUID(),
            hash: requestHash({ method: 'POST', path: '/withdraw/app/v1', body }),
            transaction: { onAttempt, retries: 20, isolation: ISOLATION },
          },
          async (trx) => {
            const hold = await placeHold(trx, {
              tenantId,
              userId: client,
              currency: 'USD',
              amount: body.amount,
              kind: 'withdrawal',
            });
            return { status: 200, body: { success: true, data: { id: hold.id } } };
          },
        );
      }
    };

    // warm-up, then the measured run
    const deadline = (ms: number) => performance.now() + ms;
    const worker = async (client: string, until: number, record: boolean) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await once(client);
          if (record) latencies.push(performance.now() - t0);
        } catch {
          if (record) failures += 1;
        }
      }
    };
    const warm = deadline(1500);
    await Promise.all(clients.map((c) => worker(c, warm, false)));
    attempts = 0;
    const start = performance.now();
    const end = deadline(DURATION_S * 1000);
    await Promise.all(clients.map((c) => worker(c, end, true)));
    const seconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const verified = await verifyLedger(db, { tenantId });
    return {
      workload,
      transfers: latencies.length,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      retries: attempts - latencies.length - failures,
      failures,
      ledgerOk: verified.ok,
    };
  } finally {
    await opened.destroy();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const results = [];
for (const workload of ['withdrawal', 'transfer', 'fee'] as const)
  results.push(await run(workload));
console.log(`\nLedger on PostgreSQL: ${CLIENTS} concurrent clients, ${DURATION_S} s each`);
console.log('workload      transfers/s      p50 ms   p99 ms   retries  failures  ledger');
for (const r of results) {
  console.log(
    `${r.workload.padEnd(12)}  ${r.perSecond.toFixed(0).padStart(11)}  ${r.p50.toFixed(1).padStart(10)}  ${r.p99
      .toFixed(1)
      .padStart(
        7,
      )}  ${String(r.retries).padStart(8)}  ${String(r.failures).padStart(8)}  ${r.ledgerOk ? 'verified' : 'DIFFERS'}`,
  );
}
