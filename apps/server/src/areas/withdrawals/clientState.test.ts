// The client's state a money movement depends on (KYC, credit score, client_deposit) is read under
// a lock that conflicts with the back office's writers of the client row (ledger/service.ts 'Lock
// order'), so a change at the same instant is waited for, never decided on stale. On PostgreSQL,
// where transactions really overlap: a back-office change held open makes a withdrawal (deposit)
// started meanwhile wait, then refuse by the new state; a withdrawal in progress makes the change
// wait. (The FK checks of the inserts take FOR KEY SHARE on the client row anyway, which does
// not conflict with the back office's UPDATE: only FOR SHARE does.)
import type { DepositRecord, WithdrawalRecord } from '@invest/api/contract';
import { MIN_WITHDRAWAL_SCORE } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import type { Db } from '../../platform/serviceDeps';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import { insertTenant } from '../../testing/fixtures';
import { call, startTestServer, type TestServer } from '../../testing/harness';
import { setClientAttributes } from '../client';
import type { SignedIn } from '../client/testSupport';
import { addDepositMethod } from '../deposits';
import { updateUserKyc } from '../kyc/testSupport';
import { verifyLedger } from '../ledger';
import { answerAfterRelease, heldOpen, waitsFor } from '../ledger/testSupport';
import { PNG_2X2 } from '../uploads/testImages';
import { submitWithdrawal } from './service';
import { PIN, addBank, balanceOf, credit, keyed, moneyClient } from './testSupport';

describe.each(databaseKinds())('client state under the money transaction on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
  });
  afterAll(() => s.close());

  const deps = () => ({ db: s.db.db, clock: () => s.clock.now });
  const caller = (who: SignedIn) => ({ tenantId: who.tenant, userId: who.id });
  const withdraw = (who: SignedIn, bank: string, amount = '40.00') =>
    call<WithdrawalRecord>(s, 'withdrawSubmit', {
      token: who.token,
      headers: keyed(),
      body: { currency: 'USD', amount, bank_id: bank, pin: PIN },
    });

  // PGlite has one connection: its transactions run one after another, so a wait cannot be shown
  // there; these are the same interleavings in sequence (the change first, or the money first)
  it('in sequence: a change committed first refuses the withdrawal; one after leaves it standing', async () => {
    const who = await moneyClient(s);
    const bank = await addBank(s, who);
    await credit(s, who, '100.00');
    const first = await withdraw(who, bank, '30.00');
    expect(first.status).toBe(200);
    await unitOfWork(deps(), (d) => setClientAttributes(d.db, who.tenant, who.id, { score: 0 }));
    expect((await withdraw(who, bank, '5.00')).json.code).toBe('CREDIT_SCORE_TOO_LOW');
    await unitOfWork(deps(), (d) => setClientAttributes(d.db, who.tenant, who.id, { score: 700 }));
    await unitOfWork(deps(), (d) => updateUserKyc(d.db, caller(who), { kyc_status: 'rejected' }));
    expect((await withdraw(who, bank, '5.00')).json.code).toBe('KYC_REQUIRED');
    expect(await balanceOf(s, who)).toEqual({ available: '70.00', frozen: '30.00' });
  });

  if (kind !== 'postgres') return;

  const changes = [
    {
      what: 'the score lowered below the minimum',
      change: (trx: Db, who: SignedIn) =>
        setClientAttributes(trx, who.tenant, who.id, { score: MIN_WITHDRAWAL_SCORE - 1 }),
      refusal: [422, 'CREDIT_SCORE_TOO_LOW'],
    },
    {
      what: 'KYC revoked',
      change: (trx: Db, who: SignedIn) =>
        updateUserKyc(trx, caller(who), { kyc_status: 'rejected' }),
      refusal: [403, 'KYC_REQUIRED'],
    },
  ] as const;

  for (const { what, change, refusal } of changes) {
    it(`a withdrawal started while the back office has ${what} (not committed) waits for it, then is refused`, async () => {
      const who = await moneyClient(s);
      const bank = await addBank(s, who);
      await credit(s, who, '100.00');
      // the back office's unit of work, as its command opens it, held open after the change
      const office = heldOpen(s.db.db, (trx) => change(trx, who));
      await office.pid;
      const res = await answerAfterRelease(s.db.db, office, /for share/i, withdraw(who, bank));
      expect([res.status, res.json.code]).toEqual(refusal);
      expect(await balanceOf(s, who)).toEqual({ available: '100.00', frozen: '0.00' });
    }, 60_000);
  }

  it('a back-office change started while a withdrawal is in progress waits for it to commit', async () => {
    const who = await moneyClient(s);
    const bank = await addBank(s, who);
    await credit(s, who, '100.00');
    let record: WithdrawalRecord | undefined;
    const money = heldOpen(
      s.db.db,
      async (trx) => {
        record = await submitWithdrawal({ db: trx, clock: () => s.clock.now }, caller(who), {
          currency: 'USD',
          amount: '30.00',
          bank_id: bank,
        });
      },
      MONEY_TRANSACTION,
    );
    const pid = await money.pid;
    const office = unitOfWork({ db: s.db.db }, (trx) =>
      setClientAttributes(trx.db, who.tenant, who.id, { score: 0 }),
    );
    try {
      await waitsFor(s.db.db, pid, /update "users"/i, office);
    } finally {
      money.release();
    }
    await money.done;
    expect((await office).score).toBe(0);
    // the withdrawal was decided on the state before the change, and stands
    expect(record?.status).toBe('pending');
    expect(await balanceOf(s, who)).toEqual({ available: '70.00', frozen: '30.00' });
    // the next one is decided on the new score
    expect((await withdraw(who, bank, '5.00')).json.code).toBe('CREDIT_SCORE_TOO_LOW');
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
  }, 60_000);

  it('a deposit submitted while the back office turns client_deposit off waits for it, then is refused', async () => {
    const who = await moneyClient(s);
    const method = await unitOfWork(deps(), (d) =>
      addDepositMethod(d, 'demo', {
        type: 'bank',
        currency: 'USD',
        label: 'Another bank',
        details: { bank_name: 'Another Bank', bank_acc: '87654321' },
      }),
    );
    const office = heldOpen(s.db.db, (trx) =>
      setClientAttributes(trx, who.tenant, who.id, { client_deposit: false }),
    );
    await office.pid;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      method_id: method.id,
      amount: '25.00',
      currency: 'USD',
      reference: 'TRX-9',
    })) {
      form.set(k, v);
    }
    form.set('proof', new Blob([new Uint8Array(PNG_2X2)], { type: 'image/png' }), 'proof.png');
    const pending = call<DepositRecord>(s, 'depositSubmit', {
      token: who.token,
      tenant: who.tenant,
      headers: keyed(),
      form,
    });
    const res = await answerAfterRelease(s.db.db, office, /for share/i, pending);
    expect([res.status, res.json.code]).toEqual([403, 'DEPOSIT_NOT_ALLOWED']);
  }, 60_000);
});
