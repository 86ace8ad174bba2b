import { MIN_WITHDRAWAL_SCORE } from '../constants';
import { isDecimalString } from '../decimal';
import { compareDecimal } from '../money';
import { fail, ok, type RuleResult } from '../result';

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
