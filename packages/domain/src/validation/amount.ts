import { isDecimalString } from '../decimal';
import { LEDGER_PRECISION, LEDGER_SCALE } from '../ledger/buckets';
import { compareDecimal, minorUnits, Money } from '../money';
import { fail, ok, type RuleResult } from '../result';
import { isBlank, textOf } from './text';

/** Codes of the amount, quantity and eligibility rules of a trade or transfer (namespace `validation`). */
export const amountCodes = [
  'amount_required',
  'invalid_amount',
  'amount_too_many_decimals',
  'amount_not_positive',
  'no_available_funds',
  'amount_exceeds_available',
  'amount_below_minimum',
  'amount_below_minimum_investment',
  'insufficient_balance',
  'fx_rate_unavailable',
  'quantity_required',
  'quantity_invalid',
  'quantity_below_minimum',
  'quantity_lot_size',
  'pac_code_required',
  // answered by the server's check of the code (spec 5): not the client's live code, too many wrong
  'pac_code_invalid',
  'pac_code_locked',
  'vip_level_required',
] as const;
export type AmountCode = (typeof amountCodes)[number];

/** 10^20: the ledger's NUMERIC(28, 8) keeps at most 20 digits before the point. */
const LEDGER_LIMIT = `1${'0'.repeat(LEDGER_PRECISION - LEDGER_SCALE)}`;

/** Limits an amount is checked against; amounts are wire decimals in `currency`. */
export interface AmountRuleOptions {
  /** The currency the amount is entered in (ISO 4217). */
  currency: string;
  /** Funds available for this operation, in `currency`; not checked when absent. */
  available?: string;
  /** The smallest amount of one operation (spec 5: minimum amount). */
  minAmount?: string;
  /** The smallest investment in the product (spec 5: minimum investment). */
  minInvestment?: string;
  /** Most fraction digits the user may type. @default minorUnits(currency) */
  maxDecimals?: number;
}

/**
 * spec 5: an amount is required and valid (a wire decimal, decimal.ts: the grammar `Money.of`
 * parses, so '.5', '5.', '007' and ' 10 ' are 'invalid_amount', as is 10^20 or more, beyond
 * what the ledger holds; at most the currency's minor units; above zero); it meets the minimum
 * amount and the minimum investment and does not exceed the available funds. When nothing is
 * available the answer is 'no_available_funds' whatever was typed. Params: {max} decimals; {min}, {available} as wire decimals with {currency} (the UI
 * formats them before interpolating). Throws only on malformed limits (the caller's data).
 */
export function validateAmount(value: unknown, options: AmountRuleOptions): RuleResult<AmountCode> {
  const { currency } = options;
  const available =
    options.available === undefined ? undefined : Money.of(options.available, currency);
  // spec 5: 'No available funds' applies when nothing is available
  if (available && !available.isPositive()) return fail('no_available_funds');
  if (isBlank(value)) return fail('amount_required');
  const parsed = Money.parse(value, currency);
  if (!parsed.ok) return fail('invalid_amount');
  const amount = parsed.money;
  // no account could ever hold it: refused here rather than by the database on the way in
  if (amount.abs().gte(Money.of(LEDGER_LIMIT, currency))) return fail('invalid_amount');
  const maxDecimals = options.maxDecimals ?? minorUnits(currency);
  if (amount.scale() > maxDecimals) return fail('amount_too_many_decimals', { max: maxDecimals });
  if (!amount.isPositive()) return fail('amount_not_positive');
  if (options.minAmount !== undefined) {
    const min = Money.of(options.minAmount, currency);
    if (amount.lt(min)) return fail('amount_below_minimum', { min: min.toString(), currency });
  }
  if (options.minInvestment !== undefined) {
    const min = Money.of(options.minInvestment, currency);
    if (amount.lt(min)) {
      return fail('amount_below_minimum_investment', { min: min.toString(), currency });
    }
  }
  // spec 5: it must not exceed available funds
  if (available && amount.gt(available)) {
    return fail('amount_exceeds_available', { available: available.toString(), currency });
  }
  return ok();
}

/** What `checkSufficientBalance` compares. */
export interface BalanceCheckInput {
  /** The cost in the product's currency. */
  amount: Money;
  /** The available balance of the paying account, in the account's currency. */
  balance: Money;
  /**
   * Units of the account currency per unit of the product currency (a wire decimal > 0).
   * Needed only when the currencies differ; absent or malformed gives 'fx_rate_unavailable'.
   */
  rate?: string | null;
}

/**
 * spec 5: insufficient balance is judged after currency conversion: the cost converted into the
 * account currency (rounded half-even to its minor units, as the debit will be) must not exceed
 * the balance. 'no_available_funds' when the balance is zero or less. Params of
 * 'insufficient_balance': {required} and {available} as wire decimals, {currency} of the account.
 */
export function checkSufficientBalance({
  amount,
  balance,
  rate,
}: BalanceCheckInput): RuleResult<AmountCode> {
  if (!balance.isPositive()) return fail('no_available_funds');
  let cost = amount;
  if (amount.currency !== balance.currency) {
    if (!isDecimalString(rate) || compareDecimal(rate, '0') <= 0) {
      return fail('fx_rate_unavailable');
    }
    cost = amount.convert(rate, balance.currency);
  }
  if (cost.gt(balance)) {
    return fail('insufficient_balance', {
      required: cost.toString(),
      available: balance.toString(),
      currency: balance.currency,
    });
  }
  return ok();
}

/** Limits a quantity is checked against. */
export interface QuantityRuleOptions {
  /** The smallest quantity (spec 5: minimum quantity); a positive integer. */
  minQuantity?: number;
  /** Quantities must be a multiple of this lot size (board lots); a positive integer. */
  lotSize?: number;
}

function positiveInteger(n: number, what: string): bigint {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Invalid ${what}: ${n}`);
  return BigInt(n);
}

/**
 * spec 5: a quantity is required and valid: a whole number of units above zero, typed as digits
 * (no sign, no fraction); at least {min}; a multiple of {lot} when the product trades in lots.
 * Throws only on malformed limits.
 */
export function validateQuantity(
  value: unknown,
  options: QuantityRuleOptions = {},
): RuleResult<AmountCode> {
  const min =
    options.minQuantity === undefined
      ? undefined
      : positiveInteger(options.minQuantity, 'minimum quantity');
  const lot =
    options.lotSize === undefined ? undefined : positiveInteger(options.lotSize, 'lot size');
  if (isBlank(value)) return fail('quantity_required');
  const text = textOf(value);
  if (text === undefined || !/^\d+$/.test(text) || BigInt(text) === 0n) {
    return fail('quantity_invalid');
  }
  const quantity = BigInt(text);
  if (min !== undefined && quantity < min) {
    return fail('quantity_below_minimum', { min: options.minQuantity! });
  }
  if (lot !== undefined && quantity % lot !== 0n) {
    return fail('quantity_lot_size', { lot: options.lotSize! });
  }
  return ok();
}

/** spec 5: a PAC code is required for some trades (those whose product asks for one). */
export function validatePacCode(value: unknown, required: boolean): RuleResult<AmountCode> {
  return required && isBlank(value) ? fail('pac_code_required') : ok();
}

/**
 * spec 5/6: some products need a VIP level; the message shows the {required} level and the
 * user's own {level}.
 */
export function checkVipLevel(level: number, required: number | undefined): RuleResult<AmountCode> {
  if (required === undefined || level >= required) return ok();
  return fail('vip_level_required', { required, level });
}
