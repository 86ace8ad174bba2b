import { SYSTEM_MESSAGE_KEYS, type InboxMessage, type SystemMessageKey } from '@invest/domain';
import { formatDateTime } from '@invest/i18n';
import type { TFunction } from 'i18next';

const isSystemKey = (key: string | undefined): key is SystemMessageKey =>
  (SYSTEM_MESSAGE_KEYS as readonly string[]).includes(key ?? '');

/**
 * A message's title and body in the reader's language: a system message (a key and
 * its parameters) from i18n shell `messages.system.<key>`; a message the back office wrote, an
 * older row or a key this build does not know, as stored. `t` is the shell namespace's.
 */
export function messageText(
  t: TFunction,
  message: InboxMessage,
  locale: string,
  timeZone: string,
): { title: string; body: string } {
  const { key } = message;
  if (!isSystemKey(key)) return { title: message.title, body: message.body };
  const p = message.params ?? {};
  const title = t(`messages.system.${key}.title`);
  switch (key) {
    case 'newSignIn': {
      const device =
        [p.browser, p.os].filter((s) => s !== undefined && s !== '').join(' · ') ||
        t('messages.system.unknownDevice');
      const at = p.at ? formatDateTime(p.at, locale, timeZone) : '';
      const body = p.place
        ? t('messages.system.newSignIn.bodyNear', { device, place: p.place, at })
        : t('messages.system.newSignIn.body', { device, at });
      return { title, body };
    }
    case 'securityChange': {
      // a factor added, replaced or removed, said in the reader's words
      const change = t(`messages.system.securityChange.changes.${p.change ?? 'unknown'}`, {
        defaultValue: t('messages.system.securityChange.changes.unknown'),
      });
      const at = p.at ? formatDateTime(p.at, locale, timeZone) : '';
      return { title, body: t('messages.system.securityChange.body', { change, at }) };
    }
    default:
      return { title, body: t(`messages.system.${key}.body`, { ...p }) };
  }
}
