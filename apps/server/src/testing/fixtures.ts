// Test data written straight to the database (what the back office would create).
import type { Kysely } from 'kysely';
import { hashSecret } from '../platform/auth/passwords';
import { newId } from '../platform/auth/tokens';
import type { Database } from '../db/schema';

export async function insertTenant(db: Kysely<Database>, id: string, name = `Tenant ${id}`) {
  await db
    .insertInto('tenants')
    .values({
      id,
      name,
      app_name: `${name} Invest`,
      web_logo: '',
      app_version: '1.0.0',
      app_template: null,
      co_name: `${name} Securities Ltd.`,
      icp_no: '',
      co_address: '1 Market Street',
      app_video: '',
      locale: JSON.stringify({}),
    })
    .execute();
  await db
    .insertInto('tenant_countries')
    .values([
      {
        tenant_id: id,
        code: 'US',
        name: 'United States',
        phone_code: '1',
        currency: 'USD',
        timezone: 'America/New_York',
        for_accounts: true,
      },
      {
        tenant_id: id,
        code: 'PL',
        name: 'Polska',
        phone_code: '48',
        currency: 'PLN',
        timezone: 'Europe/Warsaw',
        for_accounts: false,
      },
    ])
    .execute();
}

/**
 * Distinct test mobiles (and so usernames) within a process: a counter from a random start. A
 * random number per user collided (a 50-user test met a duplicate username about once in 70 runs).
 */
let testMobileSeq = Math.floor(Math.random() * 90_000);
function nextTestMobile(): string {
  testMobileSeq = (testMobileSeq + 1) % 90_000;
  return `20255${String(10_000 + testMobileSeq)}`;
}

/** A hash computed once: argon2id is deliberately slow. */
let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'secret-pass-1';

export async function insertUser(
  db: Kysely<Database>,
  tenantId: string,
  overrides: Partial<{
    username: string;
    mobile: string;
    full_name: string;
    kyc_status: string;
  }> = {},
) {
  passwordHash ??= hashSecret(TEST_PASSWORD);
  const id = newId();
  const mobile = overrides.mobile ?? nextTestMobile();
  await db
    .insertInto('users')
    .values({
      id,
      tenant_id: tenantId,
      username: overrides.username ?? mobile,
      mobile_country_code: '1',
      mobile,
      password_hash: await passwordHash,
      full_name: overrides.full_name ?? '',
      avatar: '',
      perms: JSON.stringify([]),
      features: JSON.stringify({}),
      pin_hash: null,
      totp_secret: null,
      totp_pending_secret: null,
      ...(overrides.kyc_status ? { kyc_status: overrides.kyc_status } : {}),
    })
    .execute();
  return { id, username: overrides.username ?? mobile, mobile, password: TEST_PASSWORD };
}
