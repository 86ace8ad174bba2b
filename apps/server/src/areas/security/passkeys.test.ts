// Passkeys as a second factor, driven through @simplewebauthn/server by a
// software authenticator (softAuthenticator.ts): register, list, rename, sign in at the login's
// MFA step, step-up, and the refusals (a spent challenge, a forged signature, a foreign origin).
import type {
  LoginResponse,
  Passkey,
  SecurityOverview,
  SignInEvent,
  Tokens,
  TotpConfirmResponse,
  TotpEnrolResponse,
} from '@invest/api/contract';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { BY_PASSWORD, loginTokens, newUser, sessionStatus, totpAt } from '../auth/testUtils';
import { SoftAuthenticator } from './softAuthenticator';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Options = { challenge: string; rp: { id: string }; rpId?: string };

describe.each(databaseKinds())('passkeys on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  const web = () => ({ origin: s.url, 'user-agent': CHROME_MAC });

  async function mfaUser() {
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
    s.clock.advance(30_000);
    const secret = enrol.json.data!.secret;
    return { u, secret, token: confirm.json.data!.tokens.access_token };
  }

  /** The step-up of a factor change: a fresh authenticator code (the clock moves a step on). */
  const byCode = (secret: string) => {
    s.clock.advance(30_000);
    return { step_up: { code: totpAt(secret, s.clock.now.getTime()) } };
  };

  async function withPasskey() {
    const user = await mfaUser();
    const authenticator = new SoftAuthenticator(s.url);
    const options = await call<Options>(s, 'passkeyRegisterOptions', {
      token: user.token,
      headers: web(),
      body: byCode(user.secret),
    });
    expect(options.status).toBe(200);
    const res = await call<Passkey>(s, 'passkeyRegister', {
      token: user.token,
      headers: web(),
      body: { response: authenticator.register(options.json.data!) },
    });
    expect(res.status).toBe(200);
    return { ...user, authenticator, passkey: res.json.data! };
  }

  const pendingLogin = async (username: string) => {
    const res = await call<LoginResponse>(s, 'login', {
      body: { username, password: TEST_PASSWORD },
    });
    expect(res.json.data!.mfa).toBe(true);
    return res.json.data!.mfa_token!;
  };

  it('registers a passkey (named from the browser), lists, renames and removes it', async () => {
    const { token, passkey, secret } = await withPasskey();
    expect(passkey).toMatchObject({ name: 'Chrome 131, macOS', last_used_at: null });
    const list = await call<Passkey[]>(s, 'passkeyList', { token });
    expect(list.json.data).toEqual([passkey]);
    const overview = await call<SecurityOverview>(s, 'securityOverview', { token });
    expect(overview.json.data!.passkeys).toHaveLength(1);
    const renamed = await call<Passkey>(s, 'passkeyRename', {
      token,
      params: { id: passkey.id },
      body: { name: '  Work laptop ' },
    });
    expect(renamed.json.data!.name).toBe('Work laptop');
    const removed = await call(s, 'passkeyDelete', {
      token,
      params: { id: passkey.id },
      body: byCode(secret),
    });
    expect(removed.status).toBe(200);
    expect((await call<Passkey[]>(s, 'passkeyList', { token })).json.data).toEqual([]);
  });

  it('the same registration answer twice is refused (its challenge is spent)', async () => {
    const { token, secret } = await mfaUser();
    const authenticator = new SoftAuthenticator(s.url);
    const options = await call<Options>(s, 'passkeyRegisterOptions', {
      token,
      headers: web(),
      body: byCode(secret),
    });
    const response = authenticator.register(options.json.data!);
    const body = { response };
    expect((await call(s, 'passkeyRegister', { token, headers: web(), body })).status).toBe(200);
    const again = await call(s, 'passkeyRegister', { token, headers: web(), body });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('PASSKEY_INVALID');
  });

  it('signs in with a passkey at the MFA step; a spent or forged assertion is refused', async () => {
    const { u, authenticator } = await withPasskey();
    const pending = await pendingLogin(u.username);
    const methods = await call<{ methods: string[] }>(s, 'mfaMethods', { token: pending });
    expect(methods.json.data!.methods).toContain('passkey');
    const options = await call<Options>(s, 'passkeyLoginOptions', {
      token: pending,
      headers: web(),
    });
    expect(options.status).toBe(200);
    const assertion = authenticator.assert(options.json.data!);
    const ok = await call<Tokens>(s, 'passkeyLogin', {
      token: pending,
      headers: web(),
      body: { response: assertion },
    });
    expect(ok.status).toBe(200);
    const tokens = ok.json.data!;
    expect(await sessionStatus(s, tokens.access_token)).toBe(200);
    const history = await call<SignInEvent[]>(s, 'signInHistory', { token: tokens.access_token });
    expect(history.json.data![0]).toMatchObject({ outcome: 'success', method: 'passkey' });

    // the spent pending login: its options are refused as its completion is
    const spentLogin = await call(s, 'passkeyLogin', {
      token: pending,
      headers: web(),
      body: { response: assertion },
    });
    const spentOptions = await call(s, 'passkeyLoginOptions', { token: pending, headers: web() });
    expect(spentLogin.status).toBe(401);
    expect(spentOptions.status).toBe(spentLogin.status);
    expect(spentOptions.json.code).toBe(spentLogin.json.code);

    // the same assertion on a new pending login: its challenge was spent
    const next = await pendingLogin(u.username);
    const replay = await call(s, 'passkeyLogin', {
      token: next,
      headers: web(),
      body: { response: assertion },
    });
    expect(replay.status).toBe(400);
    expect(replay.json.code).toBe('PASSKEY_INVALID');

    // a signature by another key
    const fresh = await call<Options>(s, 'passkeyLoginOptions', { token: next, headers: web() });
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const forged = await call(s, 'passkeyLogin', {
      token: next,
      headers: web(),
      body: { response: authenticator.assert(fresh.json.data!, stranger) },
    });
    expect(forged.status).toBe(400);
    expect(forged.json.code).toBe('PASSKEY_INVALID');

    // from another origin: refused before any ceremony
    const foreign = await call(s, 'passkeyLoginOptions', {
      token: next,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(400);
  });

  it('a passkey is a step-up proof (regenerating backup codes)', async () => {
    const { token, authenticator } = await withPasskey();
    const options = await call<Options>(s, 'stepUpPasskeyOptions', { token, headers: web() });
    expect(options.status).toBe(200);
    const res = await call<{ backup_codes: string[] }>(s, 'backupCodesRegenerate', {
      token,
      headers: web(),
      body: { step_up: { passkey: authenticator.assert(options.json.data!) } },
    });
    expect(res.status).toBe(200);
    expect(res.json.data!.backup_codes).toHaveLength(10);
    const list = await call<Passkey[]>(s, 'passkeyList', { token });
    expect(list.json.data![0]!.last_used_at).not.toBeNull();
  });
});
