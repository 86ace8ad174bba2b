// zod-free: the lists of the deposits area (its schemas are entities/deposits.ts), which the
// browser shows without loading zod.

/** spec 2: a deposit goes by bank transfer or to a crypto address. */
export const depositMethodTypes = ['bank', 'crypto'] as const;
export type DepositMethodType = (typeof depositMethodTypes)[number];

/** A deposit waits for the back office, which approves or rejects it. */
export const depositStatuses = ['pending', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof depositStatuses)[number];
