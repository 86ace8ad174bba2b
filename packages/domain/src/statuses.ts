/**
 * Status enumerations of spec 4. Each value's meaning is the spec's; labels live in
 * `@invest/i18n` (namespace `status`).
 */

/** spec 4, Common statuses: reviews, accounts, loans and records. */
export const commonStatuses = [
  /** Every status (a filter value, not a state). */
  'all',
  /** Accepted by an advisor or the back office. */
  'approved',
  /** Queued, waiting for a decision. */
  'awaiting',
  /** Refused. */
  'rejected',
  /** Not known (no answer yet, or an answer the client does not recognise). */
  'unknown',
  /** Not verified (KYC not submitted). */
  'unverified',
  /** In use. */
  'using',
  /** Being repaid (loans). */
  'repayment',
  /** Taken back. */
  'recycled',
  /** Settled in full. */
  'clear',
  /** Submitted, under review. */
  'pending',
] as const;
export type CommonStatus = (typeof commonStatuses)[number];

/** spec 4, Order/transaction statuses. */
export const orderStatuses = [
  /** Every status (a filter value). */
  'all',
  /** Held in the portfolio. */
  'holding',
  /** Placed, not yet processed. */
  'pending',
  /** Queued for allocation or authorization. */
  'awaiting',
  /** Pending payment: the user must contact customer service to pay. */
  'payment',
  /** An amount is outstanding. */
  'outstanding',
  /** Sold. */
  'sold',
  /** Placed and pending settlement or release. */
  'settle',
  /** The subscription was rejected and nothing was executed. */
  'rejected',
  /** Awaiting listing. */
  'listing',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** spec 4, KYC status. */
export const kycStatuses = [
  /** Not submitted. */
  'unverified',
  /** Under review, up to 48 hours. */
  'pending',
  /** Rejected: resubmit. */
  'rejected',
  'approved',
  'unknown',
] as const;
export type KycStatus = (typeof kycStatuses)[number];
