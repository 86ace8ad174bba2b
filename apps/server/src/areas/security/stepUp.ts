// Step-up for sensitive actions (issue 13 item 5): changing the password, turning two-step
// verification off, regenerating backup codes, adding a bank account and confirming a withdrawal
// ask, on the server, for the second factor when it is on (an authenticator code, a backup code
// or a passkey), else for the PIN when one is set. Other areas call `requireStepUp`.
import type { StepUpKind, StepUpProof } from '@invest/api/contract';
import { verifySecret } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';
import { enforceRateLimits, LIMITS, rateKeys, recordRateEvent } from '../../platform/rateLimit';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { keepWrites } from '../../platform/unitOfWork';
import { checkCode } from '../auth/mfa';
import { isBackupCode, spendUserBackupCode } from './backupCodes';
import { verifyPasskeyAssertion, type RelyingParty } from './passkeys';
import { securityUser } from './repo';

export const stepUpRequired = (kind: Exclude<StepUpKind, 'none'>) =>
  new AppError(
    'STEP_UP_REQUIRED',
    403,
    kind === 'mfa' ? 'Please confirm with your second factor.' : 'Please confirm with your PIN.',
    [
      {
        path: 'step_up',
        message: kind === 'mfa' ? 'step_up_mfa_required' : 'step_up_pin_required',
      },
    ],
  );

/** What a sensitive action asks of this user now. */
export function stepUpKindOf(user: {
  totp_secret: string | null;
  pin_hash: string | null;
}): StepUpKind {
  if (user.totp_secret !== null) return 'mfa';
  return user.pin_hash !== null ? 'pin' : 'none';
}

/** Checks a second-factor code (authenticator or backup code) of a user with TOTP on. */
export async function checkSecondFactorCode(
  deps: ServiceDeps,
  owner: Caller,
  secret: string,
  code: string,
): Promise<'totp' | 'backup_code'> {
  if (isBackupCode(code)) {
    await spendUserBackupCode(deps, owner, code);
    return 'backup_code';
  }
  await checkCode(deps, owner, secret, code);
  return 'totp';
}

/**
 * issue 13 item 5: the step-up of a sensitive action, on the handle the caller opened (`Db |
 * Trx`). Passes when the proof holds; throws 403 STEP_UP_REQUIRED when it is missing, 400
 * MFA_INVALID / PASSKEY_INVALID / INCORRECT_PIN when it is wrong (failures counted and kept:
 * run it in a unit of work), 429 beyond the limits. `rp`: the relying party of a passkey proof
 * (security/routes.ts `relyingParty`); a passkey proof without it is refused.
 */
export async function requireStepUp(
  deps: ServiceDeps,
  owner: Caller,
  proof: StepUpProof | undefined,
  rp?: RelyingParty,
): Promise<void> {
  const user = await securityUser(deps.db, owner);
  if (!user) throw AppError.unauthorized();
  const kind = stepUpKindOf(user);
  if (kind === 'none') return;
  if (kind === 'mfa' && user.totp_secret !== null) {
    if (proof?.code !== undefined) {
      await checkSecondFactorCode(deps, owner, user.totp_secret, proof.code);
      return;
    }
    if (proof?.passkey !== undefined && rp !== undefined) {
      await verifyPasskeyAssertion(deps, owner, rp, 'step_up', proof.passkey);
      return;
    }
    throw stepUpRequired('mfa');
  }
  if (proof?.pin === undefined || user.pin_hash === null) throw stepUpRequired('pin');
  const key = rateKeys.account(owner.tenantId, owner.userId);
  await enforceRateLimits(deps, [[LIMITS.pinFailPerUser, key]]);
  if (await verifySecret(user.pin_hash, proof.pin)) return;
  await recordRateEvent(deps, LIMITS.pinFailPerUser.scope, key);
  throw keepWrites(new AppError('INCORRECT_PIN', 400, 'Incorrect PIN.'));
}
