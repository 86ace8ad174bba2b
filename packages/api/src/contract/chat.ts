// Area chat (spec 1, 4: the support chat, signed in only): the client's conversation with their
// advisor. Messages newest-last, paged backwards by `before` (a message's `seq`); a send is
// idempotent by the client's own message id; new messages arrive live on the event stream
// (CHAT_STREAM_EVENT, one `ChatMessage` as JSON per event).
import { CHAT_LIMITS, chatMessageSchema } from '@invest/domain';
import { array, boolean, int, object, type infer as Infer } from 'zod';
import { idField } from './fields';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { text } from './text';

export const chatRoutes = {
  chatMessages: def({ method: 'GET', path: '/chat/app/v1/messages', auth: 'user' }),
  chatSend: def({ method: 'POST', path: '/chat/app/v1/messages', auth: 'user' }),
  chatRead: def({ method: 'POST', path: '/chat/app/v1/read', auth: 'user' }),
  chatUnread: def({ method: 'GET', path: '/chat/app/v1/unread', auth: 'user' }),
  chatGreeting: def({ method: 'POST', path: '/chat/app/v1/greeting', auth: 'user' }),
  chatStream: def({ method: 'GET', path: '/chat/app/v1/stream', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

/** The SSE event name of a new message on the chat stream. */
export const CHAT_STREAM_EVENT = 'message';
/** The most messages a page of the conversation holds. */
export const CHAT_PAGE_MAX = 100;
/** A page's size when the query names none. */
export const CHAT_PAGE_DEFAULT = 30;

export { CHAT_LIMITS };

export type ChatMessageWire = Infer<typeof chatMessageSchema>;

export const chatPageQuerySchema = wireSchema(() =>
  object({
    /** Messages before this `seq` (older); the newest page without it. */
    before: text({ max: 12 })
      .regex(/^\d{1,12}$/)
      .optional(),
    size: text({ max: 3 })
      .regex(/^[1-9]\d{0,2}$/)
      .optional(),
  }),
);

export const chatPageSchema = wireSchema(() =>
  object({
    /** Oldest first. */
    list: array(chatMessageSchema).max(CHAT_PAGE_MAX),
    /** Whether older messages remain (ask again with `before` = the first one's `seq`). */
    has_more: boolean(),
  }),
);
export type ChatPage = Infer<typeof chatPageSchema>;

/**
 * A message to send: its text (trimmed; tabs and line breaks kept, other control characters
 * refused), the ids of images uploaded with purpose `chat_image`, and the client's own id of
 * this message: sending the same id again answers the message already sent (a retry), never a
 * second one.
 */
export const chatSendRequestSchema = wireSchema(() =>
  object({
    client_message_id: text({ max: CHAT_LIMITS.clientMessageId, min: 1 }).regex(/^[A-Za-z0-9_-]+$/),
    text: text({ max: CHAT_LIMITS.text + 200, multiline: true }),
    attachments: array(idField()).max(CHAT_LIMITS.attachments).optional(),
  }),
);
export type ChatSendRequest = Infer<typeof chatSendRequestSchema>;

export const chatMessageResponseSchema = wireSchema(() => chatMessageSchema);
export const chatCountSchema = wireSchema(() => object({ count: int() }));
/** The greeting, when this opening of the chat sends it (spec 7: once per 4 h), else null. */
export const chatGreetingSchema = wireSchema(() =>
  object({ message: chatMessageSchema.nullable() }),
);

export const chatSchemas = {
  chatMessages: { query: chatPageQuerySchema, response: chatPageSchema },
  chatSend: { body: chatSendRequestSchema, response: chatMessageResponseSchema },
  chatRead: { response: chatCountSchema },
  chatUnread: { response: chatCountSchema },
  chatGreeting: { response: chatGreetingSchema },
  chatStream: {},
} as const;
