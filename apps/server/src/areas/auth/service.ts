// Client accounts: registration (API with an invitation code, or back office without),
// login with per-account and per-address limits, password change and check, and the PIN.
// Argon2id hashes only; a refused request changes nothing except the failure counters.
import type { LoginResponse } from '@invest/api/contract';
import {
  normalizeFullName,
  validateChangePassword,
  validateFullName,
  validateLogin,
  validatePassword,
  validateRegister,
  validateSetPin,
  validateVerifyPin,
} from '@invest/domain';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../platform/auth/passwords';
import { checkPin } from '../../platform/auth/pinCheck';
import { createSession, revokeSessions } from './sessions';
import { newId } from '../../platform/auth/tokens';
import { AppError, formFieldErrors, formValue, type FieldError } from '../../platform/errors';
import {
  assertNoFieldErrors,
  checkPhone,
  clocked,
  fieldError,
  tenantCountryCodes,
  type Caller,
  type Db,
  type Phone,
  type TokenDeps,
  type ServiceDeps,
} from '../../platform/serviceDeps';
import { findUsableInvitation, redeemInvitation } from './invitations';
import { passwordPolicyErrors } from './passwordPolicy';
import {
  backoffStatus,
  type Backoff,
  clearRateEvents,
  enforceRateLimits,
  LIMITS,
  rateKeys,
  rateLimitStatus,
  recordRateEvent,
} from '../../platform/rateLimit';
import { isKeptWritesFailure, keepWrites } from '../../platform/unitOfWork';
import { postMessage } from '../messages';
import {
  findUserByLoginName,
  insertUser,
  setPasswordHash,
  setPinHash,
  userIdByPhone,
  usernameTaken,
  userSecrets,
} from './repo';
import {
  checkCode,
  knownDevice,
  noteFactorChange,
  noteFailedSignIn,
  noteSignIn,
  securityUser,
  stepUpKindOf,
  trustDevice,
} from '../security';
import type { StepUp } from '../../platform/stepUp';

/**
 * Open in the spec (the username format): a letter, then 2 to 31 letters, digits, '_', '.' or
 * '-'. Starting with a letter keeps a username from ever reading as someone's mobile number.
 */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

export const loginFailed = () => new AppError('INVALID_CREDENTIALS', 401, 'Login failed.');
export const incorrectPassword = () =>
  new AppError('INCORRECT_PASSWORD', 400, 'Incorrect password.');

// -- registration ------------------------------------------------------------------------------

export interface RegisterUserInput {
  tenantId: string;
  /** Dialling code ('1', '+48'). */
  countryCode: string;
  /** National digits. */
  mobile: string;
  password: string;
  /** The repeated password, checked when given (the registration form has it). */
  confirmPassword?: string;
  /** Required from the API; absent for a back-office creation. */
  invitationCode?: string;
  /** A wished username; the mobile digits are used when absent, malformed or taken. */
  username?: string;
  fullName?: string;
  /** Back-office creation only: the advisor (an invitation code brings its own). */
  advisor?: string;
  /** The client address (API): refused invitation codes count against it. */
  address?: string;
}

export interface RegisteredUser {
  id: string;
  username: string;
}

const invitationInvalid = () =>
  new AppError('INVITATION_INVALID', 400, 'Invalid invitation code.', [
    { path: 'invitation_code', message: 'invitation_code_invalid' },
  ]);
const accountExists = () =>
  new AppError('ACCOUNT_EXISTS', 409, 'This mobile number is already registered.');

/**
 * 429 RATE_LIMITED while any of `checks` is in its growing delays (OWASP throttling, as the login
 * does): the refused attempt is recorded under every check and kept, so hammering only lengthens
 * the wait, and the Retry-After counts it.
 */
async function refuseWhileThrottled(
  deps: ServiceDeps,
  checks: ReadonlyArray<readonly [Backoff, string]>,
): Promise<void> {
  const refused: Array<readonly [Backoff, string]> = [];
  for (const check of checks) {
    if (!(await backoffStatus(deps, ...check)).allowed) refused.push(check);
  }
  if (refused.length === 0) return;
  for (const [rule, key] of checks) await recordRateEvent(deps, rule.scope, key);
  let wait = 0;
  for (const check of refused) {
    wait = Math.max(wait, (await backoffStatus(deps, ...check)).retryAfterSeconds);
  }
  throw keepWrites(AppError.rateLimited(wait));
}

