/**
 * spec 3: the issue codes the entity schemas (entities/) put in zod's `message`, besides zod's
 * own type issues. A schema issue is a wire or form fault, not text: `@invest/i18n` translates
 * the code (namespace `validation`, key `entity.<code>`) where a screen shows it.
 */
export const entityIssueCodes = [
  /** Not a wire decimal ('12.50'): a number, an exponent, a '+', grouping (decimal.ts). */
  'invalid_decimal',
  /** A negative amount where only zero or more makes sense (prices, sizes, fees). */
  'negative_decimal',
  /** Not an ISO 4217 code. */
  'invalid_currency',
  /** Not a phone number of digits. */
  'invalid_phone',
  /** An identity number that is neither a PAN nor an Aadhaar number (spec 3, KYC). */
  'invalid_id_no',
  /** A nominee share outside `NOMINEE_SHARE` (spec 5). */
  'share_out_of_range',
  /** Two times of one record out of order (an IPO timeline, sold before bought, ...). */
  'times_out_of_order',
  /** A lower bound above its upper bound (low above high, remaining above the total size). */
  'range_inverted',
] as const;
export type EntityIssueCode = (typeof entityIssueCodes)[number];
