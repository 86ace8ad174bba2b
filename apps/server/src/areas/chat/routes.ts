// The support chat (spec 1, 4: signed in only): the conversation, sending, read marks, the
// greeting and the live stream of new messages. HTTP only: the rules live in service.ts. Only the
// caller's own conversation is ever touched: every call takes its owner from the access token.
import { CHAT_STREAM_EVENT } from '@invest/api/contract';
import type { ChatMessage } from '@invest/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import { documentFailures } from '../../platform/docs';
import { unitOfWork } from '../../platform/unitOfWork';
import { chatHubOf } from './hub';
import {
  chatMessagesAfter,
  conversationSeq,
  greetOnOpen,
  listChat,
  markChatRead,
  sendClientMessage,
  unreadForClient,
} from './service';

/** How often an open stream asks for messages another process stored (a second app server). */
export const CHAT_STREAM_POLL_MS = 5_000;
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long; the client reconnects with its current access token (and
 * Last-Event-ID), so a revoked session stops receiving within this bound.
 */
const STREAM_LIFETIME_MS = 5 * 60_000;

const eventOf = (message: ChatMessage) =>
  `id: ${message.seq}\nevent: ${CHAT_STREAM_EVENT}\ndata: ${JSON.stringify(message)}\n\n`;

/** The Last-Event-ID a reconnecting client sends: the newest `seq` it has. */
function lastEventId(value: unknown): number | undefined {
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}

export async function chatArea(app: FastifyInstance): Promise<void> {
  // the send's throttle answers 429 (service.ts CHAT_SEND_LIMIT)
  documentFailures({ chatSend: [429] });
  // open streams end when the server closes (a hijacked reply is not closed by Fastify)
  const streams = new Set<() => void>();
  app.addHook('onClose', async () => {
    for (const close of [...streams]) close();
  });

  route(app, 'chatMessages', async ({ deps, auth, query }) =>
    listChat(deps, { tenantId: auth.tenantId, userId: auth.userId }, query),
  );
  route(app, 'chatSend', async ({ deps, auth, body, reply }) => {
    const owner = { tenantId: auth.tenantId, userId: auth.userId };
    const sent = await unitOfWork(deps, (tx) => sendClientMessage(tx, owner, body));
    // the client's other open tabs see it too
    if (sent.created) chatHubOf(deps.db).publish(owner.tenantId, owner.userId, sent.message);
    else void reply.header('idempotent-replayed', 'true');
    return sent.message;
  });
  route(app, 'chatRead', async ({ deps, auth }) => ({
    count: await unitOfWork(deps, (tx) =>
      markChatRead(tx, { tenantId: auth.tenantId, userId: auth.userId }),
    ),
  }));
  route(app, 'chatUnread', async ({ deps, auth }) => ({
    count: await unreadForClient(deps, { tenantId: auth.tenantId, userId: auth.userId }),
  }));
  route(app, 'chatGreeting', async ({ deps, auth }) => {
    const owner = { tenantId: auth.tenantId, userId: auth.userId };
    const message = await unitOfWork(deps, (tx) => greetOnOpen(tx, owner));
    if (message) chatHubOf(deps.db).publish(owner.tenantId, owner.userId, message);
    return { message };
  });

  // The live chat (text/event-stream): every message stored after the client's Last-Event-ID
  // (or, without one, after the conversation's newest when it opened), in order, each once.
  route(app, 'chatStream', async ({ deps, auth, request, reply }) => {
    const owner = { tenantId: auth.tenantId, userId: auth.userId };
    let cursor =
      lastEventId(request.headers['last-event-id']) ?? (await conversationSeq(deps, owner));
    const raw = reply.raw;
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    let closed = false;
    // catch-ups run one after another: each writes what lies after the cursor, in order
    let chain: Promise<void> = Promise.resolve();
    const catchUp = () => {
      chain = chain.then(async () => {
        if (closed) return;
        try {
          for (const message of await chatMessagesAfter(deps, owner, cursor)) {
            if (closed || message.seq <= cursor) continue;
            raw.write(eventOf(message));
            cursor = message.seq;
          }
        } catch (error) {
          request.log.warn({ err: error }, 'chat stream catch-up failed');
        }
      });
    };
    const unsubscribe = chatHubOf(deps.db).subscribe(owner.tenantId, owner.userId, catchUp);
    const poll = setInterval(catchUp, CHAT_STREAM_POLL_MS);
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const lifetime = setTimeout(() => raw.end(), STREAM_LIFETIME_MS);
    for (const timer of [poll, heartbeat, lifetime]) timer.unref?.();
    const end = () => {
      if (closed) return;
      closed = true;
      unsubscribe();
      clearInterval(poll);
      clearInterval(heartbeat);
      clearTimeout(lifetime);
    };
    request.raw.once('close', end);
    raw.once('close', end);
    raw.once('error', end);
    const close = () => {
      end();
      raw.end();
    };
    streams.add(close);
    raw.once('close', () => streams.delete(close));
    // what was stored between the client's last message and this connection
    catchUp();
    return undefined as never;
  });
}