/** The wished username when valid and free, else the mobile digits (made unique if need be). */
async function chooseUsername(
  trx: Db,
  tenantId: string,
  wished: string | undefined,
  countryCode: string,
  mobile: string,
): Promise<string> {
  const wish = wished?.trim();
  if (wish && USERNAME_PATTERN.test(wish) && !(await usernameTaken(trx, tenantId, wish))) {
    return wish;
  }
  // the same national digits may exist under another country code
  for (const candidate of [mobile, `${countryCode}${mobile}`]) {
    if (!(await usernameTaken(trx, tenantId, candidate))) return candidate;
  }
  return `${countryCode}${mobile}-${newId().slice(0, 6)}`;
}

/**
 * The registration's field checks. From the API (an invitation code given) the registration
 * form's own validator, the one the view runs (validateRegister, against the tenant's dialling
 * codes); from the back office (no code, no confirmation) the mobile number and password rules.
 */
async function checkRegistration(
  deps: ServiceDeps,
  input: RegisterUserInput,
): Promise<{ phone?: Phone; errors: FieldError[] }> {
  if (input.invitationCode === undefined) {
    const checked = await checkPhone(deps.db, input.tenantId, input.countryCode, input.mobile);
    const rule = fieldError('password', validatePassword(input.password));
    checked.errors.push(
      ...(rule.length > 0 || !checked.phone
        ? rule
        : passwordPolicyErrors('password', input.password, {
            username: input.username,
            ...checked.phone,
          })),
    );
    return checked;
  }
  const form = validateRegister(
    {
      country_code: input.countryCode,
      mobile: input.mobile,
      password: input.password,
      confirm_password: input.confirmPassword,
      invitation_code: input.invitationCode,
    },
    { knownCountryCodes: await tenantCountryCodes(deps.db, input.tenantId) },
  );
  if (!form.ok) return { errors: formFieldErrors(form.issues) };
  const phone = { countryCode: form.value.country_code, mobile: form.value.mobile };
  // the server's own password checks, once the form's pass (a common password, or the client's
  // own mobile number or wished username)
  const errors = passwordPolicyErrors('password', input.password, {
    username: input.username,
    ...phone,
  });
  return { phone, errors };
}

/**
 * Creates a client. From the API (`invitationCode` given) the code must be live in the tenant;
 * its advisor is copied and one use counted, in the same transaction as the insert. Never takes
 * vip, score, permissions or KYC status: a new client starts at the defaults (unverified).
 * Throws 400 VALIDATION_FAILED / INVITATION_INVALID, 409 ACCOUNT_EXISTS, 429 RATE_LIMITED.
 */
