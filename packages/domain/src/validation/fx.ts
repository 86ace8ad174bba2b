import { isDecimalString } from '../decimal';
import { compareDecimal } from '../money';
import { fail, ok, type RuleResult } from '../result';

/** Codes of the FX exchange rules (namespace `validation`). */
export const fxCodes = [
  'fx_two_accounts_required',
  'all_accounts_zero_balance',
  'fx_source_required',
  'fx_target_required',
  'fx_same_account',
  'fx_same_currency',
  'fx_source_empty',
] as const;
export type FxCode = (typeof fxCodes)[number];

/** What the rule needs of an account. */
export interface FxAccount {
  id: string;
  /** ISO 4217. */
  currency: string;
  /** Available balance, a wire decimal (a malformed one counts as nothing available). */
  available: string;
}

/** An exchange form: the accounts and the chosen source and target. */
export interface FxRuleInput {
  accounts: readonly FxAccount[];
  fromId?: string | null;
  toId?: string | null;
}

const hasFunds = (a: FxAccount): boolean =>
  isDecimalString(a.available) && compareDecimal(a.available, '0') > 0;

/**
 * spec 5/8: an exchange needs at least two accounts; 'all_accounts_zero_balance' (spec 8: 'All
 * accounts zero balance'; not 'all_accounts_zero', which i18next would read as a plural form)
 * when none has funds;
 * a source and a target, different accounts of different currencies (spec 1: exchange between
 * accounts of different currencies); the source has a non-zero available balance. The amount
 * itself is `validateAmount`'s, with the source balance as `available`.
 */
export function validateFxExchange({ accounts, fromId, toId }: FxRuleInput): RuleResult<FxCode> {
  if (accounts.length < 2) return fail('fx_two_accounts_required');
  if (!accounts.some(hasFunds)) return fail('all_accounts_zero_balance');
  const from = accounts.find((a) => a.id === fromId);
  if (!from) return fail('fx_source_required');
  const to = accounts.find((a) => a.id === toId);
  if (!to) return fail('fx_target_required');
  if (from.id === to.id) return fail('fx_same_account');
  if (from.currency === to.currency) return fail('fx_same_currency');
  if (!hasFunds(from)) return fail('fx_source_empty');
  return ok();
}
