import { createHash } from 'node:crypto';
import type { LoginResponse, Tokens } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from './sessions';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/auth/tokens';
import { databaseKinds } from '../../db/test-support';
import { LIMITS, rateKeys, rateLimitStatus, recordRateEvent } from '../../platform/rateLimit';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { loginTokens, newUser, sessionStatus } from './testUtils';
import { DEVICE_COOKIE, DEVICE_HEADER } from '../security';

const HOUR = 3600_000;

describe.each(databaseKinds())('login, refresh and logout on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  const failedLogin = (username: string, password = 'wrong-password-1') =>
    call(s, 'login', { body: { username, password } });

  it('answers tokens for the username in any case, the mobile number and +country mobile', async () => {
    const u = await newUser(s, { username: 'Alice.Smith' });
    for (const name of ['Alice.Smith', 'alice.smith', 'ALICE.SMITH', u.mobile, `+1${u.mobile}`]) {
      const res = await call<LoginResponse>(s, 'login', {
        body: { username: name, password: TEST_PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.json.success).toBe(true);
      expect(res.json.data).toMatchObject({
        mfa: false,
        token_type: 'Bearer',
        expires_in: ACCESS_TOKEN_TTL_SECONDS,
        access_token: expect.any(String),
        refresh_token: expect.stringMatching(/^rt_/),
      });
      expect(res.json.data).not.toHaveProperty('mfa_token');
      expect(await sessionStatus(s, res.json.data!.access_token!)).toBe(200);
    }
  });

  it('refuses an unknown user and a wrong password with the same 401 INVALID_CREDENTIALS', async () => {
    const u = await newUser(s);
    const wrong = await failedLogin(u.username);
    const unknown = await failedLogin('nobody-here');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Login failed.',
      });
    }
    expect(wrong.text).toBe(unknown.text);
  });

  it('refuses a missing tenant, an unknown tenant and an empty form with 400', async () => {
    const noTenant = await call(s, 'login', {
      tenant: null,
      body: { username: 'x', password: 'y' },
    });
    expect(noTenant.status).toBe(400);
    const unknownTenant = await call(s, 'login', {
      tenant: 'nope',
      body: { username: 'x', password: 'y' },
    });
    expect(unknownTenant.status).toBe(400);
    const empty = await call(s, 'login', { body: { username: ' ', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.json.code).toBe('VALIDATION_FAILED');
    expect(empty.json.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'username' })]),
    );
  });

  it('remember me keeps the session 30 days, otherwise 12 hours', async () => {
    const u = await newUser(s);
    await loginTokens(s, u.username, TEST_PASSWORD, true);
    await loginTokens(s, u.username, TEST_PASSWORD, false);
    const rows = await s.db.db
      .selectFrom('sessions')
      .select(['remember', 'created_at', 'expires_at'])
      .where('user_id', '=', u.id)
      .execute();
    const lifetimes = rows
      .map((r) => ({ remember: r.remember, ms: r.expires_at.getTime() - r.created_at.getTime() }))
      .sort((a, b) => Number(b.remember) - Number(a.remember));
    expect(lifetimes).toHaveLength(2);
    expect(lifetimes[0]!.remember).toBe(true);
    // created_at is the database's now(); expires_at the server clock's: allow a few seconds
    expect(Math.abs(lifetimes[0]!.ms - SESSION_TTL_MS.remember)).toBeLessThan(5000);
    expect(Math.abs(lifetimes[1]!.ms - SESSION_TTL_MS.session)).toBeLessThan(5000);
  });

  it('refresh rotates the pair, and refuses a missing or unknown refresh token', async () => {
    const u = await newUser(s);
    const first = await loginTokens(s, u.username);
    const missing = await call(s, 'refresh');
    expect(missing.status).toBe(401);
    expect(missing.json).toMatchObject({ code: 'NO_REFRESH_TOKEN', message: 'No refresh token.' });
    const unknown = await call(s, 'refresh', { headers: { 'X-Refresh-Token': 'rt_unknown' } });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toMatchObject({ code: 'NO_REFRESH_TOKEN', message: 'No refresh token.' });
    const malformed = await call(s, 'refresh', { headers: { 'X-Refresh-Token': 'nope' } });
    expect(malformed.json).toMatchObject({
      code: 'NO_REFRESH_TOKEN',
      message: 'No refresh token.',
    });

    const res = await call<Tokens>(s, 'refresh', {
      headers: { 'X-Refresh-Token': first.refresh_token },
    });
    expect(res.status).toBe(200);
    const next = res.json.data!;
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.access_token).not.toBe(first.access_token);
    expect(await sessionStatus(s, next.access_token)).toBe(200);
    // the rotated-to token works once more
    const again = await call<Tokens>(s, 'refresh', {
      headers: { 'X-Refresh-Token': next.refresh_token },
    });
    expect(again.status).toBe(200);
  });

  it('logout revokes the caller session only: its tokens stop working', async () => {
    const u = await newUser(s);
    const mine = await loginTokens(s, u.username);
    const other = await loginTokens(s, u.username);
    const out = await call(s, 'logout', { token: mine.access_token });
    expect(out.status).toBe(200);
    expect(out.json.data).toEqual({ ok: true });
    expect(await sessionStatus(s, mine.access_token)).toBe(401);
    const refresh = await call(s, 'refresh', {
      headers: { 'X-Refresh-Token': mine.refresh_token },
    });
    expect(refresh.status).toBe(401);
    // spec 8 'Please login again.': a stable code and a readable message, never a bare 401
    expect(refresh.json).toEqual({
      success: false,
      code: 'SESSION_EXPIRED',
      message: 'Your session has ended. Please log in again.',
    });
    expect(await sessionStatus(s, other.access_token)).toBe(200);
    // logging out twice, or without a token, is 401
    expect((await call(s, 'logout', { token: mine.access_token })).status).toBe(401);
    expect((await call(s, 'logout')).status).toBe(401);
  });

  const failures = async (scope: string, key: string) =>
    (await rateLimitStatus(s.app.deps, { scope, limit: 1_000_000, windowMs: HOUR }, key)).count;
  const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));
  /** Signs in and answers the device token the server gave (header and cookie agree). */
  async function trustedDevice(username: string): Promise<string> {
    const res = await call<LoginResponse>(s, 'login', {
      body: { username, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    const token = res.headers.get(DEVICE_HEADER)!;
    expect(token).toMatch(/^dt_/);
    expect(res.headers.get('set-cookie')).toContain(`${DEVICE_COOKIE}=${token};`);
    return token;
  }

  it('a sign-in gives a device token: stored hashed, HttpOnly SameSite=Strict cookie on the auth path', async () => {
    const u = await newUser(s);
    const res = await call<LoginResponse>(s, 'login', {
      body: { username: u.username, password: TEST_PASSWORD },
      headers: { 'user-agent': 'test-agent/1' },
    });
    expect(res.status).toBe(200);
    const token = res.headers.get(DEVICE_HEADER)!;
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain(`${DEVICE_COOKIE}=${token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/auth/app/v1/');
    expect(cookie).toMatch(/Max-Age=\d{7,}/);
    // plain http here: not Secure (https requests get Secure)
    expect(cookie).not.toContain('Secure');
    const rows = await s.db.db
      .selectFrom('device_tokens')
      .selectAll()
      .where('user_id', '=', u.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenant_id: 'demo', user_agent: 'test-agent/1' });
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    // the same device signing in again (cookie) keeps its token
    const again = await call(s, 'login', {
      body: { username: u.username, password: TEST_PASSWORD },
      headers: { cookie: `other=1; ${DEVICE_COOKIE}=${token}` },
    });
    expect(again.headers.get(DEVICE_HEADER)).toBe(token);
    const count = await s.db.db
      .selectFrom('device_tokens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('reads the device cookie among other cookies, with or without spaces', async () => {
    const u = await newUser(s);
    const token = await trustedDevice(u.username);
    for (const cookie of [`a=1;${DEVICE_COOKIE}=${token};b=2`, `a=1; ${DEVICE_COOKIE}=${token}`]) {
      const again = await call(s, 'login', {
        body: { username: u.username, password: TEST_PASSWORD },
        headers: { cookie },
      });
      expect(again.headers.get(DEVICE_HEADER)).toBe(token);
    }
  });

  it("an attacker's 100+ failures from unknown devices do not lock the owner's trusted device out", async () => {
    const u = await newUser(s);
    const device = await trustedDevice(u.username);
    // 120 earlier failures against the account from elsewhere (seeded: argon2 makes real ones
    // slow), then real ones: all refused
    await recordRateEvent(
      s.app.deps,
      LIMITS.loginFailPerAccount.scope,
      rateKeys.account('demo', u.id),
      120,
    );
    const attacker = await failedLogin(u.username);
    expect(attacker.status).toBe(429);
    expect(attacker.json).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    // the right password from an unknown device is refused too while throttled
    expect((await failedLogin(u.username, TEST_PASSWORD)).status).toBe(429);
    // a stolen-looking or foreign device token is an unknown device
    const stranger = await newUser(s);
    const strangerDevice = await trustedDevice(stranger.username);
    expect(
      (
        await call(s, 'login', {
          body: { username: u.username, password: TEST_PASSWORD },
          headers: { [DEVICE_HEADER]: strangerDevice },
        })
      ).status,
    ).toBe(429);

    // the owner's device: by header, and by cookie (browsers)
    const byHeaderAndCookie: Record<string, string>[] = [
      { [DEVICE_HEADER]: device },
      { cookie: `${DEVICE_COOKIE}=${device}` },
    ];
    for (const headers of byHeaderAndCookie) {
      const owner = await call<LoginResponse>(s, 'login', {
        body: { username: u.username, password: TEST_PASSWORD },
        headers,
      });
      expect(owner.status).toBe(200);
      expect(owner.json.data?.access_token).toEqual(expect.any(String));
    }
    // the device is judged by its own failures only: a wrong password there is a plain 401 ...
    const wrong = await call(s, 'login', {
      body: { username: u.username, password: 'wrong-password-1' },
      headers: { [DEVICE_HEADER]: device },
    });
    expect(wrong.status).toBe(401);
    expect(
      await failures(LIMITS.loginFailPerDevice.scope, rateKeys.device(await deviceId(device))),
    ).toBe(1);
    // ... and 10 of them within an hour lock that device (alone) out
    await recordRateEvent(
      s.app.deps,
      LIMITS.loginFailPerDevice.scope,
      rateKeys.device(await deviceId(device)),
      LIMITS.loginFailPerDevice.limit - 1,
    );
    const locked = await call(s, 'login', {
      body: { username: u.username, password: TEST_PASSWORD },
      headers: { [DEVICE_HEADER]: device },
    });
    expect(locked.status).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(3500);
    s.clock.advance(HOUR);
    expect(
      (
        await call(s, 'login', {
          body: { username: u.username, password: TEST_PASSWORD },
          headers: { [DEVICE_HEADER]: device },
        })
      ).status,
    ).toBe(200);
  });

  async function deviceId(token: string): Promise<string> {
    const row = await s.db.db
      .selectFrom('device_tokens')
      .select('id')
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('unknown devices are throttled per account with growing delays, and refused attempts count', async () => {
    const u = await newUser(s);
    const key = rateKeys.account('demo', u.id);
    const free = LIMITS.loginFailPerAccount.limit;
    // the free failures less one (seeded), then one real failure: still a plain 401
    await recordRateEvent(s.app.deps, LIMITS.loginFailPerAccount.scope, key, free - 1);
    expect((await failedLogin(u.username)).status).toBe(401);
    expect(await failures(LIMITS.loginFailPerAccount.scope, key)).toBe(free);

    // then each attempt must wait 2^k seconds after the latest one: growing delays
    const waits: number[] = [];
    for (let k = 1; k <= 4; k++) {
      const refused = await failedLogin(u.mobile, TEST_PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      waits.push(retryAfter(refused));
      // the refused attempt was recorded
      expect(await failures(LIMITS.loginFailPerAccount.scope, key)).toBe(free + k);
    }
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    // 2^(k+1) seconds after the k-th refused attempt (which is now the latest)
    expect(waits[0]).toBeGreaterThanOrEqual(3);
    expect(waits[0]).toBeLessThanOrEqual(4);
    expect(waits[3]).toBeGreaterThanOrEqual(31);
    expect(waits[3]).toBeLessThanOrEqual(32);

    // after the wait, one attempt is judged again (the right password signs in) ...
    s.clock.advance(waits[3]! * 1000);
    await loginTokens(s, u.username);
    // ... and delays are capped
    await recordRateEvent(s.app.deps, LIMITS.loginFailPerAccount.scope, key, 50);
    const capped = await failedLogin(u.username);
    expect(retryAfter(capped)).toBeLessThanOrEqual(LIMITS.loginFailPerAccount.capSeconds);
    expect(retryAfter(capped)).toBeGreaterThan(LIMITS.loginFailPerAccount.capSeconds - 5);
    // another account is not affected
    const v = await newUser(s);
    await loginTokens(s, v.username);
    // failures leave the window after an hour
    s.clock.advance(HOUR);
    await loginTokens(s, u.username);
  });

  it('an unknown login name gets exactly the answers of an account (no enumeration)', async () => {
    const u = await newUser(s);
    const ghost = 'Ghost-User';
    const answers = async (name: string, key: string) => {
      const first = await failedLogin(name);
      await recordRateEvent(s.app.deps, LIMITS.loginFailPerAccount.scope, key, 10);
      const refused = await failedLogin(name);
      return { first, refused };
    };
    const known = await answers(u.username, rateKeys.account('demo', u.id));
    const unknown = await answers('ghost-user', rateKeys.unknownLogin('demo', ghost));
    expect(known.first.status).toBe(401);
    expect(unknown.first.text).toBe(known.first.text);
    expect(unknown.refused.status).toBe(429);
    expect(unknown.refused.text).toBe(known.refused.text);
    // the same delay after the same number of failures (within a second of each other)
    expect(Math.abs(retryAfter(unknown.refused) - retryAfter(known.refused))).toBeLessThanOrEqual(
      1,
    );
    // and no device token for a failure
    expect(unknown.first.headers.get(DEVICE_HEADER)).toBeNull();
    expect(unknown.first.headers.get('set-cookie')).toBeNull();
  });

  it('unknown devices are throttled per address too, with growing delays', async () => {
    const u = await newUser(s);
    const device = await trustedDevice(u.username);
    await failedLogin('someone-else');
    const row = await s.db.db
      .selectFrom('rate_events')
      .select('key')
      .where('scope', '=', LIMITS.loginFailPerAddress.scope)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const count = await failures(LIMITS.loginFailPerAddress.scope, row.key);
    await recordRateEvent(
      s.app.deps,
      LIMITS.loginFailPerAddress.scope,
      row.key,
      Math.max(0, LIMITS.loginFailPerAddress.limit - count),
    );
    const res = await call(s, 'login', { body: { username: u.username, password: TEST_PASSWORD } });
    expect(res.status).toBe(429);
    const first = retryAfter(res);
    expect(first).toBeGreaterThan(0);
    const next = await failedLogin(u.username);
    expect(next.status).toBe(429);
    expect(retryAfter(next)).toBeGreaterThan(first);
    // the trusted device of the account still signs in from that address
    const owner = await call(s, 'login', {
      body: { username: u.username, password: TEST_PASSWORD },
      headers: { [DEVICE_HEADER]: device },
    });
    expect(owner.status).toBe(200);
    s.clock.advance(HOUR);
    await loginTokens(s, u.username);
  });

  it('an expired session answers SESSION_EXPIRED on refresh, and changes nothing', async () => {
    const u = await newUser(s);
    const t = await loginTokens(s, u.username);
    s.clock.advance(SESSION_TTL_MS.session + 60_000);
    const res = await call(s, 'refresh', { headers: { 'X-Refresh-Token': t.refresh_token } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      success: false,
      code: 'SESSION_EXPIRED',
      message: 'Your session has ended. Please log in again.',
    });
    const row = await s.db.db
      .selectFrom('refresh_tokens as r')
      .innerJoin('sessions as x', 'x.id', 'r.session_id')
      .select(['r.used_at', 'x.revoked_at'])
      .where('x.user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ used_at: null, revoked_at: null });
  });
});
