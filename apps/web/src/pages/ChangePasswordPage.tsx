// spec 2/4/5 Change password: current, new and confirmation; spec 4: afterwards the session is
// cleared (useChangePassword does it) and the user must log in again.
import { isApiError } from '@invest/api';
import { useChangePassword } from '@invest/api/hooks';
import { ChangePasswordView, type ChangePasswordValues } from '@invest/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs, paths } from '../paths';
import { useFormErrors, type FormErrorTexts } from './support/fieldErrors';
import { pageFrame } from './support/frame';

const FIELDS = {
  old_password: 'currentPassword',
  new_password: 'newPassword',
  confirm_password: 'confirmPassword',
} as const;

export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const formErrors = useFormErrors();
  const [failure, setFailure] = useState<FormErrorTexts>({});
  const [incorrect, setIncorrect] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(values: ChangePasswordValues) {
    setFailure({});
    setIncorrect(false);
    try {
      await change.trigger({
        old_password: values.currentPassword,
        new_password: values.newPassword,
        confirm_password: values.newPassword,
      });
      setDone(true);
    } catch (error) {
      // spec 8 'Incorrect password' sits on the current-password field
      if (isApiError(error) && error.code === 'INCORRECT_PASSWORD') setIncorrect(true);
      else setFailure(formErrors(error, FIELDS));
    }
  }

  return (
    <div className={pageFrame}>
      <ChangePasswordView
        status={done ? 'done' : 'form'}
        onSubmit={(values) => void onSubmit(values)}
        onCancel={() => void navigate(paths.profile)}
        // back to the profile after logging in again, not to this form
        onLoginAgain={() => void navigate(hrefs.login(paths.profile), { replace: true })}
        currentPasswordIncorrect={incorrect}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={change.isMutating}
      />
    </div>
  );
}
