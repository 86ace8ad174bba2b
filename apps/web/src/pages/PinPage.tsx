// spec 2/5 PIN: `?mode=verify` checks the PIN; otherwise a 6-digit PIN is set. Replacing an
// existing PIN needs the current one: it is asked (and checked) first, then the new one twice.
import { usePinFlow } from '@invest/api/hooks';
import { safeRedirectTarget, REDIRECT_QUERY_PARAM } from '@invest/domain';
import { useT } from '@invest/ui';
import { PinView } from '@invest/ui/PinView';
import { toastQueue } from '@invest/ui/Toast';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';
import { paths } from '../paths';

export default function PinPage() {
  const t = useT('web');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const flow = usePinFlow({ verifyOnly: searchParams.get('mode') === 'verify' });
  const failure = useFormFailure();
  const back = safeRedirectTarget(searchParams.get(REDIRECT_QUERY_PARAM)) ?? paths.profile;

  async function onSubmit(pin: string) {
    failure.clear();
    try {
      const outcome = await flow.submit(pin);
      if (outcome !== 'saved' && outcome !== 'verified') return; // the flow's next step
      const title = t(outcome === 'saved' ? 'toasts.pinSaved' : 'toasts.pinVerified');
      toastQueue.add({ title, tone: 'success' });
      await navigate(back, { replace: true });
    } catch (error) {
      failure.fail(error, { INCORRECT_PIN: 'pin' });
    }
  }

  return (
    <div className={pageFrame}>
      <PinView
        mode={flow.mode}
        onSubmit={(pin) => void onSubmit(pin)}
        onCancel={() => void navigate(back)}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={flow.submitting}
      />
    </div>
  );
}
