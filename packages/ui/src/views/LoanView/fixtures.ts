import { loanSchedule, type Loan, type TrustProfile } from '@invest/domain';
import type { LoanProductOffer } from './parts';

/** A personal loan open to everyone: 1,000 to 20,000 USD over 12 months at 9.5 % (stories only). */
export const product = (patch: Partial<LoanProductOffer> = {}): LoanProductOffer => ({
  id: 'lp-personal',
  name: 'Personal loan',
  description: 'For the things life brings: repairs, studies, a move.',
  currency: 'USD',
  min_amount: '1000.00',
  max_amount: '20000.00',
  term_months: 12,
  annual_rate: '9.5',
  schedule_kind: 'annuity',
  min_vip: 0,
  min_score: 0,
  active: true,
  eligible: true,
  eligibility: null,
  ...patch,
});

export const loanProducts: LoanProductOffer[] = [
  product(),
  product({
    id: 'lp-premier',
    name: 'Premier credit line',
    description: 'Larger amounts for VIP clients.',
    min_amount: '10000.00',
    max_amount: '100000.00',
    term_months: 24,
    annual_rate: '6.9',
    schedule_kind: 'equal_principal',
    min_vip: 3,
    eligible: false,
    eligibility: { code: 'not_eligible', params: { reason: 'vip', required: 3, level: 1 } },
  }),
];

const DISBURSED = Date.UTC(2026, 5, 15, 9, 30);

/** A paid-out loan of 6,000 USD with its schedule; `paidThrough` instalments paid. */
export const loan = (patch: Partial<Loan> = {}, paidThrough = 2, overdueSeq?: number): Loan => {
  const s = loanSchedule({
    principal: '6000.00',
    currency: 'USD',
    annualRate: '9.5',
    termMonths: 12,
    kind: 'annuity',
    start: DISBURSED,
  });
  return {
    id: 'ln-1',
    product_id: 'lp-personal',
    product_name: 'Personal loan',
    purpose: 'Kitchen renovation',
    reason: 'Replacing the old appliances',
    currency: 'USD',
    application_amount: '8000.00',
    approved_amount: '6000.00',
    repaid_amount: '1054.30',
    submit_time: '2026-06-10T08:00:00Z',
    approve_time: '2026-06-12T10:00:00Z',
    disburse_time: new Date(DISBURSED).toISOString(),
    remark: 'Approved for 6,000 on your income.',
    status: 'repayment',
    term_months: 12,
    annual_rate: '9.5',
    schedule_kind: 'annuity',
    total_interest: s.total_interest,
    principal_owed: '5010.60',
    interest_accrued: '12.40',
    outstanding: '0.00',
    due_now: '0.00',
    payoff_amount: '5023.00',
    next_due_date: s.instalments[paidThrough]!.due_date,
    next_due_amount: s.instalments[paidThrough]!.amount,
    instalments: s.instalments.map((i) => ({
      seq: i.seq,
      due_date: i.due_date,
      principal: i.principal,
      interest: i.interest,
      amount: i.amount,
      paid: i.seq <= paidThrough ? i.amount : '0.00',
      state: i.seq <= paidThrough ? 'paid' : i.seq === overdueSeq ? 'overdue' : 'upcoming',
      paid_at: i.seq <= paidThrough ? i.due_date : null,
    })),
    ...patch,
  };
};

/** An application still waiting for an advisor (nothing paid out, no schedule). */
export const awaiting: Loan = loan({
  id: 'ln-2',
  purpose: 'Language course',
  application_amount: '2500.00',
  approved_amount: null,
  approve_time: null,
  disburse_time: null,
  remark: null,
  status: 'awaiting',
  repaid_amount: '0.00',
  total_interest: null,
  principal_owed: '0.00',
  interest_accrued: '0.00',
  payoff_amount: '0.00',
  next_due_date: null,
  next_due_amount: null,
  instalments: [],
});

/** A loan whose third instalment went overdue: it sits in the outstanding balance (spec 6). */
export const recycled: Loan = loan(
  {
    id: 'ln-3',
    status: 'recycled',
    outstanding: '526.95',
    due_now: '526.95',
    payoff_amount: '5549.95',
  },
  2,
  3,
);

export const rejected: Loan = loan({
  ...awaiting,
  id: 'ln-4',
  purpose: 'Holiday',
  status: 'rejected',
  remark: 'Income could not be verified.',
});

export const trustProfile = (patch: Partial<TrustProfile> = {}): TrustProfile => ({
  score: 705,
  rating: 'good',
  base: 580,
  factors: [
    { factor: 'kyc', points: 40, count: null },
    { factor: 'account_age', points: 35, count: 7 },
    { factor: 'on_time_repayments', points: 50, count: 5 },
    { factor: 'late_repayments', points: 0, count: 0 },
    { factor: 'loans_cleared', points: 0, count: 0 },
    { factor: 'outstanding_balance', points: 0, count: null },
  ],
  vip: 1,
  next_levels: [
    {
      level: 2,
      unlocks: [
        { kind: 'offering', id: 'of-arm', name: 'ARM Holdings IPO', min_vip: 2, min_score: 0 },
      ],
    },
    {
      level: 3,
      unlocks: [
        {
          kind: 'loan_product',
          id: 'lp-premier',
          name: 'Premier credit line',
          min_vip: 3,
          min_score: 650,
        },
      ],
    },
  ],
  offers: [
    { kind: 'loan_product', id: 'lp-personal', name: 'Personal loan', min_vip: 0, min_score: 0 },
    { kind: 'product', id: 'pr-income', name: 'Income fund', min_vip: 1, min_score: 600 },
  ],
  outstanding: {
    amount: '0.00',
    currency: 'USD',
    withdrawals_blocked: false,
    trading_suspended: false,
    execution_delayed: false,
  },
  ...patch,
});
