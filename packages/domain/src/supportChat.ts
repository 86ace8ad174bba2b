import { SUPPORT_CHAT_AUTO_MESSAGE_INTERVAL_MS } from './constants';

/**
 * spec 4, 7, 9: the customer-support chat. It is shown only to a logged-in user and sends its
 * automatic message at most once per 4 h per user.
 */

/** spec 4: the chat is hidden when logged out and shown when authenticated. */
export function isChatVisible(authenticated: boolean): boolean {
  return authenticated;
}

/**
 * spec 7/9: whether the automatic message may be sent now: never sent (`lastSentAt` null, or a
 * stored value that is not a finite number), or sent 4 h ago or more (at exactly 4 h it may).
 * A time in the future (a clock set back) does not send: the rule is "at most" once per 4 h.
 */
export function shouldSendAutoMessage(lastSentAt: number | null, now: number): boolean {
  if (lastSentAt === null || !Number.isFinite(lastSentAt)) return true;
  const elapsed = now - lastSentAt;
  return elapsed >= SUPPORT_CHAT_AUTO_MESSAGE_INTERVAL_MS;
}

/** When each user was last sent the automatic message (ms since the epoch), by user id. */
export type AutoMessageLog = Readonly<Record<string, number>>;

/**
 * spec 7/9: the per-user decision. Answers whether to send now and the log to store: with `now`
 * recorded for the user when it sends, the same log (unchanged, not copied) otherwise. The given
 * log is never changed. An empty user id (no user) never sends.
 */
export function nextAutoMessageState(
  log: AutoMessageLog,
  userId: string,
  now: number,
): { send: boolean; state: AutoMessageLog } {
  if (userId === '') return { send: false, state: log };
  // own keys only: a user id such as 'constructor' must not read Object.prototype
  const last = Object.hasOwn(log, userId) ? log[userId] : undefined;
  if (!shouldSendAutoMessage(last ?? null, now)) return { send: false, state: log };
  return { send: true, state: { ...log, [userId]: now } };
}

/** spec 1/4: the authors of a support-chat message. */
export const CHAT_AUTHORS = ['client', 'advisor', 'system'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/**
 * The limits of a chat message (values the spec leaves open, chosen here): text up to 2000
 * characters, up to 4 images, and a message has text or at least one image.
 */
export const CHAT_LIMITS = { text: 2000, attachments: 4, clientMessageId: 64 } as const;

// C0 controls and DEL, except tab and line breaks (a chat message is multi-line)
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a chat message cannot be sent (i18n chat `issue.<code>`). */
export type ChatMessageIssue = 'empty' | 'too_long' | 'control_characters' | 'too_many_attachments';

/**
 * A message the client is about to send: its text trimmed, or the first thing wrong with it
 * (the composer shows it, the server refuses with it): `empty` (no text and no image),
 * `too_long`, `control_characters`, `too_many_attachments`.
 */
export function checkChatMessage(input: {
  text: string;
  attachments?: number;
}): { ok: true; text: string } | { ok: false; issue: ChatMessageIssue } {
  const text = input.text.trim();
  const attachments = input.attachments ?? 0;
  if (CONTROL.test(text) || LONE_SURROGATE.test(text)) {
    return { ok: false, issue: 'control_characters' };
  }
  if (text.length > CHAT_LIMITS.text) return { ok: false, issue: 'too_long' };
  if (attachments > CHAT_LIMITS.attachments) return { ok: false, issue: 'too_many_attachments' };
  if (text === '' && attachments === 0) return { ok: false, issue: 'empty' };
  return { ok: true, text };
}

/**
 * spec 7 cs_key: which chat a client meets. None for a guest (spec 4); the partner's chat when
 * the tenant has a chat key and this build has the partner's adapter; our own otherwise.
 */
export function chatChannel(input: {
  authenticated: boolean;
  csKey: string | null | undefined;
  partnerAvailable: boolean;
}): 'none' | 'native' | 'partner' {
  if (!isChatVisible(input.authenticated)) return 'none';
  return input.csKey && input.partnerAvailable ? 'partner' : 'native';
}
