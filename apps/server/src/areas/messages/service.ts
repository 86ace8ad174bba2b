// The message centre (spec 1, spec 3 Message: read or unread; ARCHITECTURE 'The wire'): the back
// office posts, the client lists, marks read and deletes. A client only ever touches their own.
import type { Message } from '@invest/api/contract';
import type { SystemMessageKey } from '@invest/domain';
import { hasControlCharacters } from '@invest/api/contract';
import { newId } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import type { Caller, Db, ServiceDeps } from '../../platform/serviceDeps';
import { insertMessage, markAllDeleted, markRead, ownMessages, userExists } from './repo';

export type MessageOwner = Caller;

/** Open in the spec: the list answers the newest 500 messages. */
export const MESSAGE_LIST_LIMIT = 500;

export const MESSAGE_LIMITS = { title: 200, body: 5000 } as const;

/** What a generated message id can look like (newId: base64url). */
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

const CONTROL_CHARACTERS = 'Control characters are not allowed.';

/**
 * A system message: its key and parameters (the web translates them, i18n shell
 * `messages.system.<key>`), beside the English title and body that the back office reads.
 */
export interface SystemMessage {
  key: SystemMessageKey;
  params: Record<string, string>;
}

/** Posts a message to a client of the tenant (back office, or the system with `message`). */
export async function postMessage(
  db: Db,
  input: {
    tenantId: string;
    userId: string;
    title: string;
    body: string;
    createdAt?: Date;
    message?: SystemMessage;
    /** The session in which it is read already (it tells of what that session just did). */
    readInSession?: string;
  },
): Promise<{ id: string }> {
  const title = input.title.trim();
  const body = input.body.trim();
  // the contract's rule: a body keeps its tabs and line breaks
  if (hasControlCharacters(title)) throw AppError.field('title', CONTROL_CHARACTERS);
  if (hasControlCharacters(body, true)) throw AppError.field('body', CONTROL_CHARACTERS);
  if (title === '' || title.length > MESSAGE_LIMITS.title) {
    throw AppError.field('title', `A title of 1 to ${MESSAGE_LIMITS.title} characters.`);
  }
  if (body === '' || body.length > MESSAGE_LIMITS.body) {
    throw AppError.field('body', `A body of 1 to ${MESSAGE_LIMITS.body} characters.`);
  }
  if (!(await userExists(db, input))) throw AppError.notFound('Unknown client.');
  const id = newId();
  await insertMessage(db, {
    id,
    tenant_id: input.tenantId,
    user_id: input.userId,
    title,
    body,
    ...(input.message
      ? { message_key: input.message.key, message_params: JSON.stringify(input.message.params) }
      : {}),
    ...(input.createdAt ? { created_at: input.createdAt } : {}),
    ...(input.readInSession ? { read_session_id: input.readInSession } : {}),
  });
  return { id };
}

/**
 * The client's messages that are not deleted, newest first; read as seen from `sessionId` (a
 * notice of that session's own sign-in is read there).
 */
export async function listMessages(
  db: Db,
  owner: MessageOwner & { sessionId?: string },
): Promise<Message[]> {
  const rows = await ownMessages(db, owner, MESSAGE_LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    read:
      r.read_at !== null ||
      (owner.sessionId !== undefined && r.read_session_id === owner.sessionId),
    created_at: r.created_at.toISOString(),
    ...(r.message_key === null ? {} : { key: r.message_key, params: r.message_params ?? {} }),
  }));
}

/**
 * Marks the client's unread messages read: those of `ids`, or all when `ids` is undefined.
 * Ids of other users' messages match nothing. Answers how many became read.
 */
export async function markMessagesRead(
  deps: ServiceDeps,
  owner: MessageOwner,
  ids: readonly string[] | undefined,
): Promise<number> {
  // an id that newId cannot have generated matches nothing (and never reaches the database)
  const wanted =
    ids === undefined ? undefined : [...new Set(ids)].filter((id) => MESSAGE_ID.test(id));
  if (wanted !== undefined && wanted.length === 0) return 0;
  return markRead(deps.db, owner, wanted, deps.clock());
}

/** Deletes (softly) all of the client's messages; answers how many. */
export async function deleteAllMessages(deps: ServiceDeps, owner: MessageOwner): Promise<number> {
  return markAllDeleted(deps.db, owner, deps.clock());
}
