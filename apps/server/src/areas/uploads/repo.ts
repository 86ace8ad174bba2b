// The uploads area's SQL (repo.ts is the only place with queries). Every function runs
// on the handle its caller gives (`Db | Trx`) and reads only the owner's own rows.
import type { Insertable } from 'kysely';
import type { UploadsTable } from '../../db/schema';
import type { Caller, Db } from '../../platform/serviceDeps';

/** When the owner's uploads since `since` were made, oldest first, at most `limit`. */
export async function recentUploadTimes(
  db: Db,
  owner: Caller,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .selectFrom('uploads')
    .select(['created_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('created_at', '>', since)
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.created_at);
}

export async function insertUpload(db: Db, values: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(values).execute();
}

/** An upload's facts (not its bytes) when it belongs to `owner`. */
export async function ownUploadFacts(db: Db, owner: Caller, id: string) {
  return db
    .selectFrom('uploads')
    .select(['id', 'purpose', 'content_type', 'size', 'created_at'])
    .where('id', '=', id)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
}

/** The purposes of the owner's uploads among `ids` (the others are not there). */
export async function ownUploadPurposeRows(db: Db, owner: Caller, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('uploads')
    .select(['id', 'purpose'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('id', 'in', ids)
    .execute();
}

/** An upload's bytes when it belongs to `owner`. */
export async function ownUploadBytes(db: Db, owner: Caller, id: string) {
  return db
    .selectFrom('uploads')
    .select(['id', 'content_type', 'size', 'data'])
    .where('id', '=', id)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
}
