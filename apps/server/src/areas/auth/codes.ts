// One-time codes: verification codes "sent" by SMS (written to the outbox table, which
// the back office reads: no gateway runs here), and password-reset codes an advisor issues from
// the back office. Stored only as SHA-256 hashes, expiring, single use, 5 wrong tries burn one.
import { timingSafeEqual } from 'node:crypto';
import type { SendCodeRequest } from '@invest/api/contract';
import { RESET_CODE_DIGITS, validateResetPassword, VERIFICATION_CODE_DIGITS } from '@invest/domain';
import { hashSecret } from '../../platform/auth/passwords';
import { revokeSessions } from './sessions';
import { newId, randomDigits, sha256 } from '../../platform/auth/tokens';
import { keepWrites } from '../../platform/unitOfWork';
import { AppError, formValue } from '../../platform/errors';
import {
  assertNoFieldErrors,
  checkPhone,
  clocked,
  tenantCountryCodes,
  type Db,
  type Phone,
  type ServiceDeps,
} from '../../platform/serviceDeps';
import {
  countCodeAttempt,
  expireLiveCodes,
  findLiveCode,
  insertCode,
  insertOutboxSms,
  markCodeUsed,
  setPasswordHash,
  userIdByPhone,
  usernameOf,
} from './repo';
import { passwordPolicyErrors } from './passwordPolicy';
import { forgetPasswordGuesses } from './service';
import { tenantById } from '../settings';
import { enforceRateLimits, LIMITS, rateKeys, recordRateEvent } from '../../platform/rateLimit';

const MINUTE = 60_000;
/** Verification codes: `VERIFICATION_CODE_DIGITS`, valid 10 minutes, another one after 60 s. */
export const VERIFICATION_CODE_TTL_MS = 10 * MINUTE;
export const RESEND_AFTER_SECONDS = 60;
/** Reset codes: `RESET_CODE_DIGITS` (read out by an advisor), valid 30 minutes unless said otherwise. */
export const RESET_CODE_TTL_MINUTES = 30;
/** Wrong tries after which a code is burnt. */
export const MAX_CODE_ATTEMPTS = 5;
export const RESET_PURPOSE = 'reset_pwd';

export type CodePurpose = SendCodeRequest['purpose'];

export const hashCode = (code: string): string => sha256(code.trim());

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Stores a new code for a number and purpose; earlier live codes of the same kind die. */
async function storeCode(
  trx: Db,
  input: {
    tenantId: string;
    purpose: string;
    phone: Phone;
    code: string;
    now: Date;
    ttlMs: number;
  },
): Promise<void> {
  const { tenantId, purpose, phone, now } = input;
  await expireLiveCodes(trx, { tenantId, purpose, phone }, now);
  await insertCode(trx, {
    id: newId(),
    tenantId,
    purpose,
    phone,
    codeHash: hashCode(input.code),
    expiresAt: new Date(now.getTime() + input.ttlMs),
    now,
  });
}

async function requirePhone(
  deps: ServiceDeps,
  tenantId: string,
  countryCode: string,
  mobile: string,
) {
  const { phone, errors } = await checkPhone(deps.db, tenantId, countryCode, mobile);
  assertNoFieldErrors(errors);
  if (!phone) throw AppError.validation([{ path: 'mobile', message: 'phone_invalid' }]);
  return phone;
}

// -- reset codes (back office) ------------------------------------------------------------------

export interface IssueResetCodeInput {
  tenantId: string;
  countryCode: string;
  mobile: string;
  /** 1 to 1440. @default RESET_CODE_TTL_MINUTES */
  ttlMinutes?: number;
}

/**
 * Issues a password-reset code for the client with this mobile number and answers it in plain
 * text (the advisor passes it on). An earlier unused reset code of the client stops working.
 * Throws 400 on a malformed number or lifetime, 404 when no client has the number.
 */
export async function issueResetCode(
  deps: ServiceDeps,
  input: IssueResetCodeInput,
): Promise<string> {
  const { tenantId, ttlMinutes = RESET_CODE_TTL_MINUTES } = input;
  if (!Number.isInteger(ttlMinutes) || ttlMinutes < 1 || ttlMinutes > 1440) {
    throw AppError.validation([{ path: 'ttlMinutes', message: 'ttl_invalid' }]);
  }
  const phone = await requirePhone(deps, tenantId, input.countryCode, input.mobile);
  if ((await userIdByPhone(deps.db, tenantId, phone)) === undefined) {
    throw AppError.notFound('No client with this mobile number.');
  }
  const code = randomDigits(RESET_CODE_DIGITS);
  const now = clocked(deps).clock();
  await storeCode(deps.db, {
    tenantId,
    purpose: RESET_PURPOSE,
    phone,
    code,
    now,
    ttlMs: ttlMinutes * MINUTE,
  });
  return code;
}

export interface ResetPasswordInput {
  tenantId: string;
  countryCode: string;
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
  /** The client address: refused resets count against it. */
  address?: string;
}

const resetFailed = () => new AppError('INVALID_CODE', 400, 'Password reset failed.');

/**
 * spec 7 reset_pwd with the advisor-issued code: expiring, single use, and burnt after 5 wrong
 * tries; a wrong, expired or used code is 400 INVALID_CODE 'Password reset failed.'. On success
 * the password changes and every session of the user is revoked.
 */
