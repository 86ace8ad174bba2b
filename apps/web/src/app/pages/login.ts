// spec 2/4/8 Login: credentials, then the MFA step when the answer asks for it; on success the
// redirect query, else the last remembered route (domain loginSuccessTarget).
import { isApiError } from '@invest/api';
import { useLoginFlow, useMfaMethods, usePasskeyLogin } from '@invest/api/hooks';
import { loginSuccessTarget, REDIRECT_QUERY_PARAM } from '@invest/domain';
import type { LoginValues, LoginViewProps } from '@invest/ui/LoginView';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useApiErrorText } from '../apiErrors';
import { useApp } from '../context';
import { paths } from '../../paths';

export function useLoginView(): LoginViewProps {
  const { guard } = useApp();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const errorText = useApiErrorText();
  const flow = useLoginFlow();
  // a passkey instead of a code at the MFA step
  const passkey = usePasskeyLogin();
  const [passkeyError, setPasskeyError] = useState<unknown>();
  // "Use a passkey" only when the pending account has one (the server's MFA methods)
  const methods = useMfaMethods();
  const [hasPasskey, setHasPasskey] = useState(false);
  const mfaStep = flow.step === 'mfa';
  const askMethods = methods.trigger;
  useEffect(() => {
    if (!mfaStep) return;
    let live = true;
    askMethods().then(
      (answer) => live && setHasPasskey(answer.methods.includes('passkey')),
      // without the answer, no passkey button: the code still works
      () => undefined,
    );
    return () => {
      live = false;
      setHasPasskey(false);
    };
  }, [mfaStep, askMethods]);
  // a new account arrives with its username (RegisterPage): the page says it was created
  const arrived = (useLocation().state as { username?: unknown } | null)?.username;
  const registeredAs = typeof arrived === 'string' ? arrived : undefined;
  const [lastValues, setLastValues] = useState<Partial<LoginValues> | undefined>(
    typeof arrived === 'string' ? { username: arrived } : undefined,
  );
  const done = (signedIn: boolean) => {
    if (!signedIn) return;
    const target = loginSuccessTarget(searchParams.get(REDIRECT_QUERY_PARAM), guard.lastRemembered);
    void navigate(target, { replace: true });
  };

  return {
    step: flow.step,
    onSubmit: (values) => {
      // the password is not kept: a failed attempt shows the username again
      setLastValues({ username: values.username, remember: values.remember });
      void flow.login(values).then(done);
    },
    onVerifyMfa: (code) => {
      setPasskeyError(undefined);
      void flow.verifyMfa(code).then(done);
    },
    onUsePasskey:
      mfaStep && hasPasskey
        ? () => {
            setPasskeyError(undefined);
            passkey.trigger().then(() => done(true), setPasskeyError);
          }
        : undefined,
    onBackToLogin: () => {
      setPasskeyError(undefined);
      flow.back();
    },
    forgotHref: paths.forgotPassword,
    registerHref: paths.register,
    defaultValues: lastValues,
    registeredAs,
    // failed logins elsewhere throttle this account's new devices: a client with two-step
    // verification gets in now with an authenticator code (apps/server README 'Security')
    lockedOut: isApiError(flow.error) && flow.error.code === 'RATE_LIMITED',
    error:
      passkeyError !== undefined
        ? errorText(passkeyError)
        : flow.error === undefined
          ? undefined
          : errorText(flow.error),
    submitting: flow.submitting || passkey.isMutating,
  };
}
