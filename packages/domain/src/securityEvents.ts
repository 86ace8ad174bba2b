// zod-free: the lists of the security centre's history (its schemas are entities/security.ts),
// which the browser shows without loading zod.

/** How a sign-in was proved; for a factor change, the factor concerned. */
export const signInMethods = ['password', 'totp', 'backup_code', 'passkey', 'pin'] as const;
export type SignInMethod = (typeof signInMethods)[number];

/**
 * `failure`: a wrong password or a wrong second factor; `factor_change`: a factor added,
 * replaced or removed.
 */
export const signInOutcomes = ['success', 'failure', 'factor_change'] as const;
export type SignInOutcome = (typeof signInOutcomes)[number];

/**
 * A factor added, replaced or removed: listed in the sign-in history and told in the message
 * centre (a stolen session must not change them unseen).
 */
export const factorChanges = [
  'totp_added',
  'totp_removed',
  'passkey_added',
  'passkey_removed',
  'pin_added',
  'pin_changed',
  'backup_codes_changed',
] as const;
export type FactorChange = (typeof factorChanges)[number];
