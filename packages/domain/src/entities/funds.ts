import { enum as zEnum, object, string, type infer as Infer } from 'zod';
import { commonStatuses } from '../statuses';
import { CLIENT_BUCKETS } from '../ledger/buckets';
import { fundRecordTypes } from '../ledger/records';
import { currencyCodeSchema, decimalString, utcDateTimeSchema } from './fields';

/**
 * spec 2 fund records: one entry of the client's ledger history, a signed amount on one bucket
 * (spec 3 asset buckets) of one currency account, with its transaction.
 */
export const fundRecordSchema = object({
  id: string(),
  transaction_id: string(),
  type: zEnum(fundRecordTypes),
  /** The ledger kind ('withdrawal.request', 'deposit.approve', ...). */
  kind: string(),
  currency: currencyCodeSchema,
  bucket: zEnum(CLIENT_BUCKETS),
  /** Signed: positive in, negative out. */
  amount: decimalString,
  /** The business record (a deposit or withdrawal id, ...). */
  reference: string(),
  created_at: utcDateTimeSchema,
});
export type FundRecord = Infer<typeof fundRecordSchema>;

/** spec 7 overdrawn records: what the client owes, and how much of it is repaid. */
export const overdrawnRecordSchema = object({
  id: string(),
  currency: currencyCodeSchema,
  amount: decimalString,
  repaid: decimalString,
  status: zEnum(commonStatuses),
  created_at: utcDateTimeSchema,
});
export type OverdrawnRecord = Infer<typeof overdrawnRecordSchema>;
