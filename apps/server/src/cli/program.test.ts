// The back-office commands in-process against a real database, with their
// effect checked through the real API: the operator's command and the client's view agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../db/test-support';
import { DEMO_CLIENT, DEMO_NEW_CLIENT, DEMO_TENANT, seedDemo } from '../seed';
import { getDepositBank } from '../areas/settings';
import { call, startTestServer, type TestServer } from '../testing/harness';
import { PNG_1x1 } from '../fuzz/arbitraries';
import { run } from './program';

const COMMANDS = [
  'tenant:create',
  'tenant:set',
  'invite',
  'reset-code',
  'kyc:list',
  'kyc:approve',
  'kyc:reject',
  'client:set',
  'deposit-bank:set',
  'message',
  'outbox',
];

describe.each(databaseKinds())('back office on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedDemo({ db: server.db.db, clock: () => server.clock.now });
  });
  afterAll(() => server.close());

  /** Runs a command; answers its exit code and what it printed. */
  async function bo(...argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await run(argv, {
      db: server.db.db,
      clock: () => server.clock.now,
      out: (t) => {
        stdout += t;
      },
      err: (t) => {
        stderr += t;
      },
    });
    return { code, stdout, stderr };
  }

  async function login(username: string, password: string, tenant = DEMO_TENANT) {
    const res = await call<{ access_token: string }>(server, 'login', {
      body: { username, password },
      tenant,
    });
    expect(res.status, res.text).toBe(200);
    return res.json.data?.access_token ?? '';
  }

  describe('help and usage', () => {
    it.each(COMMANDS)('%s --help describes the command and exits 0', async (command) => {
      const r = await bo(command, '--help');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`Usage: backoffice ${command} [options]`);
      expect(r.stdout).toContain('--help');
    });

    it('lists every command without arguments and with --help', async () => {
      for (const argv of [[], ['--help']]) {
        const r = await bo(...argv);
        expect(r.code).toBe(0);
        for (const command of COMMANDS) expect(r.stdout).toContain(command);
      }
    });

    it('refuses an unknown command and a missing required option with exit 1', async () => {
      const unknown = await bo('tenant:delete');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/unknown command 'tenant:delete'/);

      const missing = await bo(
        'message',
        '--tenant',
        DEMO_TENANT,
        '--client',
        'demo',
        '--body',
        'x',
      );
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/required option '--title <text>' not specified/);
    });
  });

  describe('tenant:create and tenant:set', () => {
    it('creates a tenant the API serves, and refuses it twice', async () => {
      const r = await bo(
        'tenant:create',
        '--id',
        'acme',
        '--name',
        'Acme Wealth',
        '--locales',
        'pl-PL,en-US',
        '--countries',
        'PL,US',
        '--account-countries',
        'PL',
        '--cs-key',
        'acme-chat',
      );
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('Tenant acme created');

      const settings = await call<{ app_name: string; default_locale: string }>(
        server,
        'settingsApp',
        {
          tenant: 'acme',
        },
      );
      expect(settings.json.data).toMatchObject({
        app_name: 'Acme Wealth',
        default_locale: 'pl-PL',
      });
      const accounts = await call<{ code: string }[]>(server, 'settingsAccountCountries', {
        tenant: 'acme',
      });
      expect(accounts.json.data?.map((c) => c.code)).toEqual(['PL']);

      const again = await bo('tenant:create', '--id', 'acme', '--name', 'Acme');
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('Tenant acme already exists.');
    });

    it('refuses a malformed tenant id with a readable message', async () => {
      const r = await bo('tenant:create', '--id', 'Bad Id!', '--name', 'X');
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^Error: Invalid tenant: id: lowercase letters/);
      expect(r.stderr).not.toMatch(/\bat \S+ \(/);
    });

    it('changes settings and refuses an empty change', async () => {
      const r = await bo(
        'tenant:set',
        '--tenant',
        'acme',
        '--app-name',
        'Acme Invest',
        '--theme',
        'dark',
      );
      expect(r.code, r.stderr).toBe(0);
      const settings = await call<{ app_name: string; app_template: string }>(
        server,
        'settingsApp',
        {
          tenant: 'acme',
        },
      );
      expect(settings.json.data).toMatchObject({ app_name: 'Acme Invest', app_template: 'dark' });

      const empty = await bo('tenant:set', '--tenant', 'acme');
      expect(empty.code).toBe(1);
      expect(empty.stderr).toContain('Nothing to change');
    });
  });

  describe('invite and reset-code', () => {
    const mobile = '2025550161';
    const password = 'Invited-pass-1';

    it('issues invitation codes that register clients', async () => {
      const r = await bo(
        'invite',
        '--tenant',
        DEMO_TENANT,
        '--advisor',
        'jane',
        '--count',
        '2',
        '--days',
        '7',
      );
      expect(r.code, r.stderr).toBe(0);
      const codes = r.stdout.match(/INV-[A-Z0-9]{4}-[A-Z0-9]{4}/g) ?? [];
      expect(codes).toHaveLength(2);
      const res = await call(server, 'register', {
        body: {
          country_code: '1',
          mobile,
          password,
          confirm_password: password,
          invitation_code: codes[1],
        },
      });
      expect(res.status, res.text).toBe(200);
    });

    it('refuses a count that is not a number, or out of range', async () => {
      for (const count of ['abc', '0', '5000']) {
        const r = await bo(
          'invite',
          '--tenant',
          DEMO_TENANT,
          '--advisor',
          'jane',
          '--count',
          count,
        );
        expect(r.code).toBe(1);
        expect(r.stderr).toContain("option '--count <n>' argument");
      }
      const unknown = await bo('invite', '--tenant', 'nope', '--advisor', 'jane');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Unknown tenant.');
    });

    it('issues a reset code the client resets the password with', async () => {
      const r = await bo(
        'reset-code',
        '--tenant',
        DEMO_TENANT,
        '--mobile',
        mobile,
        '--country-code',
        '+1',
      );
      expect(r.code, r.stderr).toBe(0);
      const code = /: (\d{6,})$/m.exec(r.stdout)?.[1];
      expect(code).toBeDefined();
      const res = await call(server, 'resetPassword', {
        body: {
          country_code: '1',
          mobile,
          code,
          password: 'Renewed-pass-2',
          confirm_password: 'Renewed-pass-2',
        },
      });
      expect(res.status, res.text).toBe(200);
      await login(mobile, 'Renewed-pass-2');
    });

    it('refuses a reset code for a number nobody has', async () => {
      const r = await bo(
        'reset-code',
        '--tenant',
        DEMO_TENANT,
        '--mobile',
        '2025550100',
        '--country-code',
        '1',
      );
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('No client with this mobile number.');
    });
  });

  describe('KYC decisions', () => {
    async function submitKyc(token: string) {
      const ids: string[] = [];
      for (const purpose of ['kyc_front', 'kyc_back']) {
        const form = new FormData();
        form.set('purpose', purpose);
        form.set('file', new Blob([PNG_1x1], { type: 'image/png' }), 'id.png');
        const up = await call<{ id: string }>(server, 'uploadImage', { token, form });
        expect(up.status, up.text).toBe(200);
        ids.push(up.json.data?.id ?? '');
      }
      const res = await call(server, 'kycSubmit', {
        token,
        body: {
          declaration: true,
          full_name: 'Sam Rivera',
          country_code: DEMO_NEW_CLIENT.countryCode,
          mobile: DEMO_NEW_CLIENT.mobile,
          dob: '1990-02-03',
          id_no: 'ABCPR1234K',
          id_front: ids[0],
          id_back: ids[1],
        },
      });
      expect(res.status, res.text).toBe(200);
    }

    it('lists, rejects with a reason, and approves a resubmission', async () => {
      const token = await login(DEMO_NEW_CLIENT.username, DEMO_NEW_CLIENT.password);
      const none = await bo('kyc:list', '--tenant', DEMO_TENANT);
      expect(none.stdout).toContain('No KYC submission is waiting');

      await submitKyc(token);
      const listed = await bo('kyc:list', '--tenant', DEMO_TENANT);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/newclient .* Sam Rivera +pan +\*{6}234K/);
      expect(listed.stdout).not.toContain('ABCPR1234K');

      const noReason = await bo('kyc:reject', '--tenant', DEMO_TENANT, '--client', 'newclient');
      expect(noReason.code).toBe(1);
      expect(noReason.stderr).toContain("required option '--reason <text>'");

      const rejected = await bo(
        'kyc:reject',
        '--tenant',
        DEMO_TENANT,
        '--client',
        DEMO_NEW_CLIENT.mobile,
        '--reason',
        'The photo of the back is blurred.',
      );
      expect(rejected.code, rejected.stderr).toBe(0);
      const detail = await call(server, 'kycDetail', { token });
      expect(detail.json.data).toMatchObject({
        status: 'rejected',
        reject_reason: 'The photo of the back is blurred.',
      });

      await submitKyc(token);
      const approved = await bo(
        'kyc:approve',
        '--tenant',
        DEMO_TENANT,
        '--client',
        'newclient',
        '--by',
        'ops',
      );
      expect(approved.code, approved.stderr).toBe(0);
      expect(approved.stdout).toContain('approved; full name now "Sam Rivera"');
      const verified = await call(server, 'kycVerified', { token });
      expect(verified.json.data).toEqual({ status: 'approved', verified: true });
    });

    it('refuses a decision without a pending submission, or for an unknown client', async () => {
      const none = await bo('kyc:approve', '--tenant', DEMO_TENANT, '--client', 'demo');
      expect(none.code).toBe(1);
      expect(none.stderr).toContain('This client has no pending KYC submission.');
      const unknown = await bo('kyc:approve', '--tenant', DEMO_TENANT, '--client', 'ghost');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No client "ghost" in tenant "demo"');
    });
  });

  describe('client:set', () => {
    it("sets the permission payload the client's config answers", async () => {
      const r = await bo(
        'client:set',
        '--tenant',
        DEMO_TENANT,
        '--client',
        'demo',
        '--vip',
        '3',
        '--score',
        '650',
        '--perms',
        'trade,ipo',
        '--features',
        '{"ipo":{"vip":2,"score":600},"withdraw":{"allow":false}}',
        '--kyc-force',
        'false',
        '--client-deposit',
        'true',
      );
      expect(r.code, r.stderr).toBe(0);
      const token = await login(DEMO_CLIENT.username, DEMO_CLIENT.password);
      const config = await call(server, 'clientConfig', { token });
      expect(config.json.data).toMatchObject({
        vip: 3,
        score: 650,
        perms: ['trade', 'ipo'],
        kyc_force: false,
        client_deposit: true,
      });
      expect((config.json.data as { features: unknown }).features).toMatchObject({
        ipo: { vip: 2, score: 600 },
        // spec 6: allow false disables the feature for this client
        withdraw: { allow: false },
      });
    });

    it('refuses bad values without changing anything', async () => {
      const cases: Array<[string[], RegExp]> = [
        [['--kyc-force', 'maybe'], /'--kyc-force <bool>' argument 'maybe' is invalid/],
        [['--features', 'not json'], /Not valid JSON/],
        [['--features', '[1]'], /Must be a JSON object/],
        [['--vip', '101'], /between 0 and 100/],
        [['--perms', 'has space'], /Invalid client attributes: perms/],
        [[], /Nothing to change/],
      ];
      const token = await login(DEMO_CLIENT.username, DEMO_CLIENT.password);
      const before = (await call(server, 'clientConfig', { token })).json.data;
      for (const [args, message] of cases) {
        const r = await bo('client:set', '--tenant', DEMO_TENANT, '--client', 'demo', ...args);
        expect(r.code, args.join(' ')).toBe(1);
        expect(r.stderr).toMatch(message);
      }
      expect((await call(server, 'clientConfig', { token })).json.data).toEqual(before);
    });
  });

  describe('deposit-bank:set', () => {
    it('sets the bank details and refuses a bad SWIFT code', async () => {
      const r = await bo(
        'deposit-bank:set',
        '--tenant',
        DEMO_TENANT,
        '--bank-name',
        'First Bank',
        '--bank-acc',
        '1234-5678',
        '--bank-holder',
        'Invest Demo',
        '--swift',
        'FIRSUS33XXX',
      );
      expect(r.code, r.stderr).toBe(0);
      expect(await getDepositBank(server.db.db, DEMO_TENANT)).toMatchObject({
        bank_name: 'First Bank',
        bank_acc: '1234-5678',
        swift: 'FIRSUS33XXX',
      });
      const bad = await bo(
        'deposit-bank:set',
        '--tenant',
        DEMO_TENANT,
        '--bank-name',
        'X',
        '--bank-acc',
        '1234',
        '--bank-holder',
        'Y',
        '--swift',
        'nope',
      );
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('swift');
      expect((await getDepositBank(server.db.db, DEMO_TENANT)).bank_name).toBe('First Bank');
    });
  });

  describe('message and outbox', () => {
    it("posts a message the client's message centre lists", async () => {
      const r = await bo(
        'message',
        '--tenant',
        DEMO_TENANT,
        '--client',
        'demo',
        '--title',
        'Statement ready',
        '--body',
        'Your March statement is ready.',
      );
      expect(r.code, r.stderr).toBe(0);
      const token = await login(DEMO_CLIENT.username, DEMO_CLIENT.password);
      const list = await call<{ title: string; body: string }[]>(server, 'messageList', { token });
      expect(list.json.data).toContainEqual(
        expect.objectContaining({
          title: 'Statement ready',
          body: 'Your March statement is ready.',
        }),
      );
    });

    it('shows the SMS a verification code went out in', async () => {
      const empty = await bo('outbox', '--tenant', DEMO_TENANT, '--mobile', '2025550188');
      expect(empty.code).toBe(0);
      expect(empty.stdout).toContain('has nothing for +12025550188');
      const sent = await call(server, 'sendCode', {
        body: { country_code: '1', mobile: '2025550188', purpose: 'register' },
      });
      expect(sent.status, sent.text).toBe(200);
      const r = await bo('outbox', '--tenant', DEMO_TENANT, '--mobile', '2025550188');
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/sms +\+12025550188 +Invest: your verification code is \d{6}/);
      const bad = await bo('outbox', '--tenant', DEMO_TENANT, '--mobile', 'abc');
      expect(bad.code).toBe(1);
    });
  });
});
