// The server section of `pnpm bench`: requests per second and p50/p99
// latency of an authenticated GET /auth/app/v1/client_info under autocannon (100 connections,
// 10 s) against the real server on PGlite, next to a bare node:http server answering the same
// JSON body in the same run; both figures, their ratio and the error counts.
// Each server runs in its own process; autocannon runs in this one.
//
//   node apps/server/bench/http.mjs [--duration 10] [--connections 100] [--profile]
//
// Beside each rate: the server process's CPU time (user + system, /proc/<pid>/stat) over the
// measured run divided by the requests it answered, which other load on the machine moves little.
//
// --profile writes a V8 CPU profile of the server process (bench/out/server-*.cpuprofile) and
// prints the functions that dominate it.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const serverDir = join(here, '..');
const repoRoot = join(serverDir, '..', '..');
/** The real server keeps up: an authenticated read reaches at least half the bare server's rate. */
export const GOAL_RATIO = 0.5;

function parseArgs(argv) {
  const options = { duration: 10, connections: 100, warmup: 2, profile: false, ceiling: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--profile') options.profile = true;
    else if (a === '--ceiling') options.ceiling = true;
    else if (a === '--duration') options.duration = Number(argv[++i]);
    else if (a === '--connections') options.connections = Number(argv[++i]);
    else if (a === '--warmup') options.warmup = Number(argv[++i]);
  }
  return options;
}

/** Starts a child process that reports one message (IPC) once it listens. */
function startChild(args, { env = {}, cwd = serverDir } = {}) {
  const devNull = openSync('/dev/null', 'w');
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', devNull, 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} was not ready after 120 s:\n${stderr}`));
    }, 120_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code} before it was ready:\n${stderr}`));
    });
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, ready, stop };
}

function load(url, headers, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration, pipelining: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ; 100 on Linux nearly always). */
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time (user + system, every thread) the process has used so far, in µs, from /proc: the
 * figure that holds still when other work shares the machine, unlike a rate. Undefined where
 * /proc is missing.
 */
function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name (which may hold spaces), from field 3 (state) on
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const toMicros = (ticks) => (ticks * 1e6) / TICKS_PER_SECOND;
    // utime (field 14) and stime (15)
    return { user: toMicros(Number(fields[11])), system: toMicros(Number(fields[12])) };
  } catch {
    return undefined;
  }
}

/** A measured run, with the server's CPU time per answered request. */
async function measured(pid, url, headers, options) {
  const before = cpuMicros(pid);
  const result = await load(url, headers, options);
  const after = cpuMicros(pid);
  const f = figures(result);
  if (before !== undefined && after !== undefined && f.total > 0) {
    // user time is the server's own code; system time is mostly the kernel's writes, whose cost
    // moves with how often the client has to be woken
    f.userPerRequest = (after.user - before.user) / f.total;
    f.cpuPerRequest = (after.user + after.system - before.user - before.system) / f.total;
  }
  return f;
}

function figures(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The top self-time functions of a .cpuprofile. */
function topOfProfile(file, count = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  let total = 0;
  for (const [id, n] of counts) {
    const node = byId.get(id);
    const f = node.callFrame;
    const where = f.url
      ? f.url.replace(/^.*node_modules\/(\.pnpm\/)?/, '').replace(/^file:\/\/.*?\/apps\//, 'apps/')
      : '';
    const key = `${f.functionName || '(anonymous)'} ${where}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + n);
    total += n;
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, n]) => ({ share: n / total, name }));
}

