// spec 2/5 Registration: mobile with country code, password twice, invitation code (`?code=`
// pre-fills it); then 'Your account is ready' with the username, and the login screen with it filled in.
import { usePhoneCountries, useRegister } from '@invest/api/hooks';
import { useLocale, useT } from '@invest/ui';
import { RegisterView, type RegisterValues } from '@invest/ui/RegisterView';
import { toastQueue } from '@invest/ui/Toast';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../app/context';
import { useFormFailure } from '../app/formFailure';
import { pageFrame } from '../app/frame';
import { paths } from '../paths';

export default function RegisterPage() {
  const { services } = useApp();
  const t = useT('web');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const countries = usePhoneCountries(useLocale());
  const register = useRegister();
  const failure = useFormFailure();

  async function onSubmit(body: RegisterValues) {
    failure.clear();
    try {
      const account = await register.trigger(body);
      // The new client learns their username, and finds it filled in on the login form
      toastQueue.add({
        title: t('toasts.registered', { username: account.username }),
        tone: 'success',
      });
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
