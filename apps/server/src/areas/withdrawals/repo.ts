// The withdrawals area's queries.
import { sql } from 'kysely';
import {
  findRequest,
  lockRequest,
  pageRequests,
  queuedRequests,
  type RequestFilter,
} from '../ledger';
import type { Caller, Db } from '../../platform/serviceDeps';

const columns = [
  'r.id',
  'r.tenant_id',
  'r.user_id',
  'r.bank_account_id',
  'r.currency',
  'r.hold_id',
  'r.status',
  'r.reason',
  'r.created_at',
  'r.decided_at',
  'b.bank_name',
  'b.bank_acc',
] as const;

const base = (db: Db) =>
  db
    .selectFrom('withdrawals as r')
    .innerJoin('bank_accounts as b', 'b.id', 'r.bank_account_id')
    .select(columns)
    .select(sql<string>`r.amount::text`.as('amount'));

export type WithdrawalRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

export async function insertWithdrawal(
  db: Db,
  row: {
    id: string;
    tenant_id: string;
    user_id: string;
    bank_account_id: string;
    currency: string;
    amount: string;
    hold_id: string;
    created_at: Date;
  },
): Promise<void> {
  await db.insertInto('withdrawals').values(row).execute();
}

export const findWithdrawal = (db: Db, tenantId: string, id: string) =>
  findRequest(base(db), tenantId, id);

/** Locks the withdrawal row (approve vs cancel: the second waits, then sees the first's status). */
export const lockWithdrawal = (db: Db, tenantId: string, id: string) =>
  lockRequest(db, 'withdrawals', base(db), tenantId, id);

export async function setStatus(
  db: Db,
  tenantId: string,
  id: string,
  set: { status: string; reason?: string | null; decided_at: Date },
): Promise<void> {
  await db
    .updateTable('withdrawals')
    .set(set)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** A page of the client's withdrawals, newest first (ledger/requestQueue.ts). */
export const listOwn = (db: Db, filter: RequestFilter, page: { offset: number; limit: number }) =>
  pageRequests(base(db), filter, page);

/** The back office's queue: a tenant's withdrawals in a status, oldest first. */
export const listByStatus = (
  db: Db,
  tenantId: string,
  statuses: readonly string[],
  limit: number,
) => queuedRequests(base(db), { tenantId, statuses }, limit);

/**
 * The user facts the withdrawal rules need. `lock`: FOR SHARE, for the money transaction that
 * decides on them (ledger/service.ts 'Lock order'): a back-office change of the client row (KYC
 * decision, score, client:set) in progress is waited for and then read as committed; one that
 * starts later waits for the withdrawal to commit. Shared, so withdrawals do not queue on it.
 */
export function userFacts(db: Db, owner: Caller, { lock = false }: { lock?: boolean } = {}) {
  const query = db
    .selectFrom('users')
    .select(['kyc_status', 'score', 'client_deposit'])
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId);
  return (lock ? query.forShare() : query).executeTakeFirst();
}

/** The tenant's account countries serving `currency`. */
export async function countriesOfCurrency(db: Db, tenantId: string, currency: string) {
  const rows = await db
    .selectFrom('tenant_countries')
    .select('code')
    .where('tenant_id', '=', tenantId)
    .where('currency', '=', currency)
    .where('enabled', '=', true)
    .execute();
  return rows.map((r) => r.code);
}
