// spec 6, Guest: the in-place notice of GuestLimitPrompt (`variant="inline"`), in a file of its own
// so that a screen showing only the notice (the quote page) does not load the modal dialog's code.
import { GUEST_QUOTA, type GuestQuotaKind } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { useId, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';

/** spec 6: 'Daily guest limit reached, log in to continue', naming the quota and its allowance. */
export function useGuestLimitTexts(quota: GuestQuotaKind): { title: string; body: string } {
  const t = useT('pages');
  const ta = useT('access');
  const locale = useLocale();
  return {
    title: ta('guest_limit_reached'),
    body: t('guestLimit.body', {
      feature: t(`guestLimit.feature.${quota}`),
      limit: formatNumber(GUEST_QUOTA[quota], locale),
    }),
  };
}

export interface GuestLimitNoticeProps {
  quota: GuestQuotaKind;
  onLogin: () => void;
  onDismiss?: (() => void) | undefined;
  className?: string | undefined;
  ref?: Ref<HTMLElement> | undefined;
}

/** The guest limit as a notice in place (an alert with log-in and, optionally, dismiss). */
export function GuestLimitNotice({
  quota,
  onLogin,
  onDismiss,
  className,
  ref,
}: GuestLimitNoticeProps) {
  const t = useT('pages');
  const id = useId();
  const { title, body } = useGuestLimitTexts(quota);
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
