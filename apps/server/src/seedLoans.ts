// Demo data: the loan products (spec 1: personal credit loans) made through the back office's
// service, in the demo's two currencies (USD and PLN), both schedule kinds, one for VIP levels
// above the demo client's (an exclusive offer the trust profile names). No loan is given to the
// demo client: its cash is what the demo's trading and products journeys spend.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Clock } from './platform/auth/tokens';
import { unitOfWork } from './platform/unitOfWork';
import { createLoanProduct, type LoanProductInput } from './areas/loans';

export const DEMO_LOAN_PRODUCTS: readonly LoanProductInput[] = [
  {
    name: 'Personal Loan',
    description: 'For what matters to you: fixed monthly instalments, early repayment free.',
    currency: 'USD',
    min_amount: '500.00',
    max_amount: '20000.00',
    term_months: 12,
    annual_rate: '11.9',
    schedule_kind: 'annuity',
  },
  {
    name: 'Pożyczka na remont',
    description: 'Home improvement loan: the same principal each month, interest declining.',
    currency: 'PLN',
    min_amount: '2000.00',
    max_amount: '80000.00',
    term_months: 24,
    annual_rate: '9.5',
    schedule_kind: 'equal_principal',
  },
  {
    name: 'Private Credit',
    description: 'For VIP 3 clients and above: larger amounts at a preferential rate.',
    currency: 'USD',
    min_amount: '10000.00',
    max_amount: '150000.00',
    term_months: 36,
    annual_rate: '6.9',
    schedule_kind: 'annuity',
    min_vip: 3,
    min_score: 650,
  },
];

export async function seedLoanProducts(
  deps: { db: Kysely<Database>; clock: Clock },
  tenantId: string,
): Promise<void> {
  await unitOfWork(deps, async (tx) => {
    for (const p of DEMO_LOAN_PRODUCTS) await createLoanProduct(tx, tenantId, p);
  });
}
