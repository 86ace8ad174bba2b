// The server as a real child process (`tsx src/main.ts`), for tests that kill and restart it.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** `pnpm start` as a real process; resolves with its URL once it listens. */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /Invest is running: open (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1]!, output: () => out });
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
    child.on('error', reject);
  });
}

/** Ends the process with `signal` (SIGTERM: a graceful stop; SIGKILL: a crash). */
export function stopServerProcess(
  p: ServerProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  return new Promise((resolve) => {
    if (!p || p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
    p.child.removeAllListeners('exit');
    p.child.once('exit', () => resolve());
    p.child.kill(signal);
  });
}
