import {
  CHAT_LIMITS,
  checkChatMessage,
  type ChatMessage,
  type ChatMessageIssue,
} from '@invest/domain';
import { formatDate, formatTime } from '@invest/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { KeyboardEvent as AriaKeyboardEvent } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Dialog';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { TextField } from '../../primitives/TextField';

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

/**
 * An attached image as the host loaded it: being fetched, ready at `src` (the host fetches it
 * with the client's credentials: an upload is served only to its owner), or failed.
 */
export type SupportChatImage =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

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

function Bubble({
  mine,
  children,
  footer,
  tone,
}: {
  mine: boolean;
  children: ReactNode;
  footer: ReactNode;
  tone?: 'failed';
}) {
  return (
    <div className={cn('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
          mine ? 'bg-primary text-primary-fg' : 'bg-surface-sunken text-fg',
          tone === 'failed' && 'border border-negative',
        )}
      >
        {children}
      </div>
      <div className="flex items-center gap-2 text-xs text-fg-muted">{footer}</div>
    </div>
  );
}

/** One attached image: the picture, a placeholder while it loads, or a line saying it failed. */
function Attachment({ n, image }: { n: number; image: SupportChatImage | undefined }) {
  const t = useT('chat');
  if (image === undefined) {
    return (
      <span data-slot="attachment" className="rounded-sm bg-surface px-2 py-0.5 text-xs text-fg">
        {t('image', { n })}
      </span>
    );
  }
  if (image.status === 'ready') {
    return (
      <img
        data-slot="attachment"
        data-state="ready"
        src={image.src}
        alt={t('image', { n })}
        className="block max-h-48 max-w-full rounded-sm bg-surface object-contain"
      />
    );
  }
  if (image.status === 'error') {
    return (
      <span
        data-slot="attachment"
        data-state="error"
        className="rounded-sm border border-negative bg-surface px-2 py-0.5 text-xs text-fg"
      >
        {t('imageFailed', { n })}
      </span>
    );
  }
  return (
    <span
      data-slot="attachment"
      data-state="loading"
      role="img"
      aria-label={t('imageLoading', { n })}
      className="block h-24 w-32 animate-pulse rounded-sm bg-surface motion-reduce:animate-none"
    />
  );
}

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
    return (
      <li key={`day-${day}`} data-slot="day" className="flex items-center gap-2 py-1">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        <span className="text-xs text-fg-muted">{day}</span>
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </li>
    );
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
                      p.status === 'sending' ? (
                        <span>{t('sending')}</span>
                      ) : (
                        <>
                          <span className="text-negative">{t('failed')}</span>
                          <Button
                            variant="ghost"
                            size="sm"
                            onPress={() => onRetrySend?.(p.client_message_id)}
                          >
                            {t('retrySend')}
                          </Button>
                        </>
                      )
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
          {images.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('composer.images')}>
              {images.map((file, i) => (
                <li key={`${file.name}-${i}`} className="flex items-center gap-1 text-xs">
                  <span>{file.name}</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('composer.remove', { name: file.name })}
                    onPress={() => setImages((prev) => prev.filter((_, j) => j !== i))}
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
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
