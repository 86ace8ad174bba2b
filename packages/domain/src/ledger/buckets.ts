/**
 * The names the ledger keeps balances under (spec 3 'Asset buckets').
 *
 * A client has one account per currency, each with the six buckets of spec 3. Every customer
 * bucket holds the non-negative amount the client sees on the screen:
 * - `available`: cash the client may use; never below zero (an overdraft is not a negative
 *   `available`: the shortfall is posted to `outstanding`);
 * - `bonus`: promotional credit; `frozen`: money under a hold (withdrawal, order, subscription);
 * - `invested`: cost of what the client holds;
 * - `loan`: principal the client owes on a loan; `outstanding`: what the client owes otherwise
 *   (spec 6: more than zero blocks withdrawals). Both are debts, stored as positive amounts,
 *   whose counterparts sit in system receivable accounts (`loans_receivable`,
 *   `outstanding_receivable`).
 * So no customer bucket may be negative (the database CHECK holds every one of them at >= 0).
 * System accounts (one bucket, `main`) carry any sign: they mirror the customers, and the sum
 * over all accounts of a currency is always zero.
 */

/** spec 3: the buckets of a client's account in one currency. */
export const CLIENT_BUCKETS = [
  'available',
  'bonus',
  'frozen',
  'invested',
  'loan',
  'outstanding',
] as const;
export type ClientBucket = (typeof CLIENT_BUCKETS)[number];

/** The one bucket of a system account. */
export const SYSTEM_BUCKET = 'main';
export type SystemBucket = typeof SYSTEM_BUCKET;

export type LedgerBucket = ClientBucket | SystemBucket;

/**
 * The named system accounts of a tenant (one per currency), the other side of every client
 * movement. Append only: the names are stored in the database.
 */
export const SYSTEM_ACCOUNTS = [
  /** money on its way in or out through banks and crypto networks (deposits, withdrawals) */
  'cash_in_transit',
  /** the other leg of every FX exchange, one per currency (the tenant's FX position) */
  'fx_clearing',
  /** fees and the FX spread earned */
  'fees',
  /** back-office adjustments with a reason */
  'adjustments',
  /** where bonus credit comes from */
  'bonus_funding',
  /** cash against securities in trades */
  'trade_settlement',
  /** cash against allotments in IPO / APO / AI subscriptions */
  'subscription_clearing',
  /** cash lent to clients (disbursements and repayments) */
  'loan_funding',
  /** the counterpart of the clients' `loan` bucket */
  'loans_receivable',
  /** the counterpart of the clients' `outstanding` bucket */
  'outstanding_receivable',
  /** taxes withheld on trades (stamp duty, transaction taxes), owed to the tax authorities */
  'taxes_payable',
  /** the daily returns of savings and earn products paid to clients (the house's expense) */
  'product_interest_expense',
  /** the other side of product units at their price: a redemption's gain or loss on its cost */
  'product_clearing',
] as const;
export type SystemAccountName = (typeof SYSTEM_ACCOUNTS)[number];

/** Digits after the point the database keeps (NUMERIC(28, 8)). */
export const LEDGER_SCALE = 8;
/** Total digits the database keeps (NUMERIC(28, 8)): so at most 20 before the point. */
export const LEDGER_PRECISION = 28;

const clientBuckets: ReadonlySet<string> = new Set(CLIENT_BUCKETS);
const systemAccounts: ReadonlySet<string> = new Set(SYSTEM_ACCOUNTS);

export const isClientBucket = (value: unknown): value is ClientBucket =>
  typeof value === 'string' && clientBuckets.has(value);

export const isSystemAccountName = (value: unknown): value is SystemAccountName =>
  typeof value === 'string' && systemAccounts.has(value);
