// Step-up for sensitive actions: changing the password, adding, replacing or
// removing a factor (PIN, authenticator, passkey, backup codes), adding a bank account and
// confirming a withdrawal ask, on the server, for the second factor when it is on (an
// authenticator code, a backup code or a passkey), else for the PIN when one is set, else, where
// the session alone must not do (a factor, money to a new destination), for the password: a
// stolen access token carries none of them. A route declares the action (`stepUp` in its
// contract definition) and the platform binds it (platform/stepUp.ts) to `requireStepUp`, wired in
// as AppDeps.verifyStepUp; `stepUpProofNeeded` is the one place that decides what is asked.
import {
  stepUpProofKindOf,
  type StepUpAction,
  type StepUpKind,
  type StepUpProof,
  type StepUpProofKind,
} from '@invest/api/contract';
import { checkPin } from '../../platform/auth/pinCheck';
import { verifySecret } from '../../platform/auth/passwords';
import { AppError } from '../../platform/errors';
import { enforceRateLimits, LIMITS, rateKeys, recordRateEvent } from '../../platform/rateLimit';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { keepWrites } from '../../platform/unitOfWork';
import { checkCode } from './totp';
import { isBackupCode, spendUserBackupCode } from './backupCodes';
import { verifyPasskeyAssertion, type RelyingParty } from './passkeys';
import { securityUser } from './repo';

const REQUIRED_MESSAGES: Record<StepUpProofKind, string> = {
  mfa: 'Please confirm with your second factor.',
  pin: 'Please confirm with your PIN.',
  password: 'Please confirm with your password.',
};

/** 403 STEP_UP_REQUIRED, its field error naming the proof (`step_up_<proof>_required`). */
export const stepUpRequired = (proof: StepUpProofKind) =>
  new AppError('STEP_UP_REQUIRED', 403, REQUIRED_MESSAGES[proof], [
    { path: 'step_up', message: `step_up_${proof}_required` },
  ]);

/** What a sensitive action asks of this user now. */
export function stepUpKindOf(user: {
  totp_secret: string | null;
  pin_hash: string | null;
}): StepUpKind {
  if (user.totp_secret !== null) return 'mfa';
  return user.pin_hash !== null ? 'pin' : 'none';
}

/**
 * The proof an action asks of this user now: the strongest factor set (the second factor, else
 * the PIN), else the password, except where the action checked the password itself; null: no
 * more proof.
 */
export function stepUpProofNeeded(
  user: { totp_secret: string | null; pin_hash: string | null },
  action: StepUpAction,
): StepUpProofKind | null {
  const kind = stepUpKindOf(user);
  if (kind === 'none' && action === 'password_change') return null;
  return stepUpProofKindOf(kind);
}

/** Checks the user's password, counting a failure against the account (as a failed login). */
export async function checkPassword(
  deps: ServiceDeps,
  owner: Caller,
  passwordHash: string,
  password: string,
): Promise<void> {
  const key = rateKeys.account(owner.tenantId, owner.userId);
  await enforceRateLimits(deps, [[LIMITS.passwordFailPerAccount, key]]);
  if (await verifySecret(passwordHash, password)) return;
  await recordRateEvent(deps, LIMITS.passwordFailPerAccount.scope, key);
  throw keepWrites(new AppError('INCORRECT_PASSWORD', 400, 'Incorrect password.'));
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
 * The step-up of `action`, on the handle the caller opened (`Db | Trx`). Passes
 * when the proof `stepUpProofNeeded` names holds; throws 403 STEP_UP_REQUIRED when it is missing
 * (another kind of proof is missing too: a PIN or a password never stands in for the second
 * factor), 400 MFA_INVALID / PASSKEY_INVALID / INCORRECT_PIN / INCORRECT_PASSWORD when it is
 * wrong (failures counted and kept: run it in a unit of work), 429 beyond the limits. `rp`: the
 * relying party of a passkey proof (security/routes.ts `relyingParty`); a passkey proof without
 * it is refused.
 */
export async function requireStepUp(
  deps: ServiceDeps,
  owner: Caller,
  proof: StepUpProof | undefined,
  action: StepUpAction,
  rp?: RelyingParty,
): Promise<void> {
  const user = await securityUser(deps.db, owner);
  if (!user) throw AppError.unauthorized();
  const needed = stepUpProofNeeded(user, action);
  if (needed === null) return;
  if (needed === 'mfa' && user.totp_secret !== null) {
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
  if (needed === 'password') {
    if (proof?.password === undefined) throw stepUpRequired('password');
    await checkPassword(deps, owner, user.password_hash, proof.password);
    return;
  }
  if (proof?.pin === undefined || user.pin_hash === null) throw stepUpRequired('pin');
  await checkPin(deps, owner, user.pin_hash, proof.pin);
}
