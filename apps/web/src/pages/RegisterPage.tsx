// spec 2/5 Registration: mobile with country code, password twice, invitation code (`?code=`
// pre-fills it); then the login screen says the account was created, with the username filled in.
import { usePhoneCountries, useRegister } from '@invest/api/hooks';
import { useLocale } from '@invest/ui';
import { RegisterView, type RegisterValues } from '@invest/ui/RegisterView';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../app/context';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';
import { paths } from '../paths';

export default function RegisterPage() {
  const { services } = useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const countries = usePhoneCountries(useLocale());
  const register = useRegister();
  const failure = useFormFailure();

  async function onSubmit(body: RegisterValues) {
    failure.clear();
    try {
      const account = await register.trigger(body);
      // The login page says the account was created and fills in its username (a toast would
      // be gone before the client reads it)
      await navigate(paths.login, { state: { username: account.username } });
    } catch (error) {
      failure.fail(error, { INVITATION_INVALID: 'invitation_code', ACCOUNT_EXISTS: 'mobile' });
    }
  }

  return (
    <div className={pageFrame}>
      <RegisterView
        countries={countries}
        defaultCountryCode={services.profile.defaultCountryCode}
        defaultInvitationCode={searchParams.get('code') ?? undefined}
        onSubmit={(body) => void onSubmit(body)}
        loginHref={paths.login}
        error={failure.error}
        fieldErrors={failure.fieldErrors}
        submitting={register.isMutating}
      />
    </div>
  );
}
