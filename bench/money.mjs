// The money section of `pnpm bench`: transfers per second and p50/p99
// latency of POST /withdraw/app/v1 (PIN and a fresh Idempotency-Key each) from 50 concurrent
// clients for a fixed duration, against the real server on PostgreSQL (DATABASE_URL: a scratch
// database is created on that server and dropped afterwards). Without DATABASE_URL it prints a
// skip line: the figure is PostgreSQL's (PGlite runs one transaction at a time).
//
//   node bench/run.mjs --only money [--duration 10] [--connections 50] [--clients 50]
import { verdict } from './budgets.mjs';
import { percentile, startServeScript } from './serveScript.mjs';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

const WITHDRAW_PATH = '/withdraw/app/v1';
/**
 * The money issue's goal at 50 concurrent clients. Each withdrawal verifies the client's PIN
 * (argon2id at OWASP's minimum, about 12 ms of CPU), which alone keeps two cores near 160/s.
 */
export const MONEY_BUDGETS = { transfersPerSecond: 1000, p99Ms: 50 };
const AMOUNT = '1.00';

function parseArgs(argv) {
  const options = { duration: 10, connections: 50, clients: 50 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--duration') options.duration = Number(argv[++i]);
    else if (a === '--connections') options.connections = Number(argv[++i]);
    else if (a === '--clients') options.clients = Number(argv[++i]);
  }
  return options;
}

/** The server with its funded clients, in its own process; resolves with what it reports. */
function startMoneyServer(clients) {
  return startServeScript('bench/serve-money.ts', { BENCH_CLIENTS: String(clients) });
}

export async function runMoneyBench(argv = []) {
  if (!process.env.DATABASE_URL) return { skipped: 'DATABASE_URL is not set' };
  const options = parseArgs(argv);
  const server = startMoneyServer(options.clients);
  try {
    const { url, tenant, pin, clients } = await server.ready;
    const target = new URL(WITHDRAW_PATH, url);
    const latencies = [];
    const statuses = {};
    // the first refusal's code and message: a run whose withdrawals are refused measures nothing
    let refusal;
    const one = async (client) => {
      const started = performance.now();
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'x-tenant-id': tenant,
          authorization: `Bearer ${client.token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ currency: 'USD', amount: AMOUNT, bank_id: client.bank, pin }),
      });
      const text = await res.text();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status !== 200 && refusal === undefined) refusal = refusalOf(res.status, text);
      return { ms: performance.now() - started, ok: res.status === 200 };
    };
    // a short warm-up, not counted
    await Promise.all(clients.slice(0, options.connections).map((c) => one(c)));
    const end = performance.now() + options.duration * 1000;
    const t0 = performance.now();
    for (const k of Object.keys(statuses)) delete statuses[k];
    await Promise.all(
      Array.from({ length: options.connections }, async (_, i) => {
        const client = clients[i % clients.length];
        while (performance.now() < end) {
          const { ms, ok } = await one(client);
          if (ok) latencies.push(ms);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      connections: options.connections,
      clients: clients.length,
      seconds,
      transfers: latencies.length,
      perSecond: latencies.length / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      statuses,
      refusal,
    };
  } finally {
    await server.stop();
  }
}

/** `403 PERMISSION_DENIED: <message>` from an answer's failure envelope (its status alone if none). */
function refusalOf(status, text) {
  try {
    const { code, message } = JSON.parse(text);
    return code ? `${status} ${code}: ${message}` : String(status);
  } catch {
    return String(status);
  }
}

/**
 * What makes the money section fail: a run in which no withdrawal went through measured nothing
 * (its transfers/s would read 0 and its latencies nothing), which is a broken bench, not a figure.
 */
export function moneyFailures(report) {
  if (report.skipped || report.transfers > 0) return [];
  const why = report.refusal ? ` (the first refusal: ${report.refusal})` : '';
  return [
    `MEASURED NOTHING: money: no withdrawal went through in ${report.seconds.toFixed(1)} s${why}`,
  ];
}

export function printMoneyBench(report) {
  console.log('\nMoney: POST /withdraw/app/v1 on PostgreSQL');
  if (report.skipped) {
    console.log(`  skipped: ${report.skipped} (the money bench needs a PostgreSQL server)`);
    return;
  }
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `  ${report.connections} concurrent clients (${report.clients} funded), ${report.seconds.toFixed(1)} s`,
  );
  const b = MONEY_BUDGETS;
  console.log(
    `  transfers/s   ${report.perSecond.toFixed(1)}  (${report.transfers} withdrawals; budget >= ${b.transfersPerSecond}: ${verdict(report.perSecond >= b.transfersPerSecond)})`,
  );
  console.log(
    `  latency       p50 ${ms(report.p50)}   p99 ${ms(report.p99)}  (budget p99 <= ${b.p99Ms} ms: ${verdict(report.p99 <= b.p99Ms)})`,
  );
  const other = Object.entries(report.statuses).filter(([status]) => status !== '200');
  console.log(
    `  answers       ${Object.entries(report.statuses)
      .map(([s, n]) => `${n} × ${s}`)
      .join(', ')}${other.length > 0 ? '  (non-200 answers are not counted as transfers)' : ''}`,
  );
  if (report.refusal) console.log(`  first refusal ${report.refusal}`);
}
