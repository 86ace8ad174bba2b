// Model-based: random sequences of deposit (approved or rejected), withdraw,
// cancel, pay, reject and FX exchange through the services, against an in-memory model of the
// client's available and frozen balances; zero divergence after every step, and the ledger
// verifies at the end of every run. Runs: MONEY_MODEL_RUNS (default below).
import fc from 'fast-check';
import { Money } from '@invest/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { unitOfWork } from '../../platform/unitOfWork';
import { insertTenant, insertUser } from '../../testing/fixtures';
import { startTestServer, type TestServer } from '../../testing/harness';
import { approveDeposit, addDepositMethod, rejectDeposit, submitDeposit } from '../deposits';
import { exchange, quoteRate } from '../fx';
import { clientBalances, verifyLedger } from '../ledger';
import { PNG_2X2 } from '../uploads/testImages';
import {
  cancelWithdrawal,
  markWithdrawalPaid,
  rejectWithdrawal,
  submitWithdrawal,
} from './service';
import { newId } from '../../platform/auth/tokens';
import { insertBankAccount } from '../bank/testSupport';

/**
 * The runs of the property: the 1,000 (about 25 s on PGlite and 35 s on PostgreSQL on a
 * quiet two-core machine, since money flows run READ COMMITTED without serialization retries).
 */
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 1000);
const CURRENCIES = ['USD', 'PLN'] as const;
type Cur = (typeof CURRENCIES)[number];

const cents = fc.integer({ min: 1, max: 60_000 }).map((c) => (c / 100).toFixed(2));
const op = fc.oneof(
  fc.record({
    t: fc.constant('deposit' as const),
    cur: fc.constantFrom(...CURRENCIES),
    amount: cents,
    approve: fc.boolean(),
  }),
  fc.record({ t: fc.constant('withdraw' as const), amount: cents }),
  fc.record({
    t: fc.constantFrom('cancel' as const, 'pay' as const, 'reject' as const),
    idx: fc.nat(),
  }),
  fc.record({ t: fc.constant('fx' as const), from: fc.constantFrom(...CURRENCIES), amount: cents }),
);

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? 'THREW';
  }
};

