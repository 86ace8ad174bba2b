import { DRAWER_WIDTHS, type InboxMessage } from '@invest/domain';
import { formatDateTime } from '@invest/i18n';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn, focusRing } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { Drawer } from '../../primitives/Drawer';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { DotIcon } from '../AppShell/shellIcons';
import { messageText } from './messageText';

/** Where the message list stands: `loading`, `error` (with retry) or `ready` (maybe empty). */
export type MessageCentreStatus = 'loading' | 'error' | 'ready';

export interface MessageCentreProps {
  /** Whether the drawer is open (controlled). */
  isOpen?: boolean;
  /** Whether the drawer starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The messages, newest first (spec 3 Message: read or unread). */
  messages: readonly InboxMessage[];
  /** Where the list stands. An empty `ready` list shows the empty state. */
  status: MessageCentreStatus;
  /** Shows a "Try again" button in the `error` state. */
  onRetry?: () => void;
  /** Called when the user opens a message. */
  onOpenMessage?: (message: InboxMessage) => void;
  /** "Mark all as read"; a promise shows the button busy until it settles. */
  onMarkAllRead?: () => void | Promise<unknown>;
  /**
   * "Delete all", after the user confirms. A promise keeps the confirmation busy until it
   * settles; a rejected one keeps it open.
   */
  onDeleteAll?: () => void | Promise<unknown>;
  /** The IANA time zone message times are shown in. @default the browser's */
  timeZone?: string;
}

/**
 * The message centre (spec 2 Modals and drawers): a drawer from the right, 600 px wide (full
 * width below 768 px), listing the client's messages. Unread ones say so in text and bold
 * type, not by colour. Mark-all-read, and delete-all behind a confirmation.
 */
export function MessageCentre({
  isOpen,
  defaultOpen,
  onOpenChange,
  messages,
  status,
  onRetry,
  onOpenMessage,
  onMarkAllRead,
  onDeleteAll,
  timeZone,
}: MessageCentreProps) {
  const t = useT('shell');
  const locale = useLocale();
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [marking, setMarking] = useState(false);
  const unread = messages.filter((m) => !m.read).length;
  const hasList = status === 'ready' && messages.length > 0;

  const markAllRead = () => {
    const result = onMarkAllRead?.();
    if (!(result instanceof Promise)) return;
    setMarking(true);
    result.then(
      () => setMarking(false),
      () => setMarking(false),
    );
  };

  return (
    <Drawer
      title={t('messages.title')}
      width={DRAWER_WIDTHS.messages}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      data-slot="message-centre"
      footer={
        hasList && (
          <>
            {onMarkAllRead && (
              <Button
                variant="secondary"
                size="sm"
                isDisabled={unread === 0}
                isPending={marking}
                onPress={markAllRead}
              >
                {t('messages.markAllRead')}
              </Button>
            )}
            {onDeleteAll && (
              <Button variant="danger" size="sm" onPress={() => setConfirmOpen(true)}>
                {t('messages.deleteAll')}
              </Button>
            )}
          </>
        )
      }
    >
      {status === 'loading' && <Skeleton lines={6} className="py-2" />}
      {status === 'error' && <ErrorState title={t('messages.error')} onRetry={onRetry} />}
      {status === 'ready' && messages.length === 0 && (
        <EmptyState title={t('messages.empty')} description={t('messages.emptyHint')} />
      )}
      {hasList && (
        <>
          <p data-slot="unread-summary" className="mb-2 text-sm text-fg-muted">
            {unread > 0 ? t('messages.unreadSummary', { count: unread }) : t('messages.allRead')}
          </p>
          <ul aria-label={t('messages.list')} className="flex flex-col gap-1">
            {messages.map((message) => {
              const text = messageText(t, message, locale, zone);
              return (
                <li key={message.id}>
                  <AriaButton
                    onPress={() => onOpenMessage?.(message)}
                    data-read={message.read || undefined}
                    className={cn(
                      'flex w-full cursor-default flex-col items-start gap-1 rounded-md border border-border p-3 text-start data-[hovered]:bg-surface-sunken',
                      !message.read && 'border-s-4 border-s-primary',
                      focusRing,
                    )}
                  >
                    <span className="flex w-full flex-wrap items-center gap-x-2 gap-y-1">
                      {!message.read && (
                        <Badge tone="primary" size="sm" icon={<DotIcon className="size-1.5" />}>
                          {t('messages.unread')}
                        </Badge>
                      )}
                      <span
                        className={cn(
                          'min-w-0 flex-1 text-sm text-fg',
                          message.read ? 'font-normal' : 'font-semibold',
                        )}
                      >
                        {text.title}
                      </span>
                      <time dateTime={message.created_at} className="text-xs text-fg-muted">
                        {formatDateTime(message.created_at, locale, zone)}
                      </time>
                    </span>
                    <span className="line-clamp-2 text-sm text-fg-muted">{text.body}</span>
                  </AriaButton>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {/* inside the drawer, so that it stacks on it as a nested overlay */}
      {onDeleteAll && (
        <ConfirmDialog
          isOpen={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={t('messages.deleteAllTitle')}
          message={t('messages.deleteAllMessage')}
          confirmLabel={t('messages.deleteAll')}
          tone="danger"
          onConfirm={onDeleteAll}
        />
      )}
    </Drawer>
  );
}
