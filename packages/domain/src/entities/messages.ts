import { boolean, object, record, string, type infer as Infer } from 'zod';
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
  /**
   * A system message's key (SYSTEM_MESSAGE_KEYS) and its parameters, which the web
   * translates; title and body are its English text, shown when the key is unknown or absent
   * (a message the back office wrote, an older row).
   */
  key: string().optional(),
  params: record(string(), string()).optional(),
});

/** The system messages the server sends (their texts: i18n shell `messages.system.<key>`). */
export const SYSTEM_MESSAGE_KEYS = [
  'depositRejected',
  'withdrawalRejected',
  'newSignIn',
  'mfaReset',
  'securityChange',
  'failedSignIns',
  'kycApproved',
  'kycRejected',
] as const;
export type SystemMessageKey = (typeof SYSTEM_MESSAGE_KEYS)[number];
/** spec 3, a message of the message centre. */
export type InboxMessage = Infer<typeof inboxMessageSchema>;
