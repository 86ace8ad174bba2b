// The browser half of WebAuthn (@simplewebauthn/browser, loaded only when a ceremony starts),
// shared by the login's passkey step (loginFlow.ts) and the security screen's passkeys
// (security.ts). Not in the hooks' barrel: internal to the package.
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyAuthenticationResponse } from '../contract/stepUp';

export async function webAuthn() {
  return import('@simplewebauthn/browser');
}

/** Runs an authentication ceremony on the options `load` answers (a passkey assertion). */
export async function assertPasskey(
  load: () => Promise<{ challenge: string }>,
): Promise<PasskeyAuthenticationResponse> {
  const options = await load();
  const { startAuthentication } = await webAuthn();
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return response as unknown as PasskeyAuthenticationResponse;
}
