import type { GuestQuotaKind } from '@invest/domain';
import { useRef, type Ref } from 'react';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Modal } from '../../primitives/Dialog';
import { GuestLimitNotice, useGuestLimitTexts } from './GuestLimitNotice';

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
  const { title, body } = useGuestLimitTexts(quota);
  // closing after the log-in action is not a dismissal
  const loggingIn = useRef(false);

  if (variant === 'inline') {
    return (
      <GuestLimitNotice
        ref={ref}
        quota={quota}
        onLogin={onLogin}
        onDismiss={onDismiss}
        className={className}
      />
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
