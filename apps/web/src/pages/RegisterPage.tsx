// spec 2/5 Registration: mobile with country code, password twice, invitation code (`?code=`
// pre-fills it); then 'Your account is ready' with the username, and the login screen with it filled in.
import { useRegister } from '@invest/api/hooks';
import { RegisterView, toastQueue, useT, type RegisterValues } from '@invest/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../app/context';
import { paths } from '../paths';
import { usePhoneCountries } from './support/countries';
import { useFormErrors, type FormErrorTexts } from './support/fieldErrors';
import { pageFrame } from './support/frame';

const FIELDS = {
  country_code: 'mobile',
  mobile: 'mobile',
  password: 'password',
  confirm_password: 'confirmPassword',
  invitation_code: 'invitationCode',
} as const;

export default function RegisterPage() {
  const { services } = useApp();
  const t = useT('web');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const countries = usePhoneCountries();
  const register = useRegister();
  const formErrors = useFormErrors();
  const [failure, setFailure] = useState<FormErrorTexts>({});

  async function onSubmit(values: RegisterValues) {
    setFailure({});
    try {
      const account = await register.trigger({
        country_code: values.countryCode,
        mobile: values.mobile,
        password: values.password,
        confirm_password: values.password,
        invitation_code: values.invitationCode,
      });
      // issue 11: the new client learns their username, and finds it filled in on the login form
      toastQueue.add({
        title: t('toasts.registered', { username: account.username }),
        tone: 'success',
      });
      await navigate(paths.login, { state: { username: account.username } });
    } catch (error) {
      setFailure(
        formErrors(error, FIELDS, {
          params: { code: values.countryCode },
          codes: { INVITATION_INVALID: 'invitationCode', ACCOUNT_EXISTS: 'mobile' },
        }),
      );
    }
  }

  return (
    <div className={pageFrame}>
      <RegisterView
        countries={countries}
        defaultCountryCode={services.profile.defaultCountryCode}
        defaultInvitationCode={searchParams.get('code') ?? undefined}
        onSubmit={(values) => void onSubmit(values)}
        loginHref={paths.login}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={register.isMutating}
      />
    </div>
  );
}
