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
