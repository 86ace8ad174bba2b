// Weak passwords (spec 5 keeps 6 characters as the floor the form states): the most common
// passwords and a password equal to the client's username or mobile number are refused by the
// server at registration, change and reset, as a field error the forms translate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer, type CallResult } from '../../testing/harness';
import { issueResetCode } from './codes';
import { issueInvitationCodes } from './invitations';
import { COMMON_PASSWORD_COUNT } from './passwordPolicy';
import { loginTokens, newUser, nextMobile } from './testUtils';

const STRONG = 'Strong-pass-73';
/** The reviewer's examples, in the forms a client types them. */
const COMMON = ['123456', 'password', 'qwerty', 'aaaaaa', 'Password', 'QWERTY', 'iloveyou'];

describe.each(databaseKinds())('password policy on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  const expectFieldError = (res: CallResult, path: string, code: string) => {
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('VALIDATION_FAILED');
    expect(res.json.errors).toEqual([expect.objectContaining({ path, code, message: code })]);
  };

  it('ships a list of at least the 10,000 most common passwords', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
  });

  describe('register', () => {
    const register = async (password: string, mobile = nextMobile(), username?: string) => {
      const [code] = await issueInvitationCodes(s.app.deps, {
        tenantId: 'demo',
        advisor: 'advisor-1',
        count: 1,
      });
      return call(s, 'register', {
        body: {
          country_code: '1',
          mobile,
          password,
          confirm_password: password,
          invitation_code: code,
          ...(username === undefined ? {} : { username }),
        },
      });
    };

    it('refuses the most common passwords with password_too_common on the password field', async () => {
      for (const password of COMMON) {
        expectFieldError(await register(password), 'password', 'password_too_common');
      }
      expect((await register(STRONG)).status).toBe(200);
    });

    it('refuses the mobile number or the wished username as the password, in any case', async () => {
      const mobile = nextMobile();
      for (const password of [mobile, `1${mobile}`, `+1${mobile}`]) {
        expectFieldError(await register(password, mobile), 'password', 'password_matches_account');
      }
      const res = await register('MARGOT.Lane', nextMobile(), 'Margot.Lane');
      expectFieldError(res, 'password', 'password_matches_account');
    });

    it('keeps the spec floor of 6 characters as the first rule', async () => {
      expectFieldError(await register('abc12'), 'password', 'password_too_short');
    });
  });

  describe('change_pwd', () => {
    const change = (token: string, password: string) =>
      call(s, 'changePassword', {
        token,
        body: { old_password: TEST_PASSWORD, new_password: password, confirm_password: password },
      });

    it('refuses a common password, the username and the mobile as the new password', async () => {
      const u = await newUser(s, { username: 'Quentin.Blake' });
      const t = await loginTokens(s, u.username);
      for (const password of COMMON) {
        expectFieldError(
          await change(t.access_token, password),
          'new_password',
          'password_too_common',
        );
      }
      for (const password of ['quentin.blake', 'QUENTIN.BLAKE', u.mobile, `+1${u.mobile}`]) {
        const res = await change(t.access_token, password);
        expectFieldError(res, 'new_password', 'password_matches_account');
      }
      // nothing changed: the session is live and the old password still works
      expect((await change(t.access_token, STRONG)).status).toBe(200);
      await loginTokens(s, u.username, STRONG);
    });
  });

  describe('reset_pwd', () => {
    const reset = (mobile: string, code: string, password: string) =>
      call(s, 'resetPassword', {
        body: { country_code: '1', mobile, code, password, confirm_password: password },
      });

    it('refuses a common password, the mobile and the username, and does not spend the code', async () => {
      const u = await newUser(s, { username: 'Rosa.Parks' });
      const code = await issueResetCode(s.app.deps, {
        tenantId: 'demo',
        countryCode: '1',
        mobile: u.mobile,
      });
      for (const password of COMMON) {
        expectFieldError(await reset(u.mobile, code, password), 'password', 'password_too_common');
      }
      for (const password of [u.mobile, `1${u.mobile}`, 'rosa.parks']) {
        const res = await reset(u.mobile, code, password);
        expectFieldError(res, 'password', 'password_matches_account');
      }
      expect((await reset(u.mobile, code, STRONG)).status).toBe(200);
      await loginTokens(s, u.username, STRONG);
    });
  });
});
