// The messages area's SQL (repo.ts is the only place with queries). Every function runs
// on the handle its caller gives (`Db | Trx`); a client's queries match only their own messages.
import type { Insertable } from 'kysely';
import type { MessagesTable } from '../../db/schema';
import type { Caller, Db } from '../../platform/serviceDeps';

/** Whether the tenant has this user. */
export async function userExists(db: Db, owner: Caller): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertMessage(db: Db, values: Insertable<MessagesTable>): Promise<void> {
  await db.insertInto('messages').values(values).execute();
}

/** The owner's messages that are not deleted, newest first, at most `limit`. */
export async function ownMessages(db: Db, owner: Caller, limit: number) {
  return db
    .selectFrom('messages')
    .select([
      'id',
      'title',
      'body',
      'message_key',
      'message_params',
      'read_at',
      'read_session_id',
      'created_at',
    ])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks the owner's unread messages read (those of `ids`, or all); answers how many. */
export async function markRead(
  db: Db,
  owner: Caller,
  ids: readonly string[] | undefined,
  at: Date,
): Promise<number> {
  let query = db
    .updateTable('messages')
    .set({ read_at: at })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null);
  if (ids !== undefined) query = query.where('id', 'in', ids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes (softly) all of the owner's messages; answers how many. */
export async function markAllDeleted(db: Db, owner: Caller, at: Date): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ deleted_at: at })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
