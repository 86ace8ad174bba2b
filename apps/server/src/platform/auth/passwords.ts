// argon2id password and PIN hashes. Parameters: OWASP's argon2id minimum
// (19 MiB, t=2, p=1), which @node-rs/argon2 uses by default.
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Spends the time of one verification without a user, so that an unknown user and a wrong
 * password take as long as each other (no account enumeration by timing).
 */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummy ??= hashSecret('invest-dummy-password-for-timing');
  await verifySecret(await dummy, secret);
  return false;
}
