// Demo data: the approved demo client's money history, made through the same services
// as the API and the back office (so the screens are alive on a fresh machine): deposit methods,
// deposits (approved, rejected, pending), a bank account, an FX exchange, a paid and a pending
// withdrawal, two nominees at 50/50.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Clock } from './platform/auth/tokens';
import { unitOfWork } from './platform/unitOfWork';
import { saveBankAccount } from './areas/bank';
import { requireStepUp } from './areas/security';
import { bindStepUp } from './platform/stepUp';
import {
  addDepositMethod,
  approveDeposit,
  rejectDeposit,
  submitDeposit,
  TENANT_BANK_METHOD_ID,
} from './areas/deposits';
import { exchange, quoteRate } from './areas/fx';
import { saveNominees } from './areas/nominees';
import { markWithdrawalPaid, submitWithdrawal } from './areas/withdrawals';

export async function seedMoneyHistory(
  deps: { db: Kysely<Database>; clock: Clock },
  tenantId: string,
  userId: string,
  proof: Uint8Array,
  /** The client's password: the step-up of a bank account where no PIN or factor is set. */
  password: string,
): Promise<void> {
  const owner = { tenantId, userId };
  await unitOfWork(deps, async (tx) => {
    await addDepositMethod(tx, tenantId, {
      type: 'crypto',
      currency: 'USD',
      label: 'USDT (TRC-20)',
      details: { asset: 'USDT', network: 'TRON', address: 'TQ5NmWqzS6v8pGvTk9yfY8cS2vWb3s1X9e' },
    });
    // each carries the demo client's payment reference (the server's, as for every client)
    const deposit = (amount: string) =>
      submitDeposit(
        tx,
        owner,
        { method_id: TENANT_BANK_METHOD_ID, amount, currency: 'USD' },
        proof,
      );
    const first = await deposit('5000.00');
    await approveDeposit(tx, tenantId, first.id);
    const second = await deposit('1250.50');
    await approveDeposit(tx, tenantId, second.id);
    const unclear = await deposit('300.00');
    await rejectDeposit(tx, tenantId, unclear.id, 'The proof of payment was unreadable.');
    await deposit('250.00');

    const quote = await quoteRate(tx, owner, { from: 'USD', to: 'PLN' });
    await exchange(tx, owner, {
      quote_id: quote.quote_id,
      from: 'USD',
      to: 'PLN',
      amount: '500.00',
    });

    const bank = await saveBankAccount(
      tx,
      owner,
      {
        bank_name: 'Chase Bank',
        bank_acc: '021000021 123456789',
        bank_holder: 'Demo Client',
        country: 'US',
      },
      bindStepUp(
        (deps, caller, proof, action) => requireStepUp(deps, caller, proof, action),
        'money_destination',
        owner,
        { password },
      ),
    );
    const paid = await submitWithdrawal(tx, owner, {
      currency: 'USD',
      amount: '400.00',
      bank_id: bank.id,
      pin: '',
    });
    await markWithdrawalPaid(tx, tenantId, paid.id);
    await submitWithdrawal(tx, owner, {
      currency: 'USD',
      amount: '150.00',
      bank_id: bank.id,
      pin: '',
    });

    await saveNominees(tx, owner, [
      {
        name: 'Maya Demo',
        phone: '2025550143',
        dob: '1990-02-14',
        relation: 'spouse',
        share: '50',
      },
      { name: 'Leo Demo', phone: '2025550178', dob: '2015-09-01', relation: 'son', share: '50' },
    ]);
  });
}
