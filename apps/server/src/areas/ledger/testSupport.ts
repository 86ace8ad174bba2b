// Test helpers of the ledger area: a migrated scratch database with a tenant and clients.
import { randomBytes } from 'node:crypto';
import type { Posting } from '@invest/domain';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import { openMigratedTestDatabase, type TestDatabase } from '../../db/test-support';
import { insertTenant, insertUser } from '../../testing/fixtures';
import { withTransaction, type WithTransactionOptions } from '../../db/transaction';
import { unitOfWork } from '../../platform/unitOfWork';
import type { Handle } from './repo';
import { post } from './service';

export interface LedgerFixture {
  t: TestDatabase;
  tenantId: string;
  /** Another tenant, for crossing attempts. */
  otherTenantId: string;
  clients: string[];
  /** A client of the other tenant. */
  stranger: string;
}

export const uid = () => randomBytes(6).toString('hex');

export async function openLedgerFixture(
  kind: DatabaseKind,
  clientCount = 3,
): Promise<LedgerFixture> {
  const t = await openMigratedTestDatabase(kind);
  const tenantId = `t_${uid()}`;
  const otherTenantId = `t_${uid()}`;
  await insertTenant(t.db, tenantId);
  await insertTenant(t.db, otherTenantId);
  const clients: string[] = [];
  for (let i = 0; i < clientCount; i++) clients.push((await insertUser(t.db, tenantId)).id);
  const stranger = (await insertUser(t.db, otherTenantId)).id;
  return { t, tenantId, otherTenantId, clients, stranger };
}

/** A deposit's postings: cash arrives from the bank into the client's available. */
export const deposit = (client: string, amount: string, currency = 'USD'): Posting[] => [
  { account: { system: 'cash_in_transit' }, currency, amount: `-${amount}` },
  { account: { client }, bucket: 'available', currency, amount },
];

/** Approved deposits of `amount` for each client, one ledger transaction each. */
export async function fund(f: LedgerFixture, clients: readonly string[], amount: string) {
  for (const client of clients) {
    await withTransaction(f.t.db, (trx) =>
      post(trx, {
        tenantId: f.tenantId,
        kind: 'deposit.approve',
        postings: deposit(client, amount),
      }),
    );
  }
}

/** A payment out of available (to fees, say). */
export const debit = (client: string, amount: string, currency = 'USD'): Posting[] => [
  { account: { client }, bucket: 'available', currency, amount: `-${amount}` },
  { account: { system: 'fees' }, currency, amount },
];

/** Everything that a refused posting must leave alone: every balance and the entry count. */
export async function ledgerSnapshot(h: Handle, tenantId: string) {
  const balances = await sql<{
    account_id: string;
    bucket: string;
    shard: number;
    amount: string;
  }>`
    select account_id, bucket, shard, amount::text as amount from ledger_balances
    where tenant_id = ${tenantId} order by account_id, bucket, shard`.execute(h);
  const entries = await sql<{ n: string }>`
    select count(*)::text as n from ledger_entries where tenant_id = ${tenantId}`.execute(h);
  return { balances: balances.rows, entries: entries.rows[0]!.n };
}

/** The AppError code a promise rejects with (undefined when it resolves). */
export async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

// ---- overlapping transactions (PostgreSQL: PGlite has one connection) ----------------------

/** The backend id of the connection a transaction runs on. */
export async function backendPid(db: Handle): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  return rows[0]!.pid;
}

/**
 * Resolves once a statement matching `pattern` waits for a lock the backend `pid` holds; fails
 * when `pending` settles first (it did not wait: the lock is missing).
 */
export async function waitsFor(
  db: Handle,
  pid: number,
  pattern: RegExp,
  pending: Promise<unknown>,
) {
  let settled = false;
  void pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (;;) {
    const { rows } = await sql<{ query: string }>`
      select query from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`.execute(db);
    if (rows.some((r) => pattern.test(r.query))) return;
    if (settled) throw new Error(`finished without waiting for the lock of ${pid}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A transaction held open until `release()`: `fn` runs in it first. */
export function heldOpen(
  db: Handle,
  fn: (trx: Handle) => Promise<unknown>,
  options: WithTransactionOptions = {},
) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let opened!: (pid: number) => void;
  const pid = new Promise<number>((resolve) => (opened = resolve));
  const done = unitOfWork(
    { db },
    async ({ db: trx }) => {
      await fn(trx);
      opened(await backendPid(trx));
      await gate;
    },
    options,
  );
  // a failure before the gate must not leave `pid` pending forever
  void done.catch(() => opened(-1));
  return { pid, release, done };
}

/**
 * `pending` must wait for a lock the held transaction `held` holds (its query matching
 * `pattern`); then `held` is released and commits, and `pending`'s answer is returned.
 */
export async function answerAfterRelease<T>(
  db: Handle,
  held: ReturnType<typeof heldOpen>,
  pattern: RegExp,
  pending: Promise<T>,
): Promise<T> {
  try {
    await waitsFor(db, await held.pid, pattern, pending);
  } finally {
    held.release();
  }
  await held.done;
  return pending;
}

/**
 * Awaits `pending`, checking meanwhile that it never waits for a lock the backend `pid` holds
 * (throws as soon as it does).
 */
export async function withoutWaitingFor<T>(db: Handle, pid: number, pending: Promise<T>) {
  let settled = false;
  void pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    const { rows } = await sql<{ query: string }>`
      select query from pg_stat_activity where ${pid} = any(pg_blocking_pids(pid))`.execute(db);
    if (rows.length > 0) throw new Error(`waits for the lock of ${pid}: ${rows[0]!.query}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return pending;
}
