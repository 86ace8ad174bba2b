import { isDecimalString } from '../decimal';
import { Money, isCurrencyCode, minorUnits } from '../money';
import type { RuleParams } from '../result';
import {
  LEDGER_PRECISION,
  LEDGER_SCALE,
  SYSTEM_BUCKET,
  isClientBucket,
  isSystemAccountName,
  type ClientBucket,
  type SystemAccountName,
} from './buckets';

/** A client's account (by user id) or a tenant's named system account; the currency is apart. */
export type AccountRef = { client: string } | { system: SystemAccountName };

/**
 * One leg of a ledger transaction: `amount` (a wire decimal, signed) is added to the balance of
 * the account's bucket in `currency`. A client posting names its bucket; a system account has
 * one bucket, so its `bucket` may be left out.
 */
export type Posting =
  | { account: { client: string }; bucket: ClientBucket; currency: string; amount: string }
  | {
      account: { system: SystemAccountName };
      bucket?: typeof SYSTEM_BUCKET;
      currency: string;
      amount: string;
    };

/** Codes of the posting rules. A failure here is the caller's bug or unchecked input. */
export const ledgerPostingCodes = [
  'ledger_postings_empty',
  'ledger_account_invalid',
  'ledger_bucket_invalid',
  'ledger_currency_invalid',
  'ledger_amount_invalid',
  'ledger_amount_zero',
  'ledger_amount_precision',
  'ledger_amount_too_large',
  'ledger_unbalanced',
] as const;
export type LedgerPostingCode = (typeof ledgerPostingCodes)[number];

/** The refusal of `applyPostings`. */
export const INSUFFICIENT_BALANCE = 'insufficient_balance';

export type PostingsResult =
  { ok: true } | { ok: false; code: LedgerPostingCode; params: RuleParams & { index: number } };

/** The longest client id a posting may name (ids are opaque strings). */
const MAX_CLIENT_ID = 128;
/** 10^20: NUMERIC(28, 8) keeps at most 20 digits before the point. */
const LIMIT = `1${'0'.repeat(LEDGER_PRECISION - LEDGER_SCALE)}`;

/** Whether a posting is on a client account (else a system account). */
export const isClientPosting = (
  p: Posting,
): p is Extract<Posting, { account: { client: string } }> => 'client' in p.account;

/** The bucket a posting moves ('main' for a system account). */
export const postingBucket = (p: Posting): ClientBucket | typeof SYSTEM_BUCKET =>
  isClientPosting(p) ? p.bucket : SYSTEM_BUCKET;

/** The key of one balance: `client:<id>:<CUR>:<bucket>` or `system:<name>:<CUR>:main`. */
export function balanceKey(p: Pick<Posting, 'account' | 'currency'> & { bucket?: string }): string {
  const bucket = p.bucket ?? SYSTEM_BUCKET;
  return 'client' in p.account
    ? `client:${p.account.client}:${p.currency}:${bucket}`
    : `system:${p.account.system}:${p.currency}:${bucket}`;
}

/** Whether a balance key names a customer bucket (which may never go below zero). */
export const isCustomerKey = (key: string): boolean => key.startsWith('client:');

const refuse = (
  code: LedgerPostingCode,
  index: number,
  params: RuleParams = {},
): PostingsResult => ({ ok: false, code, params: { ...params, index } });

