// One process owns a PGlite data directory (PGlite has no lock of its own: two processes on one
// directory silently lose writes). The server and the back-office CLI take this lock file before
// opening the directory; a second process learns who holds it and what to do instead.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'invest.lock';

/** What the lock file records about its holder. */
export interface LockHolder {
  pid: number;
  /** 'server' (main.ts) or 'backoffice' (the CLI). */
  role: 'server' | 'backoffice';
  started_at: string;
  /** The server's URL (role 'server'). */
  url?: string;
  /** The server's back-office socket (role 'server'): the CLI forwards its command there. */
  socket?: string;
}

export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    readonly lockPath: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by ${
        holder.role === 'server' ? 'the Invest server' : 'another back-office command'
      } (pid ${holder.pid}). PGlite allows one process per directory: stop it first, or use a ` +
        `PostgreSQL server (DATABASE_URL) to run both. If no such process runs, delete ${lockPath}.`,
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Rewrites the holder (e.g. once the server knows its URL and socket). */
  update(holder: Partial<LockHolder>): void;
  /** Removes the lock file (only if it is still ours). Safe to call twice. */
  release(): void;
}

/** Lock files this process holds (a second open in the same process is refused too). */
const heldHere = new Map<string, LockHolder>();

/** True when a process with this id exists (EPERM: it exists but belongs to another user). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return undefined;
    return parsed as LockHolder;
  } catch {
    return undefined;
  }
}

/** The live holder of a data directory's lock, or undefined (no lock, or a stale one). */
export function lockHolder(dataDir: string): LockHolder | undefined {
  const holder = readHolder(join(resolve(dataDir), LOCK_FILE));
  return holder && processAlive(holder.pid) ? holder : undefined;
}

function writeNew(path: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock of `dataDir` (which must exist) for this process, or throws DataDirBusyError
 * naming the live holder. A lock left by a process that is gone is taken over.
 */
export function acquireDataDirLock(
  dataDir: string,
  role: LockHolder['role'],
  pid: number = process.pid,
): DataDirLock {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE);
  let holder: LockHolder = { pid, role, started_at: new Date().toISOString() };
  const mine = heldHere.get(path);
  if (mine) throw new DataDirBusyError(dir, mine, path);
  for (let attempt = 0; ; attempt++) {
    if (writeNew(path, holder)) break;
    const current = readHolder(path);
    if (current && current.pid !== pid && processAlive(current.pid)) {
      throw new DataDirBusyError(dir, current, path);
    }
    // stale: its process is gone, or has our pid but not from this process (a restarted
    // container's pid 1), or unreadable (a crash mid-write): replace it once
    if (attempt > 0) throw new DataDirBusyError(dir, current ?? holder, path);
    try {
      unlinkSync(path);
    } catch {
      // another process removed it first; the next attempt decides
    }
  }
  let released = false;
  heldHere.set(path, holder);
  return {
    path,
    get holder() {
      return holder;
    },
    update(changes) {
      if (released) return;
      holder = { ...holder, ...changes, pid };
      heldHere.set(path, holder);
      // rewrite in place: the file stays ours (no window without a lock)
      const fd = openSync(path, 'w', 0o600);
      try {
        writeSync(fd, JSON.stringify(holder));
      } finally {
        closeSync(fd);
      }
    },
    release() {
      if (released) return;
      released = true;
      heldHere.delete(path);
      if (readHolder(path)?.pid !== pid) return;
      try {
        unlinkSync(path);
      } catch {
        // already gone
      }
    },
  };
}