export async function runServerBench(argv = []) {
  const options = parseArgs(argv);
  const startedAt = Date.now();
  const profileDir = join(repoRoot, 'bench', 'out');
  const nodeArgs = ['--import', 'tsx'];
  if (options.profile) {
    mkdirSync(profileDir, { recursive: true });
    // one file per thread (the tsx loader has its own); the main thread's is the largest
    nodeArgs.push('--cpu-prof', '--cpu-prof-dir', profileDir);
  }
  const server = startChild([...nodeArgs, join(here, 'serve.ts')]);
  let bare;
  try {
    const info = await server.ready;
    bare = startChild([join(here, 'bare.mjs')], { env: { BENCH_BODY: info.body } });
    const bareInfo = await bare.ready;
    const headers = { 'x-tenant-id': info.tenant, authorization: `Bearer ${info.token}` };
    const path = '/auth/app/v1/client_info';

    // a short warm-up of each (JIT, caches), then the measured runs
    const warm = { duration: options.warmup, connections: options.connections };
    await load(bareInfo.url, {}, warm);
    await load(`${info.url}${path}`, headers, warm);
    const bareResult = await measured(bare.child.pid, bareInfo.url, {}, options);
    const serverResult = await measured(server.child.pid, `${info.url}${path}`, headers, options);
    // --ceiling: the platform alone (no token, no database) on the same server, for diagnosis
    const ceiling = options.ceiling
      ? await measured(server.child.pid, `${info.url}/healthz`, {}, options)
      : undefined;
    return {
      options,
      startedAt,
      bare: bareResult,
      server: serverResult,
      ceiling,
      ratio: serverResult.rps / bareResult.rps,
    };
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

const fmt = (n, digits = 0) =>
  Number(n).toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });

export function printServerBench(report) {
  const { options, bare, server, ceiling, ratio } = report;
  console.log(
    `\nServer: GET /auth/app/v1/client_info (authenticated, PGlite) vs bare node:http, ` +
      `autocannon ${options.connections} connections, ${options.duration} s`,
  );
  const row = (label, f) => [
    label,
    fmt(f.rps),
    fmt(f.p50, 1),
    fmt(f.p99, 1),
    f.cpuPerRequest === undefined ? '–' : fmt(f.cpuPerRequest, 1),
    fmt(f.total),
    f.errors,
    f.timeouts,
    f.non2xx,
  ];
  const rows = [
    ['', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'requests', 'errors', 'timeouts', 'non-2xx'],
    row('bare node:http', bare),
    row('invest client_info', server),
    ...(ceiling ? [row('invest /healthz (ceiling)', ceiling)] : []),
  ].map((r) => r.map(String));
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    console.log(
      `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`,
    );
  const verdict = ratio >= GOAL_RATIO ? 'meets' : 'BELOW';
  console.log(
    `  ratio: ${(ratio * 100).toFixed(1)} % of the bare server (goal ≥ ${GOAL_RATIO * 100} %: ${verdict}); ` +
      `errors + timeouts + non-2xx: ${server.errors + server.timeouts + server.non2xx}`,
  );
  if (bare.cpuPerRequest !== undefined && server.cpuPerRequest !== undefined) {
    // the server's CPU a request, beside the bare server's: what the ratio would be if the
    // server's own CPU were the only limit (the rates move with the machine's other load)
    console.log(
      `  server CPU a request: ${fmt(server.cpuPerRequest, 1)} µs vs bare ${fmt(bare.cpuPerRequest, 1)} µs ` +
        `(bare / ours: ${((bare.cpuPerRequest / server.cpuPerRequest) * 100).toFixed(1)} %); ` +
        `user time alone: ${fmt(server.userPerRequest, 1)} µs vs bare ${fmt(bare.userPerRequest, 1)} µs` +
        (ceiling?.userPerRequest === undefined
          ? ''
          : `; /healthz ${fmt(ceiling.cpuPerRequest, 1)} µs (user ${fmt(ceiling.userPerRequest, 1)} µs)`),
    );
  }
  if (options.profile) {
    const dir = join(repoRoot, 'bench', 'out');
    const latest = readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => ({ f, stat: statSync(join(dir, f)) }))
      .filter((p) => p.stat.mtimeMs >= report.startedAt)
      .sort((a, b) => b.stat.size - a.stat.size)[0]?.f;
    if (latest) {
      console.log(`  CPU profile: bench/out/${latest}; top self time:`);
      for (const { share, name } of topOfProfile(join(dir, latest))) {
        console.log(`    ${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
      }
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  printServerBench(await runServerBench(process.argv.slice(2)));
}
