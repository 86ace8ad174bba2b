// The withdrawals area's queries.
import { sql } from 'kysely';
import type { Caller, Db } from '../../platform/serviceDeps';

const columns = [
  'w.id',
  'w.tenant_id',
  'w.user_id',
  'w.bank_account_id',
  'w.currency',
  'w.hold_id',
  'w.status',
  'w.reason',
  'w.created_at',
  'w.decided_at',
  'b.bank_name',
  'b.bank_acc',
] as const;

const base = (db: Db) =>
  db
    .selectFrom('withdrawals as w')
    .innerJoin('bank_accounts as b', 'b.id', 'w.bank_account_id')
    .select(columns)
    .select(sql<string>`w.amount::text`.as('amount'));

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

export function findWithdrawal(db: Db, tenantId: string, id: string) {
  return base(db).where('w.tenant_id', '=', tenantId).where('w.id', '=', id).executeTakeFirst();
}

/** Locks the withdrawal row (approve vs cancel: the second waits, then sees the first's status). */
export async function lockWithdrawal(db: Db, tenantId: string, id: string) {
  await db
    .selectFrom('withdrawals')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return findWithdrawal(db, tenantId, id);
}

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

export async function listOwn(
  db: Db,
  owner: Caller,
  filter: { status?: string | undefined; offset: number; limit: number },
) {
  let q = base(db).where('w.tenant_id', '=', owner.tenantId).where('w.user_id', '=', owner.userId);
  let c = db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId);
  if (filter.status !== undefined) {
    q = q.where('w.status', '=', filter.status);
    c = c.where('status', '=', filter.status);
  }
  const rows = await q
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const total = Number((await c.executeTakeFirstOrThrow()).n);
  return { rows, total };
}

/** The back office's queue: a tenant's withdrawals in a status, oldest first. */
export function listByStatus(db: Db, tenantId: string, statuses: readonly string[], limit: number) {
  return base(db)
    .where('w.tenant_id', '=', tenantId)
    .where('w.status', 'in', [...statuses])
    .orderBy('w.created_at')
    .limit(limit)
    .execute();
}

/** The user facts the withdrawal rules need. */
export function userFacts(db: Db, owner: Caller) {
  return db
    .selectFrom('users')
    .select(['kyc_status', 'score', 'client_deposit'])
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId)
    .executeTakeFirst();
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
