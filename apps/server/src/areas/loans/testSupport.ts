// Test helpers of loans: a product made by the back office's service, applying and repaying over
// HTTP with a fresh Idempotency-Key, the back office's decisions and the steps at a given time.
import { randomUUID } from 'node:crypto';
import type { Loan, LoanRepayResult } from '@invest/api/contract';
import { call, type CallResult, type TestServer } from '../../testing/harness';
import type { SignedIn } from '../client/testSupport';
import { MONEY_TRANSACTION, unitOfWork } from '../../platform/unitOfWork';
import {
  approveLoan,
  createLoanProduct,
  disburseLoan,
  rejectLoan,
  type LoanProductInput,
} from './admin';
import { runLoanJobs } from './scheduler';

export { DAY } from '../products/testSupport';

/** A loan product: 500-20000 USD over 12 months at 12 %, annuity, open to all unless `over`. */
export const product = (s: TestServer, over: Partial<LoanProductInput> = {}) =>
  unitOfWork(s.app.deps, (tx) =>
    createLoanProduct(tx, 'demo', {
      name: 'Personal 12',
      currency: 'USD',
      min_amount: '500.00',
      max_amount: '20000.00',
      term_months: 12,
      annual_rate: '12',
      schedule_kind: 'annuity',
      ...over,
    }),
  );

export const apply = (
  s: TestServer,
  who: SignedIn,
  body: Record<string, unknown>,
  key: string = randomUUID(),
): Promise<CallResult<Loan>> =>
  call<Loan>(s, 'loanApply', {
    token: who.token,
    tenant: who.tenant,
    body,
    headers: { 'Idempotency-Key': key },
  });

export const repay = (
  s: TestServer,
  who: SignedIn,
  id: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
): Promise<CallResult<LoanRepayResult>> =>
  call<LoanRepayResult>(s, 'loanRepay', {
    token: who.token,
    tenant: who.tenant,
    params: { id },
    body,
    headers: { 'Idempotency-Key': key },
  });

export const approve = (s: TestServer, id: string, amount?: string) =>
  unitOfWork(s.app.deps, (tx) =>
    approveLoan(tx, 'demo', id, amount === undefined ? {} : { amount }),
  );
export const reject = (s: TestServer, id: string, remark: string) =>
  unitOfWork(s.app.deps, (tx) => rejectLoan(tx, 'demo', id, remark));
export const disburse = (s: TestServer, id: string) =>
  unitOfWork(s.app.deps, (tx) => disburseLoan(tx, 'demo', id), MONEY_TRANSACTION);
/** The loans' jobs due at `at` (the back office's loan:overdue --at). */
export const runAt = (s: TestServer, at: Date) => runLoanJobs(s.app.deps, at, 'demo');

/** A loan applied for, approved and paid out for `amount`. */
export async function paidOut(
  s: TestServer,
  who: SignedIn,
  productId: string,
  amount = '1200.00',
): Promise<Loan> {
  const res = await apply(s, who, { product_id: productId, amount, purpose: 'Car' });
  if (res.status !== 200) throw new Error(`apply: ${res.status} ${res.text}`);
  await approve(s, res.json.data!.id);
  return disburse(s, res.json.data!.id);
}