export async function registerUser(
  deps: ServiceDeps,
  input: RegisterUserInput,
): Promise<RegisteredUser> {
  const rate = clocked(deps);
  const { tenantId } = input;
  const { phone, errors } = await checkRegistration(deps, input);
  const fullName = input.fullName?.trim() ? normalizeFullName(input.fullName) : '';
  if (fullName !== '') errors.push(...fieldError('full_name', validateFullName(fullName)));
  assertNoFieldErrors(errors);
  if (!phone) throw AppError.validation([{ path: 'mobile', message: 'phone_invalid' }]);

  const addressKey = input.address === undefined ? undefined : rateKeys.address(input.address);
  // ACCOUNT_EXISTS answers count per address as failed logins do (one counter: a number found
  // here or a password tried at login is the same kind of probe) and per invitation code
  const probeChecks: Array<readonly [Backoff, string]> = [];
  if (addressKey !== undefined) {
    await enforceRateLimits(rate, [[LIMITS.registerFailPerAddress, addressKey]]);
    probeChecks.push([LIMITS.loginFailPerAddress, addressKey]);
    // before the hash: a throttled address costs nothing
    await refuseWhileThrottled(rate, probeChecks);
  }
  const passwordHash = await hashSecret(input.password);

  // runs in the caller's unit of work: the invitation use and the new user
  // commit together; a refused invitation code is recorded and kept (`keepWrites`)
  const refuseInvitation = async () => {
    if (addressKey !== undefined) {
      await recordRateEvent(rate, LIMITS.registerFailPerAddress.scope, addressKey);
    }
    return keepWrites(invitationInvalid());
  };
  const db = deps.db;
  const now = rate.clock();
  let advisor = input.advisor?.trim() ?? '';
  let invitationId: string | undefined;
  // the invitation first: without a valid code nobody learns whether a number is registered
  if (input.invitationCode !== undefined) {
    const invitation = await findUsableInvitation(db, {
      tenantId,
      code: input.invitationCode,
      now,
    });
    if (!invitation) throw await refuseInvitation();
    advisor = invitation.advisor;
    invitationId = invitation.id;
    // the code's row is locked: its probes queue here, whatever address they come from
    probeChecks.push([LIMITS.registerExistsPerCode, rateKeys.invitation(tenantId, invitation.id)]);
    await refuseWhileThrottled(rate, probeChecks);
  }
  if ((await userIdByPhone(db, tenantId, phone)) !== undefined) {
    // the back office (no address, no code) is told plainly
    if (probeChecks.length === 0) throw accountExists();
    for (const [rule, key] of probeChecks) await recordRateEvent(rate, rule.scope, key);
    throw keepWrites(accountExists());
  }
  if (invitationId !== undefined && !(await redeemInvitation(db, invitationId))) {
    throw await refuseInvitation();
  }
  const id = newId();
  // a concurrent registration may take the number or the wished username between the checks
  // and the insert (the unique indexes decide): the number is then taken, or another username
  // is chosen (the wish is now taken, and the mobile digits are tried next)
  for (let attempt = 0; ; attempt++) {
    const username = await chooseUsername(
      db,
      tenantId,
      input.username,
      phone.countryCode,
      phone.mobile,
    );
    const row = { id, tenantId, username, phone, passwordHash, fullName, advisor, now };
    if (await insertUser(db, row)) return { id, username };
    if ((await userIdByPhone(db, tenantId, phone)) !== undefined || attempt >= 2) {
      throw accountExists();
    }
  }
}

// -- login --------------------------------------------------------------------------------------

export interface LoginInput {
  tenantId: string;
  /** The username (any case) or the mobile number (national digits, or '+' and country code). */
  username: string;
  password: string;
  remember: boolean;
  /** The client address (per-address throttle of unknown devices). */
  address: string;
  /** The device token the request presented (cookie or X-Device-Token), if any. */
  deviceToken?: string | undefined;
  /** The User-Agent, kept with a newly trusted device. */
  userAgent?: string | undefined;
  /** An authenticator code: the way past the account's throttle for a client with TOTP. */
  code?: string | undefined;
}

/** The answer of a login, and the device token to store on the device after a sign-in. */
export interface LoginOutcome {
  answer: LoginResponse;
  /** Set when the login signed in (not when MFA is still to come). */
  deviceToken?: string;
}

/** The account a login name designates: a username match first, then a mobile match. */
export async function findLoginUser(db: Db, tenantId: string, name: string) {
  const lower = name.trim().toLowerCase();
  const digits = /^\+?[\d\s-]{4,24}$/.test(lower) ? lower.replace(/\D/g, '') : undefined;
  return findUserByLoginName(db, tenantId, { lower, digits });
}

/** A second factor offered with a login (the release valve of the lock-out, `admitLogin`). */
interface LoginUnlock {
  owner: Caller;
  secret: string;
  code: string;
}

/** What a login admitted: how to record its failure, and whether the second factor let it in. */
interface Admission {
  recordFailure: () => Promise<void>;
  unlocked: boolean;
}

/**
 * The message centre is told of a burst of failed logins from unknown devices (the throttle
 * engages for new devices), once per burst: a burst goes on while failures keep coming within
 * the throttle's window of the last one, and a quiet window ends it.
 */
const FAILURE_BURST = {
  scope: 'login_fail_burst',
  limit: 1,
  windowMs: LIMITS.loginFailPerAccount.windowMs,
};

async function noteFailureBurst(deps: ServiceDeps, owner: Caller, key: string): Promise<void> {
  const failures = await rateLimitStatus(deps, LIMITS.loginFailPerAccount, key);
  if (failures.count < LIMITS.loginFailPerAccount.limit) return;
  const ongoing = (await rateLimitStatus(deps, FAILURE_BURST, key)).count > 0;
  await recordRateEvent(deps, FAILURE_BURST.scope, key);
  if (ongoing) return;
  await postMessage(deps.db, {
    ...owner,
    title: 'Failed sign-in attempts on your account',
    body:
      'Several attempts to sign in to your account from new devices failed. ' +
      'New devices now wait before they may try again; your trusted devices sign in as usual. ' +
      'On a new device, sign in with your password and a code from your authenticator app, or ' +
      'ask your advisor for a password-reset code. If this was not you, change your password.',
    createdAt: deps.clock(),
    // translated by the web (i18n shell messages.system.failedSignIns)
    message: { key: 'failedSignIns', params: {} },
  });
}

