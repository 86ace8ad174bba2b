// spec 2/5 PIN: `?mode=verify` checks the PIN; otherwise a 6-digit PIN is set. Replacing an
// existing PIN needs the current one: it is asked (and checked) first, then the new one twice.
import { isApiError } from '@invest/api';
import { useClientInfo, useSessionSnapshot, useSetPin, useVerifyPin } from '@invest/api/hooks';
import { safeRedirectTarget, REDIRECT_QUERY_PARAM } from '@invest/domain';
import { PinView, toastQueue, useT } from '@invest/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../paths';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';

export default function PinPage() {
  const t = useT('web');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const verifying = searchParams.get('mode') === 'verify';
  const info = useClientInfo();
  const snapshot = useSessionSnapshot();
  const user = info.data ?? snapshot?.auth.user ?? null;
  const setPin = useSetPin();
  const verifyPin = useVerifyPin();
  const failure = useFormFailure();
  // the current PIN, once checked (replacing a PIN); null while it is still to be asked
  const [currentPin, setCurrentPin] = useState<string | null>(null);
  const [needsCurrent, setNeedsCurrent] = useState(false);
  const askCurrent = !verifying && currentPin === null && (user?.has_pin === true || needsCurrent);
  const back = safeRedirectTarget(searchParams.get(REDIRECT_QUERY_PARAM)) ?? paths.profile;

  async function onVerify(pin: string) {
    await verifyPin.trigger({ pin });
    if (askCurrent) {
      setCurrentPin(pin);
      return;
    }
    toastQueue.add({ title: t('toasts.pinVerified'), tone: 'success' });
    await navigate(back, { replace: true });
  }

  async function onSet(pin: string) {
    try {
      await setPin.trigger({
        pin,
        confirm_pin: pin,
        ...(currentPin === null ? {} : { current_pin: currentPin }),
      });
    } catch (error) {
      // a PIN exists after all (set elsewhere): ask for it first
      if (isApiError(error) && error.fieldErrors.some((e) => e.path === 'current_pin')) {
        setNeedsCurrent(true);
        return;
      }
      throw error;
    }
    toastQueue.add({ title: t('toasts.pinSaved'), tone: 'success' });
    await navigate(back, { replace: true });
  }

  async function onSubmit(pin: string) {
    failure.clear();
    try {
      await (verifying || askCurrent ? onVerify(pin) : onSet(pin));
    } catch (error) {
      failure.fail(error, { INCORRECT_PIN: 'pin' });
    }
  }

  return (
    <div className={pageFrame}>
      <PinView
        mode={verifying || askCurrent ? 'verify' : 'set'}
        onSubmit={(pin) => void onSubmit(pin)}
        onCancel={() => void navigate(back)}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={setPin.isMutating || verifyPin.isMutating}
      />
    </div>
  );
}
