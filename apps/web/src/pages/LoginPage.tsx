// spec 2/4/8 Login: credentials, then the MFA step when the answer asks for it; on success the
// redirect query, else the last remembered route (domain loginSuccessTarget).
import { loginSuccessTarget, REDIRECT_QUERY_PARAM } from '@invest/domain';
import { LoginView, type LoginValues } from '@invest/ui';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../app/context';
import { paths } from '../paths';
import { useApiErrorText } from '../app/apiErrors';
import { pageFrame } from '../app/frame';

export default function LoginPage() {
  const { services, guard } = useApp();
  const { session } = services;
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const errorText = useApiErrorText();
  const [step, setStep] = useState<'credentials' | 'mfa'>('credentials');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  // a new account arrives with its username (RegisterPage)
  const arrived = (useLocation().state as { username?: unknown } | null)?.username;
  const [lastValues, setLastValues] = useState<Partial<LoginValues> | undefined>(
    typeof arrived === 'string' ? { username: arrived } : undefined,
  );

  const done = () =>
    navigate(loginSuccessTarget(searchParams.get(REDIRECT_QUERY_PARAM), guard.lastRemembered), {
      replace: true,
    });

  async function attempt(run: () => Promise<void>) {
    setSubmitting(true);
    setError(undefined);
    try {
      await run();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSubmitting(false);
    }
  }

  const onSubmit = (values: LoginValues) =>
    attempt(async () => {
      // the password is not kept: a failed attempt shows the username again
      setLastValues({ username: values.username, remember: values.remember });
      const result = await session.login(values);
      if (result === 'mfa_required') setStep('mfa');
      else await done();
    });

  const onVerifyMfa = (code: string) =>
    attempt(async () => {
      try {
        await session.verifyMfa(code);
      } catch (failure) {
        // an expired pending session is over: back to the credentials, with the reason
        if (session.getSnapshot().auth.status !== 'mfa_required') setStep('credentials');
        throw failure;
      }
      await done();
    });

  return (
    <div className={pageFrame}>
      <LoginView
        step={step}
        onSubmit={(values) => void onSubmit(values)}
        onVerifyMfa={(code) => void onVerifyMfa(code)}
        onBackToLogin={() => {
          session.clear();
          setError(undefined);
          setStep('credentials');
        }}
        forgotHref={paths.forgotPassword}
        registerHref={paths.register}
        defaultValues={lastValues}
        error={error}
        submitting={submitting}
      />
    </div>
  );
}
