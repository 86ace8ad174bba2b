import type { Ref } from 'react';
import type { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';
import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type ToastProps as AriaToastProps,
  type ToastRegionProps as AriaToastRegionProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import { useT } from '../../lib/i18n';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../../lib/icons';
import { focusRing } from '../../lib/focusRing';
import { toastQueue, type ToastContent, type ToastTone } from './queue';

export {
  ToastQueue,
  createToastQueue,
  toastQueue,
  type ToastContent,
  type ToastTone,
} from './queue';

const TONE_CLASS: Record<ToastTone, string> = {
  info: 'text-info border-s-info',
  success: 'text-positive border-s-positive',
  warning: 'text-warning border-s-warning',
  error: 'text-negative border-s-negative',
};

const TONE_ICON: Record<ToastTone, string> = {
  info: 'M8 7.5v4M8 4.75v.5',
  success: 'M5 8.25l2 2 4-4.5',
  warning: 'M8 5v3.5M8 11v.25',
  error: 'M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5',
};

export type ToastProps = AriaToastProps<ToastContent>;

/** One toast: tone icon, title, description, dismiss button. `ToastRegion` renders these. */
export function Toast({ className, ...props }: ToastProps) {
  const t = useT();
  const { title, description, tone = 'info' } = props.toast.content;
  return (
    <AriaToast
      {...props}
      data-tone={tone}
      className={composeClassName(
        className,
        cn(
          `flex w-80 max-w-full items-start gap-3 rounded-md border border-s-4 border-border bg-surface-raised p-3 shadow-lg transition-[opacity,translate] motion-reduce:transition-none starting:translate-y-2 starting:opacity-0 ${focusRing}`,
          TONE_CLASS[tone],
        ),
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="mt-0.5 size-5 shrink-0"
      >
        {tone === 'warning' ? <path d="M8 1.75l6.5 12H1.5z" /> : <circle cx="8" cy="8" r="6.5" />}
        <path d={TONE_ICON[tone]} />
      </svg>
      <AriaToastContent className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
        <Text slot="title" className="font-medium text-fg">
          <span className="sr-only">{t(`toast.tone.${tone}`)}: </span>
          {title}
        </Text>
        <Text slot="description" className={description ? 'text-fg-muted' : 'hidden'}>
          {description}
        </Text>
      </AriaToastContent>
      <IconButton
        slot="close"
        variant="ghost"
        size="sm"
        // react-aria names the toast close button; ours says "Dismiss"
        aria-label={t('toast.dismiss')}
        label={t('toast.dismiss')}
        className="-me-1 -mt-1 shrink-0"
      >
        <CloseIcon />
      </IconButton>
    </AriaToast>
  );
}

export interface ToastRegionProps extends Omit<
  AriaToastRegionProps<ToastContent>,
  'queue' | 'children'
> {
  /** The queue to show. @default toastQueue */
  queue?: AriaToastQueue<ToastContent>;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The landmark where toasts appear (bottom end corner, above everything; on phones above the
 * app shell's bottom navigation). Render it once near
 * the root; it is empty and absent from the page until a toast is added to its queue.
 * Hovering or focusing it pauses the timers.
 */
export function ToastRegion({ queue = toastQueue, className, ...props }: ToastRegionProps) {
  const t = useT();
  return (
    <AriaToastRegion
      {...props}
      aria-label={props['aria-label'] ?? t('toast.region')}
      queue={queue}
      className={composeClassName(
        className,
        // below 768 px, above the app shell's bottom navigation (4 rem tall, its border and the
        // safe area), so a toast never covers its tabs
        `fixed end-4 bottom-[calc(5rem+1px+env(safe-area-inset-bottom))] z-50 flex max-w-[calc(100vw-2rem)] flex-col-reverse gap-2 rounded-md md:bottom-4 ${focusRing}`,
      )}
    >
      {({ toast }) => <Toast toast={toast} />}
    </AriaToastRegion>
  );
}
