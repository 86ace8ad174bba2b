import { boolean, object, string, type infer as Infer } from 'zod';
import { entityIdSchema, utcDateTimeSchema } from './fields';

/**
 * spec 3, a message of the message centre: id, title, body, read or unread, and when it was sent
 * (`created_at`, UTC: the wire's name, used end to end).
 */
export const inboxMessageSchema = object({
  id: entityIdSchema,
  title: string(),
  body: string(),
  read: boolean(),
  created_at: utcDateTimeSchema,
});
/** spec 3, a message of the message centre. */
export type InboxMessage = Infer<typeof inboxMessageSchema>;
