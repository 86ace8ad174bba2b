// The deposits area's queries: the tenant's methods and the clients' deposits.
import { sql } from 'kysely';
import type { Caller, Db } from '../../platform/serviceDeps';

export function listMethods(db: Db, tenantId: string, options: { all?: boolean } = {}) {
  let q = db
    .selectFrom('deposit_methods')
    .select(['id', 'type', 'currency', 'label', 'details', 'enabled'])
    .where('tenant_id', '=', tenantId);
  if (!options.all) q = q.where('enabled', '=', true);
  return q.orderBy('created_at').orderBy('id').execute();
}

export function findMethod(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('deposit_methods')
    .select(['id', 'type', 'currency', 'label', 'details', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertMethod(
  db: Db,
  row: {
    id: string;
    tenant_id: string;
    type: string;
    currency: string;
    label: string;
    details: string;
  },
): Promise<void> {
  await db.insertInto('deposit_methods').values(row).execute();
}

export async function setMethodEnabled(db: Db, tenantId: string, id: string, enabled: boolean) {
  const r = await db
    .updateTable('deposit_methods')
    .set({ enabled })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export function tenantDepositBank(db: Db, tenantId: string) {
  return db
    .selectFrom('tenants')
    .select(['deposit_bank', 'currency'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
}

export function userDepositFacts(db: Db, owner: Caller) {
  return db
    .selectFrom('users')
    .select(['client_deposit'])
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId)
    .executeTakeFirst();
}

const base = (db: Db) =>
  db
    .selectFrom('deposits')
    .select([
      'id',
      'tenant_id',
      'user_id',
      'method_id',
      'method_type',
      'currency',
      'reference',
      'proof_upload_id',
      'status',
      'reason',
      'created_at',
      'decided_at',
    ])
    .select(sql<string>`amount::text`.as('amount'));

export type DepositRow = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

export async function insertDeposit(
  db: Db,
  row: {
    id: string;
    tenant_id: string;
    user_id: string;
    method_id: string;
    method_type: string;
    currency: string;
    amount: string;
    reference: string;
    proof_upload_id: string;
    created_at: Date;
  },
): Promise<void> {
  await db.insertInto('deposits').values(row).execute();
}

export function findDeposit(db: Db, tenantId: string, id: string) {
  return base(db).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

export async function lockDeposit(db: Db, tenantId: string, id: string) {
  await db
    .selectFrom('deposits')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return findDeposit(db, tenantId, id);
}

export async function decide(
  db: Db,
  tenantId: string,
  id: string,
  set: { status: string; reason?: string | null; transaction_id?: string | null; decided_at: Date },
): Promise<void> {
  await db
    .updateTable('deposits')
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
  let q = base(db).where('tenant_id', '=', owner.tenantId).where('user_id', '=', owner.userId);
  let c = db
    .selectFrom('deposits')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId);
  if (filter.status !== undefined) {
    q = q.where('status', '=', filter.status);
    c = c.where('status', '=', filter.status);
  }
  const rows = await q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { rows, total: Number((await c.executeTakeFirstOrThrow()).n) };
}

export function listPending(db: Db, tenantId: string, limit: number) {
  return base(db)
    .where('tenant_id', '=', tenantId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .limit(limit)
    .execute();
}
