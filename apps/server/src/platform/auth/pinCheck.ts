// The PIN check of every place that asks for it (verifying it, replacing it, the step-up of a
// sensitive action): wrong PINs count against one lockout per client (LIMITS.pinFailPerUser), and
// each refusal tells how many attempts are left, or until when the PIN is locked, so the client's
// confirm dialog can stay open with that instead of starting over.
import { AppError } from '../errors';
import { LIMITS, rateKeys, rateLimitStatus, recordRateEvent, type RateStatus } from '../rateLimit';
import type { Caller, ServiceDeps } from '../serviceDeps';
import { keepWrites } from '../unitOfWork';
import { verifySecret } from './passwords';

const lockedParams = (status: RateStatus, now: Date) => ({
  attempts_left: 0,
  locked_until: (status.until ?? now).toISOString(),
});

/**
 * Passes when `pin` matches `pinHash`. Otherwise: 429 PIN_LOCKED while the lockout runs (even for
 * the right PIN; `locked_until` in the field error's params), else 400 INCORRECT_PIN with
 * `pin_incorrect` and `attempts_left`, or `pin_locked` and `locked_until` when that failure used up
 * the last attempt. The failure is recorded and kept (run it in a unit of work).
 */
export async function checkPin(
  deps: ServiceDeps,
  owner: Caller,
  pinHash: string,
  pin: string,
): Promise<void> {
  const rule = LIMITS.pinFailPerUser;
  const key = rateKeys.account(owner.tenantId, owner.userId);
  const before = await rateLimitStatus(deps, rule, key);
  if (!before.allowed) {
    const error = new AppError('PIN_LOCKED', 429, 'Too many incorrect PINs. Please try later.', [
      { path: 'pin', message: 'pin_locked', params: lockedParams(before, deps.clock()) },
    ]);
    error.retryAfter = before.retryAfterSeconds;
    throw error;
  }
  if (await verifySecret(pinHash, pin)) return;
  await recordRateEvent(deps, rule.scope, key);
  const after = await rateLimitStatus(deps, rule, key);
  const left = Math.max(0, rule.limit - after.count);
  throw keepWrites(
    new AppError('INCORRECT_PIN', 400, 'Incorrect PIN.', [
      left > 0
        ? { path: 'pin', message: 'pin_incorrect', params: { attempts_left: left } }
        : { path: 'pin', message: 'pin_locked', params: lockedParams(after, deps.clock()) },
    ]),
  );
}
