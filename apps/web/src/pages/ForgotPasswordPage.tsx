// spec 2 Forgot/reset password: the reset code comes from the user's advisor; the mobile
// number, that code and the new password twice; then the way to the login screen.
import { useResetPassword } from '@invest/api/hooks';
import { ForgotPasswordView, type ForgotPasswordValues } from '@invest/ui';
import { useState } from 'react';
import { useApp } from '../app/context';
import { paths } from '../paths';
import { usePhoneCountries } from './support/countries';
import { useFormErrors, type FormErrorTexts } from './support/fieldErrors';
import { pageFrame } from './support/frame';

const FIELDS = {
  country_code: 'mobile',
  mobile: 'mobile',
  code: 'code',
  password: 'password',
  confirm_password: 'confirmPassword',
} as const;

export default function ForgotPasswordPage() {
  const { services } = useApp();
  const countries = usePhoneCountries();
  const reset = useResetPassword();
  const formErrors = useFormErrors();
  const [failure, setFailure] = useState<FormErrorTexts>({});
  const [done, setDone] = useState(false);

  async function onSubmit(values: ForgotPasswordValues) {
    setFailure({});
    try {
      await reset.trigger({
        country_code: values.countryCode,
        mobile: values.mobile,
        code: values.code,
        password: values.password,
        confirm_password: values.password,
      });
      setDone(true);
    } catch (error) {
      setFailure(
        formErrors(error, FIELDS, {
          params: { code: values.countryCode },
          codes: { INVALID_CODE: 'code' },
        }),
      );
    }
  }

  return (
    <div className={pageFrame}>
      <ForgotPasswordView
        countries={countries}
        defaultCountryCode={services.profile.defaultCountryCode}
        status={done ? 'done' : 'form'}
        onSubmit={(values) => void onSubmit(values)}
        loginHref={paths.login}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={reset.isMutating}
      />
    </div>
  );
}
