// Area deposits (spec 1/5, issue 14): the tenant's deposit methods (bank transfer details and
// crypto networks that advisors set with the back office), the client's deposit records and the
// submission (multipart: the fields below and the proof image as `proof`).
import {
  bankAccountSchema,
  currencyCodeSchema,
  decimalString,
  utcDateTimeSchema,
} from '@invest/domain';
import { boolean, array, enum as zEnum, nullable, object, string, type infer as Infer } from 'zod';
import { idField } from './fields';
import { amountField, currencyField, pagedSchema, pageQueryShape } from './money';
import { schema } from './pure';
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

export const depositMethodTypes = ['bank', 'crypto'] as const;
export type DepositMethodType = (typeof depositMethodTypes)[number];

/** One way to deposit: the tenant's bank details, or a crypto network and address. */
export const depositMethodSchema = /* @__PURE__ */ schema(() =>
  bankAccountSchema
    .pick({ bank_name: true, bank_acc: true, bank_holder: true })
    .partial()
    .extend({
      id: string(),
      type: zEnum(depositMethodTypes),
      /** The currency deposited with it. */
      currency: currencyCodeSchema,
      /** A label the back office gave it ('Main USD account', 'USDT TRC-20'). */
      label: string(),
      swift: string().optional(),
      reference_note: string().optional(),
      network: string().optional(),
      address: string().optional(),
    }),
);
export type DepositMethod = Infer<typeof depositMethodSchema>;

/**
 * GET /deposit/app/v1/methods: `allowed` is the client's `client_deposit` (spec 3: whether the
 * client may deposit); `methods` empty: "No suitable deposit account available".
 */
export const depositMethodsSchema = /* @__PURE__ */ schema(() =>
  object({ allowed: boolean(), methods: array(depositMethodSchema) }),
);
export type DepositMethods = Infer<typeof depositMethodsSchema>;

export const depositStatuses = ['pending', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/** A deposit record (the client's own). */
export const depositRecordSchema = /* @__PURE__ */ schema(() =>
  object({
    id: string(),
    method_id: string(),
    method_type: zEnum(depositMethodTypes),
    currency: currencyCodeSchema,
    amount: decimalString,
    reference: string(),
    proof_url: string(),
    status: zEnum(depositStatuses),
    /** The back office's reason when rejected. */
    reason: nullable(string()),
    created_at: utcDateTimeSchema,
    decided_at: nullable(utcDateTimeSchema),
  }),
);
export type DepositRecord = Infer<typeof depositRecordSchema>;
export const depositListSchema = /* @__PURE__ */ schema(() => pagedSchema(depositRecordSchema));
export type DepositList = Infer<typeof depositListSchema>;

export const depositListQuerySchema = /* @__PURE__ */ schema(() =>
  object({ status: zEnum(depositStatuses).optional(), ...pageQueryShape() }),
);
export type DepositListQuery = Infer<typeof depositListQuerySchema>;

/**
 * POST /deposit/app/v1 (multipart): these text fields and the image as `proof` (checked as the
 * uploads area checks images). Rules: domain's `validateDepositForm` (amount, reference).
 */
export const depositFieldsSchema = /* @__PURE__ */ schema(() =>
  object({
    method_id: idField(),
    amount: amountField(),
    currency: currencyField(),
    reference: text({ max: 100, trim: true }),
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
