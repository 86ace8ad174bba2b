import { object, string, type infer as Infer } from 'zod';
import { commonStatuses } from '../statuses';
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
