// spec 2 'Modals and drawers': the message centre drawer (signed in only). Loaded when first
// opened.
import { useMessageDeleteAll, useMessageRead, useMessages } from '@invest/api/hooks';
import { MessageCentre } from '@invest/ui/MessageCentre';

export default function MessagesPanel({
  isOpen,
  onOpenChange,
  timeZone,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  timeZone: string;
}) {
  const messages = useMessages();
  const markRead = useMessageRead();
  const deleteAll = useMessageDeleteAll();
  return (
    <MessageCentre
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      messages={messages.data ?? []}
      status={messages.error ? 'error' : messages.data ? 'ready' : 'loading'}
      onRetry={() => void messages.mutate()}
      onMarkAllRead={() => markRead.trigger({})}
      onDeleteAll={() => deleteAll.trigger({})}
      timeZone={timeZone}
    />
  );
}
