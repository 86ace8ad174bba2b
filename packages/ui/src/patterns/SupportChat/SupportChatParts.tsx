// The support chat's parts: a message bubble and an attached image in each of its states.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';

/**
 * An attached image as the host loaded it: being fetched, ready at `src` (the host fetches it
 * with the client's credentials: an upload is served only to its owner), or failed.
 */
export type SupportChatImage =
  { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

export function Bubble({
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
export function Attachment({ n, image }: { n: number; image: SupportChatImage | undefined }) {
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

/** The date that starts a day of the conversation. */
export function DaySeparator({ day }: { day: string }) {
  return (
    <li data-slot="day" className="flex items-center gap-2 py-1">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span className="text-xs text-fg-muted">{day}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </li>
  );
}

/** The images chosen to go with the next message, each removable. */
export function ChosenImages({
  files,
  onRemove,
}: {
  files: readonly File[];
  onRemove: (index: number) => void;
}) {
  const t = useT('chat');
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('composer.images')}>
      {files.map((file, i) => (
        <li key={`${file.name}-${i}`} className="flex items-center gap-1 text-xs">
          <span>{file.name}</span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('composer.remove', { name: file.name })}
            onPress={() => onRemove(i)}
          >
            ×
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Under a message on its way: sending, or failed with a retry. */
export function PendingFooter({
  status,
  onRetry,
}: {
  status: 'sending' | 'failed';
  onRetry: () => void;
}) {
  const t = useT('chat');
  if (status === 'sending') return <span>{t('sending')}</span>;
  return (
    <>
      <span className="text-negative">{t('failed')}</span>
      <Button variant="ghost" size="sm" onPress={onRetry}>
        {t('retrySend')}
      </Button>
    </>
  );
}
