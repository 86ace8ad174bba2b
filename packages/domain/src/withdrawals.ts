// zod-free: the statuses of a withdrawal (its schema is entities/withdrawals.ts), which the
// browser shows without loading zod.

/**
 * pending: frozen, waiting for the back office (the client may cancel); approved: accepted,
 * being paid (still frozen); paid: the amount left the account; rejected / cancelled: unfrozen.
 */
export const withdrawalStatuses = ['pending', 'approved', 'paid', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
