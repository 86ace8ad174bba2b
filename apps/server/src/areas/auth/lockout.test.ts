// The soft lock-out of new devices (trusted devices keep signing in) and its release valves. Failed logins from
// devices unknown to an account throttle every new device of that account (trusted devices keep
// their own count: login.test.ts). A client locked out that way still gets in from a new device
// with a second factor: the correct password and an authenticator code in one login, or a new
// password set with the reset code an advisor issues. A burst of failures is told to the client
// in the message centre, once per burst.
import type { InboxMessage } from '@invest/domain';
import type { LoginResponse, Tokens } from '@invest/api/contract';
import { Secret } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { LIMITS, rateKeys, recordRateEvent } from '../../platform/rateLimit';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { issueResetCode } from './codes';
import { DEVICE_HEADER } from '../security';
import { newUser, totpAt, wrongTotp } from './testUtils';

const HOUR = 3600_000;
const STEP = 30_000;
const WRONG = 'wrong-password-1';
const NEW_PASSWORD = 'Fresh-start-42';

describe.each(databaseKinds())('lock-out of new devices on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    // client addresses from X-Forwarded-For, as behind the production proxy
    s = await startTestServer(kind, { config: { TRUST_PROXY: true } });
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  // each test: the attacker's address, and the client's own (the per-address throttle is not
  // what these tests are about: login.test.ts covers it)
  let addressSeq = 0;
  let attacker = '';
  let client = '';
  beforeEach(() => {
    attacker = `203.0.113.${++addressSeq}`;
    client = `198.51.100.${addressSeq}`;
  });

  const now = () => s.clock.now.getTime();

  /** A login from a new device: the attacker's (a wrong password), else the client's. */
  const login = (
    username: string,
    password: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) =>
    call<LoginResponse>(s, 'login', {
      body: { username, password, ...extra },
      headers: { 'x-forwarded-for': password === WRONG ? attacker : client, ...headers },
    });

  /** A client with two-step verification on (its authenticator's secret). */
  async function clientWithTotp() {
    const u = await newUser(s);
    const secret = new Secret({ size: 20 }).base32;
    await s.db.db
      .updateTable('users')
      .set({ totp_secret: secret })
      .where('id', '=', u.id)
      .execute();
    return { ...u, secret };
  }

  /**
   * Five wrong passwords from elsewhere, and an attacker who keeps at it (seeded: argon2 makes
   * real failures slow): the account's new devices now wait the longest delay (15 minutes).
   */
  async function lockOut(u: { id: string; username: string }) {
    for (let i = 0; i < LIMITS.loginFailPerAccount.limit; i++) {
      expect((await login(u.username, WRONG)).status).toBe(401);
    }
    await recordRateEvent(
      s.app.deps,
      LIMITS.loginFailPerAccount.scope,
      rateKeys.account('demo', u.id),
      10,
    );
    const refused = await login(u.username, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(
      LIMITS.loginFailPerAccount.capSeconds - 5,
    );
  }

  const inbox = async (token: string) => {
    const res = await call<InboxMessage[]>(s, 'messageList', { token });
    expect(res.status).toBe(200);
    return res.json.data!;
  };

  it('the attacker from a new device without the second factor stays locked out', async () => {
    const u = await clientWithTotp();
    await lockOut(u);
    const wrongCode = wrongTotp(u.secret, now());
    for (const extra of [{}, { code: wrongCode }]) {
      const res = await login(u.username, TEST_PASSWORD, extra);
      expect(res.status, JSON.stringify(extra)).toBe(429);
      expect(res.json.code).toBe('RATE_LIMITED');
    }
    // a client without a second factor: a code changes nothing (and tells nothing)
    const plain = await newUser(s);
    await lockOut(plain);
    const res = await login(plain.username, TEST_PASSWORD, { code: '123456' });
    expect(res.status).toBe(429);
    // an unknown login name answers the same
    const ghost = 'ghost-of-nobody';
    for (let i = 0; i < LIMITS.loginFailPerAccount.limit; i++) await login(ghost, WRONG);
    const unknown = await login(ghost, TEST_PASSWORD, { code: '123456' });
    expect(unknown.status).toBe(429);
    expect(unknown.text).toBe(res.text);
  });

  it('the correct password and an authenticator code sign in from a new device while locked', async () => {
    const u = await clientWithTotp();
    await lockOut(u);
    const code = totpAt(u.secret, now());
    const res = await login(u.username, TEST_PASSWORD, { code });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ mfa: false, access_token: expect.any(String) });
    // the device is trusted from now on: its own count judges it, not the account's
    const device = res.headers.get(DEVICE_HEADER)!;
    expect(device).toMatch(/^dt_/);
    const again = await login(u.username, TEST_PASSWORD, {});
    expect(again.status).toBe(429);
    const trusted = await login(u.username, TEST_PASSWORD, {}, { [DEVICE_HEADER]: device });
    expect(trusted.json.data).toMatchObject({ mfa: true });
    // the code is spent: the same code does not open a second session (the very code: one
    // computed after the clock moved could belong to the next 30 s step, a fresh code)
    s.clock.advance(1000);
    const replay = await login(u.username, TEST_PASSWORD, { code });
    expect(replay.status).toBe(429);
  });

  it('a valid code with a wrong password is a failed login, and valve failures have their own budget', async () => {
    const u = await clientWithTotp();
    await lockOut(u);
    const wrongPassword = await login(u.username, WRONG, { code: totpAt(u.secret, now()) });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.json.code).toBe('INVALID_CREDENTIALS');
    // wrong codes through the valve: after its budget, even a right code waits ...
    for (let i = 1; i < LIMITS.loginUnlockFailPerAccount.limit; i++) {
      s.clock.advance(STEP);
      expect(
        (await login(u.username, TEST_PASSWORD, { code: wrongTotp(u.secret, now()) })).status,
      ).toBe(429);
    }
    s.clock.advance(STEP);
    const spent = await login(u.username, TEST_PASSWORD, { code: totpAt(u.secret, now()) });
    expect(spent.status).toBe(429);
    // ... but the MFA step of a login from a trusted device is not affected
    const device = await trustedDevice(u);
    const pending = await login(u.username, TEST_PASSWORD, {}, { [DEVICE_HEADER]: device });
    expect(pending.json.data?.mfa).toBe(true);
    s.clock.advance(STEP);
    const done = await call<Tokens>(s, 'mfaVerify', {
      token: pending.json.data!.mfa_token!,
      body: { code: totpAt(u.secret, now()) },
    });
    expect(done.status).toBe(200);
  });

  /** A device of `u` trusted before the lock-out (signed in with both factors at its MFA step). */
  async function trustedDevice(u: { id: string }): Promise<string> {
    // a trusted device as the back office sees it: a device_tokens row of the user
    const token = `dt_${'A'.repeat(43)}`;
    const { createHash } = await import('node:crypto');
    await s.db.db
      .insertInto('device_tokens')
      .values({
        id: `dev-${u.id}`,
        tenant_id: 'demo',
        user_id: u.id,
        token_hash: createHash('sha256').update(token).digest('hex'),
        user_agent: 'test',
        first_seen_at: s.clock.now,
        last_seen_at: s.clock.now,
      })
      .execute();
    return token;
  }

  it("an advisor's reset code gets the client back in: the new password signs in from a new device", async () => {
    const u = await newUser(s);
    await lockOut(u);
    const code = await issueResetCode(s.app.deps, {
      tenantId: 'demo',
      countryCode: '1',
      mobile: u.mobile,
    });
    const reset = await call(s, 'resetPassword', {
      body: {
        country_code: '1',
        mobile: u.mobile,
        code,
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    });
    expect(reset.status).toBe(200);
    // the failures were guesses of a password that no longer exists
    expect((await login(u.username, NEW_PASSWORD)).status).toBe(200);
    // and the throttle starts again from zero for the next attacker
    for (let i = 0; i < LIMITS.loginFailPerAccount.limit; i++) {
      expect((await login(u.username, WRONG)).status).toBe(401);
    }
    expect((await login(u.username, NEW_PASSWORD)).status).toBe(429);
  });

  it('a burst of failures posts one message to the message centre', async () => {
    const u = await newUser(s);
    const device = (await login(u.username, TEST_PASSWORD)).headers.get(DEVICE_HEADER)!;
    const signIn = async () =>
      (await login(u.username, TEST_PASSWORD, {}, { [DEVICE_HEADER]: device })).json.data!
        .access_token!;
    const burst = (messages: InboxMessage[]) => messages.filter((m) => m.key === 'failedSignIns');

    for (let i = 1; i < LIMITS.loginFailPerAccount.limit; i++) await login(u.username, WRONG);
    expect(burst(await inbox(await signIn()))).toHaveLength(0);
    await login(u.username, WRONG);
    const first = burst(await inbox(await signIn()));
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      title: 'Failed sign-in attempts on your account',
      // no count in the text: it is always the threshold's, and a number of things needs
      // plural forms the message's key cannot carry
      body: expect.stringContaining('Several attempts to sign in to your account'),
    });
    // the burst goes on (failures and refused attempts): still one message
    for (let i = 0; i < 3; i++) await login(u.username, WRONG);
    s.clock.advance(HOUR / 2);
    await login(u.username, WRONG);
    expect(burst(await inbox(await signIn()))).toHaveLength(1);
    // a quiet hour ends the burst; the next one is told again
    s.clock.advance(2 * HOUR);
    await recordRateEvent(
      s.app.deps,
      LIMITS.loginFailPerAccount.scope,
      rateKeys.account('demo', u.id),
      LIMITS.loginFailPerAccount.limit - 1,
    );
    await login(u.username, WRONG);
    expect(burst(await inbox(await signIn()))).toHaveLength(2);
  });
});
