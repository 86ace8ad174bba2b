// A stolen session never adds a factor or moves money: with nothing but a client's access token,
// adding, replacing or removing a factor (PIN, authenticator, passkey, backup codes) asks for a
// proof the session does not carry (the strongest factor, else the password), and a client with
// neither a second factor nor a PIN confirms money to a new destination with the password. Every
// factor change is told in the message centre and listed in the sign-in history.
import type {
  Message,
  Passkey,
  SignInEvent,
  TotpConfirmResponse,
  TotpEnrolResponse,
} from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant, TEST_PASSWORD } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { loginTokens, newUser, totpAt, wrongTotp } from '../auth/testUtils';
import { signedInClient } from '../client/testSupport';
import { credit, keyed, moneyClient, PIN, withMfa } from '../withdrawals/testSupport';
import { SoftAuthenticator } from './softAuthenticator';

const STEP = 30_000;
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BANK = {
  bank_name: 'Thief Bank',
  bank_acc: 'GB29 NWBK 6016 1331 9268 19',
  bank_holder: 'Mallory',
  country: 'US',
};

describe.each(databaseKinds())('factor changes and money on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  const now = () => s.clock.now.getTime();
  const web = () => ({ origin: s.url, 'user-agent': CHROME_MAC });
  /** The field error of a refusal (`step_up_<proof>_required`). */
  const reason = (res: { json: { errors?: unknown[] } }) =>
    (res.json.errors?.[0] as { message?: string } | undefined)?.message;

  const stepUpOf = async (token: string) =>
    (await call<{ step_up: string }>(s, 'securityOverview', { token })).json.data!.step_up;

  /** A PIN holder turns the second factor on with the PIN; answers the secret and new token. */
  async function pinHolderWithMfa() {
    const who = await moneyClient(s);
    const on = await withMfa(s, who);
    return { ...on.who, secret: on.secret, codes: on.codes };
  }

  it('the legacy bind pair cannot replace a bound authenticator (409), and the owner keeps it', async () => {
    const owner = await pinHolderWithMfa();
    const bind = await call(s, 'mfaBind', { token: owner.token });
    expect(bind.status).toBe(409);
    expect(bind.json.code).toBe('MFA_ALREADY_ON');
    // even with the second factor given, an enabled authenticator is replaced only by turning
    // it off first (password and code)
    const proven = await call(s, 'mfaBind', {
      token: owner.token,
      body: { step_up: { code: totpAt(owner.secret, now()) } },
    });
    expect(proven.status).toBe(409);
    const verify = await call(s, 'mfaVerify', { token: owner.token, body: { code: '123456' } });
    expect(verify.status).toBe(409);
    expect(verify.json.code).toBe('MFA_ALREADY_ON');
    // the owner's authenticator still signs in
    s.clock.advance(STEP);
    const login = await call<{ mfa_token: string }>(s, 'login', {
      body: { username: owner.username, password: TEST_PASSWORD },
    });
    const done = await call(s, 'mfaVerify', {
      token: login.json.data!.mfa_token,
      body: { code: totpAt(owner.secret, now()) },
    });
    expect(done.status).toBe(200);
  });

  it('the legacy bind asks for the PIN (off, PIN set) and the password (neither)', async () => {
    const pinHolder = await moneyClient(s);
    const noProof = await call(s, 'mfaBind', { token: pinHolder.token });
    expect(noProof.status).toBe(403);
    expect(reason(noProof)).toBe('step_up_pin_required');
    const wrongPin = await call(s, 'mfaBind', {
      token: pinHolder.token,
      body: { step_up: { pin: '000000' } },
    });
    expect(wrongPin.status).toBe(400);
    expect(wrongPin.json.code).toBe('INCORRECT_PIN');
    // a password is not the strongest factor of a PIN holder
    const password = await call(s, 'mfaBind', {
      token: pinHolder.token,
      body: { step_up: { password: TEST_PASSWORD } },
    });
    expect(password.status).toBe(403);
    expect(reason(password)).toBe('step_up_pin_required');
    const ok = await call<{ secret: string }>(s, 'mfaBind', {
      token: pinHolder.token,
      body: { step_up: { pin: PIN } },
    });
    expect(ok.status).toBe(200);
    // the verify of the pending secret turns it on (the login's step keeps working: above)
    const verify = await call(s, 'mfaVerify', {
      token: pinHolder.token,
      body: { code: totpAt(ok.json.data!.secret, now()) },
    });
    expect(verify.status).toBe(200);

    const bare = await signedInClient(s);
    const none = await call(s, 'mfaBind', { token: bare.token });
    expect(none.status).toBe(403);
    expect(reason(none)).toBe('step_up_password_required');
    const badPassword = await call(s, 'mfaBind', {
      token: bare.token,
      body: { step_up: { password: 'not-the-password' } },
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.json.code).toBe('INCORRECT_PASSWORD');
    const withPassword = await call(s, 'mfaBind', {
      token: bare.token,
      body: { step_up: { password: TEST_PASSWORD } },
    });
    expect(withPassword.status).toBe(200);
  });

  it('turning two-step verification on needs the PIN of a PIN holder; then money needs a code', async () => {
    const who = await moneyClient(s);
    // the bank add without proof: the PIN
    const bank = await call(s, 'bankSave', { token: who.token, body: BANK });
    expect(bank.status).toBe(403);
    expect(reason(bank)).toBe('step_up_pin_required');
    // the thief's enrolment with the session alone is refused, before any secret is shown
    const enrol = await call(s, 'totpEnrol', { token: who.token });
    expect(enrol.status).toBe(403);
    expect(reason(enrol)).toBe('step_up_pin_required');
    expect(enrol.json).not.toHaveProperty('data');
    const wrong = await call(s, 'totpEnrol', {
      token: who.token,
      body: { step_up: { pin: '000000' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('INCORRECT_PIN');
    expect(await stepUpOf(who.token)).toBe('pin');
    const confirm = await call(s, 'totpConfirm', {
      token: who.token,
      body: { code: '123456' },
    });
    // no pending secret: nothing to confirm
    expect(confirm.status).toBe(400);
    expect(await stepUpOf(who.token)).toBe('pin');

    // the owner, with the PIN
    const ok = await call<TotpEnrolResponse>(s, 'totpEnrol', {
      token: who.token,
      body: { step_up: { pin: PIN } },
    });
    expect(ok.status).toBe(200);
    const on = await call<TotpConfirmResponse>(s, 'totpConfirm', {
      token: who.token,
      body: { code: totpAt(ok.json.data!.secret, now()) },
    });
    expect(on.status).toBe(200);
    const token = on.json.data!.tokens.access_token;
    expect(await stepUpOf(token)).toBe('mfa');
    // the PIN alone no longer adds a bank account
    const pinOnly = await call(s, 'bankSave', { token, body: { ...BANK, step_up: { pin: PIN } } });
    expect(pinOnly.status).toBe(403);
    expect(reason(pinOnly)).toBe('step_up_mfa_required');
  });

  it('a first enrolment of a client with neither PIN nor second factor asks for the password', async () => {
    const bare = await signedInClient(s);
    const enrol = await call(s, 'totpEnrol', { token: bare.token });
    expect(enrol.status).toBe(403);
    expect(reason(enrol)).toBe('step_up_password_required');
    const ok = await call(s, 'totpEnrol', {
      token: bare.token,
      body: { step_up: { password: TEST_PASSWORD } },
    });
    expect(ok.status).toBe(200);
  });

  it('a passkey is registered and removed only with the second factor', async () => {
    const who = await pinHolderWithMfa();
    const noProof = await call(s, 'passkeyRegisterOptions', { token: who.token, headers: web() });
    expect(noProof.status).toBe(403);
    expect(reason(noProof)).toBe('step_up_mfa_required');
    const pinProof = await call(s, 'passkeyRegisterOptions', {
      token: who.token,
      headers: web(),
      body: { step_up: { pin: PIN } },
    });
    expect(pinProof.status).toBe(403);
    const badCode = await call(s, 'passkeyRegisterOptions', {
      token: who.token,
      headers: web(),
      body: { step_up: { code: wrongTotp(who.secret, now()) } },
    });
    expect(badCode.status).toBe(400);
    expect(badCode.json.code).toBe('MFA_INVALID');
    // a registration without options given after a proof has no challenge to answer
    const authenticator = new SoftAuthenticator(s.url);
    const options = await call<{ challenge: string; rp: { id: string } }>(
      s,
      'passkeyRegisterOptions',
      { token: who.token, headers: web(), body: { step_up: { code: totpAt(who.secret, now()) } } },
    );
    expect(options.status).toBe(200);
    const added = await call<Passkey>(s, 'passkeyRegister', {
      token: who.token,
      headers: web(),
      body: { response: authenticator.register(options.json.data!) },
    });
    expect(added.status).toBe(200);
    s.clock.advance(STEP);

    const remove = await call(s, 'passkeyDelete', {
      token: who.token,
      params: { id: added.json.data!.id },
    });
    expect(remove.status).toBe(403);
    expect(reason(remove)).toBe('step_up_mfa_required');
    const removed = await call(s, 'passkeyDelete', {
      token: who.token,
      params: { id: added.json.data!.id },
      body: { step_up: { code: totpAt(who.secret, now()) } },
    });
    expect(removed.status).toBe(200);
  });

  it('the first PIN asks for the password; a PIN change with the second factor on asks for it', async () => {
    const bare = await moneyClient(s);
    await s.db.db.updateTable('users').set({ pin_hash: null }).where('id', '=', bare.id).execute();
    expect(await stepUpOf(bare.token)).toBe('none');
    const noProof = await call(s, 'setPin', {
      token: bare.token,
      body: { pin: '246810', confirm_pin: '246810' },
    });
    expect(noProof.status).toBe(403);
    expect(reason(noProof)).toBe('step_up_password_required');
    const wrong = await call(s, 'setPin', {
      token: bare.token,
      body: { pin: '246810', confirm_pin: '246810', step_up: { password: 'nope-nope' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('INCORRECT_PASSWORD');
    expect(await stepUpOf(bare.token)).toBe('none');
    const ok = await call(s, 'setPin', {
      token: bare.token,
      body: { pin: '246810', confirm_pin: '246810', step_up: { password: TEST_PASSWORD } },
    });
    expect(ok.status).toBe(200);
    expect(await stepUpOf(bare.token)).toBe('pin');

    const mfa = await pinHolderWithMfa();
    const pinOnly = await call(s, 'setPin', {
      token: mfa.token,
      body: { pin: '112233', confirm_pin: '112233', current_pin: PIN },
    });
    expect(pinOnly.status).toBe(403);
    expect(reason(pinOnly)).toBe('step_up_mfa_required');
    const changed = await call(s, 'setPin', {
      token: mfa.token,
      body: {
        pin: '112233',
        confirm_pin: '112233',
        current_pin: PIN,
        step_up: { code: totpAt(mfa.secret, now()) },
      },
    });
    expect(changed.status).toBe(200);
  });

  it('with neither PIN nor second factor, a bank add and a withdrawal ask for the password', async () => {
    const who = await moneyClient(s);
    await s.db.db.updateTable('users').set({ pin_hash: null }).where('id', '=', who.id).execute();
    await credit(s, who, '100.00');
    const bank = await call(s, 'bankSave', { token: who.token, body: BANK });
    expect(bank.status).toBe(403);
    expect(reason(bank)).toBe('step_up_password_required');
    const wrong = await call(s, 'bankSave', {
      token: who.token,
      body: { ...BANK, step_up: { password: 'nope-nope' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('INCORRECT_PASSWORD');
    const added = await call<{ id: string }>(s, 'bankSave', {
      token: who.token,
      body: { ...BANK, step_up: { password: TEST_PASSWORD } },
    });
    expect(added.status).toBe(200);
    const order = { currency: 'USD', amount: '25.00', bank_id: added.json.data!.id };
    const bare = await call(s, 'withdrawSubmit', {
      token: who.token,
      headers: keyed(),
      body: order,
    });
    expect(bare.status).toBe(403);
    expect(reason(bare)).toBe('step_up_password_required');
    const done = await call(s, 'withdrawSubmit', {
      token: who.token,
      headers: keyed(),
      body: { ...order, step_up: { password: TEST_PASSWORD } },
    });
    expect(done.status).toBe(200);
  });

  it('every factor change is told in the message centre and listed in the history', async () => {
    const u = await newUser(s);
    const first = await loginTokens(s, u.username);
    const pin = await call(s, 'setPin', {
      token: first.access_token,
      body: { pin: '975310', confirm_pin: '975310', step_up: { password: TEST_PASSWORD } },
    });
    expect(pin.status).toBe(200);
    s.clock.advance(1000);
    const changedPin = await call(s, 'setPin', {
      token: first.access_token,
      body: { pin: '864200', confirm_pin: '864200', current_pin: '975310' },
    });
    expect(changedPin.status).toBe(200);
    s.clock.advance(1000);
    const enrol = await call<TotpEnrolResponse>(s, 'totpEnrol', {
      token: first.access_token,
      body: { step_up: { pin: '864200' } },
    });
    const on = await call<TotpConfirmResponse>(s, 'totpConfirm', {
      token: first.access_token,
      body: { code: totpAt(enrol.json.data!.secret, now()) },
    });
    const token = on.json.data!.tokens.access_token;
    const secret = enrol.json.data!.secret;
    s.clock.advance(STEP);
    const authenticator = new SoftAuthenticator(s.url);
    const options = await call<{ challenge: string; rp: { id: string } }>(
      s,
      'passkeyRegisterOptions',
      { token, headers: web(), body: { step_up: { code: totpAt(secret, now()) } } },
    );
    const added = await call<Passkey>(s, 'passkeyRegister', {
      token,
      headers: web(),
      body: { response: authenticator.register(options.json.data!) },
    });
    s.clock.advance(STEP);
    await call(s, 'passkeyDelete', {
      token,
      params: { id: added.json.data!.id },
      body: { step_up: { code: totpAt(secret, now()) } },
    });
    s.clock.advance(STEP);
    const codes = await call(s, 'backupCodesRegenerate', {
      token,
      body: { step_up: { code: totpAt(secret, now()) } },
    });
    expect(codes.status).toBe(200);
    s.clock.advance(STEP);
    const off = await call(s, 'totpDisable', {
      token,
      body: { password: TEST_PASSWORD, code: totpAt(secret, now()) },
    });
    expect(off.status).toBe(200);

    const changes = [
      'pin_added',
      'pin_changed',
      'totp_added',
      'passkey_added',
      'passkey_removed',
      'backup_codes_changed',
      'totp_removed',
    ];
    const inbox = (await call<Message[]>(s, 'messageList', { token })).json.data!;
    const told = inbox.filter((m) => m.key === 'securityChange').map((m) => m.params?.change);
    expect([...told].sort()).toEqual([...changes].sort());
    for (const m of inbox.filter((x) => x.key === 'securityChange')) {
      expect(m.title).not.toBe('');
      expect(m.params?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    const history = await call<SignInEvent[]>(s, 'signInHistory', { token });
    const listed = history.json.data!.filter((e) => e.outcome === 'factor_change');
    expect(listed.map((e) => e.change).reverse()).toEqual(changes);
    expect(listed[0]).toMatchObject({ browser: expect.any(String), new_device: false });
  });
});
