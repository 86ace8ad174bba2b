import { boolean, object, string, type infer as Infer } from 'zod';
import { currencyCodeSchema, nonNegativeDecimalString } from './fields';

/**
 * spec 3, Asset buckets (balances) of one currency: available (cash), bonus, frozen, invested,
 * loan, outstanding, all wire decimals, each zero or more: the ledger refuses a posting that
 * would take a client's bucket below zero (an overdraft is owed in `outstanding`, spec 5/6,
 * never a negative `available`). Every bucket is required: a missing balance is a fault,
 * never a silent zero.
 */
export const assetBucketsSchema = object({
  currency: currencyCodeSchema,
  available: nonNegativeDecimalString,
  bonus: nonNegativeDecimalString,
  frozen: nonNegativeDecimalString,
  invested: nonNegativeDecimalString,
  loan: nonNegativeDecimalString,
  /** spec 5/6: more than zero blocks withdrawals. */
  outstanding: nonNegativeDecimalString,
});
/** spec 3, Asset buckets. */
export type AssetBuckets = Infer<typeof assetBucketsSchema>;

/**
 * spec 3/7: one account of the client (one per currency) with its buckets; the country whose
 * withdrawals it pays, and whether it is the default of that country.
 */
export const accountSchema = assetBucketsSchema.extend({
  id: string(),
  country: string(),
  is_default: boolean(),
});
export type Account = Infer<typeof accountSchema>;
