// The security centre's calls, end to end over HTTP on a fresh database: two-step
// verification on and off, backup codes, replays and brute force, step-up, devices, sessions,
// the sign-in history, ownership (404) and tenancy (403), and bad input.
import type {
  DeviceList,
  LoginResponse,
  Message,
  SecurityOverview,
  SecuritySession,
  SignInEvent,
  Tokens,
  TotpConfirmResponse,
  TotpEnrolResponse,
} from '@invest/api/contract';
import type { RouteName } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { DEVICE_HEADER } from './devices';
import {
  BY_PASSWORD,
  loginTokens,
  newUser,
  sessionStatus,
  totpAt,
  wrongTotp,
} from '../auth/testUtils';

const STEP = 30_000;
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe.each(databaseKinds())('security centre on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'other');
  });
  afterAll(() => s.close());

  const now = () => s.clock.now.getTime();

  const overview = async (token: string) => {
    const res = await call<SecurityOverview>(s, 'securityOverview', { token });
    expect(res.status).toBe(200);
    return res.json.data!;
  };

  /** A user with two-step verification on; answers its secret, backup codes and tokens. */
  async function mfaUser() {
    const u = await newUser(s);
    const first = await loginTokens(s, u.username);
    const enrol = await call<TotpEnrolResponse>(s, 'totpEnrol', {
      token: first.access_token,
      body: BY_PASSWORD,
    });
    expect(enrol.status).toBe(200);
    const { secret } = enrol.json.data!;
    const confirm = await call<TotpConfirmResponse>(s, 'totpConfirm', {
      token: first.access_token,
      body: { code: totpAt(secret, now()) },
    });
    expect(confirm.status).toBe(200);
    // the next codes come from later time steps (a code of the used step is a replay)
    s.clock.advance(STEP);
    const { backup_codes: codes, tokens } = confirm.json.data!;
    return { u, secret, codes, token: tokens.access_token, refresh: tokens.refresh_token };
  }

  const pendingLogin = async (username: string, headers: Record<string, string> = {}) => {
    const res = await call<LoginResponse>(s, 'login', {
      body: { username, password: TEST_PASSWORD },
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.json.data!.mfa).toBe(true);
    return res.json.data!.mfa_token!;
  };
  const verify = (token: string, code: string, headers: Record<string, string> = {}) =>
    call<Tokens>(s, 'mfaVerify', { token, body: { code }, headers });

  it('turns two-step verification on: QR and secret, a code, ten backup codes shown once', async () => {
    const u = await newUser(s);
    const first = await loginTokens(s, u.username);
    expect(await overview(first.access_token)).toMatchObject({
      mfa_enabled: false,
      method: 'none',
      backup_codes_left: 0,
      passkeys: [],
      step_up: 'none',
    });
    const enrol = await call<TotpEnrolResponse>(s, 'totpEnrol', {
      token: first.access_token,
      body: BY_PASSWORD,
    });
    const { secret, otpauth_url: url } = enrol.json.data!;
    expect(new URL(url).searchParams.get('secret')).toBe(secret);
    expect(enrol.json.data).not.toHaveProperty('qr_svg');
    expect((await overview(first.access_token)).totp_pending).toBe(true);

    const wrong = await call(s, 'totpConfirm', {
      token: first.access_token,
      body: { code: wrongTotp(secret, now()) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('MFA_INVALID');

    const ok = await call<TotpConfirmResponse>(s, 'totpConfirm', {
      token: first.access_token,
      body: { code: totpAt(secret, now()) },
    });
    expect(ok.status).toBe(200);
    const codes = ok.json.data!.backup_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // stored hashed only
    const stored = await s.db.db
      .selectFrom('backup_codes')
      .select('code_hash')
      .where('user_id', '=', u.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.code_hash);
    // the calling session was replaced
    expect(await sessionStatus(s, first.access_token)).toBe(401);
    const token = ok.json.data!.tokens.access_token;
    expect(await overview(token)).toMatchObject({
      mfa_enabled: true,
      method: 'totp',
      totp_pending: false,
      backup_codes_left: 10,
      step_up: 'mfa',
    });
    // on already: another enrolment is refused
    const again = await call(s, 'totpEnrol', { token });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('MFA_ALREADY_ON');
  });

  it('a replayed TOTP code is refused, and so is an older one after it', async () => {
    const { u, secret } = await mfaUser();
    const at = now();
    const ok = await verify(await pendingLogin(u.username), totpAt(secret, at));
    expect(ok.status).toBe(200);
    const replay = await verify(await pendingLogin(u.username), totpAt(secret, at));
    expect(replay.status).toBe(400);
    expect(replay.json.code).toBe('MFA_INVALID');
    // within the drift window, but older than the last accepted step
    const older = await verify(await pendingLogin(u.username), totpAt(secret, at - STEP));
    expect(older.status).toBe(400);
    expect((await verify(await pendingLogin(u.username), totpAt(secret, at + STEP))).status).toBe(
      200,
    );
  });

  it('a backup code signs in once; the same code is refused the second time', async () => {
    const { u, codes, token } = await mfaUser();
    const code = codes[3]!;
    const first = await verify(await pendingLogin(u.username), code.toUpperCase());
    expect(first.status).toBe(200);
    const second = await verify(await pendingLogin(u.username), code);
    expect(second.status).toBe(400);
    expect(second.json.code).toBe('MFA_INVALID');
    // without the dash it is the same (spent) code
    expect((await verify(await pendingLogin(u.username), code.replace('-', ''))).status).toBe(400);
    expect((await overview(token)).backup_codes_left).toBe(9);
    const history = await call<SignInEvent[]>(s, 'signInHistory', { token });
    expect(history.json.data!.slice(0, 3).map((e) => [e.outcome, e.method])).toEqual([
      ['failure', 'backup_code'],
      ['failure', 'backup_code'],
      ['success', 'backup_code'],
    ]);
  });

  it('a code brute force hits the rate limit (429), even for a right code', async () => {
    const { u, secret, codes } = await mfaUser();
    const pending = await pendingLogin(u.username);
    for (let i = 0; i < 3; i++) {
      expect((await verify(pending, wrongTotp(secret, now()))).status).toBe(400);
    }
    // wrong backup codes count against the same limit
    expect((await verify(pending, 'aaaaa-aaaaa')).status).toBe(400);
    expect((await verify(pending, 'bbbbb-bbbbb')).status).toBe(400);
    const limited = await verify(pending, totpAt(secret, now()));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await verify(pending, codes[0]!)).status).toBe(429);
  });

  it('turning it off needs the password and a current code; passkeys and codes go', async () => {
    const { u, secret, token } = await mfaUser();
    const badPassword = await call(s, 'totpDisable', {
      token,
      body: { password: 'not-the-password', code: totpAt(secret, now()) },
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.json.code).toBe('INCORRECT_PASSWORD');
    const badCode = await call(s, 'totpDisable', {
      token,
      body: { password: TEST_PASSWORD, code: wrongTotp(secret, now()) },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.json.code).toBe('MFA_INVALID');
    const ok = await call(s, 'totpDisable', {
      token,
      body: { password: TEST_PASSWORD, code: totpAt(secret, now()) },
    });
    expect(ok.status).toBe(200);
    expect(await overview(token)).toMatchObject({ mfa_enabled: false, backup_codes_left: 0 });
    // login answers tokens again
    await loginTokens(s, u.username);
    const again = await call(s, 'totpDisable', {
      token,
      body: { password: TEST_PASSWORD, code: totpAt(secret, now()) },
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('MFA_NOT_ON');
  });

  describe('step-up', () => {
    it('with two-step verification on: changing the password asks for the second factor', async () => {
      const { secret, codes, token } = await mfaUser();
      const body = {
        old_password: TEST_PASSWORD,
        new_password: 'new-secret-pass-2',
        confirm_password: 'new-secret-pass-2',
      };
      const missing = await call(s, 'changePassword', { token, body });
      expect(missing.status).toBe(403);
      expect(missing.json.code).toBe('STEP_UP_REQUIRED');
      const pin = await call(s, 'changePassword', {
        token,
        body: { ...body, step_up: { pin: '123456' } },
      });
      expect(pin.status).toBe(403);
      const wrong = await call(s, 'changePassword', {
        token,
        body: { ...body, step_up: { code: wrongTotp(secret, now()) } },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.code).toBe('MFA_INVALID');
      // a wrong old password is refused before the step-up is looked at
      const badOld = await call(s, 'changePassword', {
        token,
        body: { ...body, old_password: 'nope-nope-1', step_up: { code: codes[0]! } },
      });
      expect(badOld.status).toBe(400);
      expect(badOld.json.code).toBe('INCORRECT_PASSWORD');
      const ok = await call(s, 'changePassword', {
        token,
        body: { ...body, step_up: { code: totpAt(secret, now()) } },
      });
      expect(ok.status).toBe(200);
    });

    it('regenerating backup codes asks for the step-up; the old codes stop working', async () => {
      const { u, secret, codes, token } = await mfaUser();
      const missing = await call(s, 'backupCodesRegenerate', { token, body: { step_up: {} } });
      expect(missing.status).toBe(403);
      expect(missing.json.code).toBe('STEP_UP_REQUIRED');
      const ok = await call<{ backup_codes: string[] }>(s, 'backupCodesRegenerate', {
        token,
        body: { step_up: { code: codes[0]! } },
      });
      expect(ok.status).toBe(200);
      const fresh = ok.json.data!.backup_codes;
      expect(fresh).toHaveLength(10);
      expect(fresh).not.toContain(codes[1]);
      expect((await verify(await pendingLogin(u.username), codes[1]!)).status).toBe(400);
      expect((await verify(await pendingLogin(u.username), fresh[0]!)).status).toBe(200);
      expect(secret).toBeTruthy();
    });

    it('without a second factor: the PIN when one is set, nothing more otherwise', async () => {
      const u = await newUser(s);
      const { access_token: token } = await loginTokens(s, u.username);
      const pin = await call(s, 'setPin', { token, body: { pin: '246810', ...BY_PASSWORD } });
      expect(pin.status).toBe(200);
      expect((await overview(token)).step_up).toBe('pin');
      const body = {
        old_password: TEST_PASSWORD,
        new_password: 'new-secret-pass-3',
        confirm_password: 'new-secret-pass-3',
      };
      const missing = await call(s, 'changePassword', { token, body });
      expect(missing.status).toBe(403);
      expect(missing.json.code).toBe('STEP_UP_REQUIRED');
      const wrong = await call(s, 'changePassword', {
        token,
        body: { ...body, step_up: { pin: '111111' } },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json.code).toBe('INCORRECT_PIN');
      // the step-up dialog stays open with the attempts left (the PIN's lockout counter)
      expect(wrong.json.errors).toEqual([
        {
          path: 'pin',
          code: 'pin_incorrect',
          message: 'pin_incorrect',
          params: { attempts_left: 4 },
        },
      ]);
      const ok = await call(s, 'changePassword', {
        token,
        body: { ...body, step_up: { pin: '246810' } },
      });
      expect(ok.status).toBe(200);

      // no PIN, no second factor: the password alone, as before
      const plain = await newUser(s);
      const t2 = (await loginTokens(s, plain.username)).access_token;
      expect((await call(s, 'changePassword', { token: t2, body })).status).toBe(200);
      // the password change ended the sessions; regenerating backup codes needs MFA on
      expect(await sessionStatus(s, t2)).toBe(401);
      const t3 = (await loginTokens(s, plain.username, 'new-secret-pass-3')).access_token;
      const off = await call(s, 'backupCodesRegenerate', { token: t3, body: { step_up: {} } });
      expect(off.status).toBe(409);
      expect(off.json.code).toBe('MFA_NOT_ON');
    });
  });

  describe('devices and sessions', () => {
    const login = async (username: string, headers: Record<string, string>) => {
      const res = await call<LoginResponse>(s, 'login', {
        body: { username, password: TEST_PASSWORD },
        headers,
      });
      expect(res.status).toBe(200);
      return {
        token: res.json.data!.access_token!,
        refresh: res.json.data!.refresh_token!,
        device: res.headers.get(DEVICE_HEADER)!,
      };
    };

    it('lists devices and sessions, "this device" marked; a new device gets a message', async () => {
      const u = await newUser(s);
      const mac = await login(u.username, { 'user-agent': CHROME_MAC });
      // the same device again: not new
      const macAgain = await login(u.username, {
        'user-agent': CHROME_MAC,
        [DEVICE_HEADER]: mac.device,
      });
      expect(macAgain.device).toBe(mac.device);
      const messages = async () =>
        (await call<Message[]>(s, 'messageList', { token: mac.token })).json.data!;
      expect(await messages()).toHaveLength(0);
      const win = await login(u.username, { 'user-agent': FIREFOX_WIN });
      const notices = await messages();
      expect(notices).toHaveLength(1);
      expect(notices[0]!.body).toContain('Firefox 133 on Windows');

      const list = await call<DeviceList>(s, 'deviceList', { token: win.token });
      expect(list.status).toBe(200);
      expect(list.json.data!.list.map((d) => [d.browser, d.os, d.current])).toEqual([
        ['Firefox 133', 'Windows', true],
        ['Chrome 131', 'macOS', false],
      ]);
      expect(list.json.data!.list[0]!.place).toEqual({
        local: true,
        country_code: '',
        country: '',
        city: '',
      });

      const sessions = await call<SecuritySession[]>(s, 'sessionList', { token: mac.token });
      expect(sessions.json.data).toHaveLength(3);
      const current = sessions.json.data!.filter((x) => x.current);
      expect(current).toHaveLength(1);
      expect(current[0]).toMatchObject({ browser: 'Chrome 131', os: 'macOS' });

      const history = await call<SignInEvent[]>(s, 'signInHistory', { token: mac.token });
      expect(history.json.data!.map((e) => [e.outcome, e.method, e.new_device])).toEqual([
        ['success', 'password', true],
        ['success', 'password', false],
        ['success', 'password', true],
      ]);
    });

    it('pages the device list newest first: no device twice, none left out; bad paging is a 400', async () => {
      const u = await newUser(s);
      // 25 devices a minute apart; an agent nobody can name is never grouped with another
      const tokens: string[] = [];
      for (let i = 1; i <= 25; i += 1) {
        s.clock.advance(60_000);
        tokens.push((await login(u.username, { 'user-agent': `InvestProbe/${i}` })).token);
      }
      const token = tokens.at(-1)!;
      const page = async (query: Record<string, string>) => {
        const res = await call<DeviceList>(s, 'deviceList', { token, query });
        expect(res.status).toBe(200);
        return res.json.data!;
      };
      const first = await page({});
      expect(first).toMatchObject({ total: 25, page: 1, size: 20 });
      expect(first.list).toHaveLength(20);
      // newest first: the device of this sign-in leads
      expect(first.list[0]!.current).toBe(true);
      const second = await page({ page: '2' });
      expect(second).toMatchObject({ total: 25, page: 2, size: 20 });
      expect(second.list).toHaveLength(5);
      const all = [...first.list, ...second.list];
      expect(new Set(all.map((d) => d.id)).size).toBe(25);
      const seen = all.map((d) => Date.parse(d.last_seen_at));
      expect(seen).toEqual([...seen].sort((a, b) => b - a));
      expect(new Set(seen).size).toBe(25);
      // a smaller page walks the same order
      const small = await Promise.all(['1', '2', '3'].map((p) => page({ page: p, size: '10' })));
      expect(small.flatMap((p) => p.list.map((d) => d.id))).toEqual(all.map((d) => d.id));
      // past the end: an empty page, not an error
      expect((await page({ page: '9' })).list).toEqual([]);

      const bad: Record<string, string>[] = [
        { page: '0' },
        { size: 'ten' },
        { page: '-1' },
        { size: '1e3' },
      ];
      for (const query of bad) {
        const res = await call(s, 'deviceList', { token, query });
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.json.code, JSON.stringify(query)).toBe('VALIDATION_FAILED');
      }
    });

    it('a fresh browser with the browser, system and network of a known device is that device', async () => {
      const u = await newUser(s);
      const first = await login(u.username, { 'user-agent': CHROME_MAC });
      // a cleared browser or a private window: no device token, same browser, system and address
      s.clock.advance(60_000);
      const fresh = await login(u.username, { 'user-agent': CHROME_MAC });
      const list = await call<DeviceList>(s, 'deviceList', { token: fresh.token });
      expect(list.json.data!.list.map((d) => [d.browser, d.os, d.current])).toEqual([
        ['Chrome 131', 'macOS', true],
      ]);
      // its last use is this sign-in, a minute after the first
      const seen = list.json.data!.list[0]!;
      expect(Date.parse(seen.last_seen_at) - Date.parse(seen.first_seen_at)).toBeGreaterThanOrEqual(
        60_000,
      );
      const notices = async (token: string) =>
        (await call<Message[]>(s, 'messageList', { token })).json.data!;
      expect(await notices(first.token)).toHaveLength(0);
      const history = await call<SignInEvent[]>(s, 'signInHistory', { token: fresh.token });
      expect(history.json.data!.map((e) => e.new_device)).toEqual([false, true]);
    });

    it('a new device: a notice, unread elsewhere, but not news in the browser that signed in', async () => {
      const u = await newUser(s);
      const mac = await login(u.username, { 'user-agent': CHROME_MAC });
      const win = await login(u.username, { 'user-agent': FIREFOX_WIN });
      const list = await call<DeviceList>(s, 'deviceList', { token: win.token });
      expect(list.json.data!.list).toHaveLength(2);
      const read = async (token: string) =>
        (await call<Message[]>(s, 'messageList', { token })).json.data!.map((m) => [m.key, m.read]);
      // the session that caused it knows: read there; the other device has it unread
      expect(await read(win.token)).toEqual([['newSignIn', true]]);
      expect(await read(mac.token)).toEqual([['newSignIn', false]]);
    });

    it('names the browser and system of any user agent, not only the common ones', async () => {
      const u = await newUser(s);
      const vivaldi = await login(u.username, {
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Vivaldi/6.5.3206.63',
      });
      await login(u.username, {
        'user-agent':
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.4.0.0 Safari/537.36',
      });
      const list = await call<DeviceList>(s, 'deviceList', { token: vivaldi.token });
      expect(list.json.data!.list.map((d) => [d.browser, d.os])).toEqual(
        expect.arrayContaining([
          ['Vivaldi 6', 'Linux'],
          ['Yandex 24', 'Windows'],
        ]),
      );
    });

    it('ending a session revokes its refresh family and its next call is 401', async () => {
      const u = await newUser(s);
      const a = await login(u.username, { 'user-agent': CHROME_MAC });
      const b = await login(u.username, { 'user-agent': FIREFOX_WIN });
      const list = await call<SecuritySession[]>(s, 'sessionList', { token: a.token });
      const other = list.json.data!.find((x) => !x.current)!;
      expect(await sessionStatus(s, b.token)).toBe(200);
      const end = await call(s, 'sessionEnd', { token: a.token, params: { id: other.id } });
      expect(end.status).toBe(200);
      expect(await sessionStatus(s, b.token)).toBe(401);
      const refresh = await call(s, 'refresh', { headers: { 'X-Refresh-Token': b.refresh } });
      expect(refresh.status).toBe(401);
      expect(await sessionStatus(s, a.token)).toBe(200);
      // ended already: nothing to end
      expect(
        (await call(s, 'sessionEnd', { token: a.token, params: { id: other.id } })).status,
      ).toBe(404);
    });

    it('"sign out everywhere else" ends every other session', async () => {
      const u = await newUser(s);
      const a = await login(u.username, {});
      const b = await login(u.username, {});
      const c = await login(u.username, {});
      const res = await call<{ count: number }>(s, 'sessionEndOthers', { token: a.token });
      expect(res.json.data).toEqual({ count: 2 });
      expect(await sessionStatus(s, b.token)).toBe(401);
      expect(await sessionStatus(s, c.token)).toBe(401);
      expect(await sessionStatus(s, a.token)).toBe(200);
    });

    it('forgetting a device ends its sessions', async () => {
      const u = await newUser(s);
      const a = await login(u.username, { 'user-agent': CHROME_MAC });
      const b = await login(u.username, { 'user-agent': FIREFOX_WIN });
      const list = await call<DeviceList>(s, 'deviceList', { token: a.token });
      const other = list.json.data!.list.find((d) => !d.current)!;
      const res = await call(s, 'deviceForget', { token: a.token, params: { id: other.id } });
      expect(res.status).toBe(200);
      expect(await sessionStatus(s, b.token)).toBe(401);
      const after = await call<DeviceList>(s, 'deviceList', { token: a.token });
      expect(after.json.data!.list.map((d) => d.id)).not.toContain(other.id);
    });

    it("another client's devices, sessions and passkeys are 404", async () => {
      const owner = await newUser(s);
      const mine = await login(owner.username, {});
      const intruder = await newUser(s);
      const theirs = await login(intruder.username, {});
      const ids = {
        session: (await call<SecuritySession[]>(s, 'sessionList', { token: mine.token })).json
          .data![0]!.id,
        device: (await call<DeviceList>(s, 'deviceList', { token: mine.token })).json.data!.list[0]!
          .id,
      };
      for (const [name, id] of [
        ['sessionEnd', ids.session],
        ['deviceForget', ids.device],
        ['passkeyDelete', 'pk-unknown'],
      ] as const) {
        // a passkey's removal takes its step-up first (the intruder's own password)
        const body = name === 'passkeyDelete' ? BY_PASSWORD : undefined;
        const res = await call(s, name, { token: theirs.token, params: { id }, body });
        expect(res.status, name).toBe(404);
      }
      const rename = await call(s, 'passkeyRename', {
        token: theirs.token,
        params: { id: 'pk-unknown' },
        body: { name: 'mine now' },
      });
      expect(rename.status).toBe(404);
      expect(await sessionStatus(s, mine.token)).toBe(200);
      // the intruder's lists hold nothing of the owner's
      const theirSessions = await call<SecuritySession[]>(s, 'sessionList', {
        token: theirs.token,
      });
      expect(theirSessions.json.data!.map((x) => x.id)).not.toContain(ids.session);
    });
  });

  it('every signed-in call refuses another tenant (403)', async () => {
    const u = await newUser(s);
    const { access_token: token } = await loginTokens(s, u.username);
    const calls: Array<[RouteName, { body?: unknown; params?: Record<string, string> }]> = [
      ['securityOverview', {}],
      ['totpEnrol', {}],
      ['totpConfirm', { body: { code: '123456' } }],
      ['totpDisable', { body: { password: TEST_PASSWORD, code: '123456' } }],
      ['backupCodesRegenerate', { body: { step_up: {} } }],
      ['stepUpPasskeyOptions', {}],
      ['passkeyList', {}],
      ['passkeyRegisterOptions', {}],
      ['passkeyRegister', { body: { response: {} } }],
      ['passkeyRename', { params: { id: 'x' }, body: { name: 'x' } }],
      ['passkeyDelete', { params: { id: 'x' } }],
      ['mfaMethods', {}],
      ['passkeyLoginOptions', {}],
      ['passkeyLogin', { body: { response: {} } }],
      ['deviceList', {}],
      ['deviceForget', { params: { id: 'x' } }],
      ['sessionList', {}],
      ['sessionEnd', { params: { id: 'x' } }],
      ['sessionEndOthers', {}],
      ['signInHistory', {}],
    ];
    for (const [name, options] of calls) {
      const res = await call(s, name, { token, tenant: 'other', ...options });
      expect(res.status, name).toBe(403);
      expect(res.json.code, name).toBe('TENANT_MISMATCH');
    }
    // and without a token, 401
    expect((await call(s, 'sessionList', {})).status).toBe(401);
  });

  it('bad input is a 4xx with a stable code, never a 500', async () => {
    const { token } = await mfaUser();
    const bad: Array<[RouteName, unknown, Record<string, string>?]> = [
      ['totpConfirm', { code: '12\u000034' }],
      ['totpConfirm', { code: '1'.repeat(10_000) }],
      ['totpDisable', { password: 'a\u0000b', code: '123456' }],
      ['backupCodesRegenerate', { step_up: { code: 'abcde\u0007fghij' } }],
      ['backupCodesRegenerate', { step_up: { pin: 'x'.repeat(100_000) } }],
      ['passkeyRename', { name: 'bad\u0000name' }, { id: 'x' }],
      ['passkeyRename', { name: 'n'.repeat(65) }, { id: 'x' }],
      ['passkeyRename', { name: '   ' }, { id: 'x' }],
      ['passkeyRegister', { response: { id: 'x\u0000', rawId: 'x', type: 'public-key' } }],
      ['passkeyRegister', { response: 'x'.repeat(200_000) }],
      [
        'changePassword',
        { old_password: 'a', new_password: 'b', confirm_password: 'b', step_up: 'x' },
      ],
    ];
    for (const [name, body, params] of bad) {
      const res = await call(s, name, { token, body, ...(params ? { params } : {}) });
      expect(res.status, `${name} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(
        400,
      );
      expect(res.status).toBeLessThan(500);
      expect(typeof res.json.code).toBe('string');
    }
    // a path id with a NUL
    const nul = await call(s, 'sessionEnd', { token, params: { id: 'a\u0000b' } });
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
  });

  it('the pending login tells its second factors; a signed-in caller has no passkey login', async () => {
    const { u, token } = await mfaUser();
    const pending = await pendingLogin(u.username);
    const methods = await call<{ methods: string[] }>(s, 'mfaMethods', { token: pending });
    expect(methods.json.data).toEqual({ methods: ['totp', 'backup_code'] });
    const options = await call(s, 'passkeyLoginOptions', { token, headers: { origin: s.url } });
    expect(options.status).toBe(401);
    // no passkey yet: nothing to sign in with
    const none = await call(s, 'passkeyLoginOptions', {
      token: pending,
      headers: { origin: s.url },
    });
    expect(none.status).toBe(400);
    expect(none.json.code).toBe('PASSKEY_INVALID');
  });

  it('passkeys need two-step verification on and the web app origin', async () => {
    const u = await newUser(s);
    const { access_token: off } = await loginTokens(s, u.username);
    const notOn = await call(s, 'passkeyRegisterOptions', {
      token: off,
      headers: { origin: s.url },
    });
    expect(notOn.status).toBe(409);
    expect(notOn.json.code).toBe('MFA_NOT_ON');
    const { token, secret } = await mfaUser();
    const foreign = await call(s, 'passkeyRegisterOptions', {
      token,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json.code).toBe('PASSKEY_INVALID');
    const ok = await call<{ challenge: string; rp: { id: string } }>(s, 'passkeyRegisterOptions', {
      token,
      headers: { origin: s.url },
      body: { step_up: { code: totpAt(secret, now()) } },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data!.rp.id).toBe('127.0.0.1');
    expect(ok.json.data!.challenge).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
