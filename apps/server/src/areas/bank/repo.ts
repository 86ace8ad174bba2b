// The bank area's queries: the client's bank accounts (deleted ones are kept for the records of
// the withdrawals that used them, and hidden).
import type { Db } from '../../platform/serviceDeps';
import type { Caller } from '../../platform/serviceDeps';

/** The owner's live accounts; `lock`: FOR UPDATE (a deletion in progress is waited for). */
export function listBankAccounts(db: Db, owner: Caller, options: { lock?: boolean } = {}) {
  const q = db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id');
  return (options.lock ? q.forUpdate() : q).execute();
}

/** One of the owner's live accounts, locked for the change (undefined for anyone else's). */
export function findBankAccount(
  db: Db,
  owner: Caller,
  id: string,
  options: { deleted?: boolean } = {},
) {
  let q = db
    .selectFrom('bank_accounts')
    .selectAll()
    .where('id', '=', id)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId);
  if (!options.deleted) q = q.where('deleted_at', 'is', null);
  return q.executeTakeFirst();
}

export async function clearDefault(db: Db, owner: Caller, country: string): Promise<void> {
  await db
    .updateTable('bank_accounts')
    .set({ is_default: false })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('country', '=', country)
    .where('is_default', '=', true)
    .execute();
}

export async function insertBankAccount(
  db: Db,
  row: {
    id: string;
    tenant_id: string;
    user_id: string;
    bank_name: string;
    bank_acc: string;
    bank_holder: string;
    country: string;
    is_default: boolean;
    created_at: Date;
  },
): Promise<void> {
  await db
    .insertInto('bank_accounts')
    .values({ ...row, deleted_at: null })
    .execute();
}

export async function updateBankAccount(
  db: Db,
  owner: Caller,
  id: string,
  set: Partial<{
    bank_name: string;
    bank_acc: string;
    bank_holder: string;
    country: string;
    is_default: boolean;
    deleted_at: Date;
  }>,
): Promise<void> {
  await db
    .updateTable('bank_accounts')
    .set(set)
    .where('id', '=', id)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .execute();
}

/** The tenant's countries by code (the accounts' countries). */
export function tenantCountries(db: Db, tenantId: string) {
  return db
    .selectFrom('tenant_countries')
    .select(['code', 'currency', 'for_accounts', 'enabled'])
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** Whether a withdrawal still waits on the account (it cannot be deleted then). */
export async function hasOpenWithdrawal(db: Db, owner: Caller, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('bank_account_id', '=', id)
    .where('status', 'in', ['pending', 'approved'])
    .executeTakeFirst();
  return row !== undefined;
}
