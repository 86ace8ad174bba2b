// Sign-up races over real HTTP (meaningful on PostgreSQL, where requests really overlap; PGlite has
// one connection and runs them one after another, and the same assertions hold). Distinct clients
// share nothing a client owns: none of them may be answered 5xx because others signed up at once.
import type { LoginResponse, RegisterResponse } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { issueInvitationCodes } from './invitations';
import { loginTokens } from './testUtils';

const PASSWORD = 'Register-pass-9';
const CLIENTS = 20;

describe.each(databaseKinds())('sign-up races on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  /** Distinct mobiles of the 312 area (Chicago) no other test of this file uses. */
  const mobiles = (base: number) =>
    Array.from({ length: CLIENTS }, (_, i) => String(3125557000 + base + i));

  const register = (code: string, mobile: string) =>
    call<RegisterResponse>(s, 'register', {
      body: {
        country_code: '1',
        mobile,
        password: PASSWORD,
        confirm_password: PASSWORD,
        invitation_code: code,
      },
    });

  const statuses = (results: ReadonlyArray<{ status: number; json: { code?: string } }>) =>
    results.map((r) => (r.status < 300 ? 'ok' : `${r.status} ${r.json.code}`));

  it('20 parallel registrations of distinct clients with their own codes all succeed', async () => {
    const codes = await issueInvitationCodes(s.app.deps, {
      tenantId: 'demo',
      advisor: 'advisor-race',
      count: CLIENTS,
    });
    const numbers = mobiles(0);
    const results = await Promise.all(numbers.map((mobile, i) => register(codes[i]!, mobile)));
    expect(statuses(results)).toEqual(numbers.map(() => 'ok'));
    for (const mobile of numbers.slice(0, 2)) await loginTokens(s, mobile, PASSWORD);
  }, 120_000);

  it("20 parallel registrations with one advisor's multi-use code all succeed, each use counted", async () => {
    const [code] = await issueInvitationCodes(s.app.deps, {
      tenantId: 'demo',
      advisor: 'advisor-seminar',
      count: 1,
      maxUses: 100,
    });
    const numbers = mobiles(100);
    const results = await Promise.all(numbers.map((mobile) => register(code!, mobile)));
    expect(statuses(results)).toEqual(numbers.map(() => 'ok'));
    const row = await s.db.db
      .selectFrom('invitation_codes')
      .select('uses')
      .where('advisor', '=', 'advisor-seminar')
      .executeTakeFirstOrThrow();
    expect(row.uses).toBe(CLIENTS);
  }, 120_000);

  it('20 parallel logins and then 20 parallel first PINs of distinct new clients all succeed', async () => {
    const codes = await issueInvitationCodes(s.app.deps, {
      tenantId: 'demo',
      advisor: 'advisor-pins',
      count: CLIENTS,
    });
    const numbers = mobiles(200);
    for (const [i, mobile] of numbers.entries()) {
      expect((await register(codes[i]!, mobile)).status).toBe(200);
    }
    const logins = await Promise.all(
      numbers.map((username) =>
        call<LoginResponse>(s, 'login', { body: { username, password: PASSWORD } }),
      ),
    );
    expect(statuses(logins)).toEqual(numbers.map(() => 'ok'));
    const tokens = logins.map((r) => r.json.data!.access_token!);
    const results = await Promise.all(
      tokens.map((token) =>
        // the first PIN: no PIN to prove yet, so the password is the step-up of a factor change
        call(s, 'setPin', {
          token,
          body: { pin: '246810', confirm_pin: '246810', step_up: { password: PASSWORD } },
        }),
      ),
    );
    expect(statuses(results)).toEqual(tokens.map(() => 'ok'));
    for (const token of tokens.slice(0, 2)) {
      const verified = await call(s, 'verifyPin', { token, body: { pin: '246810' } });
      expect(verified.status).toBe(200);
    }
  }, 120_000);
});
