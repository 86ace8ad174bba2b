// Every auth endpoint runs the form's own domain validator (the one its view runs)
// on the request: a failing form is 400 VALIDATION_FAILED with the validator's field paths, codes
// and params, before anything is read for the decision or written.
import type { LoginResponse, MfaBindResponse } from '@invest/api/contract';
import {
  MIN_PASSWORD_LENGTH,
  PHONE_DIGITS,
  validateChangePassword,
  validateLogin,
  validateMfa,
  validateRegister,
  validateResetPassword,
  validateSetPin,
  validateVerifyPin,
  type FormIssue,
  type FormResult,
} from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { issueResetCode } from './codes';
import { issueInvitationCodes } from './invitations';
import { BY_PASSWORD, loginTokens, newUser, nextMobile, totpAt } from './testUtils';

/** A validator's issues as the failure envelope carries them (message = code). */
const wire = (issues: readonly FormIssue[]) =>
  issues.map(({ path, code, params }) => ({
    path,
    code,
    message: code,
    ...(params ? { params } : {}),
  }));

function issuesOf(result: FormResult<unknown>): FormIssue[] {
  if (result.ok) throw new Error('the form was expected to fail its validator');
  return result.issues;
}

describe.each(databaseKinds())('auth forms run their domain validators on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  /** Everything a refused form must leave as it was (row counts and the user's secrets). */
  async function snapshot(userId?: string) {
    const count = async (
      table:
        | 'users'
        | 'sessions'
        | 'refresh_tokens'
        | 'rate_events'
        | 'one_time_codes'
        | 'device_tokens'
        | 'outbox',
    ) =>
      Number(
        (
          await s.db.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const codes = await s.db.db
      .selectFrom('one_time_codes')
      .select(['id', 'attempts', 'used_at'])
      .orderBy('id')
      .execute();
    const invitations = await s.db.db
      .selectFrom('invitation_codes')
      .select(['id', 'uses'])
      .orderBy('id')
      .execute();
    const user =
      userId === undefined
        ? undefined
        : await s.db.db
            .selectFrom('users')
            .select(['password_hash', 'pin_hash', 'totp_secret', 'totp_pending_secret'])
            .where('id', '=', userId)
            .executeTakeFirstOrThrow();
    return {
      users: await count('users'),
      sessions: await count('sessions'),
      refreshTokens: await count('refresh_tokens'),
      rateEvents: await count('rate_events'),
      devices: await count('device_tokens'),
      outbox: await count('outbox'),
      codes,
      invitations,
      user,
    };
  }

  /** Posts `body` to `name` and expects the validator's exact field errors, changing nothing. */
  async function expectRefused(
    name: Parameters<typeof call>[1],
    body: Record<string, unknown>,
    expected: Array<{ path: string; code: string; params?: Record<string, string | number> }>,
    validator: FormResult<unknown>,
    options: { token?: string; userId?: string } = {},
  ) {
    const before = await snapshot(options.userId);
    const res = await call(s, name, { body, ...(options.token ? { token: options.token } : {}) });
    expect(res.status, `${name} ${JSON.stringify(body)}`).toBe(400);
    expect(res.json.code).toBe('VALIDATION_FAILED');
    // the paths and codes the form's view shows, and exactly what its domain validator answers
    expect(res.json.errors).toEqual(
      expected.map((e) => ({ ...e, message: e.code, ...(e.params ? { params: e.params } : {}) })),
    );
    expect(res.json.errors).toEqual(wire(issuesOf(validator)));
    expect(await snapshot(options.userId)).toEqual(before);
  }

  it('login: validateLogin (username and password required)', async () => {
    const body = { username: '  ', password: '' };
    await expectRefused(
      'login',
      body,
      [
        { path: 'username', code: 'username_required' },
        { path: 'password', code: 'password_required' },
      ],
      validateLogin(body),
    );
  });

  it('MFA step and MFA binding: validateMfa (6 digits)', async () => {
    const u = await newUser(s);
    const { access_token: token } = await loginTokens(s, u.username);
    const bind = await call<MfaBindResponse>(s, 'mfaBind', { token, body: BY_PASSWORD });
    const secret = bind.json.data!.secret;
    // binding: the pending secret stays pending
    for (const body of [{ code: '' }, { code: '12ab' }, { code: '1234567' }]) {
      const expected =
        body.code === ''
          ? [{ path: 'code', code: 'verification_code_required' }]
          : [{ path: 'code', code: 'verification_code_invalid', params: { min: 6, max: 6 } }];
      await expectRefused('mfaVerify', body, expected, validateMfa(body), {
        token,
        userId: u.id,
      });
    }
    const bound = await call(s, 'mfaVerify', {
      token,
      body: { code: totpAt(secret, s.clock.now.getTime()) },
    });
    expect(bound.status).toBe(200);

    // the second step of a login: no failure counted, no session, no device
    const pending = await call<LoginResponse>(s, 'login', {
      body: { username: u.username, password: TEST_PASSWORD },
    });
    const mfaToken = pending.json.data!.mfa_token!;
    const body = { code: '12345' };
    await expectRefused(
      'mfaVerify',
      body,
      [{ path: 'code', code: 'verification_code_invalid', params: { min: 6, max: 6 } }],
      validateMfa(body),
      { token: mfaToken, userId: u.id },
    );
  });

  it('register: validateRegister against the tenant country codes', async () => {
    const [code] = await issueInvitationCodes(s.app.deps, {
      tenantId: 'demo',
      advisor: 'adv',
      count: 1,
    });
    const body = {
      country_code: '1',
      mobile: '12',
      password: 'abc',
      confirm_password: 'abd',
      invitation_code: '',
    };
    await expectRefused(
      'register',
      body,
      [
        {
          path: 'mobile',
          code: 'phone_length',
          params: { min: PHONE_DIGITS.min, max: PHONE_DIGITS.max },
        },
        { path: 'password', code: 'password_too_short', params: { min: MIN_PASSWORD_LENGTH } },
        { path: 'confirm_password', code: 'password_mismatch' },
        { path: 'invitation_code', code: 'invitation_code_required' },
      ],
      validateRegister(body),
    );
    // a dialling code the tenant does not serve (86 is a known code, not one of the tenant's)
    const foreign = {
      country_code: '86',
      mobile: nextMobile(),
      password: TEST_PASSWORD,
      confirm_password: TEST_PASSWORD,
      invitation_code: code!,
    };
    await expectRefused(
      'register',
      foreign,
      [{ path: 'country_code', code: 'phone_country_code_unknown', params: { code: '86' } }],
      validateRegister(foreign, { knownCountryCodes: ['1', '48'] }),
    );
  });

  it('reset_pwd: validateResetPassword (an empty new password is new_password_required)', async () => {
    const u = await newUser(s);
    await issueResetCode(s.app.deps, { tenantId: 'demo', countryCode: '1', mobile: u.mobile });
    const body = {
      country_code: '1',
      mobile: u.mobile,
      code: 'x',
      password: '',
      confirm_password: '',
    };
    await expectRefused(
      'resetPassword',
      body,
      [
        { path: 'code', code: 'verification_code_invalid', params: { min: 6, max: 8 } },
        { path: 'password', code: 'new_password_required' },
        { path: 'confirm_password', code: 'password_confirm_required' },
      ],
      validateResetPassword(body),
      { userId: u.id },
    );
    const noCode = {
      ...body,
      code: '',
      password: 'Fresh-pass-7',
      confirm_password: 'Fresh-pass-7',
    };
    await expectRefused(
      'resetPassword',
      noCode,
      [{ path: 'code', code: 'verification_code_required' }],
      validateResetPassword(noCode),
      { userId: u.id },
    );
  });

  it('change_pwd: validateChangePassword (one problem per field)', async () => {
    const u = await newUser(s);
    const { access_token: token } = await loginTokens(s, u.username);
    const body = { old_password: '', new_password: '', confirm_password: '' };
    await expectRefused(
      'changePassword',
      body,
      [
        { path: 'old_password', code: 'current_password_required' },
        { path: 'new_password', code: 'new_password_required' },
        { path: 'confirm_password', code: 'password_confirm_required' },
      ],
      validateChangePassword(body),
      { token, userId: u.id },
    );
  });

  it('PIN: validateSetPin (the current PIN once one is set) and validateVerifyPin', async () => {
    const u = await newUser(s);
    const { access_token: token } = await loginTokens(s, u.username);
    const first = { pin: '12', confirm_pin: '34' };
    await expectRefused(
      'setPin',
      first,
      [
        { path: 'pin', code: 'pin_invalid', params: { length: 6 } },
        { path: 'confirm_pin', code: 'pin_mismatch' },
      ],
      validateSetPin(first, { hasPin: false }),
      { token, userId: u.id },
    );
    expect(
      (await call(s, 'setPin', { token, body: { pin: '135790', ...BY_PASSWORD } })).status,
    ).toBe(200);
    const replace = { pin: '246802', confirm_pin: '246802' };
    await expectRefused(
      'setPin',
      replace,
      [{ path: 'current_pin', code: 'pin_required' }],
      validateSetPin(replace, { hasPin: true }),
      { token, userId: u.id },
    );
    const verify = { pin: '' };
    await expectRefused(
      'verifyPin',
      verify,
      [{ path: 'pin', code: 'pin_required' }],
      validateVerifyPin(verify),
      { token, userId: u.id },
    );
  });
});
