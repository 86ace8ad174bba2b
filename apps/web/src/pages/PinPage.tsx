// spec 2/5 PIN: `?mode=verify` checks the PIN; otherwise a 6-digit PIN is set. Replacing an
// existing PIN needs the current one: it is asked (and checked) first, then the new one twice.
// A PIN is a factor: a first PIN asks for the password (the second factor when it is on) in the
// shared step-up dialog, and so does a new PIN with the second factor on.
import { isStepUpCancelled, usePinFlow } from '@invest/api/hooks';
import { safeRedirectTarget, REDIRECT_QUERY_PARAM } from '@invest/domain';
import { useT } from '@invest/ui';
import { PinView } from '@invest/ui/PinView';
import { StepUpDialog } from '@invest/ui/SecurityView';
import { toastQueue } from '@invest/ui/Toast';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';
import { useStepUpDialog } from '../app/stepUp';
import { paths } from '../paths';

export default function PinPage() {
  const t = useT('web');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const flow = usePinFlow({ verifyOnly: searchParams.get('mode') === 'verify' });
  const stepUp = useStepUpDialog();
  const failure = useFormFailure();
  const back = safeRedirectTarget(searchParams.get(REDIRECT_QUERY_PARAM)) ?? paths.profile;

  async function onSubmit(pin: string) {
    failure.clear();
    try {
      // the current PIN proves a change; otherwise the set step takes the step-up
      const outcome = await stepUp.run(
        (proof) => flow.submit(pin, proof),
        flow.mode === 'set' && stepUp.kind !== 'pin' ? 'always' : 'never',
      );
      if (outcome !== 'saved' && outcome !== 'verified') return; // the flow's next step
      const title = t(outcome === 'saved' ? 'toasts.pinSaved' : 'toasts.pinVerified');
      toastQueue.add({ title, tone: 'success' });
      await navigate(back, { replace: true });
    } catch (error) {
      if (isStepUpCancelled(error)) return;
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
      <StepUpDialog {...stepUp.dialogProps} />
    </div>
  );
}
