// For the auth area, and the log check: no secret in any log line.
import { createHash } from 'node:crypto';
import type { LoginResponse, MfaBindResponse, Tokens } from '@invest/api/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_AUDIENCE, ACCESS_TYP, ISSUER } from '../../platform/auth/tokens';
import { databaseKinds } from '../../db/test-support';
import { issueResetCode } from './codes';
import { issueInvitationCodes } from './invitations';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { BY_PASSWORD, loginTokens, newUser, nextMobile, sessionStatus, totpAt } from './testUtils';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(databaseKinds())('auth security on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'other');
  });
  afterAll(() => s.close());

  /** The claims of a real access token (to forge variants of it). */
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
      tid: string;
      sid: string;
    };

  /** Signs an access-token-shaped JWT with `key`, overriding what `patch` says. */
  const sign = async (
    key: Uint8Array,
    claims: { sub: string; tid: string; sid: string },
    patch: { aud?: string; iss?: string; typ?: string; expSeconds?: number } = {},
  ) => {
    const iat = Math.floor(s.clock.now.getTime() / 1000);
    return new SignJWT({ tid: claims.tid, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: patch.typ ?? ACCESS_TYP })
      .setSubject(claims.sub)
      .setIssuer(patch.iss ?? ISSUER)
      .setAudience(patch.aud ?? ACCESS_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (patch.expSeconds ?? 600))
      .sign(key);
  };

  /** The server's access-token key (derived from AUTH_SECRET as auth/tokens.ts does). */
  const serverKey = () =>
    new Uint8Array(
      createHash('sha256').update(`access\u0000${s.app.deps.config.AUTH_SECRET}`).digest(),
    );

  it('forged access tokens are 401: alg none, wrong key, wrong audience, issuer or type', async () => {
    const u = await newUser(s);
    const real = await loginTokens(s, u.username);
    const claims = claimsOf(real.access_token);
    // control: a token we sign with the server's key and the right claims is accepted, so the
    // refusals below are about the one thing each of them changes
    expect(await sessionStatus(s, await sign(serverKey(), claims))).toBe(200);

    const iat = Math.floor(s.clock.now.getTime() / 1000);
    const none = `${b64({ alg: 'none', typ: ACCESS_TYP })}.${b64({
      ...claims,
      iss: ISSUER,
      aud: ACCESS_AUDIENCE,
      iat,
      exp: iat + 600,
    })}.`;
    const wrongKey = await sign(new TextEncoder().encode('x'.repeat(48)), claims);
    const wrongAudience = await sign(serverKey(), claims, { aud: 'invest-mfa' });
    const wrongIssuer = await sign(serverKey(), claims, { iss: 'someone-else' });
    const wrongType = await sign(serverKey(), claims, { typ: 'JWT' });
    const tampered = `${real.access_token.slice(0, -4)}${real.access_token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const token of [none, wrongKey, wrongAudience, wrongIssuer, wrongType, tampered]) {
      const res = await call(s, 'verifyPassword', { token, body: { password: TEST_PASSWORD } });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('a refresh token or a pending MFA token used as an access token is 401', async () => {
    const u = await newUser(s);
    const real = await loginTokens(s, u.username);
    expect(await sessionStatus(s, real.refresh_token)).toBe(401);

    const { access_token: token } = await loginTokens(s, u.username);
    const bind = await call<MfaBindResponse>(s, 'mfaBind', { token, body: BY_PASSWORD });
    await call(s, 'mfaVerify', {
      token,
      body: { code: totpAt(bind.json.data!.secret, s.clock.now.getTime()) },
    });
    const login = await call<LoginResponse>(s, 'login', {
      body: { username: u.username, password: TEST_PASSWORD },
    });
    const mfaToken = login.json.data!.mfa_token!;
    expect(mfaToken).toBeDefined();
    expect(await sessionStatus(s, mfaToken)).toBe(401);
    expect((await call(s, 'logout', { token: mfaToken })).status).toBe(401);
    // nor is an access token a refresh token
    const asRefresh = await call(s, 'refresh', { headers: { 'X-Refresh-Token': token } });
    expect(asRefresh.status).toBe(401);
  });

  it('an access token is refused once expired (15 minutes)', async () => {
    const u = await newUser(s);
    const real = await loginTokens(s, u.username);
    expect(await sessionStatus(s, real.access_token)).toBe(200);
    s.clock.advance(16 * 60_000);
    const res = await call(s, 'verifyPassword', {
      token: real.access_token,
      body: { password: TEST_PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('UNAUTHORIZED');
    // the session itself lives on: its refresh token answers a new access token
    const refreshed = await call<Tokens>(s, 'refresh', {
      headers: { 'X-Refresh-Token': real.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    expect(await sessionStatus(s, refreshed.json.data!.access_token)).toBe(200);
  });

  it('a reused refresh token revokes its whole family', async () => {
    const u = await newUser(s);
    const first = await loginTokens(s, u.username);
    const unrelated = await loginTokens(s, u.username);
    const rotated = await call<Tokens>(s, 'refresh', {
      headers: { 'X-Refresh-Token': first.refresh_token },
    });
    expect(rotated.status).toBe(200);
    const second = rotated.json.data!;

    const reuse = await call(s, 'refresh', { headers: { 'X-Refresh-Token': first.refresh_token } });
    expect(reuse.status).toBe(401);
    expect(reuse.json).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Your session has ended. Please log in again.',
    });
    // the rotated-to token and the family's access tokens stop working too
    const next = await call(s, 'refresh', { headers: { 'X-Refresh-Token': second.refresh_token } });
    expect(next.status).toBe(401);
    expect(await sessionStatus(s, second.access_token)).toBe(401);
    expect(await sessionStatus(s, first.access_token)).toBe(401);
    // another session of the same user is another family
    expect(await sessionStatus(s, unrelated.access_token)).toBe(200);
  });

  it('a tenant-T1 token with X-Tenant-Id T2 is 403 TENANT_MISMATCH', async () => {
    const u = await newUser(s);
    const t = await loginTokens(s, u.username);
    const res = await call(s, 'verifyPassword', {
      token: t.access_token,
      tenant: 'other',
      body: { password: TEST_PASSWORD },
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe('TENANT_MISMATCH');
    const noTenant = await call(s, 'verifyPassword', {
      token: t.access_token,
      tenant: null,
      body: { password: TEST_PASSWORD },
    });
    expect(noTenant.status).toBe(403);
    // once the token is known (a call of its own tenant answered from memory), the same
    for (const tenant of [undefined, 'other', null] as const) {
      const info = await call(s, 'clientInfo', {
        token: t.access_token,
        ...(tenant === undefined ? {} : { tenant }),
      });
      expect(info.status, String(tenant)).toBe(tenant === undefined ? 200 : 403);
      if (tenant !== undefined) expect(info.json.code).toBe('TENANT_MISMATCH');
    }
    const refresh = await call(s, 'refresh', {
      tenant: 'other',
      headers: { 'X-Refresh-Token': t.refresh_token },
    });
    expect(refresh.status).toBe(403);
    // a user of tenant demo cannot log in through tenant other
    const login = await call(s, 'login', {
      tenant: 'other',
      body: { username: u.username, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);
    // nothing was consumed by the refused refresh
    expect(
      (await call(s, 'refresh', { headers: { 'X-Refresh-Token': t.refresh_token } })).status,
    ).toBe(200);
  });

  it('calls at once with a token not yet known share one check; each answers for its own tenant', async () => {
    const u = await newUser(s);
    const t = await loginTokens(s, u.username);
    const verify = vi.spyOn(s.app.deps.tokens, 'verifyAccess');
    try {
      const tenants = [undefined, 'other', undefined, null, undefined] as const;
      const answers = await Promise.all(
        tenants.map((tenant) =>
          call(s, 'clientInfo', {
            token: t.access_token,
            ...(tenant === undefined ? {} : { tenant }),
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 403, 200, 403, 200]);
      expect(answers[1]!.json.code).toBe('TENANT_MISMATCH');
      expect(verify).toHaveBeenCalledTimes(1);
      // after a logout (a write to sessions), the next calls check the token again: refused
      expect((await call(s, 'logout', { token: t.access_token })).status).toBe(200);
      const after = await Promise.all(
        [0, 1].map(() => call(s, 'clientInfo', { token: t.access_token })),
      );
      expect(after.map((a) => a.status)).toEqual([401, 401]);
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });

  it('no password, token, PIN, code or TOTP secret reaches a log line', async () => {
    const secrets: string[] = [];
    const keep = <T extends string>(value: T) => (secrets.push(value), value);
    const password = keep('Logged-secret-pass-81');
    const newPassword = keep('Another-logged-pass-82');
    const [invitation] = await issueInvitationCodes(s.app.deps, {
      tenantId: 'demo',
      advisor: 'a',
      count: 1,
    });
    keep(invitation!);
    const mobile = nextMobile();
    const reg = await call<{ username: string }>(s, 'register', {
      body: {
        country_code: '1',
        mobile,
        password,
        confirm_password: password,
        invitation_code: invitation,
      },
    });
    expect(reg.status).toBe(200);
    await call(s, 'login', { body: { username: mobile, password: keep('Wrong-logged-pass-83') } });
    const t = await loginTokens(s, mobile, password);
    keep(t.access_token);
    keep(t.refresh_token);
    const rotated = await call<Tokens>(s, 'refresh', {
      headers: { 'X-Refresh-Token': t.refresh_token },
    });
    const token = keep(rotated.json.data!.access_token);
    keep(rotated.json.data!.refresh_token);
    await call(s, 'refresh', { headers: { 'X-Refresh-Token': t.refresh_token } }); // reuse

    const t2 = await loginTokens(s, mobile, password);
    keep(t2.access_token);
    const pin = keep('864209');
    await call(s, 'setPin', {
      token: t2.access_token,
      body: { pin, confirm_pin: pin, step_up: { password } },
    });
    await call(s, 'verifyPin', { token: t2.access_token, body: { pin: keep('975318') } });
    await call(s, 'verifyPassword', { token: t2.access_token, body: { password } });
    const bind = await call<MfaBindResponse>(s, 'mfaBind', {
      token: t2.access_token,
      body: { step_up: { pin } },
    });
    const secret = keep(bind.json.data!.secret);
    const code = keep(totpAt(secret, s.clock.now.getTime()));
    const bound = await call<Tokens>(s, 'mfaVerify', { token: t2.access_token, body: { code } });
    expect(bound.status).toBe(200);
    keep(bound.json.data!.access_token);
    const pending = await call<LoginResponse>(s, 'login', { body: { username: mobile, password } });
    keep(pending.json.data!.mfa_token!);
    const second = await call(s, 'mfaVerify', {
      token: pending.json.data!.mfa_token!,
      body: { code: keep(totpAt(secret, s.clock.now.getTime() + 30_000)) },
    });

    const resetCode = keep(
      await issueResetCode(s.app.deps, { tenantId: 'demo', countryCode: '1', mobile }),
    );
    expect(second.status).toBe(200);
    const reset = await call(s, 'resetPassword', {
      body: {
        country_code: '1',
        mobile,
        code: resetCode,
        password: newPassword,
        confirm_password: newPassword,
      },
    });
    expect(reset.status).toBe(200);
    const t3 = await loginTokens(s, (await newUser(s)).username);
    const changed = await call(s, 'changePassword', {
      token: keep(t3.access_token),
      body: {
        old_password: TEST_PASSWORD,
        new_password: keep('Changed-logged-pass-84'),
        confirm_password: 'Changed-logged-pass-84',
      },
    });
    expect(changed.status).toBe(200);
    await call(s, 'sendCode', { body: { country_code: '1', mobile, purpose: 'register' } });
    const sms = await s.db.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', `+1${mobile}`)
      .executeTakeFirstOrThrow();
    keep(/\d{6}/.exec(sms.body)![0]);
    expect(token).toBeTruthy();

    const logs = s.logs.join('\n');
    // the lines of these requests are there (so the search below searches something)
    for (const path of ['/auth/app/v1/reset_pwd', '/client/app/v1/pin', '/user/v1/mfa/bind']) {
      expect(logs).toContain(path);
    }
    for (const value of secrets) {
      // digits-only secrets are checked as whole numbers (timestamps contain digit runs)
      const pattern = /^\d+$/.test(value)
        ? new RegExp(`(?<![\\d.])${value}(?![\\d.])`)
        : new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      expect(pattern.test(logs), `a log line contains ${value.slice(0, 6)}...`).toBe(false);
    }
  });
});
