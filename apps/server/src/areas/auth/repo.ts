// The auth area's Kysely queries (issue 10 item 1): the services call these, no SQL elsewhere.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

// -- device tokens (issue 10 item 9: OWASP device cookies) ---------------------------------------

/** The live device of `tokenHash` when it belongs to the user (else undefined). */
export async function findUserDevice(
  db: Db,
  where: { tenantId: string; userId: string; tokenHash: string; seenSince: Date },
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('device_tokens')
    .select('id')
    .where('token_hash', '=', where.tokenHash)
    .where('tenant_id', '=', where.tenantId)
    .where('user_id', '=', where.userId)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '>', where.seenSince)
    .executeTakeFirst();
}

export async function insertDevice(
  db: Db,
  row: {
    id: string;
    tenantId: string;
    userId: string;
    tokenHash: string;
    userAgent: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('device_tokens')
    .values({
      id: row.id,
      tenant_id: row.tenantId,
      user_id: row.userId,
      token_hash: row.tokenHash,
      user_agent: row.userAgent,
      first_seen_at: row.now,
      last_seen_at: row.now,
    })
    .execute();
}

export async function touchDevice(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('device_tokens').set({ last_seen_at: now }).where('id', '=', id).execute();
}
