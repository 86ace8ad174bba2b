import { array, enum as zEnum, object, string, type infer as Infer } from 'zod';
import { commonStatuses } from '../statuses';
import { CLIENT_BUCKETS } from '../ledger/buckets';
import { fundRecordStatuses, fundRecordTypes } from '../ledger/records';
import { currencyCodeSchema, decimalString, utcDateTimeSchema } from './fields';

/**
 * One ledger movement inside a fund record: a signed amount on one bucket (spec 3 asset buckets)
 * of one currency account, posted by one ledger transaction of `kind`.
 */
export const fundMovementSchema = object({
  id: string(),
  transaction_id: string(),
  /** The ledger kind ('hold.place', 'withdrawal.cancel', 'deposit.approve', ...). */
  kind: string(),
  currency: currencyCodeSchema,
  bucket: zEnum(CLIENT_BUCKETS),
  /** Signed: positive in, negative out. */
  amount: decimalString,
  created_at: utcDateTimeSchema,
});
export type FundMovement = Infer<typeof fundMovementSchema>;

/**
 * spec 2 fund records: one operation on the client's money (a deposit, a withdrawal, an
 * exchange, an order, ...) with the status of that operation and its signed amount on the
 * client's available cash; the ledger movements it is made of (frozen, released, fees) are its
 * detail. `id` is the operation's own id (the withdrawal, deposit, order or quote it posted for).
 */
export const fundRecordSchema = object({
  id: string(),
  type: zEnum(fundRecordTypes),
  status: zEnum(fundRecordStatuses),
  currency: currencyCodeSchema,
  /**
   * Signed: what the operation did to the available cash in `currency`; for one that gave the
   * money back (cancelled, rejected), what it asked for.
   */
  amount: decimalString,
  /** The other side of an exchange (the currency credited and how much); null otherwise. */
  counter_currency: currencyCodeSchema.nullable(),
  counter_amount: decimalString.nullable(),
  /** The first movement. */
  created_at: utcDateTimeSchema,
  /** The latest movement (a cancel, a fill, a payout). */
  updated_at: utcDateTimeSchema,
  movements: array(fundMovementSchema),
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
  /** The loan whose overdue instalment it is, and that instalment's due date (loans). */
  loan_id: string().nullish(),
  due_date: utcDateTimeSchema.nullish(),
});
export type OverdrawnRecord = Infer<typeof overdrawnRecordSchema>;
