// TOTP, the authenticator-app factor (RFC 6238: SHA1, 6 digits, 30 s, one step of clock drift
// either way): the check of a code, which a login's second step (auth), the step-up of a
// sensitive action and the security centre share. The secret's binding is auth's (auth/mfa.ts:
// binding replaces the session).
import { Secret, TOTP } from 'otpauth';
import { sha256 } from '../../platform/auth/tokens';
import { AppError } from '../../platform/errors';
import {
  enforceRateLimits,
  LIMITS,
  rateKeys,
  rateLimitStatus,
  recordRateEvent,
  type RateLimit,
} from '../../platform/rateLimit';
import type { Caller, TokenDeps } from '../../platform/serviceDeps';
import { keepWrites } from '../../platform/unitOfWork';
import { setTotpLastStep, totpLastStep } from './repo';

export const TOTP_PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** Steps of drift accepted either side of now. */
export const TOTP_WINDOW = 1;
/** A code accepted once is refused afterwards (scope of the replay markers in rate_events). */
const USED_SCOPE = { scope: 'totp_used', limit: 1, windowMs: 5 * 60_000 } as const;

export const mfaFailed = () => new AppError('MFA_INVALID', 400, 'Verification failed.');
export const mfaAlreadyOn = () =>
  new AppError('MFA_ALREADY_ON', 409, 'Two-step verification is already on.');

export function totp(secret: string, label = 'Invest', issuer = 'Invest'): TOTP {
  return new TOTP({ ...TOTP_PARAMS, issuer, label, secret: Secret.fromBase32(secret) });
}

/**
 * Checks `code` against `secret` at the clock, within the drift window, and refuses a code
 * already used by this user (replay): the last accepted time step is kept, so neither
 * that code nor an older one is accepted again (`pending`: the first code of a new secret).
 * Failures count against 5 per 5 minutes (429 beyond).
 */
export async function checkCode(
  deps: TokenDeps | Pick<TokenDeps, 'db' | 'clock'>,
  caller: Caller,
  secret: string,
  code: string,
  pending = false,
  /** The budget of wrong codes (the login's release valve has its own). */
  failures: RateLimit = LIMITS.mfaFailPerUser,
): Promise<void> {
  const key = rateKeys.account(caller.tenantId, caller.userId);
  await enforceRateLimits(deps, [[failures, key]]);
  const timestamp = deps.clock().getTime();
  const delta = totp(secret).validate({ token: code, timestamp, window: TOTP_WINDOW });
  let ok = delta !== null;
  let usedKey = '';
  let counter = 0;
  if (delta !== null) {
    counter = TOTP.counter({ period: TOTP_PARAMS.period, timestamp }) + delta;
    // per secret: a code of a newly bound secret may share its time step with the old one's
    usedKey = `${key}:${sha256(secret).slice(0, 16)}:${counter}`;
    ok = (await rateLimitStatus(deps, USED_SCOPE, usedKey)).allowed;
    const last = pending ? null : await totpLastStep(deps.db, caller);
    if (last !== null && counter <= last) ok = false;
  }
  if (!ok) {
    await recordRateEvent(deps, failures.scope, key);
    throw keepWrites(mfaFailed());
  }
  await recordRateEvent(deps, USED_SCOPE.scope, usedKey);
  await setTotpLastStep(deps.db, caller, counter);
}
