// The back office resets a client's second factor with a reason
// (`security:reset-mfa`); the client then signs in with the password alone and is told why.
import type {
  LoginResponse,
  Message,
  SecurityOverview,
  TotpConfirmResponse,
  TotpEnrolResponse,
} from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/program';
import { databaseKinds } from '../../db/test-support';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { BY_PASSWORD, loginTokens, newUser, totpAt } from '../auth/testUtils';

describe.each(databaseKinds())('security:reset-mfa on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  async function bo(...argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await run(argv, {
      db: s.db.db,
      clock: () => s.clock.now,
      out: (t) => void (stdout += t),
      err: (t) => void (stderr += t),
    });
    return { code, stdout, stderr };
  }

  it('turns the second factor off with a reason the client is told', async () => {
    const u = await newUser(s);
    const first = await loginTokens(s, u.username);
    const enrol = await call<TotpEnrolResponse>(s, 'totpEnrol', {
      token: first.access_token,
      body: BY_PASSWORD,
    });
    const confirm = await call<TotpConfirmResponse>(s, 'totpConfirm', {
      token: first.access_token,
      body: { code: totpAt(enrol.json.data!.secret, s.clock.now.getTime()) },
    });
    const token = confirm.json.data!.tokens.access_token;
    const login = await call<LoginResponse>(s, 'login', {
      body: { username: u.username, password: TEST_PASSWORD },
    });
    expect(login.json.data!.mfa).toBe(true);

    const noReason = await bo('security:reset-mfa', u.username, '--tenant', 'demo');
    expect(noReason.code).toBe(1);
    const unknown = await bo(
      'security:reset-mfa',
      'nobody-here',
      '--tenant',
      'demo',
      '--reason',
      'x',
    );
    expect(unknown.code).toBe(1);

    const done = await bo(
      'security:reset-mfa',
      u.username,
      '--tenant',
      'demo',
      '--reason',
      'lost phone, identity checked by call',
    );
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('Two-step verification reset');
    const overview = await call<SecurityOverview>(s, 'securityOverview', { token });
    expect(overview.json.data).toMatchObject({ mfa_enabled: false, backup_codes_left: 0 });
    await loginTokens(s, u.username);
    const messages = await call<Message[]>(s, 'messageList', { token });
    const notice = messages.json.data!.find((m) => m.title === 'Two-step verification was reset');
    expect(notice?.body).toContain('lost phone, identity checked by call');
    // Translatable (a key and its parameters), the reason as the advisor wrote it
    expect(notice).toMatchObject({
      key: 'mfaReset',
      params: { reason: 'lost phone, identity checked by call' },
    });
  });
});
