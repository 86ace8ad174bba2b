// The offerings section of `pnpm bench`: the allotment budget (issue's Budgets: one offering with
// 10,000 subscriptions allotted on PostgreSQL in <= 5 s), printed whether or not it is met, with
// its checks (every subscription allotted or refunded once, no more lots than offered, the money
// conserved: Σ held = Σ allotted + Σ refunded, the ledger verified). The server side
// (apps/server/bench/serve-offerings.ts, its own process) seeds a scratch database of the
// DATABASE_URL server and times one run of the scheduler; without DATABASE_URL it prints a skip
// line (the figure is PostgreSQL's).
//
//   node bench/run.mjs --only offerings [--subscriptions 10000] [--batch 200]
//     (--batch: subscriptions per ledger call, the scheduler's SUBSCRIPTION_BATCH by default)
import { verdict } from './budgets.mjs';
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');

export const OFFERINGS_BUDGETS = { allotmentMs: 5_000 };

function parseArgs(argv) {
  const options = { subscriptions: 10_000 };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--subscriptions') options.subscriptions = Number(argv[++i]);
    if (argv[i] === '--batch') options.batch = Number(argv[++i]);
  }
  return options;
}

export async function runOfferingsBench(argv = []) {
  if (!process.env.DATABASE_URL) return { skipped: 'DATABASE_URL is not set' };
  const options = parseArgs(argv);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve-offerings.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      BENCH_SUBSCRIPTIONS: String(options.subscriptions),
      ...(options.batch ? { BENCH_BATCH: String(options.batch) } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  let report;
  child.on('message', (m) => {
    report = m;
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  // the machine's load when the allotment was timed: the figure means little without it
  if (report !== undefined) report.load = loadavg();
  if (report === undefined) {
    throw new Error(`bench/serve-offerings.ts exited with ${code} without a report:\n${stderr}`);
  }
  return report;
}

export function printOfferingsBench(r) {
  console.log('\nOfferings: the allotment of one offering on PostgreSQL');
  if (r.skipped) {
    console.log(`  skipped: ${r.skipped} (the allotment bench needs a PostgreSQL server)`);
    return;
  }
  const budget = OFFERINGS_BUDGETS.allotmentMs;
  const c = r.checks;
  const ok =
    c.awaiting === 0 &&
    c.subscriptions === r.subscriptions &&
    c.lots <= r.offeredLots &&
    c.conserved &&
    c.once &&
    c.ledgerOk &&
    r.run.failed.length === 0;
  console.log(
    `  allotment     ${r.ms.toFixed(0)} ms for ${r.subscriptions} subscriptions in one transaction, ${r.batch} per ledger call (${r.run.allotted} allotted, ${r.run.refunded} refunded; budget <= ${budget} ms: ${verdict(r.ms <= budget)})`,
  );
  console.log(
    `  checks        ${c.lots} of ${r.offeredLots} lots given; held ${c.held} = allotted ${c.allotted} + refunded ${c.refunded}: ${c.conserved ? 'conserved' : 'NOT CONSERVED'}; one ledger transaction each: ${c.once ? 'yes' : 'NO'}; ledger:verify ${c.ledgerOk ? 'clean' : 'FAILED'}${ok ? '' : '  CHECKS FAILED'}`,
  );
  console.log(
    `  (seeding, not timed: ${(r.seedMs / 1000).toFixed(1)} s; load average ${r.load.map((l) => l.toFixed(2)).join(', ')})`,
  );
}
