// spec 2/3/7: the cookie preferences modal: shown until the user answers, and again from the
// footer link or the cookie page; the policy link closes it and goes to /cookie.
import type { CookieConsent as Consent } from '@invest/domain';
import { CookieConsent, toastQueue, useT } from '@invest/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { hasAnsweredConsent, readConsent, saveConsent } from '../app/cookieConsent';
import { paths } from '../paths';

export function CookieHost() {
  const t = useT('web');
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => !hasAnsweredConsent());
  const [initial, setInitial] = useState<Consent>(readConsent);
  useEffect(() => {
    const show = () => {
      setInitial(readConsent());
      setOpen(true);
    };
    window.addEventListener('invest:cookie-preferences', show);
    return () => window.removeEventListener('invest:cookie-preferences', show);
  }, []);
  const onSave = async (consent: Consent) => {
    const saved = await saveConsent(consent);
    if (!saved) toastQueue.add({ title: t('toasts.cookieSaveFailed'), tone: 'warning' });
  };
  return (
    <CookieConsent
      isOpen={open}
      onOpenChange={setOpen}
      initial={initial}
      onSave={onSave}
      onOpenPolicy={() => {
        setOpen(false);
        void navigate(paths.cookie);
      }}
      policyHref={paths.cookie}
    />
  );
}
