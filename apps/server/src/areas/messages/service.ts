// The message centre (spec 1, spec 3 Message: read or unread; ARCHITECTURE 'The wire'): the back
// office posts, the client lists, marks read and deletes. A client only ever touches their own.
import type { Message } from '@invest/api/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/auth/tokens';
import { newId } from '../../platform/auth/tokens';
import type { Database } from '../../db/schema';
import { AppError } from '../../platform/errors';

export interface MessageOwner {
  tenantId: string;
  userId: string;
}

/** Open in the spec: the list answers the newest 500 messages. */
export const MESSAGE_LIST_LIMIT = 500;

export const MESSAGE_LIMITS = { title: 200, body: 5000 } as const;

/** What a generated message id can look like (newId: base64url). */
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Posts a message to a client of the tenant (back office). */
export async function postMessage(
  db: Kysely<Database>,
  input: { tenantId: string; userId: string; title: string; body: string; createdAt?: Date },
): Promise<{ id: string }> {
  const title = input.title.trim();
  const body = input.body.trim();
  if (/\p{Cc}/u.test(title) || body.includes(String.fromCharCode(0))) {
    throw AppError.field('title', 'Control characters are not allowed.');
  }
  if (title === '' || title.length > MESSAGE_LIMITS.title) {
    throw AppError.field('title', `A title of 1 to ${MESSAGE_LIMITS.title} characters.`);
  }
  if (body === '' || body.length > MESSAGE_LIMITS.body) {
    throw AppError.field('body', `A body of 1 to ${MESSAGE_LIMITS.body} characters.`);
  }
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', input.tenantId)
    .where('id', '=', input.userId)
    .executeTakeFirst();
  if (!user) throw AppError.notFound('Unknown client.');
  const id = newId();
  await db
    .insertInto('messages')
    .values({
      id,
      tenant_id: input.tenantId,
      user_id: input.userId,
      title,
      body,
      ...(input.createdAt ? { created_at: input.createdAt } : {}),
    })
    .execute();
  return { id };
}

/** The client's messages that are not deleted, newest first. */
export async function listMessages(db: Kysely<Database>, owner: MessageOwner): Promise<Message[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['id', 'title', 'body', 'read_at', 'created_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MESSAGE_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    read: r.read_at !== null,
    created_at: r.created_at.toISOString(),
  }));
}

/**
 * Marks the client's unread messages read: those of `ids`, or all when `ids` is undefined.
 * Ids of other users' messages match nothing. Answers how many became read.
 */
export async function markMessagesRead(
  deps: { db: Kysely<Database>; clock: Clock },
  owner: MessageOwner,
  ids: readonly string[] | undefined,
): Promise<number> {
  // an id that newId cannot have generated matches nothing (and never reaches the database)
  const wanted =
    ids === undefined ? undefined : [...new Set(ids)].filter((id) => MESSAGE_ID.test(id));
  if (wanted !== undefined && wanted.length === 0) return 0;
  let query = deps.db
    .updateTable('messages')
    .set({ read_at: deps.clock() })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null);
  if (wanted !== undefined) query = query.where('id', 'in', wanted);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes (softly) all of the client's messages; answers how many. */
export async function deleteAllMessages(
  deps: { db: Kysely<Database>; clock: Clock },
  owner: MessageOwner,
): Promise<number> {
  const result = await deps.db
    .updateTable('messages')
    .set({ deleted_at: deps.clock() })
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
