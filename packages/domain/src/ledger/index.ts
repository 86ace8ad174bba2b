// The ledger's pure rules: bucket and system-account names, posting validation
// (double entry: each currency sums to zero), applying postings to balances, the hold machine.
export * from './buckets';
export * from './postings';
export * from './holds';
export * from './records';
