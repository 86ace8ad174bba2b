import type { RegisterResponse } from '@invest/api/contract';
import { validateInvitationCode } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, sha256 } from '../../platform/auth/tokens';
import { databaseKinds } from '../../db/test-support';
import { AppError } from '../../platform/errors';
import { hashInvitationCode, issueInvitationCodes } from './invitations';
import { recordRateEvent } from '../../platform/rateLimit';
import { registerUser } from './service';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { loginTokens, newUser, nextMobile } from './testUtils';

const PASSWORD = 'Register-pass-9';

describe.each(databaseKinds())('register on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'other');
  });
  afterAll(() => s.close());

  const issue = (options: { maxUses?: number; tenantId?: string; advisor?: string } = {}) =>
    issueInvitationCodes(s.app.deps, {
      tenantId: options.tenantId ?? 'demo',
      advisor: options.advisor ?? 'advisor-7',
      count: 1,
      ...(options.maxUses ? { maxUses: options.maxUses } : {}),
    }).then((codes) => codes[0]!);

  const form = (code: string, mobile = nextMobile(), extra: Record<string, unknown> = {}) => ({
    country_code: '1',
    mobile,
    password: PASSWORD,
    confirm_password: PASSWORD,
    invitation_code: code,
    ...extra,
  });

  const register = (body: Record<string, unknown>, tenant?: string) =>
    call<RegisterResponse>(s, 'register', { body, ...(tenant ? { tenant } : {}) });

  const usesOf = async (code: string, tenantId = 'demo') =>
    (
      await s.db.db
        .selectFrom('invitation_codes')
        .select('uses')
        .where('tenant_id', '=', tenantId)
        .where('code_hash', '=', hashInvitationCode(code))
        .executeTakeFirstOrThrow()
    ).uses;

  const userCount = async () =>
    Number(
      (
        await s.db.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('issues readable codes the domain rule accepts, stored only as SHA-256', async () => {
    const codes = await issueInvitationCodes(s.app.deps, {
      tenantId: 'demo',
      advisor: 'advisor-1',
      count: 5,
      ttlDays: 7,
      maxUses: 3,
    });
    expect(new Set(codes).size).toBe(5);
    const rows = await s.db.db
      .selectFrom('invitation_codes')
      .selectAll()
      .where('advisor', '=', 'advisor-1')
      .execute();
    expect(rows).toHaveLength(5);
    for (const code of codes) {
      expect(code).toMatch(/^INV-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
      expect(validateInvitationCode(code).ok).toBe(true);
      expect(rows.map((r) => r.code_hash)).toContain(sha256(code));
    }
    expect(JSON.stringify(rows)).not.toContain(codes[0]!);
    const row = rows[0]!;
    expect(row.max_uses).toBe(3);
    expect(row.uses).toBe(0);
    const days = (row.expires_at.getTime() - s.clock.now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses bad issuing input and an unknown tenant', async () => {
    await expect(
      issueInvitationCodes(s.app.deps, { tenantId: 'demo', advisor: '', count: 0 }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      issueInvitationCodes(s.app.deps, { tenantId: 'nope', advisor: 'a', count: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('registers a client: username = mobile, advisor from the code, one use counted', async () => {
    const code = await issue();
    const mobile = nextMobile();
    const res = await register(form(code, mobile));
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ id: expect.any(String), username: mobile });
    const user = await s.db.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', res.json.data!.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      tenant_id: 'demo',
      mobile_country_code: '1',
      mobile,
      advisor: 'advisor-7',
      kyc_status: 'unverified',
      vip: 0,
      score: 0,
      perms: ['deposit', 'withdraw', 'fx', 'trade', 'subscribe', 'loan'],
      pin_hash: null,
      totp_secret: null,
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(await usesOf(code)).toBe(1);
    await loginTokens(s, mobile, PASSWORD);
  });

  it('mass assignment: vip, score, KYC status and perms in the body have no effect', async () => {
    const code = await issue();
    const res = await register(
      form(code, nextMobile(), {
        vip: 9,
        score: 999,
        kyc_status: 'approved',
        perms: ['admin', 'withdraw'],
        features: { trade: { vip: 0 } },
        advisor: 'me-myself',
        // new clients must complete KYC (the default); the body cannot lift it
        kyc_force: false,
        client_deposit: true,
        tenant_id: 'other',
        id: 'chosen-id',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.data!.id).not.toBe('chosen-id');
    const user = await s.db.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', res.json.data!.id)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      tenant_id: 'demo',
      vip: 0,
      score: 0,
      kyc_status: 'unverified',
      // spec 6: the gated permissions a new client starts with, never 'admin' from the body
      perms: ['deposit', 'withdraw', 'fx', 'trade', 'subscribe', 'loan'],
      features: {},
      advisor: 'advisor-7',
      kyc_force: true,
      client_deposit: false,
    });
  });

  it('uses a wished username when free (checked case-insensitively), else the mobile', async () => {
    const first = await register(form(await issue(), nextMobile(), { username: 'Rich_Kid' }));
    expect(first.json.data?.username).toBe('Rich_Kid');
    const mobile = nextMobile();
    const taken = await register(form(await issue(), mobile, { username: 'rich_KID' }));
    expect(taken.status).toBe(200);
    expect(taken.json.data?.username).toBe(mobile);
    // a username that could read as a mobile number is not taken either
    const digits = nextMobile();
    const numeric = await register(form(await issue(), digits, { username: '4155550123' }));
    expect(numeric.json.data?.username).toBe(digits);
    await loginTokens(s, 'RICH_KID', PASSWORD);
  });

  it('accepts a code typed in lower case, and a multi-use code until it is used up', async () => {
    const code = await issue({ maxUses: 2 });
    expect((await register(form(code.toLowerCase()))).status).toBe(200);
    expect((await register(form(` ${code} `))).status).toBe(200);
    const third = await register(form(code));
    expect(third.status).toBe(400);
    expect(third.json.code).toBe('INVITATION_INVALID');
    expect(await usesOf(code)).toBe(2);
  });

  it('refuses used, unknown, expired and other-tenant codes with 400 INVITATION_INVALID', async () => {
    const used = await issue();
    expect((await register(form(used))).status).toBe(200);
    const expired = 'INV-EXPD-0000'.replace('0000', 'AAAA');
    await s.db.db
      .insertInto('invitation_codes')
      .values({
        id: newId(),
        tenant_id: 'demo',
        code_hash: hashInvitationCode(expired),
        advisor: 'a',
        expires_at: new Date(s.clock.now.getTime() - 1000),
      })
      .execute();
    const foreign = await issue({ tenantId: 'other' });
    const before = await userCount();
    for (const code of [used, 'INV-NOPE-NOPE', expired, foreign]) {
      const res = await register(form(code));
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: 'INVITATION_INVALID' });
    }
    expect(await userCount()).toBe(before);
    expect(await usesOf(foreign, 'other')).toBe(0);
  });

  it('a registered mobile is 409 ACCOUNT_EXISTS and the code keeps its use', async () => {
    const existing = await newUser(s);
    const code = await issue();
    const res = await register(form(code, existing.mobile));
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('ACCOUNT_EXISTS');
    expect(await usesOf(code)).toBe(0);
    // '+1' is the same country code
    const plus = await register(form(code, existing.mobile, { country_code: '+1' }));
    expect(plus.status).toBe(409);
  });

  it('validation failures are 400 VALIDATION_FAILED with domain codes, and write nothing', async () => {
    const code = await issue();
    const before = await userCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ password: 'short', confirm_password: 'short' }, 'password', 'password_too_short'],
      [{ password: '', confirm_password: '' }, 'password', 'password_required'],
      [{ confirm_password: 'Other-pass-9' }, 'confirm_password', 'password_mismatch'],
      [{ confirm_password: '' }, 'confirm_password', 'password_confirm_required'],
      [{ country_code: '999' }, 'country_code', 'phone_country_code_unknown'],
      [{ country_code: '86' }, 'country_code', 'phone_country_code_unknown'], // not a tenant country
      [{ mobile: '12345' }, 'mobile', 'phone_length'],
      [{ mobile: '1125550100' }, 'mobile', 'phone_area_code_unknown'],
      [{ mobile: '31255x0100' }, 'mobile', 'phone_invalid'],
      [{ invitation_code: 'no spaces!' }, 'invitation_code', 'invitation_code_invalid'],
    ];
    for (const [patch, path, message] of cases) {
      const res = await register({ ...form(code), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_FAILED');
      expect(res.json.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path, code: message, message })]),
      );
    }
    // several problems at once are all reported
    const many = await register({
      ...form(code),
      mobile: '1',
      password: 'x',
      confirm_password: 'y',
    });
    expect(many.json.errors).toEqual(
      expect.arrayContaining([
        {
          path: 'mobile',
          code: 'phone_length',
          message: 'phone_length',
          params: { min: 6, max: 14 },
        },
        {
          path: 'password',
          code: 'password_too_short',
          message: 'password_too_short',
          params: { min: 6 },
        },
        { path: 'confirm_password', code: 'password_mismatch', message: 'password_mismatch' },
      ]),
    );
    // a Polish number under +48 is fine (a tenant country)
    expect(
      (await register({ ...form(code), country_code: '48', mobile: '601234567' })).status,
    ).toBe(200);
    expect(await userCount()).toBe(before + 1);
  });

  it('registerUser without a code is a back-office creation', async () => {
    const mobile = nextMobile();
    const user = await registerUser(s.app.deps, {
      tenantId: 'demo',
      countryCode: '1',
      mobile,
      password: PASSWORD,
      fullName: '  Ada   Lovelace ',
      advisor: 'desk',
    });
    expect(user.username).toBe(mobile);
    const row = await s.db.db
      .selectFrom('users')
      .select(['full_name', 'advisor'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ full_name: 'Ada Lovelace', advisor: 'desk' });
    const error = await registerUser(
      { db: s.db.db, clock: () => s.clock.now },
      {
        tenantId: 'demo',
        countryCode: '1',
        mobile,
        password: 'x',
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      registerUser(
        { db: s.db.db, clock: () => s.clock.now },
        { tenantId: 'demo', countryCode: '1', mobile, password: PASSWORD },
      ),
    ).rejects.toMatchObject({ code: 'ACCOUNT_EXISTS', status: 409 });
  });

  it('30 refused invitation codes from one address in an hour → 429', async () => {
    await register(form('INV-GUES-SSSS'));
    const row = await s.db.db
      .selectFrom('rate_events')
      .select(['key'])
      .where('scope', '=', 'register_fail_ip')
      .executeTakeFirstOrThrow();
    await recordRateEvent(s.app.deps, 'register_fail_ip', row.key, 30);
    const res = await register(form(await issue()));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    await s.db.db.deleteFrom('rate_events').where('scope', '=', 'register_fail_ip').execute();
  });
});
