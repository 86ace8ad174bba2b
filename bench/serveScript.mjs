// What the server benches share: a bench serve script of apps/server (bench/serve-*.ts) in its own
// process, ready when it reports over IPC, and the percentile of a sorted list of timings.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');

/**
 * `apps/server/<script>` in a child process with `env` added: `ready` resolves with its first
 * message (or rejects with its stderr if it exits first), `stop` ends it; `pid` is its process id.
 */
export function startServeScript(script, env = {}) {
  // BENCH_SERVER_NODE_ARGS: node's own flags for the script, e.g. `--cpu-prof` (which NODE_OPTIONS
  // does not take) to see where the server's CPU goes
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) =>
      reject(new Error(`${script} exited with ${code} before it was ready:\n${stderr}`)),
    );
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  /** Sends `message` to the script and resolves with its next answer. */
  const ask = (message) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(message);
    });
  return { ready, stop, ask, pid: child.pid };
}

/** The `p` percentile (0..1) of ascending `sorted`; NaN when empty. */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/**
 * The CPU time (ms, user + system) process `pid` has used so far, from /proc (Linux); undefined
 * elsewhere. A figure a busy machine hardly moves, unlike a latency.
 */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name (which may hold spaces) in parentheses
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time (ms) the PostgreSQL backends of database `name` on this machine have used so far,
 * by process id, from /proc (Linux; the server must run here): `postgres: <user> <name> ...`.
 */
export function backendCpuMsOf(name) {
  const byPid = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return byPid;
  }
  for (const pid of pids) {
    let cmd;
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmd.startsWith('postgres: ') || cmd.split(' ')[2] !== name) continue;
    const ms = cpuMsOf(pid);
    if (ms !== undefined) byPid.set(pid, ms);
  }
  return byPid;
}

/** The CPU the backends used between two `backendCpuMsOf` readings (new backends from zero). */
export const backendCpuBetween = (before, after) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const CLOCK_TICKS = 100;
