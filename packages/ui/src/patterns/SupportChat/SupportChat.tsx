import {
  CHAT_LIMITS,
  checkChatMessage,
  type ChatMessage,
  type ChatMessageIssue,
} from '@invest/domain';
import { formatDate, formatTime } from '@invest/i18n';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent as AriaKeyboardEvent } from 'react-aria-components';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Dialog';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';
import {
  Attachment,
  Bubble,
  ChosenImages,
  DaySeparator,
  PendingFooter,
  type SupportChatImage,
} from './SupportChatParts';

/** A message of the conversation as the view shows it. */
export type SupportChatMessage = Pick<
  ChatMessage,
  'id' | 'author' | 'text' | 'attachments' | 'created_at' | 'read' | 'key'
>;

/** A message of the client's on its way, or refused (it offers a retry). */
export type SupportChatPending = Required<Pick<ChatMessage, 'client_message_id'>> &
  Pick<ChatMessage, 'text' | 'created_at'> & {
    /** How many images go with it. */
    images: number;
    status: 'sending' | 'failed';
  };

export type { SupportChatImage } from './SupportChatParts';

/** The live connection: `offline` (the browser has no network), `reconnecting` after a drop. */
export type SupportChatConnection = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface SupportChatProps {
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The conversation: `loading`, `error` (with `onRetry`) or `ready` (maybe empty). */
  status: 'loading' | 'error' | 'ready';
  messages: readonly SupportChatMessage[];
  pending?: readonly SupportChatPending[];
  connection?: SupportChatConnection;
  /** Loads the conversation again (the error state's button). */
  onRetry?: () => void;
  /** Sends the text (trimmed, checked by the domain's rules) with the chosen images. */
  onSend: (text: string, images: readonly File[]) => void;
  /** Sends a failed message again (under its own id: never twice). */
  onRetrySend?: (clientMessageId: string) => void;
  /** The IANA time zone times and day separators are shown in. @default the browser's */
  timeZone?: string;
  /**
   * The attached images by their address (`attachments[].url`); one not in it yet shows as
   * loading. Without it, an attachment shows as its label ("Image 1").
   */
  images?: Readonly<Record<string, SupportChatImage>>;
}

const defaultZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The support chat (spec 1, 4: signed in only): the conversation with the client's advisor in a
 * dialog. New messages are announced politely (a log); each day starts with its date; the
 * client's own messages say whether the advisor has read them. The composer sends on Enter and
 * adds a line on Shift+Enter; images can go with a message; a message that failed offers a retry.
 */
