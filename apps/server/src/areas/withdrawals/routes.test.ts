// Withdrawals over real HTTP: spec 5/6 rules each with its code, the PIN, the hold,
// idempotency, bad input (never a 5xx, nothing changed), cancel and the back office's decisions.
import type { WithdrawalRecord } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { unitOfWork } from '../../platform/unitOfWork';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { permissionDenied, setAccess, type SignedIn } from '../client/testSupport';
import { updateTenantSettings } from '../settings';
import { verifyLedger } from '../ledger';
import { approveWithdrawal, markWithdrawalPaid, rejectWithdrawal } from './service';
import { wrongTotp } from '../auth/testUtils';
import {
  PIN,
  addBank,
  balanceOf,
  codeNow,
  credit,
  keyed,
  ledgerSnapshot,
  moneyClient,
  withMfa,
} from './testSupport';

describe.each(databaseKinds())('withdrawals on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;
  let aliceBank: string;

  const withdraw = (who: SignedIn, body: Record<string, unknown>, key?: string) =>
    call<WithdrawalRecord>(s, 'withdrawSubmit', {
      token: who.token,
      tenant: who.tenant,
      headers: keyed(key),
      body,
    });
  const req = (bank: string, amount: unknown = '10.00') => ({
    currency: 'USD',
    amount,
    bank_id: bank,
    pin: PIN,
  });

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'other');
    alice = await moneyClient(s);
    aliceBank = await addBank(s, alice);
    await credit(s, alice, '500.00');
  });
  afterAll(() => s.close());

  it('freezes the amount, answers a pending record with the bank account masked', async () => {
    const res = await withdraw(alice, req(aliceBank, '100.00'));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      currency: 'USD',
      amount: '100.00',
      bank_id: aliceBank,
      bank_acc: '•••• 3000',
      status: 'pending',
      reason: null,
    });
    expect(await balanceOf(s, alice)).toEqual({ available: '400.00', frozen: '100.00' });
    const list = await call<{ list: WithdrawalRecord[]; total: number }>(s, 'withdrawList', {
      token: alice.token,
    });
    expect(list.json.data?.total).toBe(1);
    expect(list.json.data?.list[0]?.id).toBe(res.json.data?.id);
  });

  it('the same key and body: the same answer, one effect; another body: 422', async () => {
    const key = 'withdraw-once-1';
    const first = await withdraw(alice, req(aliceBank, '5.00'), key);
    const again = await withdraw(alice, req(aliceBank, '5.00'), key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json.data).toEqual(first.json.data);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await withdraw(alice, req(aliceBank, '6.00'), key);
    expect(other.status).toBe(422);
    expect(other.json.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(s, alice)).toEqual({ available: '395.00', frozen: '105.00' });
  });

  it('needs an Idempotency-Key', async () => {
    const res = await call(s, 'withdrawSubmit', { token: alice.token, body: req(aliceBank) });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  describe('the step-up, on the server', () => {
    const order = (bank: string) => ({ currency: 'USD', amount: '10.00', bank_id: bank });

    it('without the second factor: the PIN (as `pin` or `step_up.pin`); none is 403 STEP_UP_REQUIRED', async () => {
      const who = await moneyClient(s);
      const bank = await addBank(s, who);
      await credit(s, who, '50.00');
      const missing = await withdraw(who, order(bank));
      expect([missing.status, missing.json.code]).toEqual([403, 'STEP_UP_REQUIRED']);
      expect(await balanceOf(s, who)).toEqual({ available: '50.00', frozen: '0.00' });
      expect((await withdraw(who, { ...order(bank), pin: PIN })).status).toBe(200);
      expect((await withdraw(who, { ...order(bank), step_up: { pin: PIN } })).status).toBe(200);
      expect(await balanceOf(s, who)).toEqual({ available: '30.00', frozen: '20.00' });
    });

    it('with the second factor on: a PIN alone is 403, a wrong code 400, a valid code confirms', async () => {
      const start = await moneyClient(s);
      const bank = await addBank(s, start);
      await credit(s, start, '50.00');
      const { who, secret } = await withMfa(s, start);
      const before = await ledgerSnapshot(s.db.db, 'demo');
      const pinOnly = await withdraw(who, { ...order(bank), pin: PIN });
      expect([pinOnly.status, pinOnly.json.code]).toEqual([403, 'STEP_UP_REQUIRED']);
      const pinAsProof = await withdraw(who, { ...order(bank), step_up: { pin: PIN } });
      expect([pinAsProof.status, pinAsProof.json.code]).toEqual([403, 'STEP_UP_REQUIRED']);
      const wrong = await withdraw(who, {
        ...order(bank),
        step_up: { code: wrongTotp(secret, s.clock.now.getTime()) },
      });
      expect([wrong.status, wrong.json.code]).toEqual([400, 'MFA_INVALID']);
      expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
      const key = `withdraw-mfa-${who.id}`;
      const code = codeNow(s, secret);
      const ok = await withdraw(who, { ...order(bank), step_up: { code } }, key);
      expect(ok.status).toBe(200);
      expect(await balanceOf(s, who)).toEqual({ available: '40.00', frozen: '10.00' });
      // a retry of the answered request replays it: the spent code is not asked again
      const retry = await withdraw(who, { ...order(bank), step_up: { code } }, key);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.json.data).toEqual(ok.json.data);
      // a new request with the spent code is refused
      const reused = await withdraw(who, { ...order(bank), step_up: { code } });
      expect([reused.status, reused.json.code]).toEqual([400, 'MFA_INVALID']);
      expect(await balanceOf(s, who)).toEqual({ available: '40.00', frozen: '10.00' });
    });

    it('with the second factor on: a backup code confirms once', async () => {
      const start = await moneyClient(s);
      const bank = await addBank(s, start);
      await credit(s, start, '50.00');
      const { who, codes } = await withMfa(s, start);
      const backup = codes[0]!;
      expect((await withdraw(who, { ...order(bank), step_up: { code: backup } })).status).toBe(200);
      const again = await withdraw(who, { ...order(bank), step_up: { code: backup } });
      expect(again.status).toBe(400);
      expect(await balanceOf(s, who)).toEqual({ available: '40.00', frozen: '10.00' });
    });
  });

  describe('bad input is a 4xx with a stable code, never a 5xx, and changes nothing', () => {
    it.each([
      ['an amount as a number', 10, 400],
      ['a negative amount', '-10.00', 400],
      ['zero', '0', 400],
      ['too many decimals for USD', '10.001', 400],
      ['1e309', '1e309', 400],
      ['a huge string', '9'.repeat(100), 400],
      ['a NUL character', '10\u0000', 400],
      ['a control character', '1\u00070', 400],
      ['an empty amount', '', 400],
    ])('%s', async (_what, amount, status) => {
      const before = await ledgerSnapshot(s.db.db, 'demo');
      const res = await withdraw(alice, req(aliceBank, amount));
      expect(res.status).toBe(status);
      expect(res.json.success).toBe(false);
      expect(typeof res.json.code).toBe('string');
      expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
    });

    // one grammar (domain decimal.ts): what the wire does not write canonically is refused
    // with a field code, after the PIN is checked and before anything is frozen
    it.each([
      ['a leading point', '.5'],
      ['a trailing point', '5.'],
      ['leading zeros', '00010'],
      ['surrounding spaces', ' 10 '],
      ['a no-break space', '\u00a010'],
    ])('an amount with %s (%j): 400 invalid_amount, nothing frozen', async (_what, amount) => {
      const before = await ledgerSnapshot(s.db.db, 'demo');
      const balance = await balanceOf(s, alice);
      const res = await withdraw(alice, req(aliceBank, amount));
      expect([res.status, res.json.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.json.errors).toEqual([
        expect.objectContaining({ path: 'amount', code: 'invalid_amount' }),
      ]);
      expect(await balanceOf(s, alice)).toEqual(balance);
      expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
    });

    it('more than available: 422 INSUFFICIENT_BALANCE with {available, currency}', async () => {
      const before = await ledgerSnapshot(s.db.db, 'demo');
      const res = await withdraw(alice, req(aliceBank, '100000.00'));
      expect(res.status).toBe(422);
      expect(res.json.code).toBe('INSUFFICIENT_BALANCE');
      expect(res.json.errors).toEqual([
        expect.objectContaining({
          path: 'amount',
          code: 'amount_exceeds_available',
          params: { available: '395.00', currency: 'USD' },
        }),
      ]);
      expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
    });

    it('a wrong PIN: 400 INCORRECT_PIN, nothing frozen', async () => {
      const before = await ledgerSnapshot(s.db.db, 'demo');
      const res = await withdraw(alice, { ...req(aliceBank), pin: '000000' });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('INCORRECT_PIN');
      expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
    });

    it("another client's bank account: 404", async () => {
      const bob = await moneyClient(s);
      const bobBank = await addBank(s, bob);
      const res = await withdraw(alice, req(bobBank));
      expect(res.status).toBe(404);
    });

    it('a token of another tenant: 403', async () => {
      const res = await call(s, 'withdrawSubmit', {
        token: alice.token,
        tenant: 'other',
        headers: keyed(),
        body: req(aliceBank),
      });
      expect(res.status).toBe(403);
    });
  });

  describe('spec 5/6 rules, each with its code', () => {
    it('KYC not approved: 403 KYC_REQUIRED', async () => {
      const who = await moneyClient(s, 'demo', { kyc_status: 'pending' });
      const bank = await addBank(s, who);
      await credit(s, who, '50.00');
      const res = await withdraw(who, req(bank));
      expect([res.status, res.json.code]).toEqual([403, 'KYC_REQUIRED']);
    });
    it("no bank account: 422 NO_BANK_ACCOUNT ('You need to add a bank account to withdraw.')", async () => {
      const who = await moneyClient(s);
      await credit(s, who, '50.00');
      const res = await withdraw(who, req('missing'));
      expect([res.status, res.json.code]).toEqual([422, 'NO_BANK_ACCOUNT']);
    });
    it('a credit score below the minimum: 422 CREDIT_SCORE_TOO_LOW with {min, score}', async () => {
      const who = await moneyClient(s, 'demo', { score: 100 });
      const bank = await addBank(s, who);
      await credit(s, who, '50.00');
      const res = await withdraw(who, req(bank));
      expect([res.status, res.json.code]).toEqual([422, 'CREDIT_SCORE_TOO_LOW']);
      expect(res.json.errors).toEqual([
        expect.objectContaining({ code: 'credit_score_too_low', params: { min: 580, score: 100 } }),
      ]);
    });
    it('only the default account: 422 BANK_ACCOUNT_NOT_DEFAULT', async () => {
      const who = await moneyClient(s);
      await addBank(s, who);
      const second = await addBank(s, who, { bank_acc: 'GB33BUKB20201555555555' });
      await credit(s, who, '50.00');
      const res = await withdraw(who, req(second));
      expect([res.status, res.json.code]).toEqual([422, 'BANK_ACCOUNT_NOT_DEFAULT']);
    });
    it('no account for the country: 422 NO_BANK_ACCOUNT_FOR_COUNTRY', async () => {
      const who = await moneyClient(s);
      const pl = await addBank(s, who, { country: 'PL' });
      await credit(s, who, '50.00');
      const res = await withdraw(who, req(pl));
      expect([res.status, res.json.code]).toEqual([422, 'NO_BANK_ACCOUNT_FOR_COUNTRY']);
    });
    it('an outstanding balance blocks it: 422 OUTSTANDING_BALANCE', async () => {
      const who = await moneyClient(s);
      const bank = await addBank(s, who);
      await credit(s, who, '50.00');
      await unitOfWork(s.app.deps, async (tx) => {
        const { post } = await import('../ledger');
        await post(tx.db, {
          tenantId: 'demo',
          kind: 'adjustment',
          postings: [
            { account: { client: who.id }, bucket: 'outstanding', currency: 'USD', amount: '5.00' },
            { account: { system: 'outstanding_receivable' }, currency: 'USD', amount: '-5.00' },
          ],
        });
      });
      const res = await withdraw(who, req(bank));
      expect([res.status, res.json.code]).toEqual([422, 'OUTSTANDING_BALANCE']);
    });
  });

  it('cancel unfreezes; a second cancel is 409 WITHDRAWAL_NOT_PENDING; another client 404', async () => {
    const who = await moneyClient(s);
    const bank = await addBank(s, who);
    await credit(s, who, '80.00');
    const w = (await withdraw(who, req(bank, '30.00'))).json.data!;
    expect(await balanceOf(s, who)).toEqual({ available: '50.00', frozen: '30.00' });
    const stranger = await call(s, 'withdrawCancel', { token: alice.token, params: { id: w.id } });
    expect(stranger.status).toBe(404);
    const cancel = await call<WithdrawalRecord>(s, 'withdrawCancel', {
      token: who.token,
      params: { id: w.id },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.json.data?.status).toBe('cancelled');
    expect(await balanceOf(s, who)).toEqual({ available: '80.00', frozen: '0.00' });
    const again = await call(s, 'withdrawCancel', { token: who.token, params: { id: w.id } });
    expect([again.status, again.json.code]).toEqual([409, 'WITHDRAWAL_NOT_PENDING']);
  });

  it('approve vs cancel at the same moment: exactly one wins, the other 409', async () => {
    const who = await moneyClient(s);
    const bank = await addBank(s, who);
    await credit(s, who, '40.00');
    const w = (await withdraw(who, req(bank, '40.00'))).json.data!;
    const [approved, cancelled] = await Promise.allSettled([
      unitOfWork(s.app.deps, (tx) => markWithdrawalPaid(tx, 'demo', w.id)),
      call(s, 'withdrawCancel', { token: who.token, params: { id: w.id } }),
    ]);
    const approveWon = approved.status === 'fulfilled';
    const cancelRes = cancelled.status === 'fulfilled' ? cancelled.value : undefined;
    const cancelWon = cancelRes?.status === 200;
    expect(approveWon !== cancelWon).toBe(true);
    if (approveWon) expect(cancelRes?.json.code).toBe('WITHDRAWAL_NOT_PENDING');
    else expect((approved as PromiseRejectedResult).reason.code).toBe('WITHDRAWAL_NOT_PENDING');
    const b = await balanceOf(s, who);
    expect(b.frozen).toBe('0.00');
    expect(b.available).toBe(approveWon ? '0.00' : '40.00');
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
  });

  it('the back office approves, marks paid (frozen leaves), or rejects (unfrozen, a message)', async () => {
    const who = await moneyClient(s);
    const bank = await addBank(s, who);
    await credit(s, who, '100.00');
    const a = (await withdraw(who, req(bank, '60.00'))).json.data!;
    const b = (await withdraw(who, req(bank, '10.00'))).json.data!;
    await unitOfWork(s.app.deps, (tx) => approveWithdrawal(tx, 'demo', a.id));
    // approved: the client can no longer cancel
    const late = await call(s, 'withdrawCancel', { token: who.token, params: { id: a.id } });
    expect([late.status, late.json.code]).toEqual([409, 'WITHDRAWAL_NOT_PENDING']);
    await unitOfWork(s.app.deps, (tx) => markWithdrawalPaid(tx, 'demo', a.id));
    await unitOfWork(s.app.deps, (tx) =>
      rejectWithdrawal(tx, 'demo', b.id, 'Bank details unclear'),
    );
    expect(await balanceOf(s, who)).toEqual({ available: '40.00', frozen: '0.00' });
    const list = await call<{ list: WithdrawalRecord[] }>(s, 'withdrawList', { token: who.token });
    const byId = new Map(list.json.data!.list.map((r) => [r.id, r]));
    expect(byId.get(a.id)?.status).toBe('paid');
    expect(byId.get(b.id)).toMatchObject({ status: 'rejected', reason: 'Bank details unclear' });
    const messages = await call<{ title: string; body: string }[]>(s, 'messageList', {
      token: who.token,
    });
    expect(JSON.stringify(messages.json.data)).toContain('Bank details unclear');
    // The web translates it from its key; the reason stays the advisor's text
    expect(messages.json.data).toContainEqual(
      expect.objectContaining({
        title: 'Withdrawal rejected',
        key: 'withdrawalRejected',
        params: { amount: '10.00', currency: 'USD', reason: 'Bank details unclear' },
      }),
    );
    const twice = await unitOfWork(s.app.deps, (tx) => markWithdrawalPaid(tx, 'demo', a.id)).catch(
      (e: { code: string }) => e.code,
    );
    expect(twice).toBe('WITHDRAWAL_NOT_PENDING');
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
  });
  describe('spec 6 feature access: the withdraw feature, before any proof or money', () => {
    const order = (bank: string) => ({ currency: 'USD', amount: '10.00', bank_id: bank });
    const refused = async (who: SignedIn, bank: string, expected: object) => {
      const before = await ledgerSnapshot(s.db.db, 'demo');
      const res = await withdraw(who, { ...order(bank), pin: PIN });
      expect({ status: res.status, ...res.json }).toMatchObject(expected);
      expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
      expect(await balanceOf(s, who)).toEqual({ available: '50.00', frozen: '0.00' });
    };
    const client = async () => {
      const who = await moneyClient(s);
      const bank = await addBank(s, who);
      await credit(s, who, '50.00');
      return { who, bank };
    };

    it("without the 'withdraw' permission: 403 PERMISSION_DENIED, the code not spent, the key not used", async () => {
      const start = await moneyClient(s, 'demo', { perms: ['deposit', 'fx'] });
      const bank = await addBank(s, start);
      await credit(s, start, '50.00');
      const { who, secret } = await withMfa(s, start);
      const code = codeNow(s, secret);
      const key = `withdraw-denied-${who.id}`;
      const before = await ledgerSnapshot(s.db.db, 'demo');
      const res = await withdraw(who, { ...order(bank), step_up: { code } }, key);
      expect({ status: res.status, ...res.json }).toMatchObject(
        permissionDenied('withdraw', 'missing_permission', { permission: 'withdraw' }),
      );
      expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(before);
      // the advisor grants it: the same one-time code and the same key go through
      await setAccess(s, who, { perms: ['withdraw'] });
      const ok = await withdraw(who, { ...order(bank), step_up: { code } }, key);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('idempotent-replayed')).toBeNull();
      expect(await balanceOf(s, who)).toEqual({ available: '40.00', frozen: '10.00' });
    });

    it('a wrong PIN without the permission is the 403, not a counted PIN failure', async () => {
      const { who, bank } = await client();
      await setAccess(s, who, { perms: [] });
      const res = await withdraw(who, { ...order(bank), pin: '000000' });
      expect([res.status, res.json.code]).toEqual([403, 'PERMISSION_DENIED']);
    });

    it('the feature switched off (allow: false) for the client or the tenant: 403 feature_disabled', async () => {
      const { who, bank } = await client();
      await setAccess(s, who, { features: { withdraw: { allow: false } } });
      await refused(who, bank, permissionDenied('withdraw', 'feature_disabled'));
      await setAccess(s, who, { features: {} });
      await unitOfWork(s.app.deps, ({ db }) =>
        updateTenantSettings(db, 'demo', { features: { withdraw: { allow: false } } }),
      );
      try {
        await refused(who, bank, permissionDenied('withdraw', 'feature_disabled'));
      } finally {
        await unitOfWork(s.app.deps, ({ db }) =>
          updateTenantSettings(db, 'demo', { features: {} }),
        );
      }
    });

    it('below the minimum VIP level or score: 403 with the required and the own level', async () => {
      const { who, bank } = await client();
      await setAccess(s, who, { vip: 1, features: { withdraw: { vip: 3 } } });
      await refused(
        who,
        bank,
        permissionDenied('withdraw', 'vip_required', { required: 3, level: 1 }),
      );
      await setAccess(s, who, { vip: 3, features: { withdraw: { vip: 3, score: 750 } } });
      await refused(
        who,
        bank,
        permissionDenied('withdraw', 'score_required', { required: 750, score: 700 }),
      );
      await setAccess(s, who, { score: 750 });
      expect((await withdraw(who, { ...order(bank), pin: PIN })).status).toBe(200);
    });

    it('with the permission and the requirements met: the withdrawal goes through', async () => {
      const { who, bank } = await client();
      await setAccess(s, who, { perms: ['withdraw'], features: { withdraw: { allow: true } } });
      const res = await withdraw(who, { ...order(bank), pin: PIN });
      expect(res.status).toBe(200);
      expect(await balanceOf(s, who)).toEqual({ available: '40.00', frozen: '10.00' });
    });

    it('cancelling a pending withdrawal needs no permission: the hold goes back to the client', async () => {
      const { who, bank } = await client();
      const pending = await withdraw(who, { ...order(bank), pin: PIN });
      await setAccess(s, who, { perms: [] });
      const res = await call(s, 'withdrawCancel', {
        token: who.token,
        params: { id: pending.json.data!.id },
      });
      expect(res.status).toBe(200);
      expect(await balanceOf(s, who)).toEqual({ available: '50.00', frozen: '0.00' });
    });
  });
});
