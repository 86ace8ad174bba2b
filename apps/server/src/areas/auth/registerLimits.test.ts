// Registration must not be an oracle for which numbers are clients: with one valid invitation
// code, every registered number answers 409 ACCOUNT_EXISTS (and the code is not used up). Those
// answers count against the limits of failed logins: per client address (the same counter as
// failed logins) and per invitation code (as many free as an account's failed logins).
import type { RegisterResponse } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { LIMITS } from '../../platform/rateLimit';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { issueInvitationCodes } from './invitations';
import { newUser, nextMobile } from './testUtils';

const PASSWORD = 'Register-pass-9';
const HOUR = 3600_000;

describe.each(databaseKinds())('registration limits on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    // the client address comes from X-Forwarded-For, as behind the production proxy
    s = await startTestServer(kind, { config: { TRUST_PROXY: true } });
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  let addressSeq = 0;
  /** A fresh client address (TEST-NET-3). */
  const nextAddress = () => `203.0.113.${++addressSeq}`;

  const issue = async (maxUses = 100) =>
    (
      await issueInvitationCodes(s.app.deps, {
        tenantId: 'demo',
        advisor: 'advisor-9',
        count: 1,
        maxUses,
      })
    )[0]!;

  const register = (address: string, code: string, mobile: string) =>
    call<RegisterResponse>(s, 'register', {
      headers: { 'x-forwarded-for': address },
      body: {
        country_code: '1',
        mobile,
        password: PASSWORD,
        confirm_password: PASSWORD,
        invitation_code: code,
      },
    });

  const clients = async (n: number) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push((await newUser(s)).mobile);
    return out;
  };

  it('per invitation code: after the free answers the code is throttled, wherever the tries come from', async () => {
    const code = await issue();
    const free = LIMITS.registerExistsPerCode.limit;
    const registered = await clients(free + 1);
    // each from another address: the code's own count stops the probing
    for (const mobile of registered.slice(0, free)) {
      const res = await register(nextAddress(), code, mobile);
      expect(res.status).toBe(409);
      expect(res.json.code).toBe('ACCOUNT_EXISTS');
    }
    const refused = await register(nextAddress(), code, registered[free]!);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // a new number with the throttled code waits too: the answer tells nothing
    expect((await register(nextAddress(), code, nextMobile())).status).toBe(429);
    // a legitimate registration from another address with its own code still works
    const legit = await register(nextAddress(), await issue(1), nextMobile());
    expect(legit.status).toBe(200);
    // the delays pass: the code registers again
    s.clock.advance(HOUR);
    expect((await register(nextAddress(), code, nextMobile())).status).toBe(200);
  });

  it('per address: ACCOUNT_EXISTS answers count with failed logins, then the address is throttled', async () => {
    const attacker = nextAddress();
    const perAddress = LIMITS.loginFailPerAddress.limit;
    const perCode = LIMITS.registerExistsPerCode.limit;
    const registered = await clients(perAddress + 1);
    // rotating codes keeps each code under its own limit
    let code = '';
    for (const [i, mobile] of registered.slice(0, perAddress).entries()) {
      if (i % perCode === 0) code = await issue();
      expect((await register(attacker, code, mobile)).status).toBe(409);
    }
    const refused = await register(attacker, await issue(), registered[perAddress]!);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('RATE_LIMITED');
    // the same counter as failed logins: a login from that address now waits too
    const login = await call(s, 'login', {
      headers: { 'x-forwarded-for': attacker },
      body: { username: registered[0]!, password: 'wrong-password-1' },
    });
    expect(login.status).toBe(429);
    // a legitimate registration from another address still works
    const legit = await register(nextAddress(), await issue(1), nextMobile());
    expect(legit.status).toBe(200);
  });
});
