// spec 2/4/5 Change password: current, new and confirmation; spec 4: afterwards the session is
// cleared (useChangePassword does it) and the user must log in again. The step-up: with a
// second factor or a PIN set, the shared step-up dialog asks for it too (the current password is
// all a client with neither has, and the form asks it).
import { isApiError } from '@invest/api';
import { isStepUpCancelled, useChangePassword, withStepUp } from '@invest/api/hooks';
import { ChangePasswordView, type ChangePasswordValues } from '@invest/ui/ChangePasswordView';
import { StepUpDialog } from '@invest/ui/SecurityView';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';
import { useStepUpDialog } from '../app/stepUp';
import { hrefs, paths } from '../paths';

export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const stepUp = useStepUpDialog();
  const failure = useFormFailure();
  const [incorrect, setIncorrect] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(body: ChangePasswordValues) {
    failure.clear();
    setIncorrect(false);
    try {
      await stepUp.run((proof) => change.trigger(withStepUp(body, proof)), 'when-set');
      setDone(true);
    } catch (error) {
      if (isStepUpCancelled(error)) return;
      // spec 8 'Incorrect password' sits on the current-password field
      if (isApiError(error) && error.code === 'INCORRECT_PASSWORD') setIncorrect(true);
      else failure.fail(error);
    }
  }

  return (
    <div className={pageFrame}>
      <ChangePasswordView
        status={done ? 'done' : 'form'}
        onSubmit={(body) => void onSubmit(body)}
        onCancel={() => void navigate(paths.profile)}
        // back to the profile after logging in again, not to this form
        onLoginAgain={() => void navigate(hrefs.login(paths.profile), { replace: true })}
        currentPasswordIncorrect={incorrect}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={change.isMutating}
      />
      <StepUpDialog {...stepUp.dialogProps} />
    </div>
  );
}
