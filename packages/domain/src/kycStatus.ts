import { KYC_CHECK_CACHE_MS } from './constants';
import { kycStatuses, type KycStatus } from './statuses';

/**
 * spec 4, KYC status: how the server's answer to GET /client/app/v1/verified becomes a
 * `KycStatus`, what a failed check leaves behind, and how long a check is trusted (spec 7).
 * Labels of the statuses: `@invest/i18n`, namespace `status`.
 */

const known: ReadonlySet<unknown> = new Set(kycStatuses);

/**
 * spec 4: the KYC status of a server answer. `true` is approved and `false` unverified; a
 * status string (`'pending'`, `'rejected'`, ...) is itself; anything else (another string, a
 * number, null, an object) is unverified. Strings match exactly: `'Approved'` is not
 * recognised, so it falls to the restrictive side.
 */
export function mapKycAnswer(answer: unknown): KycStatus {
  // spec 4: a boolean maps true to approved and false to unverified
  if (answer === true) return 'approved';
  if (answer === false) return 'unverified';
  // spec 4: any unrecognised value gives unverified
  return known.has(answer) ? (answer as KycStatus) : 'unverified';
}

/**
 * spec 4: the status after a KYC check failed (network, server error): the old value is kept,
 * except that `unknown` becomes `unverified`.
 */
export function afterFailedKycCheck(previous: KycStatus): KycStatus {
  return previous === 'unknown' ? 'unverified' : previous;
}

/**
 * spec 7/9: whether a KYC check made at `checkedAt` (ms since the epoch; null when never) is
 * still good at `now`: younger than `KYC_CHECK_CACHE_MS` (60 s). A check from the future (the
 * clock went back) is stale, so the status is checked again.
 */
export function isKycCacheFresh(checkedAt: number | null, now: number): boolean {
  if (checkedAt === null) return false;
  const age = now - checkedAt;
  return age >= 0 && age < KYC_CHECK_CACHE_MS;
}

/** spec 6: KYC is complete (withdrawals and advanced features unlock) only when approved. */
export const isKycApproved = (status: KycStatus): boolean => status === 'approved';

/**
 * spec 4, Navigation guard step 5, where the spec says 'unverified user': the statuses in which
 * the user must act on the KYC screen when the permission set forces KYC. Our choice: not
 * submitted (`unverified`), refused (`rejected`, resubmit) and not known (`unknown`, the screen
 * shows the status). `pending` (under review, up to 48 h) is let through: the user can do
 * nothing but wait, and the KYC-gated actions stay locked until approval (see `isKycApproved`).
 */
export const kycActionStatuses = [
  'unverified',
  'rejected',
  'unknown',
] as const satisfies readonly KycStatus[];

/** Whether the user must (re)submit KYC: see `kycActionStatuses`. */
export const kycNeedsAction = (status: KycStatus): boolean =>
  (kycActionStatuses as readonly KycStatus[]).includes(status);
