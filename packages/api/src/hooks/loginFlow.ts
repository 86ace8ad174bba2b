// spec 2/4/8 Login: the credentials, then the additional verification (MFA) step when the
// answer asks for it. The screen gets whether the user is signed in and decides where to go;
// these hooks never navigate. Apart from the security screen's hooks (security.ts), which a
// login page does not load.
import { useCallback, useState } from 'react';
import type { LoginCredentials, Session } from '../session';
import { useApiClient, useSession } from './context';
import { useMutation, useRequiredSession } from './mutation';
import { assertPasskey } from './webAuthn';

export type LoginStep = 'credentials' | 'mfa';

export function useLoginFlow() {
  const session = useSession();
  const [step, setStep] = useState<LoginStep>('credentials');
  const [submitting, setSubmitting] = useState(false);
  /** The last attempt's failure (an ApiError), for the screen to word. */
  const [error, setError] = useState<unknown>();

  const attempt = useCallback(
    async (run: (session: Session) => Promise<boolean>): Promise<boolean> => {
      if (!session) throw new Error('useLoginFlow needs <ApiProvider session>');
      setSubmitting(true);
      setError(undefined);
      try {
        return await run(session);
      } catch (failure) {
        setError(failure);
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [session],
  );

  /** Resolves true once signed in; false on the MFA step or a failure (see `error`). */
  const login = useCallback(
    (credentials: LoginCredentials) =>
      attempt(async (s) => {
        if ((await s.login(credentials)) !== 'mfa_required') return true;
        setStep('mfa');
        return false;
      }),
    [attempt],
  );

  /** Resolves true once signed in; false on a failure (see `error`). */
  const verifyMfa = useCallback(
    (code: string) =>
      attempt(async (s) => {
        try {
          await s.verifyMfa(code);
        } catch (failure) {
          // an expired pending session is over: back to the credentials, with the reason
          if (s.getSnapshot().auth.status !== 'mfa_required') setStep('credentials');
          throw failure;
        }
        return true;
      }),
    [attempt],
  );

  /** Leaves the MFA step for a new login. */
  const back = useCallback(() => {
    session?.clear();
    setError(undefined);
    setStep('credentials');
  }, [session]);

  return { step, submitting, error, login, verifyMfa, back };
}

/** The login's MFA step: the second factors the pending session may use. */
export function useMfaMethods() {
  const client = useApiClient();
  const session = useRequiredSession();
  const run = useCallback(
    (_: void) =>
      session.withPendingMfa((token) => client.request('mfaMethods', { token, noRetry: true })),
    [client, session],
  );
  return useMutation(run);
}

/** The login's MFA step with a passkey (instead of a code); then authenticated. */
export function usePasskeyLogin() {
  const client = useApiClient();
  const session = useRequiredSession();
  const run = useCallback(
    (_: void) =>
      session.verifyMfaWith(async (token) => {
        const response = await assertPasskey(() =>
          client.request('passkeyLoginOptions', { token, noRetry: true }),
        );
        return client.request('passkeyLogin', { body: { response }, token, noRetry: true });
      }),
    [client, session],
  );
  return useMutation(run);
}
