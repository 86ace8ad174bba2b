import {
  array,
  boolean,
  enum as zEnum,
  int,
  number,
  object,
  string,
  type infer as Infer,
} from 'zod';
import { creditRatings } from '../creditScore';
import { LOAN_SCHEDULE_KINDS, LOAN_STATUSES, LOAN_TERM_MONTHS } from '../loans';
import { commonStatuses } from '../statuses';
import { trustFactors, vipUnlockKinds } from '../trustScore';
import {
  currencyCodeSchema,
  entityIdSchema,
  nonNegativeDecimalString,
  recordStatusEnum,
  timesOutOfOrder,
  utcDateTimeSchema,
} from './fields';

/** spec 4: a loan application's status (a common status but 'all'). */
export const loanStatusSchema = recordStatusEnum(commonStatuses);

/**
 * spec 3, Loan application: purpose, reason, application amount, approved amount, repaid
 * amount, submitted and approved times, remark, status.
 *
 * Open in the spec (wire names): `application_amount`, `approved_amount`, `repaid_amount`,
 * `submit_time`, `approve_time`, and `currency` for the amounts. Approved and repaid amounts,
 * the approval time and the remark come later and may be absent or null; the repaid amount may
 * pass the approved one (interest). An approval before the submission is refused.
 */
export const loanApplicationSchema = object({
  id: entityIdSchema.optional(),
  purpose: string().trim().min(1),
  reason: string().nullish(),
  currency: currencyCodeSchema,
  application_amount: nonNegativeDecimalString,
  approved_amount: nonNegativeDecimalString.nullish(),
  repaid_amount: nonNegativeDecimalString.nullish(),
  submit_time: utcDateTimeSchema.nullish(),
  approve_time: utcDateTimeSchema.nullish(),
  /** The back office's note. */
  remark: string().nullish(),
  status: loanStatusSchema,
}).superRefine((loan, ctx) => {
  for (const [, later] of timesOutOfOrder(loan, [['submit_time', 'approve_time']])) {
    ctx.addIssue({ code: 'custom', message: 'times_out_of_order', path: [later] });
  }
});
/** spec 3, Loan application. */
export type LoanApplication = Infer<typeof loanApplicationSchema>;

/** A loan's status: spec 4 common statuses a loan goes through (loans.ts LOAN_STATUSES). */
export const loanLifeStatusSchema = zEnum(LOAN_STATUSES);
export const loanScheduleKindSchema = zEnum(LOAN_SCHEDULE_KINDS);

/**
 * A loan product (back office loan-product:create): `name`, the amounts one may apply for
 * (`min_amount`..`max_amount` in `currency`), `term_months` (monthly instalments),
 * `annual_rate` (nominal, percent), the `schedule_kind` of its instalments, and who may apply
 * (spec 6 product eligibility: `min_vip`, `min_score`; 0: none); `active` false closes it to
 * new applications.
 */
export const loanProductSchema = object({
  id: entityIdSchema,
  name: string().min(1),
  description: string(),
  currency: currencyCodeSchema,
  min_amount: nonNegativeDecimalString,
  max_amount: nonNegativeDecimalString,
  term_months: int().min(LOAN_TERM_MONTHS.min).max(LOAN_TERM_MONTHS.max),
  annual_rate: nonNegativeDecimalString,
  schedule_kind: loanScheduleKindSchema,
  min_vip: int().min(0),
  min_score: number().min(0),
  active: boolean(),
});
export type LoanProduct = Infer<typeof loanProductSchema>;

/**
 * An instalment's state: `upcoming` (not due yet), `due` (due today or earlier, within the day
 * it falls due), `overdue` (its due date passed unpaid: the unpaid part moved to `outstanding`),
 * `paid`.
 */
export const LOAN_INSTALMENT_STATES = ['upcoming', 'due', 'overdue', 'paid'] as const;
export const loanInstalmentStateSchema = zEnum(LOAN_INSTALMENT_STATES);

/** One instalment of a loan's schedule (loans.ts loanSchedule) and how much of it is paid. */
export const loanInstalmentSchema = object({
  seq: int().min(1),
  due_date: utcDateTimeSchema,
  principal: nonNegativeDecimalString,
  interest: nonNegativeDecimalString,
  amount: nonNegativeDecimalString,
  paid: nonNegativeDecimalString,
  state: loanInstalmentStateSchema,
  paid_at: utcDateTimeSchema.nullable(),
});
export type LoanInstalment = Infer<typeof loanInstalmentSchema>;

