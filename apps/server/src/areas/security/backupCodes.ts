// Backup codes of two-step verification: ten random codes shown once, stored
// as SHA-256 hashes (each carries ~50 random bits: no slow hash needed), each accepted once.
// Wrong ones count against the same limit as wrong authenticator codes.
import { randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT, BACKUP_CODE_PATTERN } from '@invest/api/contract';
import { newId, sha256 } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import { enforceRateLimits, LIMITS, rateKeys, recordRateEvent } from '../../platform/rateLimit';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { keepWrites } from '../../platform/unitOfWork';
import { replaceBackupCodes, spendBackupCode } from './repo';

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const secondFactorFailed = () => new AppError('MFA_INVALID', 400, 'Verification failed.');

/** Whether `code` has the shape of a backup code (not of a six-digit authenticator code). */
export const isBackupCode = (code: string) => BACKUP_CODE_PATTERN.test(code.trim());

const normalise = (code: string) => code.trim().replace(/-/g, '').toLowerCase();

function newCode(): string {
  let raw = '';
  for (let i = 0; i < 10; i += 1) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** Ten new backup codes for the user (the old ones stop working); answers them, once. */
export async function issueBackupCodes(deps: ServiceDeps, owner: Caller): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newCode);
  await replaceBackupCodes(
    deps.db,
    owner,
    codes.map((code) => ({ id: newId(), hash: sha256(normalise(code)) })),
    deps.clock(),
  );
  return codes;
}

/**
 * Spends a backup code of the user, or fails with 400 MFA_INVALID (a failure counted against
 * the code limit and kept; 429 beyond it).
 */
export async function spendUserBackupCode(deps: ServiceDeps, owner: Caller, code: string) {
  const key = rateKeys.account(owner.tenantId, owner.userId);
  await enforceRateLimits(deps, [[LIMITS.mfaFailPerUser, key]]);
  if (await spendBackupCode(deps.db, owner, sha256(normalise(code)), deps.clock())) return;
  await recordRateEvent(deps, LIMITS.mfaFailPerUser.scope, key);
  throw keepWrites(secondFactorFailed());
}
