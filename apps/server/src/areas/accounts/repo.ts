// The accounts area's SQL (repo.ts is the only place with queries). The money issue
// adds the ledger's reads here; today only the tenant's currency is read.
import type { Db } from '../../platform/serviceDeps';

/** The tenant's currency, undefined for an unknown tenant. */
export async function tenantCurrencyOf(db: Db, tenantId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select('currency')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row?.currency;
}

/** The tenant's account countries (one account per currency they serve). */
export function accountCountries(db: Db, tenantId: string) {
  return db
    .selectFrom('tenant_countries')
    .select(['code', 'currency'])
    .where('tenant_id', '=', tenantId)
    .where('for_accounts', '=', true)
    .orderBy('code')
    .execute();
}
