// Helpers shared by the auth area's tests (not used by the server).
import type { LoginResponse, Tokens } from '@invest/api/contract';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { call, type TestServer } from '../../testing/harness';
import { insertUser, TEST_PASSWORD } from '../../testing/fixtures';

let sequence = 0;

/** A fresh North American mobile number (each test file has its own database). */
export function nextMobile(): string {
  sequence += 1;
  return String(3125550100 + sequence);
}

/** A user of tenant 'demo' with TEST_PASSWORD and a fresh mobile number. */
export function newUser(s: TestServer, overrides: { username?: string } = {}) {
  return insertUser(s.db.db, 'demo', { mobile: nextMobile(), ...overrides });
}

/**
 * The step-up of a factor change of a client with neither a PIN nor a second factor: the
 * password (a stolen session alone never adds a factor).
 */
export const BY_PASSWORD = { step_up: { password: TEST_PASSWORD } };

/** Logs in (expecting success without MFA) and answers the tokens. */
export async function loginTokens(
  s: TestServer,
  username: string,
  password = TEST_PASSWORD,
  remember = false,
): Promise<Tokens> {
  const res = await call<LoginResponse>(s, 'login', { body: { username, password, remember } });
  expect(res.status).toBe(200);
  expect(res.json.data?.mfa).toBe(false);
  const data = res.json.data!;
  return {
    access_token: data.access_token!,
    refresh_token: data.refresh_token!,
    token_type: 'Bearer',
    expires_in: data.expires_in!,
  };
}

/** The status of a signed-in call that succeeds for any live session (pwd_verify). */
export async function sessionStatus(s: TestServer, token: string): Promise<number> {
  const res = await call(s, 'verifyPassword', { token, body: { password: TEST_PASSWORD } });
  return res.status;
}

/** The TOTP code of `secret` (base32) at `timestamp` (ms), as an authenticator app shows it. */
export function totpAt(secret: string, timestamp: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp,
  });
}

/** A 6-digit code that is none of the codes valid around `timestamp` (window 1). */
export function wrongTotp(secret: string, timestamp: number): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totpAt(secret, timestamp + d)));
  for (let n = 0; ; n++) {
    const candidate = String((Number(totpAt(secret, timestamp)) + 1 + n) % 1_000_000).padStart(
      6,
      '0',
    );
    if (!valid.has(candidate)) return candidate;
  }
}
