import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/auth/tokens';
import { databaseKinds } from '../../db/test-support';
import { LIMITS, rateLimitStatus, recordRateEvent } from '../../platform/rateLimit';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { newUser, nextMobile } from './testUtils';

const MINUTE = 60_000;

describe.each(databaseKinds())('verification codes on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  const send = (mobile: string, purpose = 'register', countryCode = '1') =>
    call(s, 'sendCode', { body: { country_code: countryCode, mobile, purpose } });

  const outboxFor = (mobile: string) =>
    s.db.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', `+1${mobile}`)
      .orderBy('created_at', 'asc')
      .execute();

  it('writes a 6-digit code to the outbox and stores only its hash, valid 10 minutes', async () => {
    const mobile = nextMobile();
    const res = await send(mobile);
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ sent: true, resend_after: 60 });
    const [sms] = await outboxFor(mobile);
    expect(sms).toMatchObject({ tenant_id: 'demo', channel: 'sms' });
    const code = /\b(\d{6})\b/.exec(sms!.body)?.[1];
    expect(code).toBeDefined();
    const rows = await s.db.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('mobile', '=', mobile)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'register', country_code: '1', used_at: null });
    expect(rows[0]!.code_hash).toBe(sha256(code!));
    expect(JSON.stringify(rows)).not.toContain(code!);
    const ttl = rows[0]!.expires_at.getTime() - s.clock.now.getTime();
    expect(ttl).toBeGreaterThan(9 * MINUTE);
    expect(ttl).toBeLessThanOrEqual(10 * MINUTE);
  });

  it('one code per number per 60 s (429 + Retry-After), five per hour', async () => {
    const mobile = nextMobile();
    expect((await send(mobile)).status).toBe(200);
    const soon = await send(mobile);
    expect(soon.status).toBe(429);
    expect(soon.json.code).toBe('RATE_LIMITED');
    const wait = Number(soon.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await outboxFor(mobile)).toHaveLength(1);
    for (let i = 2; i <= 5; i++) {
      s.clock.advance(MINUTE + 1000);
      expect((await send(mobile)).status).toBe(200);
    }
    s.clock.advance(MINUTE + 1000);
    const sixth = await send(mobile);
    expect(sixth.status).toBe(429);
    // the first of the five leaves the hour's window after about 55 minutes
    const hourWait = Number(sixth.headers.get('retry-after'));
    expect(hourWait).toBeGreaterThan(50 * 60);
    expect(hourWait).toBeLessThanOrEqual(60 * 60);
    expect(await outboxFor(mobile)).toHaveLength(5);
    // a new code replaces the earlier ones: one live code per number and purpose
    const live = await s.db.db
      .selectFrom('one_time_codes')
      .select('id')
      .where('mobile', '=', mobile)
      .where('used_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
  });

  it('answers the same whether or not the number has an account (no enumeration)', async () => {
    const u = await newUser(s);
    const stranger = nextMobile();
    const known = await send(u.mobile, 'reset_pwd');
    const unknown = await send(stranger, 'reset_pwd');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe(unknown.text);
    // a reset code only goes to a number with an account
    expect(await outboxFor(u.mobile)).toHaveLength(1);
    expect(await outboxFor(stranger)).toHaveLength(0);
    // and the rate limit applies to both alike
    expect((await send(u.mobile, 'reset_pwd')).status).toBe(429);
    expect((await send(stranger, 'reset_pwd')).status).toBe(429);
  });

  it('refuses malformed input with 400 VALIDATION_FAILED and sends nothing', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['12', '1', 'mobile', 'phone_length'],
      ['1125550100', '1', 'mobile', 'phone_area_code_unknown'],
      ['3125550100', '999', 'country_code', 'phone_country_code_unknown'],
    ];
    for (const [mobile, cc, path, message] of cases) {
      const res = await send(mobile, 'register', cc);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('VALIDATION_FAILED');
      expect(res.json.errors).toEqual([expect.objectContaining({ path, code: message, message })]);
    }
    const badPurpose = await send(nextMobile(), 'steal');
    expect(badPurpose.status).toBe(400);
    expect(badPurpose.json.code).toBe('VALIDATION_FAILED');
    const noTenant = await call(s, 'sendCode', {
      tenant: null,
      body: { country_code: '1', mobile: nextMobile(), purpose: 'register' },
    });
    expect(noTenant.status).toBe(400);
  });

  it('at most 20 codes per address per hour', async () => {
    const first = nextMobile();
    expect((await send(first)).status).toBe(200);
    const row = await s.db.db
      .selectFrom('rate_events')
      .select('key')
      .where('scope', '=', LIMITS.codePerAddressHour.scope)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const status = await rateLimitStatus(s.app.deps, LIMITS.codePerAddressHour, row.key);
    await recordRateEvent(
      s.app.deps,
      LIMITS.codePerAddressHour.scope,
      row.key,
      LIMITS.codePerAddressHour.limit - status.count,
    );
    const other = nextMobile();
    const res = await send(other);
    expect(res.status).toBe(429);
    expect(await outboxFor(other)).toHaveLength(0);
    await s.db.db
      .deleteFrom('rate_events')
      .where('scope', '=', LIMITS.codePerAddressHour.scope)
      .execute();
    expect((await send(other)).status).toBe(200);
  });
});
