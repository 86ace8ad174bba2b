// The chat area's SQL (repo.ts is the only place with queries). Every function runs on the
// handle its caller gives (`Db | Trx`); a client's queries match only their own conversation.
import { sql } from 'kysely';
import type { Caller, Db } from '../../platform/serviceDeps';

const MESSAGE_COLUMNS = [
  'id',
  'seq',
  'author',
  'body',
  'attachments',
  'client_message_id',
  'message_key',
  'created_at',
] as const;

/**
 * The caller's conversation, created on first use, its row locked until the transaction ends:
 * sends, the greeting and read marks of one client queue here, so `seq` never repeats and the
 * greeting goes out once however many tabs open the chat at the same moment.
 */
export async function lockConversation(db: Db, owner: Caller) {
  await db
    .insertInto('chat_conversations')
    .values({ tenant_id: owner.tenantId, user_id: owner.userId })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id']).doNothing())
    .execute();
  return db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The caller's conversation without creating it (a read). */
export async function findConversation(db: Db, owner: Caller) {
  return db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
}

export async function insertChatMessage(
  db: Db,
  values: {
    id: string;
    tenant_id: string;
    user_id: string;
    seq: number;
    author: 'client' | 'advisor' | 'system';
    body: string;
    attachments: string[];
    client_message_id?: string;
    message_key?: string;
    created_at: Date;
  },
): Promise<void> {
  await db
    .insertInto('chat_messages')
    .values({ ...values, attachments: JSON.stringify(values.attachments) })
    .execute();
}

export async function updateConversation(
  db: Db,
  owner: Caller,
  set: {
    last_seq?: number;
    client_read_seq?: number;
    advisor_read_seq?: number;
    greeted_at?: Date;
  },
): Promise<void> {
  await db
    .updateTable('chat_conversations')
    .set(set)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .execute();
}

/** The caller's message sent with their own id `clientMessageId`, if any. */
export async function messageByClientId(db: Db, owner: Caller, clientMessageId: string) {
  return db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('client_message_id', '=', clientMessageId)
    .executeTakeFirst();
}

/** A page of the conversation: `size` messages before `before` (newest first), or the newest. */
export async function messagesBefore(
  db: Db,
  owner: Caller,
  before: number | undefined,
  size: number,
) {
  let query = db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId);
  if (before !== undefined) query = query.where('seq', '<', String(before));
  return query.orderBy('seq', 'desc').limit(size).execute();
}

/** The conversation's messages after `seq`, oldest first, at most `limit` (the stream). */
export async function messagesAfter(db: Db, owner: Caller, seq: number, limit: number) {
  return db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('seq', '>', String(seq))
    .orderBy('seq', 'asc')
    .limit(limit)
    .execute();
}

/** How many messages of `authors` lie after `seq` (the unread count of one side). */
export async function countAfter(
  db: Db,
  owner: Caller,
  seq: number,
  authors: ReadonlyArray<'client' | 'advisor' | 'system'>,
): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', owner.tenantId)
    .where('user_id', '=', owner.userId)
    .where('seq', '>', String(seq))
    .where('author', 'in', authors)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The tenant's conversations with client messages the advisor has not read, the oldest waiting
 * first: the client, how many are unread and the newest of them.
 */
export async function conversationsAwaitingAdvisor(db: Db, tenantId: string, limit: number) {
  return db
    .selectFrom('chat_conversations as c')
    .innerJoin('users as u', (j) =>
      j.onRef('u.id', '=', 'c.user_id').onRef('u.tenant_id', '=', 'c.tenant_id'),
    )
    .innerJoin('chat_messages as m', (j) =>
      j
        .onRef('m.tenant_id', '=', 'c.tenant_id')
        .onRef('m.user_id', '=', 'c.user_id')
        .onRef('m.seq', '>', 'c.advisor_read_seq')
        .on('m.author', '=', 'client'),
    )
    .select([
      'u.id',
      'u.username',
      'u.mobile_country_code',
      'u.mobile',
      (eb) => eb.fn.countAll<string>().as('unread'),
      (eb) => eb.fn.min('m.created_at').as('waiting_since'),
      sql<string>`(array_agg(m.body order by m.seq desc))[1]`.as('latest'),
    ])
    .where('c.tenant_id', '=', tenantId)
    .groupBy(['u.id', 'u.username', 'u.mobile_country_code', 'u.mobile'])
    .orderBy('waiting_since', 'asc')
    .limit(limit)
    .execute();
}
