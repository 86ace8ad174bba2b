// Bank accounts and nominees over real HTTP: add, edit, delete, one default per
// country, bank_acc masked; nominee share rules (spec 5); other clients' ids, bad input.
import type { BankAccountView, NomineeView } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import type { SignedIn } from '../client/testSupport';
import { wrongTotp } from '../auth/testUtils';
import { PIN, addBank, codeNow, moneyClient, withMfa } from '../withdrawals/testSupport';

describe.each(databaseKinds())('bank accounts and nominees on %s', (kind) => {
  let s: TestServer;
  let alice: SignedIn;
  let bob: SignedIn;

  const banks = async (who: SignedIn) =>
    (await call<BankAccountView[]>(s, 'bankList', { token: who.token })).json.data!;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    alice = await moneyClient(s);
    bob = await moneyClient(s);
  });
  afterAll(() => s.close());

  it('adds accounts: the first of a country is its default, bank_acc masked', async () => {
    const a = await addBank(s, alice, { bank_acc: '1234 5678 9012' });
    const b = await addBank(s, alice, { bank_acc: 'GB33BUKB20201555555555' });
    const list = await banks(alice);
    expect(list.map((x) => [x.id, x.bank_acc, x.is_default])).toEqual([
      [a, '•••• 9012', true],
      [b, '•••• 5555', false],
    ]);
    expect(JSON.stringify(list)).not.toContain('123456789012');
  });

  it('making another the default takes the flag from the previous one; an edit keeps the number', async () => {
    const [a, b] = await banks(alice);
    const res = await call<BankAccountView>(s, 'bankSave', {
      token: alice.token,
      body: {
        id: b!.id,
        bank_name: 'Renamed',
        bank_holder: 'Asha Verma',
        country: 'US',
        is_default: true,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      bank_name: 'Renamed',
      bank_acc: '•••• 5555',
      is_default: true,
    });
    const list = await banks(alice);
    expect(list.find((x) => x.id === a!.id)?.is_default).toBe(false);
  });

  it('deleting the default hands the flag to another of the country', async () => {
    const [a, b] = await banks(alice);
    const del = await call(s, 'bankDelete', { token: alice.token, params: { id: b!.id } });
    expect(del.status).toBe(200);
    const list = await banks(alice);
    expect(list.map((x) => [x.id, x.is_default])).toEqual([[a!.id, true]]);
  });

  it("another client's account: 404 on edit and delete, nothing changed", async () => {
    const [a] = await banks(alice);
    const edit = await call(s, 'bankSave', {
      token: bob.token,
      body: { id: a!.id, bank_name: 'X', bank_holder: 'X', country: 'US' },
    });
    expect(edit.status).toBe(404);
    const del = await call(s, 'bankDelete', { token: bob.token, params: { id: a!.id } });
    expect(del.status).toBe(404);
    expect((await banks(alice)).map((x) => x.bank_name)).toEqual(['First Bank']);
  });

  it.each([
    ['no bank name', { bank_name: '' }, 'bank_name', 'bank_name_required'],
    ['no account number', { bank_acc: '' }, 'bank_acc', 'bank_acc_required'],
    ['an invalid account number', { bank_acc: '12' }, 'bank_acc', 'bank_acc_invalid'],
    ['no holder', { bank_holder: ' ' }, 'bank_holder', 'bank_holder_required'],
    ['an unknown country', { country: 'ZZ' }, 'country', 'bank_country_required'],
  ])('refuses %s with its field error', async (_what, patch, path, code) => {
    const before = (await banks(bob)).length;
    const res = await call(s, 'bankSave', {
      token: bob.token,
      body: { bank_name: 'B', bank_acc: '12345678', bank_holder: 'H', country: 'US', ...patch },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual([expect.objectContaining({ path, code })]);
    expect((await banks(bob)).length).toBe(before);
  });

  it('refuses control characters and huge strings with 400', async () => {
    for (const bank_name of ['a\u0000b', 'x'.repeat(10_000)]) {
      const res = await call(s, 'bankSave', {
        token: bob.token,
        body: { bank_name, bank_acc: '12345678', bank_holder: 'H', country: 'US' },
      });
      expect(res.status).toBe(400);
    }
  });

  describe('adding an account asks for the step-up, on the server', () => {
    const account = { bank_name: 'B', bank_acc: '12345678', bank_holder: 'H', country: 'US' };
    const save = (who: SignedIn, body: Record<string, unknown>) =>
      call<BankAccountView>(s, 'bankSave', { token: who.token, body });

    it('without the second factor: the PIN; none is 403, a wrong one 400, nothing added', async () => {
      const who = await moneyClient(s);
      const missing = await save(who, account);
      expect([missing.status, missing.json.code]).toEqual([403, 'STEP_UP_REQUIRED']);
      const wrong = await save(who, { ...account, step_up: { pin: '000000' } });
      expect([wrong.status, wrong.json.code]).toEqual([400, 'INCORRECT_PIN']);
      expect(await banks(who)).toEqual([]);
      expect((await save(who, { ...account, step_up: { pin: PIN } })).status).toBe(200);
      expect(await banks(who)).toHaveLength(1);
    });

    it('with the second factor on: a code; a PIN alone is 403, a wrong code 400, nothing added', async () => {
      const { who, secret } = await withMfa(s, await moneyClient(s));
      const pinOnly = await save(who, { ...account, step_up: { pin: PIN } });
      expect([pinOnly.status, pinOnly.json.code]).toEqual([403, 'STEP_UP_REQUIRED']);
      const wrong = await save(who, {
        ...account,
        step_up: { code: wrongTotp(secret, s.clock.now.getTime()) },
      });
      expect([wrong.status, wrong.json.code]).toEqual([400, 'MFA_INVALID']);
      expect(await banks(who)).toEqual([]);
      const ok = await save(who, { ...account, step_up: { code: codeNow(s, secret) } });
      expect(ok.status).toBe(200);
      const [added] = await banks(who);
      expect(added?.bank_acc).toBe('•••• 5678');
      // editing the name keeps the number: no step-up; another number asks for it
      const { id } = added!;
      const rename = await save(who, { ...account, id, bank_acc: undefined, bank_name: 'Renamed' });
      expect(rename.status).toBe(200);
      const renumber = await save(who, { ...account, id, bank_acc: '87654321' });
      expect([renumber.status, renumber.json.code]).toEqual([403, 'STEP_UP_REQUIRED']);
      expect((await banks(who)).map((x) => [x.bank_name, x.bank_acc])).toEqual([
        ['Renamed', '•••• 5678'],
      ]);
    });
  });

  describe('nominees (spec 5 share rules)', () => {
    const n = (name: string, share: string) => ({
      name,
      phone: '2025550123',
      relation: 'spouse',
      share,
    });
    const save = (who: SignedIn, nominees: unknown[]) =>
      call<NomineeView[]>(s, 'nomineeSave', { token: who.token, body: { nominees } });

    it('two at 50/50 are saved; then three at 33.34/33.33/33.33', async () => {
      const two = await save(alice, [n('Ravi Verma', '50'), n('Mira Verma', '50')]);
      expect(two.status).toBe(200);
      expect(two.json.data?.map((x) => x.share)).toEqual(['50', '50']);
      const three = await save(alice, [
        { ...n('Ravi Verma', '33.34'), id: two.json.data![0]!.id },
        n('Mira Verma', '33.33'),
        n('Anil Verma', '33.33'),
      ]);
      expect(three.json.data?.map((x) => x.share)).toEqual(['33.34', '33.33', '33.33']);
      expect(three.json.data?.[0]?.id).toBe(two.json.data![0]!.id);
    });

    it.each([
      [
        'several not totalling 100',
        [n('A B', '50'), n('C D', '40')],
        'nominees',
        'nominee_shares_must_total',
      ],
      [
        'a total over 100',
        [n('A B', '60'), n('C D', '60')],
        'nominees',
        'nominee_shares_exceed_total',
      ],
      [
        'a share below the minimum',
        [n('A B', '0.5')],
        'nominees.0.share',
        'nominee_share_out_of_range',
      ],
      [
        'a share above the maximum',
        [n('A B', '101')],
        'nominees.0.share',
        'nominee_share_out_of_range',
      ],
      ['no name', [n('', '100')], 'nominees.0.name', 'nominee_name_required'],
      [
        'no relation',
        [{ ...n('A B', '100'), relation: '' }],
        'nominees.0.relation',
        'nominee_relationship_required',
      ],
    ])('refuses %s, the list unchanged', async (_what, list, path, code) => {
      const before = await call<NomineeView[]>(s, 'nomineeList', { token: alice.token });
      const res = await save(alice, list);
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path, code })]),
      );
      const after = await call<NomineeView[]>(s, 'nomineeList', { token: alice.token });
      expect(after.json.data).toEqual(before.json.data);
    });

    it('a share as a number is a 400 from the contract', async () => {
      const res = await save(alice, [{ ...n('A B', '100'), share: 100 }]);
      expect(res.status).toBe(400);
    });

    it("deleting one that would break the total is refused; another client's: 404", async () => {
      const list = (await call<NomineeView[]>(s, 'nomineeList', { token: alice.token })).json.data!;
      const refused = await call(s, 'nomineeDelete', {
        token: alice.token,
        params: { id: list[0]!.id },
      });
      expect([refused.status, refused.json.code]).toEqual([400, 'NOMINEE_SHARES_INVALID']);
      const stranger = await call(s, 'nomineeDelete', {
        token: bob.token,
        params: { id: list[0]!.id },
      });
      expect(stranger.status).toBe(404);
      await save(alice, [n('Ravi Verma', '60'), n('Mira Verma', '40')]);
      const two = (await call<NomineeView[]>(s, 'nomineeList', { token: alice.token })).json.data!;
      const ok = await call<NomineeView[]>(s, 'nomineeDelete', {
        token: alice.token,
        params: { id: two[1]!.id },
      });
      expect(ok.status).toBe(200);
      expect(ok.json.data?.map((x) => x.share)).toEqual(['60']);
    });
  });
});
