/**
 * spec 2 fund records: what moved the money (the ledger transaction's kind, by area). zod-free,
 * so that a screen lists the types without loading zod; the record's schema is
 * entities/funds.ts.
 */
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

/**
 * The status of a fund record: the status of the operation behind it (a withdrawal still frozen
 * is pending; one paid out is completed; a cancelled or rejected one gave the money back), so a
 * client reads one operation, not its ledger legs.
 */
export const fundRecordStatuses = [
  'pending',
  'completed',
  'cancelled',
  'rejected',
  'expired',
] as const;
export type FundRecordStatus = (typeof fundRecordStatuses)[number];
