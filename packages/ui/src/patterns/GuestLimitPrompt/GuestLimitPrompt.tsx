import { GUEST_QUOTA, type GuestQuotaKind } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { useId, useRef, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Dialog';

export interface GuestLimitPromptProps {
  /** Which daily guest quota ran out (spec 6: search, read_stock, view_quote). */
  quota: GuestQuotaKind;
  /** Log in (the app goes to the login page with a redirect back). */
  onLogin: () => void;
  /** The guest chose not to log in now. */
  onDismiss?: () => void;
  /**
   * `modal` interrupts with a dialog (controlled by `isOpen`); `inline` shows a notice in place,
   * e.g. in the search results.
   * @default 'modal'
   */
  variant?: 'modal' | 'inline';
  /** Whether the modal shows (`variant="modal"` only). @default true */
  isOpen?: boolean;
  /** Open state changes of the modal (`variant="modal"` only). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra classes for the inline notice. */
  className?: string;
  /** A ref to the rendered element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLElement>;
}

/**
 * spec 6, Guest: the prompt at a daily guest limit, 'Daily guest limit reached, log in to
 * continue', naming the quota and its daily allowance (GUEST_QUOTA), with log-in and dismiss
 * actions.
 */
export function GuestLimitPrompt({
  quota,
  onLogin,
  onDismiss,
  variant = 'modal',
  isOpen = true,
  onOpenChange,
  className,
  ref,
}: GuestLimitPromptProps) {
  const t = useT('pages');
  const ta = useT('access');
  const locale = useLocale();
  const id = useId();
  // closing after the log-in action is not a dismissal
  const loggingIn = useRef(false);
  const title = ta('guest_limit_reached');
  const body = t('guestLimit.body', {
    feature: t(`guestLimit.feature.${quota}`),
    limit: formatNumber(GUEST_QUOTA[quota], locale),
  });

  if (variant === 'inline') {
    return (
      <section
        ref={ref}
        aria-labelledby={`${id}-title`}
        data-slot="guest-limit"
        data-quota={quota}
        className={cn(
          'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-fg',
          className,
        )}
      >
        <p id={`${id}-title`} role="alert" className="font-semibold">
          {title}
        </p>
        <p className="text-sm text-fg-muted">{body}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onPress={() => onLogin()}>
            {t('guestLimit.login')}
          </Button>
          {onDismiss && (
            <Button size="sm" variant="ghost" onPress={() => onDismiss()}>
              {t('guestLimit.dismiss')}
            </Button>
          )}
        </div>
      </section>
    );
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !loggingIn.current) onDismiss?.();
        loggingIn.current = false;
        onOpenChange?.(open);
      }}
      role="alertdialog"
      data-quota={quota}
      title={title}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('guestLimit.dismiss')}
          </Button>
          <Button
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onPress={() => {
              loggingIn.current = true;
              onLogin();
              close();
            }}
          >
            {t('guestLimit.login')}
          </Button>
        </>
      )}
    >
      <p className="text-fg-muted">{body}</p>
    </Modal>
  );
}
