// Area funds (spec 2/3, issue 14): the client's fund records, the ledger history of its
// accounts (every entry on an own bucket), filtered by type and date, paged. CSV export is the
// client's (the rows as they are).
import { currencyCodeSchema, decimalString, utcDateTimeSchema } from '@invest/domain';
import { enum as zEnum, object, string, type infer as Infer } from 'zod';
import { pagedSchema, pageQueryShape } from './money';
import { schema } from './pure';
import { def, type RouteDef } from './route';
import { text } from './text';

export const fundsRoutes = {
  fundRecords: def({ method: 'GET', path: '/fund/app/v1/records', auth: 'user' }),
} as const satisfies Record<string, RouteDef>;

/** What moved the money (the ledger transaction's kind, by area). */
export const fundRecordTypes = [
  'deposit',
  'withdrawal',
  'exchange',
  'adjustment',
  'trade',
  'subscription',
  'loan',
  'other',
] as const;
export type FundRecordType = (typeof fundRecordTypes)[number];

/** The client's buckets (spec 3 asset buckets). */
export const fundBuckets = [
  'available',
  'bonus',
  'frozen',
  'invested',
  'loan',
  'outstanding',
] as const;

/** One entry: a signed amount on one bucket of one currency account, with its transaction. */
export const fundRecordSchema = /* @__PURE__ */ schema(() =>
  object({
    id: string(),
    transaction_id: string(),
    type: zEnum(fundRecordTypes),
    /** The ledger kind ('withdrawal.request', 'deposit.approve', ...). */
    kind: string(),
    currency: currencyCodeSchema,
    bucket: zEnum(fundBuckets),
    /** Signed: positive in, negative out. */
    amount: decimalString,
    /** The business record (a deposit or withdrawal id, ...). */
    reference: string(),
    created_at: utcDateTimeSchema,
  }),
);
export type FundRecord = Infer<typeof fundRecordSchema>;
export const fundRecordsSchema = /* @__PURE__ */ schema(() => pagedSchema(fundRecordSchema));
export type FundRecords = Infer<typeof fundRecordsSchema>;

/** Filters: a type, a currency, and a date range of calendar days 'YYYY-MM-DD' (UTC, inclusive). */
export const fundRecordsQuerySchema = /* @__PURE__ */ schema(() =>
  object({
    type: zEnum(fundRecordTypes).optional(),
    currency: text({ max: 3 })
      .regex(/^[A-Z]{3}$/)
      .optional(),
    from: text({ max: 10 })
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    to: text({ max: 10 })
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    ...pageQueryShape(),
  }),
);
export type FundRecordsQuery = Infer<typeof fundRecordsQuerySchema>;

export const fundsSchemas = {
  fundRecords: { query: fundRecordsQuerySchema, response: fundRecordsSchema },
} as const;
