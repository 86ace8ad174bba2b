import { describe, expect, it } from 'vitest';
import { loanApplicationSchema } from './loans';

const loan = {
  id: 'loan_51',
  purpose: 'Education',
  reason: 'MBA tuition, first year',
  currency: 'USD',
  application_amount: '15000.00',
  approved_amount: '12000.00',
  repaid_amount: '3000.00',
  submit_time: '2025-01-10T08:00:00Z',
  approve_time: '2025-01-12T11:30:00Z',
  remark: 'Approved at 80 % of the request',
  status: 'repayment',
};

describe('Loan application', () => {
  it('accepts an approved loan being repaid', () => {
    expect(loanApplicationSchema.parse(loan)).toEqual(loan);
  });

  it('accepts a new application without the later fields', () => {
    const draft = {
      purpose: 'Home',
      currency: 'USD',
      application_amount: '5000',
      status: 'pending',
    };
    expect(loanApplicationSchema.parse(draft)).toEqual(draft);
  });

  it('accepts repayments beyond the approved amount (interest)', () => {
    expect(loanApplicationSchema.safeParse({ ...loan, repaid_amount: '12600.00' }).success).toBe(
      true,
    );
  });

  it.each([
    ['an amount as a number', { application_amount: 15000 }],
    ['an amount with an exponent', { approved_amount: '1.2e4' }],
    ['a negative amount', { repaid_amount: '-1' }],
    ['no purpose', { purpose: ' ' }],
    ['the status all', { status: 'all' }],
    ['an unknown status', { status: 'open' }],
    ['no currency', { currency: undefined }],
  ])('refuses %s', (_label, change) => {
    expect(loanApplicationSchema.safeParse({ ...loan, ...change }).success).toBe(false);
  });

  it('refuses an approval before the submission', () => {
    const result = loanApplicationSchema.safeParse({
      ...loan,
      approve_time: '2025-01-09T00:00:00Z',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'times_out_of_order', path: ['approve_time'] }),
    ]);
  });
});
