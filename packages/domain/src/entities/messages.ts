import { boolean, object, string, type infer as Infer } from 'zod';
import { entityIdSchema, utcDateTimeSchema } from './fields';

/** spec 3, a message of the message centre: id, title, body, read or unread, time (UTC). */
export const inboxMessageSchema = object({
  id: entityIdSchema,
  title: string(),
  body: string(),
  read: boolean(),
  time: utcDateTimeSchema,
});
/** spec 3, a message of the message centre. */
export type InboxMessage = Infer<typeof inboxMessageSchema>;
