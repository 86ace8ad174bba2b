import {
  routes,
  type LoginResponse,
  type MfaBindResponse,
  type Tokens,
} from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { BY_PASSWORD, loginTokens, newUser, sessionStatus, totpAt, wrongTotp } from './testUtils';
import { DEVICE_COOKIE, DEVICE_HEADER } from '../security';

const STEP = 30_000;

describe.each(databaseKinds())('TOTP MFA on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  const now = () => s.clock.now.getTime();

  const verify = (token: string | undefined, code: string, headers?: Record<string, string>) =>
    call<Tokens>(s, 'mfaVerify', {
      ...(token ? { token } : {}),
      body: { code },
      ...(headers ? { headers } : {}),
    });

  /**
   * A browser's cookie jar for the device cookie (RFC 6265 path matching): what Set-Cookie
   * stored, and the Cookie header a request to `path` carries.
   */
  function cookieJar() {
    const stored = new Map<string, string>(); // path -> value
    return {
      take(headers: Headers) {
        for (const line of headers.getSetCookie()) {
          const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
          const [name, value = ''] = pair.split('=');
          if (name !== DEVICE_COOKIE) continue;
          const path = attributes.find((a) => a.startsWith('Path='))?.slice(5) ?? '/';
          stored.set(path, value);
        }
      },
      header(path: string): Record<string, string> {
        const matches = [...stored]
          .filter(([p]) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`))
          .sort(([a], [b]) => b.length - a.length) // longer paths first, as browsers send them
          .map(([, value]) => `${DEVICE_COOKIE}=${value}`);
        return matches.length > 0 ? { cookie: matches.join('; ') } : {};
      },
    };
  }

  const userRow = (id: string) =>
    s.db.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** A user with MFA bound; answers the user and the secret. */
  async function boundUser() {
    const u = await newUser(s);
    const { access_token: token } = await loginTokens(s, u.username);
    const bind = await call<MfaBindResponse>(s, 'mfaBind', { token, body: BY_PASSWORD });
    const secret = bind.json.data!.secret;
    const boundAt = now();
    expect((await verify(token, totpAt(secret, boundAt))).status).toBe(200);
    return { u, secret, boundAt };
  }

  const pendingLogin = async (username: string, remember = false) => {
    const res = await call<LoginResponse>(s, 'login', {
      body: { username, password: TEST_PASSWORD, remember },
    });
    expect(res.status).toBe(200);
    return res.json.data!;
  };

  it('binds a TOTP secret: pending until a code from it is verified', async () => {
    const u = await newUser(s);
    const first = await loginTokens(s, u.username);
    const bind = await call<MfaBindResponse>(s, 'mfaBind', {
      token: first.access_token,
      body: BY_PASSWORD,
    });
    expect(bind.status).toBe(200);
    const { secret, otpauth_url: url } = bind.json.data!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(url).toMatch(/^otpauth:\/\/totp\//);
    const params = new URL(url).searchParams;
    expect(params.get('secret')).toBe(secret);
    expect(params.get('algorithm')).toBe('SHA1');
    expect(params.get('digits')).toBe('6');
    expect(params.get('period')).toBe('30');
    expect(await userRow(u.id)).toEqual({ totp_secret: null, totp_pending_secret: secret });
    // not enabled yet: login still answers tokens
    await loginTokens(s, u.username);

    const wrong = await verify(first.access_token, wrongTotp(secret, now()));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ code: 'MFA_INVALID', message: 'Verification failed.' });
    expect((await userRow(u.id)).totp_secret).toBeNull();

    const ok = await verify(first.access_token, totpAt(secret, now()));
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
    expect(await userRow(u.id)).toEqual({ totp_secret: secret, totp_pending_secret: null });
    // the binding session is replaced by a new one
    expect(await sessionStatus(s, first.access_token)).toBe(401);
    expect(await sessionStatus(s, ok.json.data!.access_token)).toBe(200);
  });

  it('verify with an access token but nothing pending is 400 MFA_INVALID', async () => {
    const u = await newUser(s);
    const { access_token: token } = await loginTokens(s, u.username);
    const res = await verify(token, '123456');
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('MFA_INVALID');
  });

  it('login with MFA answers a pending token; a valid code then answers tokens', async () => {
    const { u, secret, boundAt } = await boundUser();
    const pending = await pendingLogin(u.mobile, true);
    expect(pending).toEqual({ mfa: true, mfa_token: expect.any(String) });
    const devicesOf = async () =>
      s.db.db.selectFrom('device_tokens').select('id').where('user_id', '=', u.id).execute();
    const before = await devicesOf();

    const wrong = await verify(pending.mfa_token, wrongTotp(secret, now()));
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('MFA_INVALID');
    // the code used for binding cannot be replayed
    const replay = await verify(pending.mfa_token, totpAt(secret, boundAt));
    expect(replay.status).toBe(400);
    // the next step's code is within the drift window
    // A wrong code trusts no device; completing the sign-in does
    expect(wrong.headers.get(DEVICE_HEADER)).toBeNull();
    expect(await devicesOf()).toHaveLength(before.length);
    const ok = await verify(pending.mfa_token, totpAt(secret, boundAt + STEP));
    expect(ok.status).toBe(200);
    expect(ok.headers.get(DEVICE_HEADER)).toMatch(/^dt_/);
    expect(ok.headers.get('set-cookie')).toContain('HttpOnly');
    expect(await devicesOf()).toHaveLength(before.length + 1);
    const tokens = ok.json.data!;
    expect(await sessionStatus(s, tokens.access_token)).toBe(200);
    const refreshed = await call(s, 'refresh', {
      headers: { 'X-Refresh-Token': tokens.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    // remember me travelled through the pending token
    // (the binding's session is not remembered; the MFA login's is)
    const sessions = await s.db.db
      .selectFrom('sessions')
      .select('remember')
      .where('user_id', '=', u.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(sessions.map((r) => r.remember).sort()).toEqual([false, true]);

    // a pending token opens one session only
    const reused = await verify(pending.mfa_token, totpAt(secret, now() - STEP));
    expect(reused.status).toBe(401);
    expect(reused.json).toMatchObject({
      code: 'NO_PENDING_SESSION',
      message: 'No pending session.',
    });
  });

  it('a pending token is not an access token, and verify needs a token', async () => {
    const { u } = await boundUser();
    const pending = await pendingLogin(u.username);
    expect(await sessionStatus(s, pending.mfa_token!)).toBe(401);
    expect((await call(s, 'mfaBind', { token: pending.mfa_token! })).status).toBe(401);
    const none = await verify(undefined, '123456');
    expect(none.status).toBe(401);
    expect(none.json).toMatchObject({ code: 'NO_PENDING_SESSION', message: 'No pending session.' });
    expect((await verify('not-a-token-at-all', '123456')).status).toBe(401);
    const malformed = await verify(pending.mfa_token, '12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('VALIDATION_FAILED');
  });

  it('5 wrong codes in 5 minutes → 429, even for the right code; the pending token expires', async () => {
    const { u, secret } = await boundUser();
    const pending = await pendingLogin(u.username);
    for (let i = 0; i < 5; i++) {
      expect((await verify(pending.mfa_token, wrongTotp(secret, now()))).status).toBe(400);
    }
    const limited = await verify(pending.mfa_token, totpAt(secret, now() + STEP));
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);

    s.clock.advance(5 * 60_000 + 1000);
    // the pending token lived 5 minutes
    expect((await verify(pending.mfa_token, totpAt(secret, now()))).status).toBe(401);
    const again = await pendingLogin(u.username);
    expect((await verify(again.mfa_token, totpAt(secret, now()))).status).toBe(200);
  });

  it('binding again never replaces the enabled secret (409), even with a current code', async () => {
    const { u, secret } = await boundUser();
    const pending = await pendingLogin(u.username);
    const login = await verify(pending.mfa_token, totpAt(secret, now() + STEP));
    const token = login.json.data!.access_token;
    s.clock.advance(2 * STEP);
    for (const body of [undefined, BY_PASSWORD, { step_up: { code: totpAt(secret, now()) } }]) {
      const rebind = await call(s, 'mfaBind', { token, body });
      expect(rebind.status).toBe(409);
      expect(rebind.json.code).toBe('MFA_ALREADY_ON');
    }
    expect(await userRow(u.id)).toEqual({ totp_secret: secret, totp_pending_secret: null });
    const refused = await verify(token, totpAt(secret, now()));
    expect(refused.status).toBe(409);
    expect((await userRow(u.id)).totp_secret).toBe(secret);
  });

  it('a browser signing in with MFA twice keeps one device: the cookie reaches the MFA step', async () => {
    const { u, secret, boundAt } = await boundUser();
    const devicesOf = async () =>
      s.db.db.selectFrom('device_tokens').select('id').where('user_id', '=', u.id).execute();
    const before = (await devicesOf()).length;
    const jar = cookieJar();
    const signIn = async (code: string) => {
      const login = await call<LoginResponse>(s, 'login', {
        body: { username: u.username, password: TEST_PASSWORD },
        headers: jar.header(routes.login.path),
      });
      expect(login.json.data?.mfa).toBe(true);
      jar.take(login.headers);
      const done = await verify(
        login.json.data!.mfa_token,
        code,
        jar.header(routes.mfaVerify.path),
      );
      expect(done.status).toBe(200);
      jar.take(done.headers);
      return done.headers.get(DEVICE_HEADER);
    };
    const first = await signIn(totpAt(secret, boundAt + STEP));
    expect(jar.header(routes.mfaVerify.path)).toEqual({ cookie: `${DEVICE_COOKIE}=${first}` });
    expect(jar.header(routes.login.path)).toEqual({ cookie: `${DEVICE_COOKIE}=${first}` });
    s.clock.advance(STEP); // a code of the next time step (a used code is refused)
    const second = await signIn(totpAt(secret, boundAt + 2 * STEP));
    expect(second).toBe(first);
    expect(await devicesOf()).toHaveLength(before + 1);
  });
});