/**
 * The second factor as the way past the account's throttle: the code must be right, within the
 * valve's own budget of failures (a wrong one is recorded there, not in the MFA step's, so an
 * attacker cannot exhaust what the client's trusted devices need).
 */
async function secondFactorUnlocks(deps: ServiceDeps, unlock: LoginUnlock): Promise<boolean> {
  const key = rateKeys.account(unlock.owner.tenantId, unlock.owner.userId);
  const budget = LIMITS.loginUnlockFailPerAccount;
  if (!(await rateLimitStatus(deps, budget, key)).allowed) return false;
  try {
    await checkCode(deps, unlock.owner, unlock.secret, unlock.code, false, budget);
    return true;
  } catch (error) {
    // a wrong or replayed code: recorded, and the login is refused like any other
    if (isKeptWritesFailure(error)) return false;
    throw error;
  }
}

/**
 * The throttle of a login (OWASP device cookies). A request presenting a device
 * token of the account is judged by that device's own failures only (10 per hour), whatever
 * happens elsewhere. Any other request is throttled per account (or unknown login name: the same
 * rule, so the throttle tells nothing about which accounts exist) and per address, with growing
 * delays; a refused attempt is recorded like a failure. A client with two-step verification
 * whose account alone is throttled gets past it with an authenticator code (`unlock`): the code
 * is checked before the password, so the throttled login tells nobody without the second factor
 * whether a password is right. Answers how to record a failure.
 */
async function admitLogin(
  deps: ServiceDeps,
  keys: { device?: string | undefined; account: string; address: string },
  options: { owner?: Caller | undefined; unlock?: LoginUnlock | undefined } = {},
): Promise<Admission> {
  if (keys.device !== undefined) {
    const device = keys.device;
    await enforceRateLimits(deps, [[LIMITS.loginFailPerDevice, device]]);
    return {
      recordFailure: () => recordRateEvent(deps, LIMITS.loginFailPerDevice.scope, device),
      unlocked: false,
    };
  }
  const { owner } = options;
  const recordFailure = async () => {
    await recordRateEvent(deps, LIMITS.loginFailPerAccount.scope, keys.account);
    await recordRateEvent(deps, LIMITS.loginFailPerAddress.scope, keys.address);
    if (owner !== undefined) await noteFailureBurst(deps, owner, keys.account);
  };
  // failed password checks of signed-in sessions (pwd_verify, change_pwd) lock unknown devices
  // out too: a stolen session must not add their budget to the login's
  const signedIn = await rateLimitStatus(deps, LIMITS.passwordFailPerAccount, keys.account);
  const account = await backoffStatus(deps, LIMITS.loginFailPerAccount, keys.account);
  const address = await backoffStatus(deps, LIMITS.loginFailPerAddress, keys.address);
  if (!signedIn.allowed || !account.allowed || !address.allowed) {
    // the release valve: the throttle is the account's (failures elsewhere), not this address's
    if (address.allowed && options.unlock && (await secondFactorUnlocks(deps, options.unlock))) {
      return { recordFailure, unlocked: true };
    }
    await recordFailure();
    // the wait counts this refused attempt too (it is now the latest)
    let wait = signedIn.retryAfterSeconds;
    for (const [rule, key, before] of [
      [LIMITS.loginFailPerAccount, keys.account, account],
      [LIMITS.loginFailPerAddress, keys.address, address],
    ] as const) {
      if (before.allowed) continue;
      wait = Math.max(wait, (await backoffStatus(deps, rule, key)).retryAfterSeconds);
    }
    throw keepWrites(AppError.rateLimited(wait));
  }
  return { recordFailure, unlocked: false };
}

/**
 * spec 7 login: tokens, or `{ mfa: true, mfa_token }` when the user has TOTP. The
 * same 401 'Login failed.' for an unknown user and a wrong password (an unknown user costs a
 * dummy verification, so timing tells nothing either); 429 with Retry-After while throttled
 * (`admitLogin`), whatever the password. A client with TOTP whose new devices are throttled
 * signs in with the password and an authenticator code in one login (`code`): both factors
 * proved, no MFA step follows. Runs in a unit of work: a failure is recorded and kept
 * (`keepWrites`). A sign-in trusts the device (devices.ts).
 */