describe.each(databaseKinds())('money model on %s', (kind) => {
  let s: TestServer;
  let methods: Record<Cur, string>;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    await s.db.db
      .updateTable('tenant_countries')
      .set({ for_accounts: true })
      .where('tenant_id', '=', 'demo')
      .execute();
    const add = (currency: Cur) =>
      unitOfWork(s.app.deps, (tx) =>
        addDepositMethod(tx, 'demo', {
          type: 'bank',
          currency,
          label: currency,
          details: { bank_name: 'B', bank_acc: '12345678' },
        }),
      );
    methods = { USD: (await add('USD')).id, PLN: (await add('PLN')).id };
  });
  afterAll(() => s.close());

  it(`${RUNS} random sequences match the model, zero divergence`, async () => {
    let steps = 0;
    let clients = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        // a fresh client per run (no sign-in: the services are called directly)
        // a unique mobile per run (the fixture's random one may repeat over a thousand runs)
        const who = await insertUser(s.db.db, 'demo', {
          mobile: `202${String(5_000_000 + ++clients)}`,
        });
        await s.db.db
          .updateTable('users')
          .set({ kyc_status: 'approved', score: 700, client_deposit: true })
          .where('id', '=', who.id)
          .execute();
        const owner = { tenantId: 'demo', userId: who.id };
        const deps = s.app.deps;
        // the account as stored (adding it through the service asks for the password, which
        // its own tests cover; a thousand argon2 checks would only slow the model down)
        const bank = newId();
        await insertBankAccount(s.db.db, {
          id: bank,
          tenant_id: 'demo',
          user_id: who.id,
          bank_name: 'B',
          bank_acc: '12345678',
          bank_holder: 'H',
          country: 'US',
          is_default: true,
          created_at: s.clock.now,
        });
        const uow = <T>(fn: (tx: typeof deps) => Promise<T>) => unitOfWork(deps, fn);
        const m = {
          available: { USD: Money.zero('USD'), PLN: Money.zero('PLN') },
          frozen: Money.zero('USD'),
        };
        const withdrawals: { id: string; amount: Money; status: string }[] = [];
        for (const o of ops) {
          steps++;
          if (o.t === 'deposit') {
            const d = await uow((tx) =>
              submitDeposit(
                tx,
                owner,
                { method_id: methods[o.cur], amount: o.amount, currency: o.cur },
                PNG_2X2,
              ),
            );
            if (o.approve) {
              await uow((tx) => approveDeposit(tx, 'demo', d.id));
              m.available[o.cur] = m.available[o.cur].add(Money.of(o.amount, o.cur));
            } else {
              await uow((tx) => rejectDeposit(tx, 'demo', d.id, 'no'));
            }
          } else if (o.t === 'withdraw') {
            const amount = Money.of(o.amount, 'USD');
            const enough = !amount.gt(m.available.USD);
            let id: string | undefined;
            const code = await codeOf(
              uow(async (tx) => {
                id = (
                  await submitWithdrawal(tx, owner, {
                    currency: 'USD',
                    amount: o.amount,
                    bank_id: bank,
                    pin: '',
                  })
                ).id;
              }),
            );
            expect(code).toBe(enough ? undefined : 'INSUFFICIENT_BALANCE');
            if (enough) {
              m.available.USD = m.available.USD.sub(amount);
              m.frozen = m.frozen.add(amount);
              withdrawals.push({ id: id!, amount, status: 'pending' });
            }
          } else if (o.t === 'fx') {
            const to: Cur = o.from === 'USD' ? 'PLN' : 'USD';
            const q = await uow((tx) => quoteRate(tx, owner, { from: o.from, to }));
            const amount = Money.of(o.amount, o.from);
            const converted = amount.convert(q.rate, to);
            const allowed =
              m.available[o.from].isPositive() &&
              !amount.gt(m.available[o.from]) &&
              converted.isPositive();
            const code = await codeOf(
              uow((tx) =>
                exchange(tx, owner, { quote_id: q.quote_id, from: o.from, to, amount: o.amount }),
              ),
            );
            if (allowed) {
              expect(code).toBeUndefined();
              m.available[o.from] = m.available[o.from].sub(amount);
              m.available[to] = m.available[to].add(converted);
            } else {
              expect(code).toMatch(/^(INSUFFICIENT_BALANCE|VALIDATION_FAILED)$/);
            }
          } else if (withdrawals.length > 0) {
            const w = withdrawals[o.idx % withdrawals.length]!;
            const open =
              o.t === 'cancel'
                ? w.status === 'pending'
                : w.status === 'pending' || w.status === 'approved';
            const run =
              o.t === 'cancel'
                ? uow((tx) => cancelWithdrawal(tx, owner, w.id))
                : o.t === 'pay'
                  ? uow((tx) => markWithdrawalPaid(tx, 'demo', w.id))
                  : uow((tx) => rejectWithdrawal(tx, 'demo', w.id, 'no'));
            const code = await codeOf(run);
            expect(code).toBe(open ? undefined : 'WITHDRAWAL_NOT_PENDING');
            if (open) {
              m.frozen = m.frozen.sub(w.amount);
              if (o.t !== 'pay') m.available.USD = m.available.USD.add(w.amount);
              w.status = o.t === 'cancel' ? 'cancelled' : o.t === 'pay' ? 'paid' : 'rejected';
            }
          }
          const real = await clientBalances(s.db.db, 'demo', who.id);
          const of = (cur: Cur) => real.find((b) => b.currency === cur);
          for (const cur of CURRENCIES) {
            expect(of(cur)?.available ?? Money.zero(cur).toString()).toBe(
              m.available[cur].toString(),
            );
          }
          expect(of('USD')?.frozen ?? '0.00').toBe(m.frozen.toString());
        }
      }),
      { numRuns: RUNS },
    );
    expect(steps).toBeGreaterThanOrEqual(RUNS);
    expect((await verifyLedger(s.db.db, { tenantId: 'demo' })).ok).toBe(true);
  }, 600_000);
});
