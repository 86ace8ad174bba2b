import { array, boolean, enum as zEnum, int, object, string, type infer as Infer } from 'zod';
import { CHAT_AUTHORS } from '../supportChat';
import { entityIdSchema, utcDateTimeSchema } from './fields';

/** spec 1/4: who wrote a support-chat message: the client, their advisor, or the system. */
export const chatAuthorSchema = zEnum(CHAT_AUTHORS);

/** An image attached to a chat message (an upload of the uploads area, served to its owner). */
export const chatAttachmentSchema = object({
  id: entityIdSchema,
  url: string(),
});

/**
 * spec 1/4: a message of the client's conversation with their advisor. `seq` orders the
 * conversation (paging and read marks); `read` is whether the other side has read it (the
 * advisor for the client's messages, the client for the others); `key` names a system message
 * (the greeting) that the web translates, `text` its English fallback.
 */
export const chatMessageSchema = object({
  id: entityIdSchema,
  seq: int().nonnegative(),
  author: chatAuthorSchema,
  text: string(),
  attachments: array(chatAttachmentSchema),
  created_at: utcDateTimeSchema,
  read: boolean(),
  client_message_id: string().optional(),
  key: string().optional(),
});

export type ChatMessage = Infer<typeof chatMessageSchema>;
export type ChatAttachment = Infer<typeof chatAttachmentSchema>;
