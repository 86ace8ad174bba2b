// spec 2 Forgot/reset password: the reset code comes from the user's advisor; the mobile
// number, that code and the new password twice; then the way to the login screen.
import { usePhoneCountries, useResetPassword } from '@invest/api/hooks';
import { useLocale } from '@invest/ui';
import { ForgotPasswordView, type ForgotPasswordValues } from '@invest/ui/ForgotPasswordView';
import { useState } from 'react';
import { useApp } from '../app/context';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';
import { paths } from '../paths';

export default function ForgotPasswordPage() {
  const { services } = useApp();
  const countries = usePhoneCountries(useLocale());
  const reset = useResetPassword();
  const failure = useFormFailure();
  const [done, setDone] = useState(false);

  async function onSubmit(body: ForgotPasswordValues) {
    failure.clear();
    try {
      await reset.trigger(body);
      setDone(true);
    } catch (error) {
      failure.fail(error, { INVALID_CODE: 'code' });
    }
  }

  return (
    <div className={pageFrame}>
      <ForgotPasswordView
        countries={countries}
        defaultCountryCode={services.profile.defaultCountryCode}
        status={done ? 'done' : 'form'}
        onSubmit={(body) => void onSubmit(body)}
        loginHref={paths.login}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={reset.isMutating}
      />
    </div>
  );
}
