// What the server benches share: a bench serve script of apps/server (bench/serve-*.ts) in its own
// process, ready when it reports over IPC, and the percentile of a sorted list of timings.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');

/**
 * `apps/server/<script>` in a child process with `env` added: `ready` resolves with its first
 * message (or rejects with its stderr if it exits first), `stop` ends it; `pid` is its process id.
 */
export function startServeScript(script, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
  return { ready, stop, pid: child.pid };
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

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const CLOCK_TICKS = 100;
