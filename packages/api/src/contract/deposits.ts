// Area deposits (spec 1/5): the tenant's deposit methods (bank transfer details and
// crypto networks that advisors set with the back office), the client's deposit records and the
// submission (multipart: the fields below and the proof image as `proof`).
import { depositMethodsSchema, depositRecordSchema, depositStatuses } from '@invest/domain';
import { enum as zEnum, object, type infer as Infer } from 'zod';
import { idField } from './fields';
import { amountField, currencyField, pagedSchema, pageQueryShape } from './money';
import { wireSchema } from './wireSchema';
import { def, type RouteDef } from './route';
import { text } from './text';

export const depositsRoutes = {
  depositMethods: def({ method: 'GET', path: '/deposit/app/v1/methods', auth: 'user' }),
  depositList: def({ method: 'GET', path: '/deposit/app/v1/list', auth: 'user' }),
  depositSubmit: def({
    method: 'POST',
    path: '/deposit/app/v1',
    auth: 'user',
    multipart: true,
    moneyMoving: true,
    feature: 'deposit',
  }),
} as const satisfies Record<string, RouteDef>;

// the area's entities are the domain's (one definition each); named here too for the area's users
export {
  depositMethodSchema,
  depositMethodsSchema,
  depositMethodTypes,
  depositRecordSchema,
  depositStatuses,
  type DepositMethod,
  type DepositMethods,
  type DepositMethodType,
  type DepositRecord,
  type DepositStatus,
} from '@invest/domain';

export const depositListSchema = wireSchema(() => pagedSchema(depositRecordSchema));
export type DepositList = Infer<typeof depositListSchema>;

export const depositListQuerySchema = wireSchema(() =>
  object({ status: zEnum(depositStatuses).optional(), ...pageQueryShape() }),
);
export type DepositListQuery = Infer<typeof depositListQuerySchema>;

/**
 * POST /deposit/app/v1 (multipart): these text fields and, for a bank transfer, the image as
 * `proof` (checked as the uploads area checks images); a crypto transfer gives its `tx_hash`
 * instead. The reference is the server's (the payment reference it generated for the client).
 * Rules: domain's `validateDepositForm`.
 */
export const depositFieldsSchema = wireSchema(() =>
  object({
    method_id: idField(),
    amount: amountField(),
    currency: currencyField(),
    tx_hash: text({ max: 130, trim: true }).optional(),
  }),
);
export type DepositFields = Infer<typeof depositFieldsSchema>;
/** The multipart file field of the proof image. */
export const DEPOSIT_PROOF_FIELD = 'proof';

export const depositsSchemas = {
  depositMethods: { response: depositMethodsSchema },
  depositList: { query: depositListQuerySchema, response: depositListSchema },
  depositSubmit: { response: depositRecordSchema },
} as const;
