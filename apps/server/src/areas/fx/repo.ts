// The FX area's queries: quotes and the tenant's spread.
import { sql } from 'kysely';
import type { Caller, Db } from '../../platform/serviceDeps';

export async function tenantSpreadBps(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('tenants')
    .select('fx_spread_bps')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return row?.fx_spread_bps ?? 0;
}

export async function setTenantSpreadBps(db: Db, tenantId: string, bps: number): Promise<boolean> {
  const result = await db
    .updateTable('tenants')
    .set({ fx_spread_bps: bps })
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertQuote(
  db: Db,
  row: {
    id: string;
    tenant_id: string;
    user_id: string;
    from_currency: string;
    to_currency: string;
    rate: string;
    created_at: Date;
    expires_at: Date;
  },
): Promise<void> {
  await db.insertInto('fx_quotes').values(row).execute();
}

export function findQuote(db: Db, owner: Caller, id: string) {
  return db
    .selectFrom('fx_quotes')
    .select(['id', 'from_currency', 'to_currency', 'created_at', 'expires_at'])
    .select(sql<string>`rate::text`.as('rate'))
    .where('id', '=', id)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
}
