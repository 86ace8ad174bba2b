import type { LoginResponse } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { issueResetCode, MAX_CODE_ATTEMPTS } from './codes';
import { LIMITS, rateKeys, recordRateEvent } from '../../platform/rateLimit';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { BY_PASSWORD, loginTokens, newUser, sessionStatus } from './testUtils';
import { DEVICE_HEADER } from '../security';

const NEW_PASSWORD = 'Brand-new-pass-2';
const MINUTE = 60_000;

describe.each(databaseKinds())('passwords and PIN on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  const refreshStatus = async (refreshToken: string) =>
    (await call(s, 'refresh', { headers: { 'X-Refresh-Token': refreshToken } })).status;

  const loginStatus = async (username: string, password: string) =>
    (await call(s, 'login', { body: { username, password } })).status;

  // -- reset_pwd --------------------------------------------------------------------------------

  describe('reset_pwd with an advisor-issued code', () => {
    const reset = (mobile: string, code: string, extra: Record<string, unknown> = {}) =>
      call(s, 'resetPassword', {
        body: {
          country_code: '1',
          mobile,
          code,
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
          ...extra,
        },
      });
    const issue = (mobile: string, ttlMinutes?: number) =>
      issueResetCode(s.app.deps, {
        tenantId: 'demo',
        countryCode: '1',
        mobile,
        ...(ttlMinutes ? { ttlMinutes } : {}),
      });

    it('sets the new password, revokes every session, and works once', async () => {
      const u = await newUser(s);
      const a = await loginTokens(s, u.username);
      const b = await loginTokens(s, u.username);
      const code = await issue(u.mobile);
      expect(code).toMatch(/^\d{8}$/);
      const stored = await s.db.db
        .selectFrom('one_time_codes')
        .selectAll()
        .where('mobile', '=', u.mobile)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.purpose).toBe('reset_pwd');
      expect(JSON.stringify(stored)).not.toContain(code);

      const res = await reset(u.mobile, code);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ ok: true });
      for (const t of [a, b]) {
        expect(await sessionStatus(s, t.access_token)).toBe(401);
        expect(await refreshStatus(t.refresh_token)).toBe(401);
      }
      expect(await loginStatus(u.username, TEST_PASSWORD)).toBe(401);
      expect(await loginStatus(u.username, NEW_PASSWORD)).toBe(200);
      const again = await reset(u.mobile, code, {
        password: 'Third-pass-3',
        confirm_password: 'Third-pass-3',
      });
      expect(again.status).toBe(400);
      expect(again.json).toMatchObject({ code: 'INVALID_CODE', message: 'Password reset failed.' });
      expect(await loginStatus(u.username, NEW_PASSWORD)).toBe(200);
    });

    it('a wrong code is refused; 5 wrong tries burn the code', async () => {
      const u = await newUser(s);
      const code = await issue(u.mobile);
      const wrong = code === '00000000' ? '11111111' : '00000000';
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
        const res = await reset(u.mobile, wrong);
        expect(res.status).toBe(400);
        expect(res.json.code).toBe('INVALID_CODE');
      }
      expect((await reset(u.mobile, code)).status).toBe(400);
      expect(await loginStatus(u.username, TEST_PASSWORD)).toBe(200);
    });

    it('an expired code is refused; a newer code replaces an older one', async () => {
      const u = await newUser(s);
      const short = await issue(u.mobile, 1);
      s.clock.advance(MINUTE + 1000);
      expect((await reset(u.mobile, short)).status).toBe(400);
      const older = await issue(u.mobile);
      const newer = await issue(u.mobile);
      expect((await reset(u.mobile, older)).status).toBe(older === newer ? 200 : 400);
      expect((await reset(u.mobile, newer)).status).toBe(older === newer ? 400 : 200);
    });

    it("a code is bound to its number: another client's code does not work", async () => {
      const u = await newUser(s);
      const v = await newUser(s);
      const codeOfV = await issue(v.mobile);
      await issue(u.mobile);
      expect((await reset(u.mobile, codeOfV)).status).toBe(400);
      expect((await reset(v.mobile, codeOfV)).status).toBe(200);
    });

    it('validation failures are 400 VALIDATION_FAILED and do not spend the code', async () => {
      const u = await newUser(s);
      const code = await issue(u.mobile);
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ password: 'short', confirm_password: 'short' }, 'password', 'password_too_short'],
        [{ confirm_password: 'Another-pass-4' }, 'confirm_password', 'password_mismatch'],
        [{ code: 'abc' }, 'code', 'verification_code_invalid'],
        [{ mobile: '12' }, 'mobile', 'phone_length'],
      ];
      for (const [patch, path, message] of cases) {
        const res = await reset(u.mobile, code, patch);
        expect(res.status).toBe(400);
        expect(res.json.code).toBe('VALIDATION_FAILED');
        expect(res.json.errors).toEqual(
          expect.arrayContaining([expect.objectContaining({ path, code: message, message })]),
        );
      }
      expect((await reset(u.mobile, code)).status).toBe(200);
    });

    it('issueResetCode refuses an unknown number and a bad lifetime', async () => {
      await expect(issue('9995550100')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const u = await newUser(s);
      await expect(issue(u.mobile, 99_999)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      await expect(
        issueResetCode(s.app.deps, { tenantId: 'demo', countryCode: '1', mobile: 'abc' }),
      ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });

  // -- change_pwd -------------------------------------------------------------------------------

  describe('change_pwd', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      call(s, 'changePassword', { token, body });
    const good = {
      old_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    };

    it('revokes every session of the user: the caller must log in again', async () => {
      const u = await newUser(s);
      const caller = await loginTokens(s, u.username);
      const other = await loginTokens(s, u.username, TEST_PASSWORD, true);
      const bystander = await loginTokens(s, (await newUser(s)).username);
      const res = await change(caller.access_token, good);
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual({ ok: true });
      for (const t of [caller, other]) {
        expect(await sessionStatus(s, t.access_token)).toBe(401);
        expect(await refreshStatus(t.refresh_token)).toBe(401);
      }
      expect(await sessionStatus(s, bystander.access_token)).toBe(200);
      expect(await loginStatus(u.username, TEST_PASSWORD)).toBe(401);
      expect(await loginStatus(u.username, NEW_PASSWORD)).toBe(200);
      const row = await s.db.db
        .selectFrom('users')
        .select(['password_changed_at', 'created_at'])
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
      expect(row.password_changed_at.getTime()).toBeGreaterThan(row.created_at.getTime());
    });

    it('a wrong old password is 400 INCORRECT_PASSWORD and changes nothing', async () => {
      const u = await newUser(s);
      const t = await loginTokens(s, u.username);
      const res = await change(t.access_token, { ...good, old_password: 'not-my-password' });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        code: 'INCORRECT_PASSWORD',
        message: 'Incorrect password.',
      });
      expect(await sessionStatus(s, t.access_token)).toBe(200);
      expect(await loginStatus(u.username, NEW_PASSWORD)).toBe(401);
    });

    it('validation failures are 400 VALIDATION_FAILED with domain codes', async () => {
      const u = await newUser(s);
      const t = await loginTokens(s, u.username);
      // validateChangePassword: one problem per field, each on its own field
      const cases: Array<[Record<string, unknown>, Array<[string, string]>]> = [
        [{ old_password: '' }, [['old_password', 'current_password_required']]],
        [
          { new_password: '', confirm_password: '' },
          [
            ['new_password', 'new_password_required'],
            ['confirm_password', 'password_confirm_required'],
          ],
        ],
        [
          { new_password: 'abc', confirm_password: 'abc' },
          [['new_password', 'password_too_short']],
        ],
        [{ confirm_password: 'Different-9' }, [['confirm_password', 'password_mismatch']]],
      ];
      for (const [patch, expected] of cases) {
        const res = await change(t.access_token, { ...good, ...patch });
        expect(res.status).toBe(400);
        expect(res.json.code).toBe('VALIDATION_FAILED');
        expect(res.json.errors).toEqual(
          expected.map(([path, code]) => expect.objectContaining({ path, code, message: code })),
        );
      }
      expect(await sessionStatus(s, t.access_token)).toBe(200);
      expect((await call(s, 'changePassword', { body: good })).status).toBe(401);
    });
  });

  // -- pwd_verify -------------------------------------------------------------------------------

  describe('pwd_verify', () => {
    it('answers verified, 400 INCORRECT_PASSWORD, and 429 after 100 failures', async () => {
      const u = await newUser(s);
      const signIn = await call<LoginResponse>(s, 'login', {
        body: { username: u.username, password: TEST_PASSWORD },
      });
      const t = { access_token: signIn.json.data!.access_token! };
      const device = signIn.headers.get(DEVICE_HEADER)!;
      const ok = await call(s, 'verifyPassword', {
        token: t.access_token,
        body: { password: TEST_PASSWORD },
      });
      expect(ok.status).toBe(200);
      expect(ok.json.data).toEqual({ verified: true });
      const wrong = await call(s, 'verifyPassword', {
        token: t.access_token,
        body: { password: 'wrong-one' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.code).toBe('INCORRECT_PASSWORD');
      const empty = await call(s, 'verifyPassword', {
        token: t.access_token,
        body: { password: '' },
      });
      expect(empty.status).toBe(400);
      expect(empty.json.errors).toEqual([
        { path: 'password', code: 'password_required', message: 'password_required' },
      ]);

      // the failure above counted; 99 more make 100 in the hour
      const key = rateKeys.account('demo', u.id);
      await recordRateEvent(s.app.deps, LIMITS.passwordFailPerAccount.scope, key, 99);
      const limited = await call(s, 'verifyPassword', {
        token: t.access_token,
        body: { password: TEST_PASSWORD },
      });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // failures are per account: logins of the account from unknown devices are locked too ...
      expect(await loginStatus(u.username, TEST_PASSWORD)).toBe(429);
      // ... but not the device that signed in (judged by its own failures)
      const trusted = await call(s, 'login', {
        body: { username: u.username, password: TEST_PASSWORD },
        headers: { [DEVICE_HEADER]: device },
      });
      expect(trusted.status).toBe(200);
    });
  });

  // -- PIN ----------------------------------------------------------------------------------------

  describe('pin', () => {
    it('sets a 6-digit PIN stored hashed, verifies it, and replaces it with the current one', async () => {
      const u = await newUser(s);
      const { access_token: token } = await loginTokens(s, u.username);
      const notSet = await call(s, 'verifyPin', { token, body: { pin: '135790' } });
      expect(notSet.status).toBe(400);
      expect(notSet.json.code).toBe('PIN_NOT_SET');

      const set = await call(s, 'setPin', {
        token,
        body: { pin: '135790', confirm_pin: '135790', ...BY_PASSWORD },
      });
      expect(set.status).toBe(200);
      expect(set.json.data).toEqual({ ok: true });
      const row = await s.db.db
        .selectFrom('users')
        .select('pin_hash')
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
      expect(row.pin_hash).toMatch(/^\$argon2id\$/);
      expect(row.pin_hash).not.toContain('135790');

      const verified = await call(s, 'verifyPin', { token, body: { pin: '135790' } });
      expect(verified.json.data).toEqual({ verified: true });
      const wrong = await call(s, 'verifyPin', { token, body: { pin: '246801' } });
      expect(wrong.status).toBe(400);
      expect(wrong.json.code).toBe('INCORRECT_PIN');

      // replacing needs the current PIN
      const missing = await call(s, 'setPin', { token, body: { pin: '112233' } });
      expect(missing.status).toBe(400);
      expect(missing.json.errors).toEqual([
        { path: 'current_pin', code: 'pin_required', message: 'pin_required' },
      ]);
      const badCurrent = await call(s, 'setPin', {
        token,
        body: { pin: '112233', current_pin: '000000' },
      });
      expect(badCurrent.status).toBe(400);
      expect(badCurrent.json.code).toBe('INCORRECT_PIN');
      const replaced = await call(s, 'setPin', {
        token,
        body: { pin: '112233', confirm_pin: '112233', current_pin: '135790' },
      });
      expect(replaced.status).toBe(200);
      expect((await call(s, 'verifyPin', { token, body: { pin: '112233' } })).status).toBe(200);
      expect((await call(s, 'verifyPin', { token, body: { pin: '135790' } })).status).toBe(400);
    });

    it('refuses malformed PINs with VALIDATION_FAILED and domain codes', async () => {
      const u = await newUser(s);
      const { access_token: token } = await loginTokens(s, u.username);
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ pin: '12345' }, 'pin', 'pin_invalid'],
        [{ pin: '1234567' }, 'pin', 'pin_invalid'],
        [{ pin: 'abcdef' }, 'pin', 'pin_invalid'],
        [{ pin: '' }, 'pin', 'pin_required'],
        [{ pin: '123456', confirm_pin: '654321' }, 'confirm_pin', 'pin_mismatch'],
      ];
      for (const [body, path, message] of cases) {
        const res = await call(s, 'setPin', { token, body });
        expect(res.status).toBe(400);
        expect(res.json.code).toBe('VALIDATION_FAILED');
        expect(res.json.errors).toEqual([
          expect.objectContaining({ path, code: message, message }),
        ]);
      }
      const verify = await call(s, 'verifyPin', { token, body: { pin: '12ab56' } });
      expect(verify.json.errors).toEqual([
        { path: 'pin', code: 'pin_invalid', message: 'pin_invalid', params: { length: 6 } },
      ]);
      const row = await s.db.db
        .selectFrom('users')
        .select('pin_hash')
        .where('id', '=', u.id)
        .executeTakeFirstOrThrow();
      expect(row.pin_hash).toBeNull();
    });

    it('a wrong PIN answers the attempts left; the last one, and any while locked, the lock end', async () => {
      const u = await newUser(s);
      const { access_token: token } = await loginTokens(s, u.username, TEST_PASSWORD, true);
      await call(s, 'setPin', { token, body: { pin: '975310', ...BY_PASSWORD } });
      // a still clock: the lock's end is exact to the millisecond
      s.clock.freeze();
      const start = s.clock.now.getTime();
      for (const left of [4, 3, 2, 1]) {
        const wrong = await call(s, 'verifyPin', { token, body: { pin: '000001' } });
        expect(wrong.status).toBe(400);
        expect(wrong.json.code).toBe('INCORRECT_PIN');
        expect(wrong.json.errors).toEqual([
          {
            path: 'pin',
            code: 'pin_incorrect',
            message: 'pin_incorrect',
            params: { attempts_left: left },
          },
        ]);
        s.clock.advance(MINUTE);
      }
      // the fifth: no attempts left, locked until the first failure leaves the 15-minute window
      const last = await call(s, 'verifyPin', { token, body: { pin: '000001' } });
      expect(last.status).toBe(400);
      const lockedUntil = new Date(start + 15 * MINUTE).toISOString();
      expect(last.json.errors).toEqual([
        {
          path: 'pin',
          code: 'pin_locked',
          message: 'pin_locked',
          params: { attempts_left: 0, locked_until: lockedUntil },
        },
      ]);
      // even the right PIN is refused until then, and says until when
      const locked = await call(s, 'verifyPin', { token, body: { pin: '975310' } });
      expect(locked.status).toBe(429);
      expect(locked.json.code).toBe('PIN_LOCKED');
      expect(locked.json.errors).toEqual([
        {
          path: 'pin',
          code: 'pin_locked',
          message: 'pin_locked',
          params: { attempts_left: 0, locked_until: lockedUntil },
        },
      ]);
      s.clock.thaw();
    });

    it('5 wrong PINs in 15 minutes → 429, even for the right PIN, until the window passes', async () => {
      const u = await newUser(s);
      const { access_token: token } = await loginTokens(s, u.username, TEST_PASSWORD, true);
      await call(s, 'setPin', { token, body: { pin: '975310', ...BY_PASSWORD } });
      for (let i = 0; i < 5; i++) {
        expect((await call(s, 'verifyPin', { token, body: { pin: '000001' } })).status).toBe(400);
      }
      const limited = await call(s, 'verifyPin', { token, body: { pin: '975310' } });
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      s.clock.advance(15 * MINUTE + 1000);
      // the access token expired meanwhile: a fresh one
      const fresh = await loginTokens(s, u.username);
      const ok = await call(s, 'verifyPin', { token: fresh.access_token, body: { pin: '975310' } });
      expect(ok.status).toBe(200);
    });
  });
});
