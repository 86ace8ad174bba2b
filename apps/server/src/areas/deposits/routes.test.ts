// Deposits over real HTTP: methods from the tenant, the multipart submission with its
// proof image, client_deposit, idempotency, bad input, the back office's decisions; fund records.
import type { DepositMethods, DepositRecord, FundRecords, Message } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { unitOfWork } from '../../platform/unitOfWork';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { countRows, permissionDenied, setAccess, type SignedIn } from '../client/testSupport';
import { setDepositBank } from '../settings';
import { PNG_2X2 } from '../uploads/testImages';
import { balanceOf, keyed, ledgerSnapshot, moneyClient } from '../withdrawals/testSupport';
import { addDepositMethod, approveDeposit, depositQueue, rejectDeposit } from './service';

const form = (fields: Record<string, string>, proof: Uint8Array | null = PNG_2X2) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  if (proof) f.set('proof', new Blob([new Uint8Array(proof)], { type: 'image/png' }), 'proof.png');
  return f;
};

describe.each(databaseKinds())('deposits on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;
  let methodId: string;

  const submit = (
    who: SignedIn,
    fields: Record<string, string>,
    key?: string,
    proof?: Uint8Array | null,
  ) =>
    call<DepositRecord>(s, 'depositSubmit', {
      token: who.token,
      tenant: who.tenant,
      headers: keyed(key),
      form: form(fields, proof === undefined ? PNG_2X2 : proof),
    });
  const fields = (amount = '250.00') => ({
    method_id: methodId,
    amount,
    currency: 'USD',
  });
  let cryptoId: string;
  const TX = 'a'.repeat(48) + '0123456789abcdef';
  const count = async (userId: string) =>
    Number(
      (
        await s.db.db
          .selectFrom('deposits')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await insertTenant(s.db.db, 'empty');
    alice = await moneyClient(s);
  });
  afterAll(() => s.close());

  it("no method: 'No suitable deposit account available' (422 NO_DEPOSIT_METHOD)", async () => {
    const who = await moneyClient(s, 'empty');
    const methods = await call<DepositMethods>(s, 'depositMethods', {
      token: who.token,
      tenant: 'empty',
    });
    expect(methods.json.data).toEqual({ allowed: true, methods: [] });
    const res = await submit(who, {
      method_id: 'x',
      amount: '1.00',
      currency: 'USD',
    });
    expect([res.status, res.json.code]).toEqual([422, 'NO_DEPOSIT_METHOD']);
  });

  it('lists the methods the back office set: bank details, a crypto address, the deposit bank', async () => {
    const deps = s.app.deps;
    methodId = (
      await unitOfWork(deps, (tx) =>
        addDepositMethod(tx, 'demo', {
          type: 'bank',
          currency: 'USD',
          label: 'USD bank transfer',
          details: { bank_name: 'Chase', bank_acc: '000123456789', bank_holder: 'Demo Securities' },
        }),
      )
    ).id;
    cryptoId = (
      await unitOfWork(deps, (tx) =>
        addDepositMethod(tx, 'demo', {
          type: 'crypto',
          currency: 'USD',
          label: 'USDT (TRC-20)',
          details: {
            asset: 'USDT',
            network: 'TRC-20',
            address: 'TQ5NmWqzS6v8pGvTk9yfY8cS2vWb3s1X9e',
          },
        }),
      )
    ).id;
    await unitOfWork(deps, (tx) =>
      setDepositBank(tx.db, 'demo', {
        bank_name: 'Demo Bank',
        bank_acc: 'DE89370400440532013000',
        bank_holder: 'Demo Securities',
      }),
    );
    const res = await call<DepositMethods>(s, 'depositMethods', { token: alice.token });
    expect(res.json.data?.allowed).toBe(true);
    expect(res.json.data?.methods.map((m) => [m.type, m.label])).toEqual([
      ['bank', 'USD bank transfer'],
      ['crypto', 'USDT (TRC-20)'],
      ['bank', 'Demo Bank'],
    ]);
    // the asset and the network by the names clients know them ('USDT on TRON (TRC-20)')
    expect(res.json.data?.methods[1]).toMatchObject({
      asset: 'USDT',
      network: 'TRON',
      network_name: 'TRON (TRC-20)',
      address: 'TQ5NmWqzS6v8pGvTk9yfY8cS2vWb3s1X9e',
    });
  });

  it('each bank method carries a payment reference generated for the client: stable, unique', async () => {
    const methodsOf = async (who: SignedIn) =>
      (await call<DepositMethods>(s, 'depositMethods', { token: who.token })).json.data!.methods;
    const first = await methodsOf(alice);
    const refs = first.filter((m) => m.type === 'bank').map((m) => m.payment_reference);
    expect(refs).toHaveLength(2);
    for (const ref of refs) expect(ref).toMatch(/^INV-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(new Set(refs).size).toBe(2);
    // a crypto address needs none
    expect(first.find((m) => m.type === 'crypto')?.payment_reference).toBeUndefined();
    // the same on every reading
    expect((await methodsOf(alice)).map((m) => m.payment_reference)).toEqual(
      first.map((m) => m.payment_reference),
    );
    // another client's are their own
    const bob = await moneyClient(s);
    const theirs = (await methodsOf(bob)).map((m) => m.payment_reference).filter(Boolean);
    expect(theirs).toHaveLength(2);
    for (const ref of theirs) expect(refs).not.toContain(ref);
    // the deposit records the client's reference of the method paid to; a typed one is ignored
    const res = await submit(alice, { ...fields('5.00'), reference: 'MY-OWN' });
    expect(res.status).toBe(200);
    expect(res.json.data?.reference).toBe(first.find((m) => m.id === methodId)?.payment_reference);
  });

  describe('a crypto deposit: the transaction hash instead of a proof image', () => {
    const crypto = (patch: Record<string, string>) =>
      submit(
        alice,
        { method_id: cryptoId, amount: '30.00', currency: 'USD', ...patch },
        undefined,
        null,
      );
    it('is recorded with a valid hash of its network, no image needed', async () => {
      const res = await crypto({ tx_hash: TX });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        method_type: 'crypto',
        reference: TX,
        proof_url: null,
        status: 'pending',
      });
    });
    it.each([
      ['no hash', {}, 'tx_hash_required'],
      ['a short hash', { tx_hash: TX.slice(2) }, 'tx_hash_invalid'],
      ['not hex', { tx_hash: TX.replace('a', 'z') }, 'tx_hash_invalid'],
    ])('%s: 400 with a field error, nothing written', async (_what, patch, code) => {
      const before = await count(alice.id);
      const res = await crypto(patch);
      expect(res.status).toBe(400);
      expect(res.json.errors).toContainEqual(expect.objectContaining({ path: 'tx_hash', code }));
      expect(await count(alice.id)).toBe(before);
    });
    it('refuses control characters in the hash (4xx)', async () => {
      const before = await count(alice.id);
      const res = await crypto({ tx_hash: `${TX.slice(1)}\u0007` });
      expect(res.status).toBe(400);
      expect(await count(alice.id)).toBe(before);
    });
  });

  it('a submission is pending with its proof; approval brings the amount to available', async () => {
    const res = await submit(alice, fields('250.00'));
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      amount: '250.00',
      currency: 'USD',
      status: 'pending',
      method_type: 'bank',
    });
    expect(res.json.data?.proof_url).toMatch(/^\/upload\/app\/v1\/file\//);
    expect(await balanceOf(s, alice)).toEqual({ available: '0.00', frozen: '0.00' });
    const queue = await depositQueue(s.app.deps, 'demo');
    expect(queue.map((d) => d.id)).toContain(res.json.data!.id);
    await unitOfWork(s.app.deps, (tx) => approveDeposit(tx, 'demo', res.json.data!.id));
    expect(await balanceOf(s, alice)).toEqual({ available: '250.00', frozen: '0.00' });
    const twice = await unitOfWork(s.app.deps, (tx) =>
      approveDeposit(tx, 'demo', res.json.data!.id),
    ).catch((e: { code: string }) => e.code);
    expect(twice).toBe('DEPOSIT_NOT_PENDING');
    const list = await call<{ list: DepositRecord[] }>(s, 'depositList', { token: alice.token });
    expect(list.json.data?.list[0]).toMatchObject({ status: 'approved' });
  });

  it('a rejection keeps the balance and tells the client why', async () => {
    const res = await submit(alice, fields('10.00'));
    await unitOfWork(s.app.deps, (tx) =>
      rejectDeposit(tx, 'demo', res.json.data!.id, 'Proof unreadable'),
    );
    expect(await balanceOf(s, alice)).toEqual({ available: '250.00', frozen: '0.00' });
    const list = await call<{ list: DepositRecord[] }>(s, 'depositList', {
      token: alice.token,
      query: { status: 'rejected' },
    });
    expect(list.json.data?.list).toEqual([expect.objectContaining({ reason: 'Proof unreadable' })]);
    const messages = await call<Message[]>(s, 'messageList', { token: alice.token });
    expect(messages.json.data).toContainEqual(
      expect.objectContaining({
        title: 'Deposit rejected',
        key: 'depositRejected',
        params: { amount: '10.00', currency: 'USD', reason: 'Proof unreadable' },
      }),
    );
  });

  it('idempotent: the same key and form give one deposit', async () => {
    const before = await count(alice.id);
    const a = await submit(alice, fields('20.00'), 'deposit-key-1');
    const b = await submit(alice, fields('20.00'), 'deposit-key-1');
    expect(b.json.data).toEqual(a.json.data);
    expect(await count(alice.id)).toBe(before + 1);
    const other = await submit(alice, fields('21.00'), 'deposit-key-1');
    expect(other.status).toBe(422);
  });

  it('client_deposit false: 403 DEPOSIT_NOT_ALLOWED', async () => {
    const who = await moneyClient(s, 'demo', { client_deposit: false });
    const res = await submit(who, fields());
    expect([res.status, res.json.code]).toEqual([403, 'DEPOSIT_NOT_ALLOWED']);
  });

  describe('bad input: 4xx, no deposit written', () => {
    it.each([
      ['a negative amount', { amount: '-5.00' }],
      ['zero', { amount: '0.00' }],
      ['too many decimals', { amount: '1.001' }],
      ['1e309', { amount: '1e309' }],
      ['a huge string', { amount: '1'.repeat(5000) }],
      ['more than the ledger holds', { amount: '9'.repeat(30) }],
      ['a NUL in the transaction hash', { tx_hash: 'a\u0000b' }],
      ['another currency than the method', { currency: 'EUR' }],
      ['an unknown method', { method_id: 'nope' }],
    ])('%s', async (_what, patch) => {
      const before = await count(alice.id);
      const res = await submit(alice, { ...fields(), ...patch });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await count(alice.id)).toBe(before);
    });
    // one grammar (domain decimal.ts): what the wire does not write canonically is refused
    // with a field code; no deposit, no proof stored, no balance moved
    it.each([
      ['a leading point', '.5'],
      ['a trailing point', '5.'],
      ['leading zeros', '00010'],
      ['surrounding spaces', ' 10 '],
      ['a no-break space', '\u00a010'],
    ])('an amount with %s (%j): 400 invalid_amount, nothing written', async (_what, amount) => {
      const before = await count(alice.id);
      const uploads = await countRows(s, 'uploads', alice.id);
      const ledger = await ledgerSnapshot(s.db.db, 'demo');
      const balance = await balanceOf(s, alice);
      const res = await submit(alice, fields(amount));
      expect([res.status, res.json.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(res.json.errors).toEqual([
        expect.objectContaining({ path: 'amount', code: 'invalid_amount' }),
      ]);
      expect(await count(alice.id)).toBe(before);
      expect(await countRows(s, 'uploads', alice.id)).toBe(uploads);
      expect(await balanceOf(s, alice)).toEqual(balance);
      expect(await ledgerSnapshot(s.db.db, 'demo')).toEqual(ledger);
    });

    it('no proof image', async () => {
      const res = await submit(alice, fields(), undefined, null);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual([
        expect.objectContaining({ path: 'proof', code: 'deposit_proof_required' }),
      ]);
    });
    it('a proof that is not an image: 415', async () => {
      const res = await submit(
        alice,
        fields(),
        undefined,
        new TextEncoder().encode('not an image'),
      );
      expect(res.status).toBe(415);
    });
  });

  it('fund records: the approved deposit is one record, by type and date, paged', async () => {
    const all = await call<FundRecords>(s, 'fundRecords', { token: alice.token });
    expect(all.status).toBe(200);
    expect(all.json.data?.list).toEqual([
      expect.objectContaining({ type: 'deposit', status: 'completed', amount: '250.00' }),
    ]);
    expect(all.json.data?.list[0]?.movements).toEqual([
      expect.objectContaining({ kind: 'deposit.approve', amount: '250.00', bucket: 'available' }),
    ]);
    const none = await call<FundRecords>(s, 'fundRecords', {
      token: alice.token,
      query: { type: 'withdrawal' },
    });
    expect(none.json.data?.total).toBe(0);
    const future = await call<FundRecords>(s, 'fundRecords', {
      token: alice.token,
      query: { from: '2999-01-01' },
    });
    expect(future.json.data?.list).toEqual([]);
    const bad = await call(s, 'fundRecords', { token: alice.token, query: { from: '2024-13-45' } });
    expect(bad.status).toBe(400);
    const paged = await call<FundRecords>(s, 'fundRecords', {
      token: alice.token,
      query: { page: '2', size: '1' },
    });
    expect(paged.json.data).toMatchObject({ page: 2, size: 1, total: 1, list: [] });
  });
  describe('spec 6 feature access: the deposit feature, before the proof is stored', () => {
    const refused = async (who: SignedIn, expected: object) => {
      const deposits = await count(who.id);
      const uploads = await countRows(s, 'uploads', who.id);
      const res = await submit(who, fields());
      expect({ status: res.status, ...res.json }).toMatchObject(expected);
      expect(await count(who.id)).toBe(deposits);
      expect(await countRows(s, 'uploads', who.id)).toBe(uploads);
    };

    it("without the 'deposit' permission: 403 PERMISSION_DENIED, no deposit, no upload", async () => {
      const who = await moneyClient(s, 'demo', { perms: ['withdraw', 'fx'] });
      await refused(
        who,
        permissionDenied('deposit', 'missing_permission', { permission: 'deposit' }),
      );
    });

    it('the feature switched off (allow: false): 403 feature_disabled', async () => {
      const who = await moneyClient(s);
      await setAccess(s, who, { features: { deposit: { allow: false } } });
      await refused(who, permissionDenied('deposit', 'feature_disabled'));
    });

    it('below the minimum VIP level or score: 403 with the required and the own level', async () => {
      const who = await moneyClient(s);
      await setAccess(s, who, { vip: 0, features: { deposit: { vip: 2 } } });
      await refused(who, permissionDenied('deposit', 'vip_required', { required: 2, level: 0 }));
      await setAccess(s, who, { vip: 2, features: { deposit: { vip: 2, score: 710 } } });
      await refused(
        who,
        permissionDenied('deposit', 'score_required', { required: 710, score: 700 }),
      );
    });

    it('with the permission and the requirements met: the deposit is recorded', async () => {
      const who = await moneyClient(s);
      await setAccess(s, who, {
        perms: ['deposit'],
        vip: 2,
        features: { deposit: { vip: 2, allow: true } },
      });
      const res = await submit(who, fields());
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({ status: 'pending', amount: '250.00' });
      expect(await count(who.id)).toBe(1);
    });
  });
});