function checkOne(p: Posting, index: number): PostingsResult | undefined {
  const account = p.account as Record<string, unknown>;
  if (isClientPosting(p)) {
    const id = account.client;
    if (typeof id !== 'string' || id.length === 0 || id.length > MAX_CLIENT_ID) {
      return refuse('ledger_account_invalid', index);
    }
    if (!isClientBucket(p.bucket)) return refuse('ledger_bucket_invalid', index);
  } else {
    if (!isSystemAccountName(account.system)) {
      return refuse('ledger_account_invalid', index);
    }
    if (p.bucket !== undefined && p.bucket !== SYSTEM_BUCKET) {
      return refuse('ledger_bucket_invalid', index);
    }
  }
  if (!isCurrencyCode(p.currency)) return refuse('ledger_currency_invalid', index);
  if (!isDecimalString(p.amount)) return refuse('ledger_amount_invalid', index);
  const amount = Money.of(p.amount, p.currency);
  if (amount.isZero()) return refuse('ledger_amount_zero', index);
  // amounts are whole minor units of their currency (USD cents, JPY yen): no dust in the ledger
  const digits = Math.min(minorUnits(p.currency), LEDGER_SCALE);
  if (amount.scale() > digits) return refuse('ledger_amount_precision', index, { digits });
  if (amount.abs().gte(Money.of(LIMIT, p.currency))) {
    return refuse('ledger_amount_too_large', index);
  }
  return undefined;
}

/**
 * The rules every ledger transaction obeys: at least one posting; known accounts and
 * buckets; amounts that are nonzero wire decimals in whole minor units of their currency and
 * fit NUMERIC(28, 8); and the postings of each currency sum to exactly zero (double entry).
 * The first failure wins; `params.index` is the posting at fault (-1 for the whole set).
 */
export function validatePostings(postings: readonly Posting[]): PostingsResult {
  if (postings.length === 0) return refuse('ledger_postings_empty', -1);
  for (const [index, p] of postings.entries()) {
    const failure = checkOne(p, index);
    if (failure) return failure;
  }
  for (const [currency, sum] of Object.entries(sumsByCurrency(postings))) {
    if (sum !== '0') return refuse('ledger_unbalanced', -1, { currency, sum });
  }
  return { ok: true };
}

/** The sum of the postings per currency, as plain decimals ('0' when balanced). */
export function sumsByCurrency(postings: readonly Posting[]): Record<string, string> {
  const sums = new Map<string, Money>();
  for (const p of postings) {
    const m = Money.of(p.amount, p.currency);
    sums.set(p.currency, (sums.get(p.currency) ?? Money.zero(p.currency)).add(m));
  }
  const out: Record<string, string> = {};
  for (const [currency, m] of sums) out[currency] = m.isZero() ? '0' : m.value.toFixed();
  return out;
}

/** The net change of each balance the postings touch (a posting twice on one bucket adds up). */
export function postingDeltas(postings: readonly Posting[]): Map<string, Money> {
  const deltas = new Map<string, Money>();
  for (const p of postings) {
    const key = balanceKey({ account: p.account, currency: p.currency, bucket: postingBucket(p) });
    const m = Money.of(p.amount, p.currency);
    deltas.set(key, (deltas.get(key) ?? Money.zero(p.currency)).add(m));
  }
  return deltas;
}

export type ApplyResult =
  | { ok: true; balances: Map<string, string> }
  | {
      ok: false;
      code: typeof INSUFFICIENT_BALANCE;
      params: { key: string; currency: string; balance: string; change: string };
    };

/**
 * Applies valid postings to balances (by `balanceKey`; a missing balance is zero) and returns
 * the new balances of the keys they touch, or `insufficient_balance` when a customer bucket
 * would fall below zero (then nothing is applied). The server runs this on the locked rows,
 * tests run it on an in-memory model: one rule for both.
 */
export function applyPostings(
  balances: ReadonlyMap<string, string>,
  postings: readonly Posting[],
): ApplyResult {
  const next = new Map<string, string>();
  for (const [key, delta] of postingDeltas(postings)) {
    const before = Money.of(balances.get(key) ?? '0', delta.currency);
    const after = before.add(delta);
    if (isCustomerKey(key) && after.isNegative()) {
      return {
        ok: false,
        code: INSUFFICIENT_BALANCE,
        params: {
          key,
          currency: delta.currency,
          balance: before.value.toFixed(),
          change: delta.value.toFixed(),
        },
      };
    }
    next.set(key, after.isZero() ? '0' : after.value.toFixed());
  }
  return { ok: true, balances: next };
}
