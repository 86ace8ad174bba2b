import type { LoginResponse, Tokens } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_MS } from './sessions';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../platform/auth/tokens';
import { databaseKinds } from '../../db/test-support';
import { LIMITS, rateKeys, rateLimitStatus, recordRateEvent } from '../../platform/rateLimit';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { loginTokens, newUser, sessionStatus } from './testUtils';

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
    expect(missing.json).toMatchObject({ code: 'UNAUTHORIZED', message: 'No refresh token.' });
    const unknown = await call(s, 'refresh', { headers: { 'X-Refresh-Token': 'rt_unknown' } });
    expect(unknown.status).toBe(401);

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
    expect(await sessionStatus(s, other.access_token)).toBe(200);
    // logging out twice, or without a token, is 401
    expect((await call(s, 'logout', { token: mine.access_token })).status).toBe(401);
    expect((await call(s, 'logout')).status).toBe(401);
  });

  it('the 101st failed login for one account within an hour is 429 with Retry-After', async () => {
    const u = await newUser(s);
    const key = rateKeys.account('demo', u.id);
    // 99 earlier failures (seeded: argon2 makes real ones slow), then one real failed call
    await recordRateEvent(s.app.deps, LIMITS.passwordFailPerAccount.scope, key, 99);
    const hundredth = await failedLogin(u.username);
    expect(hundredth.status).toBe(401);
    // the real failure was counted
    const status = await rateLimitStatus(s.app.deps, LIMITS.passwordFailPerAccount, key);
    expect(status.count).toBe(100);

    const refused = await failedLogin(u.mobile);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // the right password is refused too while the account is locked
    expect((await failedLogin(u.username, TEST_PASSWORD)).status).toBe(429);
    // another account is not affected
    const v = await newUser(s);
    await loginTokens(s, v.username);

    s.clock.advance(HOUR);
    await loginTokens(s, u.username);
  });

  it('an unknown login name is limited like an account (no enumeration by the limit)', async () => {
    const key = rateKeys.unknownLogin('demo', 'Ghost-User');
    await recordRateEvent(s.app.deps, LIMITS.passwordFailPerAccount.scope, key, 100);
    const res = await failedLogin('ghost-user');
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('300 failed logins from one address within an hour lock the address out', async () => {
    const u = await newUser(s);
    await failedLogin('someone-else');
    const row = await s.db.db
      .selectFrom('rate_events')
      .select('key')
      .where('scope', '=', LIMITS.loginFailPerAddress.scope)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const status = await rateLimitStatus(s.app.deps, LIMITS.loginFailPerAddress, row.key);
    await recordRateEvent(
      s.app.deps,
      LIMITS.loginFailPerAddress.scope,
      row.key,
      LIMITS.loginFailPerAddress.limit - status.count,
    );
    const res = await call(s, 'login', { body: { username: u.username, password: TEST_PASSWORD } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    await s.db.db
      .deleteFrom('rate_events')
      .where('scope', '=', LIMITS.loginFailPerAddress.scope)
      .execute();
    await loginTokens(s, u.username);
  });
});