export function SupportChat({
  isOpen,
  onOpenChange,
  status,
  messages,
  pending = [],
  connection = 'live',
  onRetry,
  onSend,
  onRetrySend,
  timeZone = defaultZone(),
  images: loaded,
}: SupportChatProps) {
  const t = useT('chat');
  const locale = useLocale();
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [issue, setIssue] = useState<ChatMessageIssue | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // the dialog opens on the composer once the conversation is there: type and press Enter
  useEffect(() => {
    if (isOpen !== false && status === 'ready') form.current?.querySelector('textarea')?.focus();
  }, [isOpen, status]);

  // the newest message in view as messages arrive
  const count = messages.length + pending.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const submit = () => {
    const checked = checkChatMessage({ text, attachments: images.length });
    if (!checked.ok) {
      setIssue(checked.issue);
      return;
    }
    onSend(checked.text, images);
    setText('');
    setImages([]);
    setIssue(null);
  };
  // react-aria stops a handled key; every other key (Escape closes the dialog) goes on
  const onKeyDown = (event: AriaKeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
      return;
    }
    event.continuePropagation();
  };

  const dayOf = (iso: string) => formatDate(iso, locale, timeZone);
  const timeOf = (iso: string) => formatTime(iso, locale, timeZone);
  // each day of the conversation starts with its date
  const days = new Map<string, string>();
  for (const item of [
    ...messages.map((m) => ({ key: m.id, at: m.created_at })),
    ...pending.map((p) => ({ key: p.client_message_id, at: p.created_at })),
  ]) {
    const day = dayOf(item.at);
    if (![...days.values()].includes(day)) days.set(item.key, day);
  }
  const separator = (key: string) => {
    const day = days.get(key);
    if (day === undefined) return null;
    return <DaySeparator key={`day-${day}`} day={day} />;
  };
  const authorName = (m: SupportChatMessage) => t(`author.${m.author}`);

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={t('title')}>
      <div data-slot="support-chat" className="flex flex-col gap-3">
        <p className="text-sm text-fg-muted">{t('intro')}</p>
        {connection !== 'live' && status === 'ready' && (
          <p role="status" data-slot="connection" className="text-sm text-fg-muted">
            {t(`connection.${connection}`)}
          </p>
        )}
        {status === 'loading' && (
          <div role="status" aria-label={t('loading')} className="flex flex-col gap-2">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
          </div>
        )}
        {status === 'error' && <ErrorState title={t('error')} onRetry={onRetry} />}
        {status === 'ready' && (
          <div
            role="log"
            aria-live="polite"
            aria-label={t('log')}
            // a scrollable region is reached by keyboard (WCAG 2.1.1), so it takes focus
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="flex max-h-[55vh] min-h-40 flex-col overflow-y-auto rounded-md border border-border p-3"
          >
            {messages.length === 0 && pending.length === 0 && (
              <p data-slot="empty" className="m-auto text-center text-sm text-fg-muted">
                {t('empty')}
              </p>
            )}
            <ol className="flex flex-col gap-3">
              {messages.map((m) => [
                separator(m.id),
                <li key={m.id} data-slot="message" data-author={m.author}>
                  <Bubble
                    mine={m.author === 'client'}
                    footer={
                      <>
                        <span className="sr-only">{authorName(m)}</span>
                        <time dateTime={m.created_at}>{timeOf(m.created_at)}</time>
                        {m.author === 'client' && (
                          <span data-slot="read-mark">{m.read ? t('read') : t('sent')}</span>
                        )}
                      </>
                    }
                  >
                    {m.key === 'greeting' ? t('greeting') : m.text}
                    {m.attachments.length > 0 && (
                      <span className="mt-1 flex flex-wrap gap-1">
                        {m.attachments.map((a, i) => (
                          <Attachment
                            key={a.id}
                            n={i + 1}
                            image={loaded ? (loaded[a.url] ?? { status: 'loading' }) : undefined}
                          />
                        ))}
                      </span>
                    )}
                  </Bubble>
                </li>,
              ])}
              {pending.map((p) => [
                separator(p.client_message_id),
                <li key={p.client_message_id} data-slot="pending" data-status={p.status}>
                  <Bubble
                    mine
                    tone={p.status === 'failed' ? 'failed' : undefined}
                    footer={
                      <PendingFooter
                        status={p.status}
                        onRetry={() => onRetrySend?.(p.client_message_id)}
                      />
                    }
                  >
                    {p.text || t('image', { n: p.images })}
                  </Bubble>
                </li>,
              ])}
            </ol>
            <div ref={end} />
          </div>
        )}
        <form
          ref={form}
          data-slot="composer"
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={t('composer.label')}
            description={t('composer.hint')}
            placeholder={t('composer.placeholder')}
            multiline
            rows={2}
            value={text}
            onChange={(value) => {
              setText(value);
              if (issue) setIssue(null);
            }}
            onKeyDown={onKeyDown}
            isInvalid={issue !== null}
            errorMessage={
              issue
                ? t(`issue.${issue}`, {
                    max:
                      issue === 'too_many_attachments' ? CHAT_LIMITS.attachments : CHAT_LIMITS.text,
                  })
                : undefined
            }
            isDisabled={status !== 'ready'}
          />
          <ChosenImages
            files={images}
            onRemove={(i) => setImages((prev) => prev.filter((_, j) => j !== i))}
          />
          <div className="flex items-center justify-between gap-2">
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              multiple
              hidden
              onChange={(event) => {
                const chosen = [...(event.currentTarget.files ?? [])];
                setImages((prev) => [...prev, ...chosen]);
                event.currentTarget.value = '';
              }}
            />
            <Button
              variant="secondary"
              isDisabled={status !== 'ready'}
              onPress={() => fileInput.current?.click()}
            >
              {t('composer.attach')}
            </Button>
            <Button type="submit" isDisabled={status !== 'ready'}>
              {t('composer.send')}
            </Button>
          </div>
        </form>
      </div>
    </Modal>
  );
}
