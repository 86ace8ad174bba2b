// spec 4/7/9: the support chat, shown only when logged in; its project key comes from cs_key;
// the automatic greeting is sent at most once per 4 hours per user. The partner's chat script
// is not loaded here (we do not run it): the panel is our own, with the same rules.
import { useSupportChatKey } from '@invest/api/hooks';
import { nextAutoMessageState, type AutoMessageLog } from '@invest/domain';
import { Button, DialogTrigger, Modal, useT } from '@invest/ui';
import { useEffect, useState } from 'react';
import { local } from '../app/storage';

const LOG_KEY = 'invest.chat.autoMessages';

function readLog(): AutoMessageLog {
  try {
    const value: unknown = JSON.parse(local.get(LOG_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as AutoMessageLog) : {};
  } catch {
    return {};
  }
}

export function SupportChat({ userId }: { userId: string }) {
  const t = useT('web');
  const key = useSupportChatKey();
  const [open, setOpen] = useState(false);
  const [greeted, setGreeted] = useState(false);
  // spec 9: the automatic message goes out when the chat opens, at most once per 4 h per user
  const openChat = (next: boolean) => {
    if (next && !open) {
      const { send, state } = nextAutoMessageState(readLog(), userId, Date.now());
      if (send) local.set(LOG_KEY, JSON.stringify(state));
      setGreeted(send);
    }
    setOpen(next);
  };
  useEffect(() => {
    const show = () => openChat(true);
    window.addEventListener('invest:support-chat', show);
    return () => window.removeEventListener('invest:support-chat', show);
  });
  return (
    <div className="fixed end-4 bottom-20 z-30 md:bottom-6">
      <DialogTrigger isOpen={open} onOpenChange={openChat}>
        <Button variant="secondary">{t('chat.open')}</Button>
        <Modal title={t('chat.title')}>
          <p className="text-sm text-fg-muted">
            {key.error ? t('chat.unavailable') : t('chat.intro')}
          </p>
          {greeted && (
            <p className="mt-4 rounded-md bg-surface-sunken p-3 text-sm">{t('chat.autoMessage')}</p>
          )}
        </Modal>
      </DialogTrigger>
    </div>
  );
}
