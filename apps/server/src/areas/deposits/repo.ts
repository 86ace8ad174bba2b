// The deposits area's queries: the tenant's methods and the clients' deposits.
import { sql } from 'kysely';
import {
  findRequest,
  lockRequest,
  pageRequests,
  queuedRequests,
  type RequestFilter,
} from '../ledger';
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

export function userDepositFacts(db: Db, owner: Caller, { lock = false }: { lock?: boolean } = {}) {
  const query = db
    .selectFrom('users')
    .select(['client_deposit'])
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId);
  // FOR SHARE: a submission decides on client_deposit as committed (ledger/service.ts 'Lock order')
  return (lock ? query.forShare() : query).executeTakeFirst();
}

const base = (db: Db) =>
  db
    .selectFrom('deposits as r')
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
    proof_upload_id: string | null;
    created_at: Date;
  },
): Promise<void> {
  await db.insertInto('deposits').values(row).execute();
}

export const findDeposit = (db: Db, tenantId: string, id: string) =>
  findRequest(base(db), tenantId, id);

/** Locks the deposit row, then reads it (ledger/requestQueue.ts). */
export const lockDeposit = (db: Db, tenantId: string, id: string) =>
  lockRequest(db, 'deposits', base(db), tenantId, id);

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

/** A page of the client's deposits, newest first (ledger/requestQueue.ts). */
export const listOwn = (db: Db, filter: RequestFilter, page: { offset: number; limit: number }) =>
  pageRequests(base(db), filter, page);

/** The back office's queue: a tenant's pending deposits, oldest first. */
export const listPending = (db: Db, tenantId: string, limit: number) =>
  queuedRequests(base(db), { tenantId, statuses: ['pending'] }, limit);

/** The payment reference of a client for a bank method, if one was issued. */
export async function findPaymentReference(db: Db, owner: Caller, methodId: string) {
  const row = await db
    .selectFrom('deposit_references')
    .select('reference')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('method_id', '=', methodId)
    .executeTakeFirst();
  return row?.reference;
}

/**
 * Records `reference` for the client and method unless one is there already or another client
 * of the tenant holds the same text (both: nothing written; the caller reads what is there).
 */
export async function insertPaymentReference(
  db: Db,
  owner: Caller,
  methodId: string,
  reference: string,
): Promise<void> {
  await db
    .insertInto('deposit_references')
    .values({
      tenant_id: owner.tenantId,
      user_id: owner.userId,
      method_id: methodId,
      reference,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
