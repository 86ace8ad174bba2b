// Area loans (spec 1-4, 6): the loan products with the caller's eligibility, applying
// (Idempotency-Key per intent), the caller's loans with their schedule and what is due,
// repaying (Idempotency-Key per intent) and the trust profile.
import type { LoanListQuery } from '../contract/loans';
import { useApiMutation } from './mutation';
import { useApiQuery, type QueryConfig } from './query';

export const loansKeys = {
  loanProducts: () => ['loanProducts', {}] as const,
  loanApplications: (query: LoanListQuery = {}) => ['loanApplications', query] as const,
  loanDetail: (id = '') => ['loanDetail', { id }] as const,
  creditScore: () => ['creditScore', {}] as const,
};

/**
 * What a repayment changes: the loans, the cash it takes, the outstanding records and the trust
 * profile (spec 6: paying the outstanding amount lifts the consequences).
 */
const repaid = [
  'loanApplications',
  'loanDetail',
  'creditScore',
  'overdrawnRecords',
  'accountList',
  'assets',
  'portfolio',
] as const;

/** GET /loan/app/v1/products */
export const useLoanProducts = (config?: QueryConfig<'loanProducts'>) =>
  useApiQuery('loanProducts', loansKeys.loanProducts(), config);
/** GET /loan/app/v1/applications?status=&page=&size= */
export const useLoanApplications = (
  query: LoanListQuery = {},
  config?: QueryConfig<'loanApplications'>,
) => useApiQuery('loanApplications', loansKeys.loanApplications(query), config);
/** GET /loan/app/v1/:id: the loan with its schedule. */
export const useLoanDetail = (id: string, config?: QueryConfig<'loanDetail'>) =>
  useApiQuery('loanDetail', loansKeys.loanDetail(id), config);
/** GET /credit/app/v1/score: the trust profile. */
export const useCreditScore = (config?: QueryConfig<'creditScore'>) =>
  useApiQuery('creditScore', loansKeys.creditScore(), config);
/**
 * POST /loan/app/v1/apply; input `{ body: { product_id, amount, purpose, reason } }`.
 * Money-moving: one Idempotency-Key per intent, reused on a retry until success or `reset`.
 */
export const useLoanApply = () =>
  useApiMutation('loanApply', { invalidates: ['loanApplications', 'loanProducts'] });
/**
 * POST /loan/app/v1/:id/repay; input `{ params: { id }, body: { mode, amount? } }`.
 * Money-moving: one Idempotency-Key per intent.
 */
export const useLoanRepay = () => useApiMutation('loanRepay', { invalidates: repaid });
