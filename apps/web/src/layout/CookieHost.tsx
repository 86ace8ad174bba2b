// spec 2/3/7: the cookie preferences modal: shown until the user answers, and again from the
// footer link or the cookie page; the policy link closes it and goes to /cookie. On a first
// visit it is the first dialog: it needs no network round trip, so it paints with the page, and
// the startup overlay opens in the commit that closes it (docs/decisions/0007). A choice
// holds for the visit even when the browser does not let us store it. Loaded when first needed.
import type { CookieConsent as Consent } from '@invest/domain';
import { useT } from '@invest/ui';
import { CookieConsent } from '@invest/ui/CookieConsent';
import { toastQueue } from '@invest/ui/Toast';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readConsent, saveConsent } from '../app/cookieConsent';
import { settlePreferences } from '../app/prefs';
import { paths } from '../paths';

export default function CookieHost({ onClose }: { onClose: () => void }) {
  const t = useT('web');
  const navigate = useNavigate();
  const [initial] = useState<Consent>(readConsent);
  const onSave = async (consent: Consent) => {
    const saved = await saveConsent(consent);
    // a reject keeps the language and theme for this visit only (spec 3, Functional)
    settlePreferences();
    if (!saved) toastQueue.add({ title: t('toasts.cookieSaveFailed'), tone: 'warning' });
  };
  return (
    <CookieConsent
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      initial={initial}
      onSave={onSave}
      onOpenPolicy={() => {
        onClose();
        void navigate(paths.cookie);
      }}
      policyHref={paths.cookie}
    />
  );
}