export async function resetPassword(deps: ServiceDeps, input: ResetPasswordInput): Promise<void> {
  const rate = clocked(deps);
  const { tenantId } = input;
  // the reset form's validator, as the view runs it (against the tenant's dialling codes)
  const form = formValue(
    validateResetPassword(
      {
        country_code: input.countryCode,
        mobile: input.mobile,
        code: input.code,
        password: input.password,
        confirm_password: input.confirmPassword,
      },
      { knownCountryCodes: await tenantCountryCodes(deps.db, tenantId) },
    ),
  );
  const phone: Phone = { countryCode: form.country_code, mobile: form.mobile };
  // the server's own checks of the new password (passwordPolicy.ts); the username's only once
  // the code proved the number's owner, so that it tells nobody else anything
  assertNoFieldErrors(passwordPolicyErrors('password', form.password, phone));
  const addressKey = input.address === undefined ? undefined : rateKeys.address(input.address);
  if (addressKey !== undefined) {
    await enforceRateLimits(rate, [[LIMITS.resetFailPerAddress, addressKey]]);
  }
  // a refused reset is recorded (and a wrong code counted) and kept (`keepWrites`)
  const fail = async () => {
    if (addressKey !== undefined) {
      await recordRateEvent(rate, LIMITS.resetFailPerAddress.scope, addressKey);
    }
    return keepWrites(resetFailed());
  };

  const liveCode = (db: Db, now: Date, lock = false) =>
    findLiveCode(db, {
      tenantId,
      purpose: RESET_PURPOSE,
      phone,
      now,
      maxAttempts: MAX_CODE_ATTEMPTS,
      lock,
    });
  // no live code: refuse before spending a hash on the new password
  if (!(await liveCode(deps.db, rate.clock()))) throw await fail();
  const passwordHash = await hashSecret(form.password);

  // the caller's unit of work: the code's use, the password and the revoked sessions together
  const trx = deps.db;
  const outcome = await (async () => {
    const now = rate.clock();
    const row = await liveCode(trx, now, true);
    if (!row) return 'invalid' as const;
    if (!sameHash(row.code_hash, hashCode(form.code))) {
      // counted even though the request is refused: this is what burns a guessed code
      await countCodeAttempt(trx, row.id);
      return 'invalid' as const;
    }
    const userId = await userIdByPhone(trx, tenantId, phone);
    if (userId === undefined) return 'invalid' as const;
    const username = await usernameOf(trx, { tenantId, userId });
    // refused before the code is spent: the client tries another password with the same code
    assertNoFieldErrors(passwordPolicyErrors('password', form.password, { username }));
    await markCodeUsed(trx, row.id, now);
    await setPasswordHash(trx, { tenantId, userId }, passwordHash, now);
    // the way back in for a client locked out of new devices (failures elsewhere)
    await forgetPasswordGuesses(rate, { tenantId, userId });
    await revokeSessions(rate, { userId }, 'password_changed');
    return 'ok' as const;
  })();
  if (outcome !== 'ok') throw await fail();
}

// -- verification codes (SMS) -------------------------------------------------------------------

export interface SendCodeInput {
  tenantId: string;
  countryCode: string;
  mobile: string;
  purpose: CodePurpose;
  /** The client address (per-address limit). */
  address: string;
}

/**
 * spec 7 POST /client/app/v1/code: a 6-digit code valid 10 minutes, written to the outbox as the
 * SMS a gateway would send. One per number per 60 s, 5 per number per hour, 20 per address per
 * hour (429 with Retry-After). The answer is the same whether or not the number has an account
 * (no enumeration); a reset code is only sent to a number that has one.
 */
export async function sendVerificationCode(
  deps: ServiceDeps,
  input: SendCodeInput,
): Promise<{ sent: true; resend_after: number }> {
  const rate = clocked(deps);
  const { tenantId, purpose } = input;
  const phone = await requirePhone(deps, tenantId, input.countryCode, input.mobile);
  const numberKey = rateKeys.number(tenantId, phone.countryCode, phone.mobile);
  const addressKey = rateKeys.address(input.address);
  await enforceRateLimits(rate, [
    [LIMITS.codePerNumberMinute, numberKey],
    [LIMITS.codePerNumberHour, numberKey],
    [LIMITS.codePerAddressHour, addressKey],
  ]);
  await recordRateEvent(rate, LIMITS.codePerNumberMinute.scope, numberKey);
  await recordRateEvent(rate, LIMITS.codePerAddressHour.scope, addressKey);

  const hasAccount = (await userIdByPhone(deps.db, tenantId, phone)) !== undefined;
  if (purpose !== RESET_PURPOSE || hasAccount) {
    const appName = (await tenantById(deps.db, tenantId))?.app_name;
    const code = randomDigits(VERIFICATION_CODE_DIGITS);
    const now = rate.clock();
    // the caller's unit of work: the code and its SMS together
    const trx = deps.db;
    await storeCode(trx, {
      tenantId,
      purpose,
      phone,
      code,
      now,
      ttlMs: VERIFICATION_CODE_TTL_MS,
    });
    await insertOutboxSms(trx, {
      id: newId(),
      tenantId,
      recipient: `+${phone.countryCode}${phone.mobile}`,
      body: `${appName ?? 'Invest'}: your verification code is ${code}. It expires in 10 minutes.`,
      now,
    });
  }
  return { sent: true, resend_after: RESEND_AFTER_SECONDS };
}
