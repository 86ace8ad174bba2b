import { MIN_WITHDRAWAL_SCORE } from '../constants';
import { isDecimalString } from '../decimal';
import { compareDecimal } from '../money';
import { fail, ok, type RuleParams, type RuleResult } from '../result';

/** Codes of the withdrawal rules (namespace `validation`). */
export const withdrawalCodes = [
  'outstanding_balance',
  'credit_score_too_low',
  'no_bank_account',
  'no_bank_account_for_country',
  'bank_account_required',
  'bank_account_not_default',
] as const;
export type WithdrawalCode = (typeof withdrawalCodes)[number];

/** What the rule needs of a saved bank account (spec 3: a default flag is implied). */
export interface WithdrawalBankAccount {
  id: string;
  /** ISO 3166 country of the account ('IN', 'PL'). */
  country: string;
  isDefault: boolean;
}

/** What a withdrawal is checked against. */
export interface WithdrawalRuleInput {
  /** Every saved bank account of the user. */
  accounts: readonly WithdrawalBankAccount[];
  /** The country the withdrawal pays out in. */
  country: string;
  /** The chosen account's id. */
  selectedId?: string | null;
  /** The user's trust/credit score. */
  creditScore: number;
  /** The outstanding balance (spec 3 asset bucket), a wire decimal; absent or '0' when none. */
  outstanding?: string;
  /** @default MIN_WITHDRAWAL_SCORE */
  minScore?: number;
}

const sameCountry = (a: string, b: string): boolean =>
  a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * spec 5/6/8: a withdrawal is blocked by an outstanding balance; needs a credit score of at
 * least {min} (params {min}, {score}); needs a saved bank account ('You need to add a bank
 * account to withdraw.'), one for the country, chosen, and the default one. Checked in that
 * order: blocks on the user before choices on the form. Amount rules are `validateAmount`'s.
 */
export function validateWithdrawal(input: WithdrawalRuleInput): RuleResult<WithdrawalCode> {
  const { accounts, country, selectedId, creditScore, minScore = MIN_WITHDRAWAL_SCORE } = input;
  // spec 6/8: an outstanding balance blocks withdrawals (a malformed one blocks too: fail safe)
  const outstanding = input.outstanding;
  if (
    outstanding !== undefined &&
    (!isDecimalString(outstanding) || compareDecimal(outstanding, '0') > 0)
  ) {
    return fail('outstanding_balance');
  }
  // spec 5: a minimum credit score (a missing score, NaN, fails)
  if (!(creditScore >= minScore)) {
    return fail('credit_score_too_low', {
      min: minScore,
      score: Number.isFinite(creditScore) ? creditScore : 0,
    });
  }
  if (accounts.length === 0) return fail('no_bank_account');
  // spec 5: a bank account for the country must be chosen
  const forCountry = accounts.filter((a) => sameCountry(a.country, country));
  if (forCountry.length === 0) return fail('no_bank_account_for_country', { country });
  const chosen = forCountry.find((a) => a.id === selectedId);
  if (!chosen) return fail('bank_account_required');
  // spec 5: only the default account may be used
  if (!chosen.isDefault) return fail('bank_account_not_default');
  return ok();
}

/** A currency account the client may withdraw from (spec 3: one per currency). */
export interface WithdrawalSource {
  /** ISO 4217. */
  currency: string;
  /** The country it pays out in (ISO 3166). */
  country: string;
  /** Its outstanding bucket, a wire decimal; absent or '0' when none. */
  outstanding?: string;
}

/** What the withdraw page opens on: the form on `currency`, or a refusal (in `currency`). */
export type WithdrawalStart =
  | { ok: true; currency: string }
  | { ok: false; code: WithdrawalCode; params?: RuleParams; currency: string };

/** What the page-level check needs. */
export interface WithdrawalStartInput {
  /** Every saved bank account of the user. */
  accounts: readonly WithdrawalBankAccount[];
  /** Every currency account of the user (at least the one to prefer). */
  sources: readonly WithdrawalSource[];
  /** The currency to open on when it can be withdrawn from (the default account's). */
  preferred?: string;
  creditScore: number;
  /** @default MIN_WITHDRAWAL_SCORE */
  minScore?: number;
}

/** Codes the form judges once a currency is chosen (a bank account of the country exists). */
const FORM_CODES: ReadonlySet<WithdrawalCode> = new Set([
  'bank_account_required',
  'bank_account_not_default',
]);

/**
 * spec 5/6: what the withdraw page opens on before the client chooses anything. The refusals
 * about the client hold for every currency account: an outstanding balance in ANY currency (as
 * the withdraw service judges it), the credit score, no bank account at all. The ones about the
 * country (a bank account for it, the default one) are each currency account's own: the page
 * opens on the preferred account when its country has a bank account, else on the first account
 * whose country has one, and refuses with 'no bank account for the country' only when none has.
 */
export function withdrawalStart(input: WithdrawalStartInput): WithdrawalStart {
  const { accounts, creditScore, minScore, preferred } = input;
  const sources = [...input.sources].sort(
    (a, b) => Number(b.currency === preferred) - Number(a.currency === preferred),
  );
  const first = sources[0] ?? { currency: preferred ?? '', country: '' };
  // spec 6: an outstanding balance in any currency blocks (a malformed one too: fail safe)
  const owing = sources.find(
    (s) =>
      s.outstanding !== undefined &&
      (!isDecimalString(s.outstanding) || compareDecimal(s.outstanding, '0') > 0),
  );
  const judge = (source: WithdrawalSource) =>
    validateWithdrawal({
      accounts,
      country: source.country,
      selectedId: accounts.find((a) => a.isDefault && sameCountry(a.country, source.country))?.id,
      creditScore,
      minScore,
      outstanding: owing?.outstanding,
    });
  const results = (sources.length > 0 ? sources : [first]).map((source) => ({
    source,
    result: judge(source),
  }));
  const open =
    results.find((r) => r.result.ok) ??
    results.find((r) => !r.result.ok && FORM_CODES.has(r.result.code));
  if (open) return { ok: true, currency: open.source.currency };
  const refusal = results[0]!.result as Exclude<RuleResult<WithdrawalCode>, { ok: true }>;
  const currency =
    refusal.code === 'outstanding_balance' && owing ? owing.currency : first.currency;
  return { ...refusal, currency };
}
