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
