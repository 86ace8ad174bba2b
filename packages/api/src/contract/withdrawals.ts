// Area withdrawals (spec 5/6): submit (PIN-confirmed; freezes the amount), cancel
// (unfreezes), records. The back office approves (paid: the frozen amount leaves) or rejects.
import { withdrawalRecordSchema, withdrawalStatuses } from '@invest/domain';
import { enum as zEnum, object, type infer as Infer } from 'zod';
import { idField } from './fields';
import { amountField, currencyField, pagedSchema, pageQueryShape } from './money';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { stepUpProofSchema } from './stepUp';
import { text } from './text';

export const withdrawalsRoutes = {
  withdrawSubmit: def({
    method: 'POST',
    path: '/withdraw/app/v1',
    auth: 'user',
    moneyMoving: true,
    stepUp: 'money_destination',
    feature: 'withdraw',
  }),
  withdrawCancel: def({ method: 'POST', path: '/withdraw/app/v1/:id/cancel', auth: 'user' }),
  withdrawList: def({ method: 'GET', path: '/withdraw/app/v1/list', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

// the area's entity is the domain's (one definition); named here too for the area's users
export {
  withdrawalRecordSchema,
  withdrawalStatuses,
  type WithdrawalRecord,
  type WithdrawalStatus,
} from '@invest/domain';

export const withdrawListSchema = wireSchema(() => pagedSchema(withdrawalRecordSchema));
export type WithdrawList = Infer<typeof withdrawListSchema>;
export const withdrawListQuerySchema = wireSchema(() =>
  object({ status: zEnum(withdrawalStatuses).optional(), ...pageQueryShape() }),
);
export type WithdrawListQuery = Infer<typeof withdrawListQuerySchema>;

/**
 * POST /withdraw/app/v1 (Idempotency-Key): the account's currency, the amount, the bank account
 * (the default one of the currency's country) and the confirmation (the declared step-up): with the
 * second factor on, `step_up.code` (authenticator or backup code) or `step_up.passkey`; without
 * it, the client's 6-digit PIN (`pin`, or `step_up.pin`). The proof is never part of the
 * Idempotency-Key's request hash; a retry of an answered key replays without a new proof.
 * Rules: domain's `validateWithdrawForm` (amount within available, PIN) and
 * `validateWithdrawal` (outstanding balance, credit score, bank account), KYC approved.
 */
export const withdrawRequestSchema = wireSchema(() =>
  object({
    currency: currencyField(),
    amount: amountField(),
    bank_id: idField(),
    /** The PIN of a client without the second factor (the same as `step_up.pin`). */
    pin: text({ max: 12 }).optional(),
    step_up: stepUpProofSchema.optional(),
  }),
);
export type WithdrawRequest = Infer<typeof withdrawRequestSchema>;
export const withdrawIdParamsSchema = wireSchema(() => object({ id: idField() }));

export const withdrawalsSchemas = {
  withdrawSubmit: { body: withdrawRequestSchema, response: withdrawalRecordSchema },
  withdrawCancel: { params: withdrawIdParamsSchema, response: withdrawalRecordSchema },
  withdrawList: { query: withdrawListQuerySchema, response: withdrawListSchema },
} as const;
