// The toast queue on its own module: code that only adds toasts (the app's start, hooks) does not
// pull in the region and its rendering, which an app can then load when the first toast comes.
import { TOAST_MS } from '@invest/domain';
import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue, type ToastOptions } from 'react-aria-components';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** What a toast shows. */
export interface ToastContent {
  /** The message, short: it names the toast. */
  title: ReactNode;
  /** More detail under the title. */
  description?: ReactNode;
  /** Shown by an icon and a text for assistive technology, not by colour alone. @default 'info' */
  tone?: ToastTone;
}

/** A toast queue whose toasts close after `TOAST_MS` (3 s, spec 9) unless `timeout` says otherwise. */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  /**
   * Shows a toast; returns its key (for `close`). `timeout` in ms; `0` keeps it until dismissed.
   * Toasts with actions should not time out.
   */
  override add(content: ToastContent, options?: ToastOptions): string {
    return super.add(content, { ...options, timeout: options?.timeout ?? TOAST_MS });
  }
}

/** A new queue, e.g. per app or per test. At most `maxVisibleToasts` show at once (default 5). */
export function createToastQueue(options?: ConstructorParameters<typeof ToastQueue>[0]) {
  return new ToastQueue({ maxVisibleToasts: 5, ...options });
}

/** The app's shared queue: `toastQueue.add({ title: t('…'), tone: 'success' })`. */
export const toastQueue = createToastQueue();
