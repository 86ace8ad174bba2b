// spec 2/4/8 Login: the credentials, then the additional verification (MFA) step when the
// answer asks for it. The screen gets whether the user is signed in and decides where to go;
// this hook never navigates.
import { useCallback, useState } from 'react';
import type { LoginCredentials, Session } from '../session';
import { useSession } from './context';

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
