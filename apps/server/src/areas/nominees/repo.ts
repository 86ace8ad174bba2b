// The nominees area's queries.
import type { Caller, Db } from '../../platform/serviceDeps';

export function listNominees(db: Db, owner: Caller) {
  return db
    .selectFrom('nominees')
    .select(['id', 'name', 'phone', 'dob', 'relation', 'position'])
    .select((eb) => eb.cast<string>('share', 'text').as('share'))
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Replaces the owner's nominees with `rows` (in their order). */
export async function replaceNominees(
  db: Db,
  owner: Caller,
  rows: readonly {
    id: string;
    name: string;
    phone: string;
    dob: string | null;
    relation: string;
    share: string;
  }[],
): Promise<void> {
  await db
    .deleteFrom('nominees')
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .execute();
  if (rows.length === 0) return;
  await db
    .insertInto('nominees')
    .values(
      rows.map((r, position) => ({
        ...r,
        tenant_id: owner.tenantId,
        user_id: owner.userId,
        position,
      })),
    )
    .execute();
}
