// Area security (/profile/security): two-step verification, backup codes, passkeys
// (the browser half of WebAuthn is @simplewebauthn/browser, loaded only when a ceremony starts),
// devices, sessions, the sign-in history and the step-up proof of sensitive actions. The login's
// own second step (its methods, a passkey instead of the code) is loginFlow.ts's.
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useCallback } from 'react';
import type { DeviceListQuery } from '../contract/security';
import type { PasskeyRegistrationResponse, StepUpProof } from '../contract/stepUp';
import type { RouteBody } from '../types';
import { useApiClient } from './context';
import { useApiMutation, useBodyMutation, useMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';
import { assertPasskey, webAuthn } from './webAuthn';

export const securityKeys = {
  securityOverview: () => ['securityOverview'] as const,
  passkeyList: () => ['passkeyList'] as const,
  deviceList: (query: DeviceListQuery = {}) => ['deviceList', query] as const,
  sessionList: () => ['sessionList'] as const,
  signInHistory: () => ['signInHistory'] as const,
};

/** GET /user/v1/security: second factor on/off, backup codes left, passkeys, step-up kind. */
export const useSecurityOverview = (config?: QueryConfig<'securityOverview'>) =>
  useApiQuery('securityOverview', securityKeys.securityOverview(), config);
/** GET /user/v1/security/passkeys. */
export const usePasskeys = (config?: QueryConfig<'passkeyList'>) =>
  useApiQuery('passkeyList', securityKeys.passkeyList(), config);
/**
 * GET /user/v1/security/devices?page=&size=: a page of the signed-in devices, newest first
 * ("this device" marked `current`), with the total.
 */
export const useDevices = (query: DeviceListQuery = {}, config?: QueryConfig<'deviceList'>) =>
  useApiQuery('deviceList', securityKeys.deviceList(query), config);
/** GET /user/v1/security/sessions: the live sessions (the calling one marked `current`). */
export const useSessions = (config?: QueryConfig<'sessionList'>) =>
  useApiQuery('sessionList', securityKeys.sessionList(), config);
/** GET /user/v1/security/sign-ins: the last 50 sign-ins and failed attempts. */
export const useSignInHistory = (config?: QueryConfig<'signInHistory'>) =>
  useApiQuery('signInHistory', securityKeys.signInHistory(), config);

// a factor change is listed in the sign-in history too
const factorsChanged = ['securityOverview', 'passkeyList', 'clientInfo', 'signInHistory'] as const;
const sessionsChanged = ['sessionList', 'deviceList'] as const;

/**
 * POST totp/enrol: a new secret and its otpauth URI, after the step-up of a factor change (the
 * PIN, else the password: useStepUp).
 */
export const useTotpEnrol = () => useBodyMutation('totpEnrol', { invalidates: factorsChanged });

/**
 * POST totp/confirm: turns two-step verification on with a code of the new secret; resolves the
 * ten backup codes (shown once). The session is replaced: its new tokens are taken here.
 */
export function useTotpConfirm() {
  const client = useApiClient();
  const run = useCallback(
    async (body: RouteBody<'totpConfirm'>) => {
      const answer = await client.request('totpConfirm', { body });
      client.setTokens(answer.tokens);
      return answer.backup_codes;
    },
    [client],
  );
  return useMutation(run, { invalidates: [...factorsChanged, ...sessionsChanged] });
}

/** POST totp/disable: the password and a current code (passkeys and backup codes go too). */
export const useTotpDisable = () => useBodyMutation('totpDisable', { invalidates: factorsChanged });
/** POST backup-codes: ten new backup codes (the old ones stop working); needs the step-up. */
export const useBackupCodesRegenerate = () =>
  useBodyMutation('backupCodesRegenerate', { invalidates: ['securityOverview'] });

/**
 * Registers a passkey: the server's options (after the step-up of a factor change: the second
 * factor, `step_up`), the browser's ceremony, the server's check. Resolves the new passkey.
 * Two-step verification must be on (409 MFA_NOT_ON otherwise).
 */
export function usePasskeyRegister() {
  const client = useApiClient();
  const run = useCallback(
    async (input: { name?: string; step_up?: StepUpProof } = {}) => {
      const options = await client.request('passkeyRegisterOptions', {
        body: { step_up: input.step_up },
      });
      const { startRegistration } = await webAuthn();
      const response = (await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      })) as unknown as PasskeyRegistrationResponse;
      return client.request('passkeyRegister', {
        body: { ...(input.name === undefined ? {} : { name: input.name }), response },
      });
    },
    [client],
  );
  return useMutation(run, { invalidates: factorsChanged });
}

/** POST passkeys/:id: renames a passkey. */
export function usePasskeyRename() {
  const client = useApiClient();
  const run = useCallback(
    ({ id, name }: { id: string; name: string }) =>
      client.request('passkeyRename', { params: { id }, body: { name } }),
    [client],
  );
  return useMutation(run, { invalidates: factorsChanged });
}

/** DELETE passkeys/:id: removes a passkey, after the step-up of a factor change. */
export function usePasskeyDelete() {
  const client = useApiClient();
  const run = useCallback(
    ({ id, step_up }: { id: string; step_up?: StepUpProof }) =>
      client.request('passkeyDelete', { params: { id }, body: { step_up } }),
    [client],
  );
  return useMutation(run, { invalidates: factorsChanged });
}

/**
 * A passkey as the step-up proof of a sensitive action: resolves the assertion to send as
 * `step_up.passkey` with the action.
 */
export function useStepUpPasskey() {
  const client = useApiClient();
  const run = useCallback(
    (_: void) => assertPasskey(() => client.request('stepUpPasskeyOptions')),
    [client],
  );
  return useMutation(run);
}

/** DELETE devices/:id: forgets a device and ends its sessions. */
export function useDeviceForget() {
  const client = useApiClient();
  const run = useCallback(
    ({ id }: { id: string }) => client.request('deviceForget', { params: { id } }),
    [client],
  );
  return useMutation(run, { invalidates: sessionsChanged });
}

/** DELETE sessions/:id: ends a session (its refresh family is revoked, its access stops). */
export function useSessionEnd() {
  const client = useApiClient();
  const run = useCallback(
    ({ id }: { id: string }) => client.request('sessionEnd', { params: { id } }),
    [client],
  );
  return useMutation(run, { invalidates: sessionsChanged });
}

/** POST sessions/end-others: "sign out everywhere else". */
export const useSessionEndOthers = () =>
  useApiMutation('sessionEndOthers', { invalidates: sessionsChanged });
