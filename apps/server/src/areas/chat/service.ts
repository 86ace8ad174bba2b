// The support chat (spec 1, 4, 7): the client's conversation with their advisor. The client lists
// it, sends (idempotent by their own message id, rate-limited, text and images checked by the
// domain's rules and the uploads area), marks it read and gets the automatic greeting at most once
// per 4 hours; the back office lists who waits and replies as the advisor. A committed new message
// is pushed to the client's open chat (hub.ts); an advisor's reply that finds no open chat lands
// in the message centre as well.
import type { ChatMessage } from '@invest/domain';
import { checkChatMessage, shouldSendAutoMessage, type ChatMessageIssue } from '@invest/domain';
import { CHAT_PAGE_DEFAULT, CHAT_PAGE_MAX } from '@invest/api/contract';
import { newId } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import { enforceRateLimits, rateKeys, recordRateEvent } from '../../platform/rateLimit';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { postMessage } from '../messages';
import { ownUploadPurposes, uploadUrl } from '../uploads';
import { chatHubOf } from './hub';
import {
  conversationsAwaitingAdvisor,
  countAfter,
  findConversation,
  insertChatMessage,
  lockConversation,
  messageByClientId,
  messagesAfter,
  messagesBefore,
  updateConversation,
} from './repo';

/** At most 20 messages a minute per client (a person typing; a script is refused with 429). */
export const CHAT_SEND_LIMIT = { scope: 'chat_send', limit: 20, windowMs: 60_000 } as const;

/** The greeting's key (i18n chat `greeting`) and its English text (the back office reads it). */
export const GREETING = { key: 'greeting', text: 'Hello! How can we help you today?' } as const;

/** The message centre's note of an advisor's answer that found the chat closed. */
const ANSWER_NOTE_TITLE = 'Customer service replied';

const ISSUE_MESSAGES: Record<ChatMessageIssue, string> = {
  empty: 'Write a message or attach an image.',
  too_long: 'The message is too long.',
  control_characters: 'Control characters are not allowed.',
  too_many_attachments: 'Too many images.',
};

type Row = Awaited<ReturnType<typeof messagesAfter>>[number];

/** A stored message as the wire has it, `read` as seen by the other side's mark. */
function toMessage(row: Row, marks: { client: number; advisor: number }): ChatMessage {
  const seq = Number(row.seq);
  return {
    id: row.id,
    seq,
    author: row.author,
    text: row.body,
    attachments: row.attachments.map((id) => ({ id, url: uploadUrl(id) })),
    created_at: row.created_at.toISOString(),
    read: row.author === 'client' ? seq <= marks.advisor : seq <= marks.client,
    ...(row.client_message_id === null ? {} : { client_message_id: row.client_message_id }),
    ...(row.message_key === null ? {} : { key: row.message_key }),
  };
}

const marksOf = (c: { client_read_seq: string; advisor_read_seq: string } | undefined) => ({
  client: Number(c?.client_read_seq ?? 0),
  advisor: Number(c?.advisor_read_seq ?? 0),
});

/** A page of the caller's conversation, oldest first, and whether older messages remain. */
export async function listChat(
  deps: ServiceDeps,
  owner: Caller,
  query: { before?: string | undefined; size?: string | undefined },
): Promise<{ list: ChatMessage[]; has_more: boolean }> {
  const size = Math.min(CHAT_PAGE_MAX, Number(query.size ?? CHAT_PAGE_DEFAULT));
  const before = query.before === undefined ? undefined : Number(query.before);
  const conversation = await findConversation(deps.db, owner);
  if (!conversation) return { list: [], has_more: false };
  const rows = await messagesBefore(deps.db, owner, before, size + 1);
  const marks = marksOf(conversation);
  return {
    list: rows
      .slice(0, size)
      .reverse()
      .map((r) => toMessage(r, marks)),
    has_more: rows.length > size,
  };
}

/** The `seq` of the caller's newest message (0 without one). */
export async function conversationSeq(deps: ServiceDeps, owner: Caller): Promise<number> {
  return Number((await findConversation(deps.db, owner))?.last_seq ?? 0);
}

/** The caller's messages after `seq`, oldest first (the stream's catch-up). */
export async function chatMessagesAfter(
  deps: ServiceDeps,
  owner: Caller,
  seq: number,
): Promise<ChatMessage[]> {
  const conversation = await findConversation(deps.db, owner);
  if (!conversation) return [];
  const rows = await messagesAfter(deps.db, owner, seq, CHAT_PAGE_MAX);
  return rows.map((r) => toMessage(r, marksOf(conversation)));
}

