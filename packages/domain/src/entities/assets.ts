import { object, type infer as Infer } from 'zod';
import { currencyCodeSchema, decimalString, nonNegativeDecimalString } from './fields';

/**
 * spec 3, Asset buckets (balances) of one currency: available (cash), bonus, frozen, invested,
 * loan, outstanding, all wire decimals. `available` is signed (an overdrawn account is
 * negative); the others are zero or more. Every bucket is required: a missing balance is a
 * fault, never a silent zero.
 */
export const assetBucketsSchema = object({
  currency: currencyCodeSchema,
  available: decimalString,
  bonus: nonNegativeDecimalString,
  frozen: nonNegativeDecimalString,
  invested: nonNegativeDecimalString,
  loan: nonNegativeDecimalString,
  /** spec 5/6: more than zero blocks withdrawals. */
  outstanding: nonNegativeDecimalString,
});
/** spec 3, Asset buckets. */
export type AssetBuckets = Infer<typeof assetBucketsSchema>;