/**
 * A client's loan: the spec 3 application (purpose, reason, application amount, approved
 * amount, repaid amount, submitted and approved times, remark, status) with its product's terms
 * and, once paid out, the schedule and what is owed:
 * - `disburse_time`: when the approved amount reached the client's available cash;
 * - `principal_owed`: principal not yet repaid; `interest_accrued`: interest accrued and unpaid
 *   (together the client's `loan` bucket for this loan); `outstanding`: overdue amounts moved to
 *   the client's `outstanding` bucket and not yet paid (spec 6);
 * - `due_now`: what is due today (outstanding first, then instalments due); `next_due_date`
 *   and `next_due_amount`: the next instalment not yet due; `payoff_amount`: what repays the
 *   whole loan today (principal owed + interest accrued + outstanding);
 * - `instalments`: the schedule (empty before the disbursement).
 */
export const loanSchema = object({
  id: entityIdSchema,
  product_id: entityIdSchema,
  product_name: string(),
  purpose: string().min(1),
  reason: string().nullable(),
  currency: currencyCodeSchema,
  application_amount: nonNegativeDecimalString,
  approved_amount: nonNegativeDecimalString.nullable(),
  repaid_amount: nonNegativeDecimalString,
  submit_time: utcDateTimeSchema,
  approve_time: utcDateTimeSchema.nullable(),
  disburse_time: utcDateTimeSchema.nullable(),
  remark: string().nullable(),
  status: loanLifeStatusSchema,
  term_months: int().min(1),
  annual_rate: nonNegativeDecimalString,
  schedule_kind: loanScheduleKindSchema,
  total_interest: nonNegativeDecimalString.nullable(),
  principal_owed: nonNegativeDecimalString,
  interest_accrued: nonNegativeDecimalString,
  outstanding: nonNegativeDecimalString,
  due_now: nonNegativeDecimalString,
  payoff_amount: nonNegativeDecimalString,
  next_due_date: utcDateTimeSchema.nullable(),
  next_due_amount: nonNegativeDecimalString.nullable(),
  instalments: array(loanInstalmentSchema),
});
export type Loan = Infer<typeof loanSchema>;

/**
 * How a repayment was spent: `outstanding` first (spec 6: paying it lifts the consequences),
 * then accrued `interest`, then `principal`.
 */
export const loanRepaymentSchema = object({
  id: entityIdSchema,
  loan_id: entityIdSchema,
  currency: currencyCodeSchema,
  amount: nonNegativeDecimalString,
  outstanding: nonNegativeDecimalString,
  interest: nonNegativeDecimalString,
  principal: nonNegativeDecimalString,
  created_at: utcDateTimeSchema,
});
export type LoanRepayment = Infer<typeof loanRepaymentSchema>;

export const trustFactorSchema = zEnum(trustFactors);

/** Something a VIP level unlocks (trustScore.ts vipUnlocks). */
export const vipGatedSchema = object({
  kind: zEnum(vipUnlockKinds),
  id: entityIdSchema,
  name: string(),
  min_vip: int().min(0),
  min_score: number().min(0),
});

/**
 * The trust profile (spec 2, 3, 6): the `score` and its `rating` (creditScore.ts bands), the
 * `base` it started from and the `factors` that moved it (trustScore.ts rules); the `vip` level
 * and `next_levels` (the levels above it that unlock something, and what); `offers`: what the
 * client may take now (loan products and offerings whose minimums the client meets);
 * `outstanding` (spec 6): whether an amount is outstanding, and the consequences in force.
 */
export const trustProfileSchema = object({
  score: int().min(0),
  rating: zEnum(creditRatings),
  base: int().min(0),
  factors: array(
    object({ factor: trustFactorSchema, points: int(), count: int().min(0).nullable() }),
  ),
  vip: int().min(0),
  next_levels: array(object({ level: int().min(1), unlocks: array(vipGatedSchema) })),
  offers: array(vipGatedSchema),
  outstanding: object({
    amount: nonNegativeDecimalString,
    currency: currencyCodeSchema,
    withdrawals_blocked: boolean(),
    trading_suspended: boolean(),
    execution_delayed: boolean(),
  }),
});
export type TrustProfile = Infer<typeof trustProfileSchema>;
