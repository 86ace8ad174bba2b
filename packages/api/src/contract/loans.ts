// Area loans (spec 1-4, 6; ARCHITECTURE 'The wire' loans and credit score rows): the loan
// products with the caller's eligibility, applying (Idempotency-Key), the caller's applications
// and loans with their schedule and what is due, repaying (Idempotency-Key), and the trust
// profile (score, rating, what moved it, VIP level and what the next levels unlock, offers).
import {
  commonStatuses,
  loanProductSchema,
  loanRepaymentSchema,
  loanSchema,
  trustProfileSchema,
} from '@invest/domain';
import {
  boolean,
  enum as zEnum,
  object,
  record,
  string,
  union,
  number,
  type infer as Infer,
} from 'zod';
import { idField } from './fields';
import { amountField, pagedSchema, pageQueryShape } from './money';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { text } from './text';

export const loansRoutes = {
  loanProducts: def({ method: 'GET', path: '/loan/app/v1/products', auth: 'user' }),
  loanApply: def({
    method: 'POST',
    path: '/loan/app/v1/apply',
    auth: 'user',
    moneyMoving: true,
    feature: 'loan',
  }),
  loanApplications: def({ method: 'GET', path: '/loan/app/v1/applications', auth: 'user' }),
  loanDetail: def({ method: 'GET', path: '/loan/app/v1/:id', auth: 'user' }),
  loanRepay: def({
    method: 'POST',
    path: '/loan/app/v1/:id/repay',
    auth: 'user',
    moneyMoving: true,
  }),
  creditScore: def({ method: 'GET', path: '/credit/app/v1/score', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

export {
  loanProductSchema,
  loanRepaymentSchema,
  loanSchema,
  trustProfileSchema,
  type Loan,
  type LoanInstalment,
  type LoanProduct,
  type LoanRepayment,
  type TrustProfile,
} from '@invest/domain';

/**
 * A loan product as the caller sees it: `eligible` (spec 6 product eligibility, the same rule as
 * offerings: the product's minimum VIP level and score, each the stricter of its own and the
 * permission payload's `products` entry under its id) and, when not, `eligibility`: the code
 * 'not_eligible' (spec 6 'You do not meet the eligibility requirements for this product.') with
 * params {reason: 'vip', required, level} or {reason: 'score', required, score}.
 */
export const loanProductOfferSchema = wireSchema(() =>
  loanProductSchema.extend({
    eligible: boolean(),
    eligibility: object({
      code: string(),
      params: record(string(), union([string(), number()])).optional(),
    }).nullable(),
  }),
);
export type LoanProductOffer = Infer<typeof loanProductOfferSchema>;

/** GET /loan/app/v1/products: the tenant's open loan products, lowest minimum VIP first. */
export const loanProductListSchema = wireSchema(() => loanProductOfferSchema.array());
export type LoanProductList = Infer<typeof loanProductListSchema>;

/**
 * POST /loan/app/v1/apply (Idempotency-Key; feature 'loan'): the product, the `amount` asked
 * for in the product's currency (spec 5 'Amount is required and valid'; within the product's
 * range), the `purpose` and an optional `reason` (spec 3). Answers the application, `awaiting`.
 * Refusals: 403 NOT_ELIGIBLE (spec 6 text), 400 field errors on amount/purpose, 409
 * LOAN_PRODUCT_CLOSED.
 */
export const loanApplyRequestSchema = wireSchema(() =>
  object({
    product_id: idField(),
    amount: amountField(),
    purpose: text({ max: 120, trim: true }),
    reason: text({ max: 1000, trim: true }).optional(),
  }),
);
export type LoanApplyRequest = Infer<typeof loanApplyRequestSchema>;

/**
 * GET /loan/app/v1/applications?status=&page=&size=: the caller's applications and loans,
 * newest first; `status` a spec 4 common status ('all' or absent: every one; a status no loan
 * can be in answers an empty page).
 */
export const loanListQuerySchema = wireSchema(() =>
  object({ status: zEnum(commonStatuses).optional(), ...pageQueryShape() }),
);
export type LoanListQuery = Infer<typeof loanListQuerySchema>;
export const loanListSchema = wireSchema(() => pagedSchema(loanSchema));
export type LoanList = Infer<typeof loanListSchema>;

export const loanParamsSchema = wireSchema(() => object({ id: idField() }));

/**
 * What a repayment pays, from the caller's `available` cash in the loan's currency:
 * - `due`: what is due now (the loan's `due_now`: outstanding first, then the instalments due);
 * - `instalment`: the next unpaid instalment in full (early if it is not due yet);
 * - `full`: the whole loan (`payoff_amount`): an early repayment in full clears it;
 * - `amount`: any amount up to `payoff_amount` (an early repayment), `amount` required.
 */
export const LOAN_REPAY_MODES = ['due', 'instalment', 'full', 'amount'] as const;
export type LoanRepayMode = (typeof LOAN_REPAY_MODES)[number];

/**
 * POST /loan/app/v1/:id/repay (Idempotency-Key): pays from `available` (spec 3 buckets): the
 * outstanding amount first (spec 6: paying it lifts the consequences), then interest accrued,
 * then principal. Refusals: 409 NOTHING_DUE (a `due` repayment with nothing due), 400
 * field errors on amount (above the payoff, more than available), 409 LOAN_NOT_REPAYABLE (not
 * paid out, or cleared).
 */
export const loanRepayRequestSchema = wireSchema(() =>
  object({ mode: zEnum(LOAN_REPAY_MODES), amount: amountField().optional() }),
);
export type LoanRepayRequest = Infer<typeof loanRepayRequestSchema>;

/** The repayment and the loan after it. */
export const loanRepayResultSchema = wireSchema(() =>
  object({ repayment: loanRepaymentSchema, loan: loanSchema }),
);
export type LoanRepayResult = Infer<typeof loanRepayResultSchema>;

export const loansSchemas = {
  loanProducts: { response: loanProductListSchema },
  loanApply: { body: loanApplyRequestSchema, response: loanSchema },
  loanApplications: { query: loanListQuerySchema, response: loanListSchema },
  loanDetail: { params: loanParamsSchema, response: loanSchema },
  loanRepay: {
    params: loanParamsSchema,
    body: loanRepayRequestSchema,
    response: loanRepayResultSchema,
  },
  creditScore: { response: trustProfileSchema },
} as const;