export async function login(deps: TokenDeps, input: LoginInput): Promise<LoginOutcome> {
  // the login form's validator, as the view runs it (spec 8: Username / Password required)
  const form = formValue(validateLogin({ username: input.username, password: input.password }));
  const { tenantId, remember } = input;
  const { username: name, password } = form;
  const user = await findLoginUser(deps.db, tenantId, name);
  const owner = user ? { tenantId, userId: user.id } : undefined;
  const device = owner ? await knownDevice(deps, owner, input.deviceToken) : undefined;
  const accountKey = owner ? rateKeys.account(tenantId, owner.userId) : undefined;
  const admission = await admitLogin(
    deps,
    {
      device: device === undefined ? undefined : rateKeys.device(device.id),
      account: accountKey ?? rateKeys.unknownLogin(tenantId, name),
      address: rateKeys.address(input.address),
    },
    {
      owner,
      unlock:
        owner && user?.totp_secret && input.code !== undefined
          ? { owner, secret: user.totp_secret, code: input.code }
          : undefined,
    },
  );
  const verified = user
    ? await verifySecret(user.password_hash, password)
    : await verifyAgainstDummy(password);
  const source = {
    presentedDeviceToken: input.deviceToken,
    userAgent: input.userAgent,
    address: input.address,
  };
  if (!owner || !user || !verified) {
    await admission.recordFailure();
    // a holder of the second factor guessing passwords has the valve's budget, no more
    if (admission.unlocked && accountKey !== undefined) {
      await recordRateEvent(deps, LIMITS.loginUnlockFailPerAccount.scope, accountKey);
    }
    // the account's sign-in history shows failed attempts too (a guessed password shows there)
    if (owner) await noteFailedSignIn(deps, owner, { ...source, method: 'password' });
    throw keepWrites(loginFailed());
  }
  if (user.totp_secret !== null && !admission.unlocked) {
    // spec 4: mfa_required with a pending session (a short-lived token good only for MFA)
    const mfaToken = await deps.tokens.signMfa({ sub: user.id, tid: tenantId, remember });
    return { answer: { mfa: true, mfa_token: mfaToken } };
  }
  const tokens = await createSession(deps, { ...owner, remember });
  const trusted = await trustDevice(
    deps,
    owner,
    input.deviceToken,
    input.userAgent ?? '',
    input.address,
  );
  await noteSignIn(deps, owner, {
    ...source,
    refreshToken: tokens.refresh_token,
    deviceToken: trusted.token,
    knownDevice: trusted.known,
    method: admission.unlocked ? 'totp' : 'password',
  });
  return { answer: { mfa: false, ...tokens }, deviceToken: trusted.token };
}

// -- passwords ----------------------------------------------------------------------------------

/** The caller's secrets; `forChange`: locked, for a check followed by a change (repo.ts). */
async function loadUser(db: Db, caller: Caller, forChange = false) {
  const user = await userSecrets(db, caller, forChange);
  if (!user) throw AppError.unauthorized();
  return user;
}

/** Checks `password` against the caller's, counting a failure against the account limit. */
async function checkCallerPassword(
  deps: TokenDeps,
  caller: Caller,
  passwordHash: string,
  password: string,
): Promise<void> {
  const key = rateKeys.account(caller.tenantId, caller.userId);
  await enforceRateLimits(deps, [[LIMITS.passwordFailPerAccount, key]]);
  if (await verifySecret(passwordHash, password)) return;
  await recordRateEvent(deps, LIMITS.passwordFailPerAccount.scope, key);
  throw keepWrites(incorrectPassword());
}

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * spec 4/5 change_pwd: the current password must verify and the new one follow the rules and
 * be confirmed; then every session of the user is revoked (the user logs in again). `stepUp`:
 * the second factor when it is on, else the PIN when one is set.
 */
