// One owner per PGlite directory, and the back-office socket a running server answers on.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { forwardCommand, listenBackofficeSocket } from './backofficeSocket';
import { acquireDataDirLock, DataDirBusyError, LOCK_FILE, lockHolder } from './dataDirLock';

const dirs: string[] = [];
function tempDir(name = 'invest-lock-'): string {
  const dir = mkdtempSync(join(tmpdir(), name));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data directory lock', () => {
  it('is held by one owner at a time and released', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir, 'server');
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      role: 'server',
    });
    expect(lockHolder(dir)).toMatchObject({ pid: process.pid, role: 'server' });

    let busy: unknown;
    try {
      acquireDataDirLock(dir, 'backoffice');
    } catch (error) {
      busy = error;
    }
    expect(busy).toBeInstanceOf(DataDirBusyError);
    expect((busy as DataDirBusyError).message).toMatch(
      /in use by the Invest server .*DATABASE_URL/s,
    );

    lock.update({ url: 'http://127.0.0.1:1', socket: '/x.sock' });
    expect(lockHolder(dir)).toMatchObject({ url: 'http://127.0.0.1:1', socket: '/x.sock' });

    lock.release();
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir, 'backoffice').release();
  });

  it('names a live holder of another process', () => {
    const dir = tempDir();
    const other = process.ppid;
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: other, role: 'backoffice', started_at: new Date().toISOString() }),
    );
    expect(() => acquireDataDirLock(dir, 'server')).toThrow(/another back-office command \(pid/);
    expect(lockHolder(dir)?.pid).toBe(other);
  });

  it('takes over a lock whose process is gone, or that is unreadable', () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: deadPid(), role: 'server', started_at: '2020-01-01T00:00:00Z' }),
    );
    expect(lockHolder(dir)).toBeUndefined();
    acquireDataDirLock(dir, 'server').release();

    writeFileSync(join(dir, LOCK_FILE), '{"pid":');
    acquireDataDirLock(dir, 'server').release();
  });
});

describe('back-office socket', () => {
  it('runs a forwarded command and answers its output', async () => {
    const dir = tempDir();
    const seen: string[][] = [];
    const socket = await listenBackofficeSocket(dir, async (argv) => {
      seen.push(argv);
      return {
        exitCode: argv[0] === 'fail' ? 1 : 0,
        stdout: `ran ${argv.join(' ')}\n`,
        stderr: '',
      };
    });
    try {
      expect(socket.path).toBe(join(dir, 'backoffice.sock'));
      expect(statSync(socket.path).mode & 0o777).toBe(0o600);
      expect(await forwardCommand(socket.path, ['kyc:list', '--tenant', 'demo'])).toEqual({
        exitCode: 0,
        stdout: 'ran kyc:list --tenant demo\n',
        stderr: '',
      });
      expect((await forwardCommand(socket.path, ['fail'])).exitCode).toBe(1);
      expect(seen).toEqual([['kyc:list', '--tenant', 'demo'], ['fail']]);
    } finally {
      await socket.close();
    }
    expect(existsSync(socket.path)).toBe(false);
  });

  it('refuses a malformed request without running anything', async () => {
    const dir = tempDir();
    let ran = false;
    const socket = await listenBackofficeSocket(dir, async () => {
      ran = true;
      return { exitCode: 0, stdout: '', stderr: '' };
    });
    try {
      for (const line of ['not json', '{"argv":"kyc:list"}', '{"argv":[1,2]}']) {
        const answer = await new Promise<string>((resolve, reject) => {
          const client = createConnection(socket.path);
          let text = '';
          client.setEncoding('utf8');
          client.on('connect', () => client.write(`${line}\n`));
          client.on('data', (d: string) => {
            text += d;
          });
          client.on('end', () => resolve(text));
          client.on('error', reject);
        });
        expect(JSON.parse(answer)).toEqual({
          exitCode: 1,
          stdout: '',
          stderr: 'Malformed request.\n',
        });
      }
      expect(ran).toBe(false);
    } finally {
      await socket.close();
    }
  });

  it('answers a command that throws with exit 1 and no internals', async () => {
    const dir = tempDir();
    const socket = await listenBackofficeSocket(dir, async () => {
      throw new Error('secret internal detail');
    });
    try {
      const result = await forwardCommand(socket.path, ['x']);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).not.toContain('secret internal detail');
    } finally {
      await socket.close();
    }
  });

  it('uses a private temporary directory when the data path is too long for a socket', async () => {
    const dir = tempDir(`invest-${'x'.repeat(110)}-`);
    const socket = await listenBackofficeSocket(dir, async () => ({
      exitCode: 0,
      stdout: 'ok',
      stderr: '',
    }));
    try {
      expect(socket.path.startsWith(dir)).toBe(false);
      expect((await forwardCommand(socket.path, [])).stdout).toBe('ok');
    } finally {
      await socket.close();
    }
    expect(existsSync(socket.path)).toBe(false);
  });
});
