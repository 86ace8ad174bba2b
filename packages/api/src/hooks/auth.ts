// Area auth: login (with its MFA step) and logout through the session, registration, codes,
// resets, password and PIN checks.
import { useCallback } from 'react';
import type { LoginCredentials } from '../session';
import type { RouteBody } from '../types';
import { useApiClient, useSession } from './context';
import { useApiMutation, useBodyMutation, useMutation, useRequiredSession } from './mutation';

/** spec 4: signs in; resolves 'authenticated' or 'mfa_required'. */
export function useLogin() {
  const session = useRequiredSession();
  const run = useCallback((credentials: LoginCredentials) => session.login(credentials), [session]);
  return useMutation(run);
}

/** spec 4: logs out and clears everything (signed-in data leaves the cache). */
export function useLogout() {
  const session = useRequiredSession();
  const run = useCallback((_: void) => session.logout(), [session]);
  return useMutation(run);
}

/**
 * spec 4: verifies an MFA code: the pending login's (then authenticated) or, when signed in,
 * the confirmation of a new MFA binding.
 */
export function useMfaVerify() {
  const client = useApiClient();
  const session = useSession();
  const run = useCallback(
    async (code: string) => {
      if (session && session.getSnapshot().auth.status === 'mfa_required') {
        await session.verifyMfa(code);
        return;
      }
      // binding MFA while signed in: the server answers new tokens for the session
      client.setTokens(await client.request('mfaVerify', { body: { code } }));
    },
    [client, session],
  );
  return useMutation(run, { invalidates: ['clientInfo'] });
}

/** POST /user/v1/mfa/bind: a new TOTP secret to confirm with useMfaVerify. */
export const useMfaBind = () => useApiMutation('mfaBind');

export const useRegister = () => useBodyMutation('register');
export const useSendCode = () => useBodyMutation('sendCode');
export const useResetPassword = () => useBodyMutation('resetPassword');

/** spec 4: after a password change the user must log in again (the session is cleared here). */
export function useChangePassword() {
  const client = useApiClient();
  const session = useSession();
  const run = useCallback(
    async (body: RouteBody<'changePassword'>) => {
      const answer = await client.request('changePassword', { body });
      session?.clear();
      return answer;
    },
    [client, session],
  );
  return useMutation(run);
}

export const useVerifyPassword = () => useBodyMutation('verifyPassword');
/** POST /client/app/v1/pin: a PIN is a factor (the step-up kind and the history change). */
export const useSetPin = () =>
  useBodyMutation('setPin', {
    invalidates: ['clientInfo', 'securityOverview', 'signInHistory'],
  });
export const useVerifyPin = () => useBodyMutation('verifyPin');
