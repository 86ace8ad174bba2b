import {
  DEFAULT_COOKIE_CONSENT,
  MODAL_DEFAULTS,
  acceptAll,
  optionalCookieCategories,
  rejectAll,
  withToggles,
  type CookieConsent as Consent,
} from '@invest/domain';
import { useId, useState, type CSSProperties } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { CloseIcon } from '../../lib/icons';
import { NativeModal } from '../../lib/NativeModal';
import { Button } from '../../primitives/Button';
import { dialogPanelVariants } from '../../primitives/Dialog/Dialog.variants';
import { IconButton } from '../../primitives/IconButton';
import { Link } from '../../primitives/Link';
import { Switch } from '../../primitives/Switch';

type Action = 'save' | 'reject' | 'accept';

export interface CookieConsentProps {
  /** Whether the modal shows. */
  isOpen?: boolean;
  /** Open state changes: closed by a saved choice, the close button, Escape or the policy link. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The stored consent the toggles start from. @default every optional category off (spec 3) */
  initial?: Consent;
  /**
   * Save a consent (spec 2): the toggles on submit, all false on reject all, all true on accept
   * all. A returned promise shows the pressed button as saving; when it resolves the modal
   * closes, when it rejects the modal stays open with an error. The 150 ms delay of spec 7 is
   * the caller's.
   */
  onSave: (consent: Consent) => void | Promise<unknown>;
  /** The cookie policy link (spec 2: the app closes the modal and goes to /cookie). */
  onOpenPolicy?: () => void;
  /** An address for the policy link, so that it is a real link (open in a new tab, copy). */
  policyHref?: string;
}

/**
 * spec 2, 3, 7: the cookie preferences modal. The necessary category is always on (a disabled
 * switch, explained); functional, targeting and performance are switches starting from
 * `initial`. Save stores the toggles, reject all stores all false, accept all all true; each
 * then closes the modal. The policy link calls `onOpenPolicy` and closes the modal.
 */
export function CookieConsent({
  isOpen,
  onOpenChange,
  initial = DEFAULT_COOKIE_CONSENT,
  onSave,
  onOpenPolicy,
  policyHref,
}: CookieConsentProps) {
  const t = useT('pages');
  const tr = useT('rules');
  const tu = useT();
  const titleId = useId();
  const [consent, setConsent] = useState<Consent>(() => ({ ...initial }));
  const [saving, setSaving] = useState<Action | null>(null);
  const [failed, setFailed] = useState(false);

  // each time the modal opens it starts again from the stored consent
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setConsent({ ...initial });
      setFailed(false);
    }
  }

  const save = (action: Action, next: Consent) => {
    if (saving) return;
    setConsent(next);
    setFailed(false);
    const result = onSave(next);
    if (!(result instanceof Promise)) {
      onOpenChange?.(false);
      return;
    }
    setSaving(action);
    result.then(
      () => {
        setSaving(null);
        onOpenChange?.(false);
      },
      () => {
        setSaving(null);
        setFailed(true);
      },
    );
  };

  const busy = saving !== null;
  if (!isOpen) return null;
  const close = () => onOpenChange?.(false);
  return (
    // The platform's modal dialog (no overlay library on a first visit), laid out as
    // the app's Modal (spec 2 defaults: 500 px wide, 20 px from the top, a close button); Escape
    // and a press outside close it, except while a choice is being saved
    <NativeModal
      onDismiss={close}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
      aria-labelledby={titleId}
      data-slot="dialog"
      style={{ '--modal-width': `${MODAL_DEFAULTS.width}px` } as CSSProperties}
      className={cn(
        dialogPanelVariants({ variant: 'modal' }),
        'inset-x-0 mx-auto mt-5 mb-auto max-h-[calc(100%-40px)] w-[calc(100%-2rem)] max-w-none p-0 backdrop:bg-overlay md:w-(--modal-width)',
      )}
    >
      <div data-slot="header" className="flex items-start justify-between gap-4 px-5 pt-4 pb-2">
        <h2 id={titleId} className="pt-1 text-lg font-semibold text-fg">
          {t('cookie.title')}
        </h2>
        {MODAL_DEFAULTS.closeButton && (
          <IconButton
            variant="ghost"
            size="sm"
            label={tu('dialog.close')}
            className="-me-2 shrink-0"
            onPress={close}
          >
            <CloseIcon />
          </IconButton>
        )}
      </div>
      <div data-slot="body" className="min-h-0 flex-1 overflow-y-auto px-5 pb-5 text-sm">
        <div className="flex flex-col gap-4" data-slot="cookie-consent">
          <p className="text-fg-muted">{t('cookie.intro')}</p>
          <ul className="flex flex-col gap-3">
            <li className="flex flex-col gap-1 rounded-md border border-border p-3">
              {/* spec 3: the necessary category is always active */}
              <Switch isSelected isDisabled description={t('cookie.description.necessary')}>
                <span className="flex flex-wrap items-center gap-2">
                  {tr('cookie.necessary')}
                  <span className="text-xs text-fg-muted">{t('cookie.alwaysActive')}</span>
                </span>
              </Switch>
            </li>
            {optionalCookieCategories.map((category) => (
              <li
                key={category}
                data-category={category}
                className="rounded-md border border-border p-3"
              >
                <Switch
                  isSelected={consent[category]}
                  isDisabled={busy}
                  onChange={(on) => setConsent((c) => withToggles(c, { [category]: on }))}
                  description={t(`cookie.description.${category}`)}
                >
                  {tr(`cookie.${category}`)}
                </Switch>
              </li>
            ))}
          </ul>
          {failed && (
            <p role="alert" className="text-sm font-medium text-negative">
              {t('cookie.saveFailed')}
            </p>
          )}
          <Link
            href={policyHref}
            variant="inline"
            className="w-fit text-sm"
            onPress={() => {
              onOpenPolicy?.();
              onOpenChange?.(false);
            }}
          >
            {t('cookie.policyLink')}
          </Link>
        </div>
      </div>
      <div
        data-slot="footer"
        className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-3"
      >
        <Button
          variant="secondary"
          isDisabled={busy && saving !== 'reject'}
          isPending={saving === 'reject'}
          onPress={() => save('reject', rejectAll())}
        >
          {t('cookie.rejectAll')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy && saving !== 'save'}
          isPending={saving === 'save'}
          onPress={() => save('save', consent)}
        >
          {t('cookie.save')}
        </Button>
        <Button
          isDisabled={busy && saving !== 'accept'}
          isPending={saving === 'accept'}
          onPress={() => save('accept', acceptAll())}
        >
          {t('cookie.acceptAll')}
        </Button>
      </div>
    </NativeModal>
  );
}
