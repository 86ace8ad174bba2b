// Passkeys (WebAuthn) as a second factor, with @simplewebauthn/server: the
// registration and authentication ceremonies, each on a one-time challenge kept server-side for
// five minutes. The relying party is the web app's origin (the request's Origin, which must be
// the server's own or one of CORS_ORIGINS): its host name is the RP ID.
import type {
  PasskeyAuthenticationResponse,
  PasskeyRegistrationResponse,
  Passkey,
  WebAuthnOptions,
} from '@invest/api/contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { newId } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import { enforceRateLimits, LIMITS, rateKeys, recordRateEvent } from '../../platform/rateLimit';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { keepWrites } from '../../platform/unitOfWork';
import {
  credentialTaken,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  notePasskeyUse,
  passkeyByCredential,
  takeChallenge,
  type PasskeyRow,
} from './repo';

/** How long a ceremony's challenge lives. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
export type CeremonyPurpose = 'register' | 'login' | 'step_up';

/** The relying party of a ceremony: the web app's origin and its host name. */
export interface RelyingParty {
  origin: string;
  id: string;
  name: string;
}

export const passkeyInvalid = () =>
  new AppError('PASSKEY_INVALID', 400, 'The passkey could not be verified.');

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    backed_up: row.backed_up,
  };
}

async function keepChallenge(
  deps: ServiceDeps,
  owner: Caller,
  purpose: CeremonyPurpose,
  challenge: string,
) {
  const now = deps.clock();
  await insertChallenge(deps.db, {
    id: newId(),
    owner,
    purpose,
    challenge,
    now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

const descriptor = (row: PasskeyRow) => ({ id: row.credential_id, transports: row.transports });

/** The options of a registration (the user's passkeys excluded: one per authenticator). */
export async function registrationOptions(
  deps: ServiceDeps,
  owner: Caller,
  rp: RelyingParty,
  user: { username: string },
): Promise<WebAuthnOptions> {
  const existing = await listPasskeys(deps.db, owner);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: new TextEncoder().encode(owner.userId),
    attestationType: 'none',
    excludeCredentials: existing.map(descriptor),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    timeout: CHALLENGE_TTL_MS,
  });
  await keepChallenge(deps, owner, 'register', options.challenge);
  return options as unknown as WebAuthnOptions;
}

/** Verifies a registration against the live challenge and stores the new passkey. */
export async function registerPasskey(
  deps: ServiceDeps,
  owner: Caller,
  rp: RelyingParty,
  input: { name: string; response: PasskeyRegistrationResponse },
): Promise<Passkey> {
  const challenge = await takeChallenge(deps.db, owner, 'register', deps.clock());
  if (challenge === undefined) throw passkeyInvalid();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    // a malformed or forged answer: the library throws; the challenge stays spent
    throw keepWrites(passkeyInvalid());
  }
  if (!verified.verified) throw keepWrites(passkeyInvalid());
  const { credential, credentialBackedUp, credentialDeviceType } = verified.registrationInfo;
  if (await credentialTaken(deps.db, credential.id)) throw keepWrites(passkeyInvalid());
  const id = newId();
  const now = deps.clock();
  await insertPasskey(deps.db, {
    id,
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    credential_id: credential.id,
    public_key: credential.publicKey,
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    device_type: credentialDeviceType,
    backed_up: credentialBackedUp,
    name: input.name,
    created_at: now,
  });
  return {
    id,
    name: input.name,
    created_at: now.toISOString(),
    last_used_at: null,
    backed_up: credentialBackedUp,
  };
}

/** The options of an authentication with one of the user's passkeys (login or step-up). */
export async function authenticationOptions(
  deps: ServiceDeps,
  owner: Caller,
  rp: RelyingParty,
  purpose: 'login' | 'step_up',
): Promise<WebAuthnOptions> {
  const passkeys = await listPasskeys(deps.db, owner);
  if (passkeys.length === 0) throw passkeyInvalid();
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map(descriptor),
    userVerification: 'preferred',
    timeout: CHALLENGE_TTL_MS,
  });
  await keepChallenge(deps, owner, purpose, options.challenge);
  return options as unknown as WebAuthnOptions;
}

/**
 * Verifies an assertion of one of the user's passkeys against the live challenge of `purpose`
 * (once); notes its use and new signature counter. A failure counts against the code limit like
 * a wrong authenticator code (400 PASSKEY_INVALID, 429 beyond).
 */
export async function verifyPasskeyAssertion(
  deps: ServiceDeps,
  owner: Caller,
  rp: RelyingParty,
  purpose: 'login' | 'step_up',
  response: PasskeyAuthenticationResponse,
): Promise<void> {
  const key = rateKeys.account(owner.tenantId, owner.userId);
  await enforceRateLimits(deps, [[LIMITS.mfaFailPerUser, key]]);
  const fail = async () => {
    await recordRateEvent(deps, LIMITS.mfaFailPerUser.scope, key);
    return keepWrites(passkeyInvalid());
  };
  const challenge = await takeChallenge(deps.db, owner, purpose, deps.clock());
  const passkey = await passkeyByCredential(deps.db, owner, response.id);
  if (challenge === undefined || !passkey) throw await fail();
  let outcome;
  try {
    outcome = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
  } catch {
    throw await fail();
  }
  if (!outcome.verified) throw await fail();
  await notePasskeyUse(deps.db, passkey.id, outcome.authenticationInfo.newCounter, deps.clock());
}
