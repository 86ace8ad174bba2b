// The settings area's SQL (repo.ts is the only place with queries): tenants and their
// countries. Every function runs on the handle its caller gives (`Db | Trx`).
import type { Country } from '@invest/api/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Tenant, TenantCountriesTable, TenantsTable } from '../../db/schema';
import type { Db } from '../../platform/serviceDeps';

/** The tenant's row; `lock` takes it for update (a read that decides a write). */
export async function tenantById(
  db: Db,
  tenantId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Tenant | undefined> {
  const query = db.selectFrom('tenants').selectAll().where('id', '=', tenantId);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The tenant's enabled countries by code; `forAccounts` keeps those accounts are held in. */
export async function enabledCountries(
  db: Db,
  tenantId: string,
  forAccounts: boolean,
): Promise<Country[]> {
  let query = db
    .selectFrom('tenant_countries')
    .select(['code', 'name', 'phone_code', 'currency', 'timezone', 'emoji'])
    .where('tenant_id', '=', tenantId)
    .where('enabled', '=', true);
  if (forAccounts) query = query.where('for_accounts', '=', true);
  return query.orderBy('code').execute();
}

export async function tenantExists(db: Db, tenantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any tenant exists (an empty database gets the demo seed). */
export async function anyTenant(db: Db): Promise<boolean> {
  const row = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertTenant(db: Db, values: Insertable<TenantsTable>): Promise<void> {
  await db.insertInto('tenants').values(values).execute();
}

export async function insertCountries(
  db: Db,
  rows: readonly Insertable<TenantCountriesTable>[],
): Promise<void> {
  if (rows.length > 0) await db.insertInto('tenant_countries').values(rows).execute();
}

/** Changes some of the tenant's columns; answers whether the tenant exists. */
export async function updateTenant(
  db: Db,
  tenantId: string,
  set: Updateable<TenantsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('tenants')
    .set(set)
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