/** Appends a message to the locked conversation; answers it as the wire has it. */
async function append(
  deps: ServiceDeps,
  owner: Caller,
  message: {
    author: 'client' | 'advisor' | 'system';
    text: string;
    attachments?: string[];
    clientMessageId?: string;
    key?: string;
  },
): Promise<ChatMessage> {
  const conversation = await lockConversation(deps.db, owner);
  const seq = Number(conversation.last_seq) + 1;
  const created_at = deps.clock();
  const id = newId();
  await insertChatMessage(deps.db, {
    id,
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    seq,
    author: message.author,
    body: message.text,
    attachments: message.attachments ?? [],
    ...(message.clientMessageId ? { client_message_id: message.clientMessageId } : {}),
    ...(message.key ? { message_key: message.key } : {}),
    created_at,
  });
  // a side that writes has read what came before (its own read mark moves with it)
  const marks = marksOf(conversation);
  const set =
    message.author === 'client'
      ? { last_seq: seq, client_read_seq: seq }
      : message.author === 'advisor'
        ? { last_seq: seq, advisor_read_seq: seq }
        : { last_seq: seq };
  await updateConversation(deps.db, owner, set);
  return toMessage(
    {
      id,
      seq: String(seq),
      author: message.author,
      body: message.text,
      attachments: message.attachments ?? [],
      client_message_id: message.clientMessageId ?? null,
      message_key: message.key ?? null,
      created_at,
    },
    {
      client: message.author === 'client' ? seq : marks.client,
      advisor: message.author === 'advisor' ? seq : marks.advisor,
    },
  );
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The client sends a message. The same `client_message_id` again answers the message already
 * stored (a retry after a lost answer: one message, never two); with another text or other
 * images it is 422. Images must be the caller's own uploads made for the chat.
 */
export async function sendClientMessage(
  deps: ServiceDeps,
  owner: Caller,
  body: { client_message_id: string; text: string; attachments?: string[] | undefined },
): Promise<{ message: ChatMessage; created: boolean }> {
  const attachments = [...new Set(body.attachments ?? [])];
  const checked = checkChatMessage({ text: body.text, attachments: attachments.length });
  if (!checked.ok) {
    const path = checked.issue === 'too_many_attachments' ? 'attachments' : 'text';
    throw AppError.validation([
      { path, code: checked.issue, message: ISSUE_MESSAGES[checked.issue] },
    ]);
  }
  const earlier = await messageByClientId(deps.db, owner, body.client_message_id);
  if (earlier) {
    if (earlier.body !== checked.text || !sameIds(earlier.attachments, attachments)) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        422,
        'This message id was used for another message.',
      );
    }
    const conversation = await findConversation(deps.db, owner);
    return { message: toMessage(earlier, marksOf(conversation)), created: false };
  }
  const key = rateKeys.account(owner.tenantId, owner.userId);
  await enforceRateLimits(deps, [[CHAT_SEND_LIMIT, key]], 'You are sending messages too fast.');
  if (attachments.length > 0) {
    const purposes = await ownUploadPurposes(deps.db, owner, attachments);
    if (attachments.some((id) => purposes.get(id) !== 'chat_image')) {
      throw AppError.validation([
        { path: 'attachments', code: 'unknown_image', message: 'Unknown image.' },
      ]);
    }
  }
  await recordRateEvent(deps, CHAT_SEND_LIMIT.scope, key);
  const message = await append(deps, owner, {
    author: 'client',
    text: checked.text,
    attachments,
    clientMessageId: body.client_message_id,
  });
  return { message, created: true };
}

/**
 * The advisor answers (the back office): the message is stored; the caller pushes it to the open
 * chat once committed (`deliverAdvisorMessage`).
 */
export async function postAdvisorReply(
  deps: ServiceDeps,
  owner: Caller,
  text: string,
): Promise<ChatMessage> {
  const checked = checkChatMessage({ text });
  if (!checked.ok) throw AppError.field('text', ISSUE_MESSAGES[checked.issue]);
  return append(deps, owner, { author: 'advisor', text: checked.text });
}

/**
 * After the reply committed: pushes it to the client's open chat on this process; when none is
 * open, the answer also lands in the message centre (spec 1: the client learns of it there).
 * Answers whether an open chat got it.
 */
export async function deliverAdvisorMessage(
  deps: ServiceDeps,
  owner: Caller,
  message: ChatMessage,
): Promise<boolean> {
  const delivered = chatHubOf(deps.db).publish(owner.tenantId, owner.userId, message) > 0;
  if (!delivered) {
    await postMessage(deps.db, {
      tenantId: owner.tenantId,
      userId: owner.userId,
      title: ANSWER_NOTE_TITLE,
      body: message.text,
      createdAt: deps.clock(),
    });
  }
  return delivered;
}

/**
 * spec 7 'Caches and timing': the automatic greeting when the client opens the chat, at most once
 * per 4 hours per user (domain's shouldSendAutoMessage on the stored time, under the
 * conversation's lock). Answers the greeting when it went out now, else null.
 */
export async function greetOnOpen(deps: ServiceDeps, owner: Caller): Promise<ChatMessage | null> {
  const conversation = await lockConversation(deps.db, owner);
  const now = deps.clock();
  const last = conversation.greeted_at?.getTime() ?? null;
  if (!shouldSendAutoMessage(last, now.getTime())) return null;
  await updateConversation(deps.db, owner, { greeted_at: now });
  return append(deps, owner, { author: 'system', text: GREETING.text, key: GREETING.key });
}

/** The client has read the conversation: their mark moves to its newest message. */
export async function markChatRead(deps: ServiceDeps, owner: Caller): Promise<number> {
  if (!(await findConversation(deps.db, owner))) return 0;
  const conversation = await lockConversation(deps.db, owner);
  const from = marksOf(conversation).client;
  const last = Number(conversation.last_seq);
  if (last <= from) return 0;
  const count = await countAfter(deps.db, owner, from, ['advisor', 'system']);
  await updateConversation(deps.db, owner, { client_read_seq: last });
  return count;
}

/** How many advisor and system messages the client has not read. */
export async function unreadForClient(deps: ServiceDeps, owner: Caller): Promise<number> {
  const conversation = await findConversation(deps.db, owner);
  if (!conversation) return 0;
  return countAfter(deps.db, owner, marksOf(conversation).client, ['advisor', 'system']);
}

/** The back office's queue: conversations with client messages the advisor has not read. */
export async function conversationsWaiting(deps: ServiceDeps, tenantId: string, limit = 100) {
  const rows = await conversationsAwaitingAdvisor(deps.db, tenantId, limit);
  return rows.map((r) => ({
    user: r,
    unread: Number(r.unread),
    waitingSince: new Date(r.waiting_since as unknown as string | Date),
    latest: r.latest,
  }));
}