export async function changePassword(
  deps: TokenDeps,
  caller: Caller,
  input: ChangePasswordInput,
  stepUp: StepUp<'password_change'>,
): Promise<void> {
  // the change-password form's validator, as the view runs it: one problem per field
  formValue(
    validateChangePassword({
      old_password: input.oldPassword,
      new_password: input.newPassword,
      confirm_password: input.confirmPassword,
    }),
  );
  const user = await loadUser(deps.db, caller, true);
  // the server's own checks of the new password: not a common one, not the client's username or
  // mobile number (passwordPolicy.ts)
  assertNoFieldErrors(
    passwordPolicyErrors('new_password', input.newPassword, {
      username: user.username,
      countryCode: user.mobile_country_code,
      mobile: user.mobile,
    }),
  );
  await checkCallerPassword(deps, caller, user.password_hash, input.oldPassword);
  // the step-up, on the server (the current password is the proof of a client
  // with neither a second factor nor a PIN)
  await stepUp(deps);
  const hash = await hashSecret(input.newPassword);
  // the caller's unit of work: the new password and the revoked sessions commit together
  await setPasswordHash(deps.db, caller, hash, deps.clock());
  await forgetPasswordGuesses(deps, caller);
  // spec 4: after a password change the user must log in again
  await revokeSessions(deps, { userId: caller.userId }, 'password_changed');
}

/** spec 7 pwd_verify: true, or 400 INCORRECT_PASSWORD (failures count like failed logins). */
export async function verifyPassword(
  deps: TokenDeps,
  caller: Caller,
  password: string,
): Promise<void> {
  // only 'required' here: a password set under older rules must still verify
  if (password === '') assertNoFieldErrors([{ path: 'password', message: 'password_required' }]);
  const user = await loadUser(deps.db, caller);
  await checkCallerPassword(deps, caller, user.password_hash, password);
}

/**
 * After a new password: the failed logins and password checks counted against the account
 * guessed a password that no longer exists, so its new devices are no longer throttled by
 * them (the way back in with an advisor's reset code).
 */
export async function forgetPasswordGuesses(deps: ServiceDeps, owner: Caller): Promise<void> {
  await clearRateEvents(
    deps,
    [
      LIMITS.loginFailPerAccount.scope,
      LIMITS.passwordFailPerAccount.scope,
      LIMITS.loginUnlockFailPerAccount.scope,
    ],
    rateKeys.account(owner.tenantId, owner.userId),
  );
}

// -- PIN ----------------------------------------------------------------------------------------

export interface SetPinInput {
  pin: string;
  confirmPin?: string | undefined;
  /** Required when a PIN is already set. */
  currentPin?: string | undefined;
}

/**
 * spec 5/9: a PIN is 6 digits, stored as an argon2id hash. Replacing one needs the current PIN
 * (400 INCORRECT_PIN otherwise; 5 failures in 15 minutes → 429). A PIN is a factor: where the
 * current PIN is not the strongest proof (no PIN yet, or the second factor on) the step-up of a
 * factor change is asked too (the second factor, else the password): a stolen session never
 * sets the PIN that would then confirm money.
 */
export async function setPin(
  deps: TokenDeps,
  caller: Caller & { sessionId?: string },
  input: SetPinInput,
  /** The step-up of a factor change, run where the current PIN is not the strongest proof. */
  stepUp: StepUp<'factor_change'>,
): Promise<void> {
  const user = await loadUser(deps.db, caller, true);
  // the set-PIN form's validator, as the view runs it (the current PIN when one is set)
  const form = formValue(
    validateSetPin(
      { pin: input.pin, confirm_pin: input.confirmPin, current_pin: input.currentPin },
      { hasPin: user.pin_hash !== null },
    ),
  );
  const factors = await securityUser(deps.db, caller);
  if (!factors) throw AppError.unauthorized();
  if (stepUpKindOf(factors) !== 'pin') {
    await stepUp(deps);
  }
  if (user.pin_hash !== null) {
    await checkPin(deps, caller, user.pin_hash, form.current_pin ?? '');
  }
  const hash = await hashSecret(form.pin);
  await setPinHash(deps.db, caller, hash);
  await noteFactorChange(deps, caller, user.pin_hash === null ? 'pin_added' : 'pin_changed');
}

/** Checks the caller's PIN: 400 PIN_NOT_SET, 400 INCORRECT_PIN, 429 after 5 failures. */
export async function verifyPin(deps: TokenDeps, caller: Caller, pin: string): Promise<void> {
  formValue(validateVerifyPin({ pin }));
  const user = await loadUser(deps.db, caller);
  if (user.pin_hash === null) throw new AppError('PIN_NOT_SET', 400, 'PIN is not set.');
  await checkPin(deps, caller, user.pin_hash, pin);
}
