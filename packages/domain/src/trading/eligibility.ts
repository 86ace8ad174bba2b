// Whether a client may place an order and can pay for it (spec 5, messages of spec 8): the
// product's VIP level, credit score and PAC code, its minimums, and the cash after currency
// conversion. zod-free.
import { compareDecimal, Money } from '../money';
import { fail, ok, type RuleResult } from '../result';
import { isBlank } from '../validation/text';
import type { OrderPreview } from '../entities/trading';

/** Codes of the eligibility check (namespace `validation`) that `amountCodes` lacks. */
export const eligibilityCodes = ['credit_score_required'] as const;

/** Every code `checkOrderEligibility` answers (namespace `validation`). */
export type OrderEligibilityCode =
  | (typeof eligibilityCodes)[number]
  | 'vip_level_required'
  | 'pac_code_required'
  | 'quantity_below_minimum'
  | 'amount_below_minimum'
  | 'amount_below_minimum_investment'
  | 'fx_rate_unavailable'
  | 'no_available_funds'
  | 'amount_exceeds_available'
  | 'insufficient_balance';

/** What a product asks of an order (spec 5/6); an absent rule is not checked. */
export interface OrderProductRules {
  /** spec 6: the product's minimum VIP level (the stricter of its own and the payload's). */
  minVip?: number;
  /** spec 6: the product's minimum credit score. */
  minScore?: number;
  /** spec 5: a PAC code is required for this trade. */
  pacRequired?: boolean;
  /** spec 5: minimum quantity (shares, a wire decimal). */
  minQuantity?: string;
  /** spec 5: minimum amount of one order (the gross, in the listing's currency). */
  minAmount?: string;
  /** spec 5: minimum investment in the product (the gross, in the listing's currency). */
  minInvestment?: string;
}

export interface OrderEligibilityInput {
  /** The order's estimate (`previewOrder`). */
  preview: Pick<
    OrderPreview,
    | 'side'
    | 'currency'
    | 'quantity'
    | 'gross'
    | 'total'
    | 'account_currency'
    | 'fx_rate'
    | 'converted_total'
  >;
  /** Cash available in the paying account, in `preview.account_currency`. */
  available: string;
  /** The client's level and score (spec 3 permission payload). */
  user: { vip: number; score: number };
  product?: OrderProductRules;
  /** The PAC code entered, when the product asks for one. */
  pacCode?: unknown;
}

/**
 * The first reason the order cannot be placed, in this order: the VIP level ({required,
 * level}), the credit score ({required, score}), the PAC code, the minimum quantity ({min}),
 * amount and investment ({min, currency}); then, when the order takes cash (every buy; a sell
 * whose fees exceed its proceeds), the conversion rate ('fx_rate_unavailable'), 'No available
 * funds' when nothing is available, 'Amount exceeds available funds' when the gross alone is
 * more than what is available ({available, currency}), and 'Insufficient balance' when the
 * total with fees and taxes is ({required, available, currency}), all judged after conversion
 * into the account's currency (spec 5). A refusal a screen shows; the server refuses the same.
 */
export function checkOrderEligibility(
  input: OrderEligibilityInput,
): RuleResult<OrderEligibilityCode> {
  const { preview, user, product = {} } = input;
  if (product.minVip !== undefined && !(user.vip >= product.minVip)) {
    return fail('vip_level_required', { required: product.minVip, level: user.vip });
  }
  if (product.minScore !== undefined && !(user.score >= product.minScore)) {
    return fail('credit_score_required', { required: product.minScore, score: user.score });
  }
  if (product.pacRequired && isBlank(input.pacCode)) return fail('pac_code_required');
  const currency = preview.currency;
  const gross = Money.of(preview.gross, currency);
  if (
    product.minQuantity !== undefined &&
    compareDecimal(preview.quantity, product.minQuantity) < 0
  ) {
    return fail('quantity_below_minimum', { min: product.minQuantity });
  }
  for (const [limit, code] of [
    [product.minAmount, 'amount_below_minimum'],
    [product.minInvestment, 'amount_below_minimum_investment'],
  ] as const) {
    if (limit !== undefined && gross.lt(Money.of(limit, currency))) {
      return fail(code, { min: Money.of(limit, currency).toString(), currency });
    }
  }
  const total = Money.of(preview.total, currency);
  // what the order takes from the account: a buy's total, a sell's shortfall
  const takes = preview.side === 'buy' ? total : total.isNegative() ? total.abs() : undefined;
  if (takes === undefined) return ok();
  const accountCurrency = preview.account_currency;
  const sameCurrency = accountCurrency === currency;
  if (!sameCurrency && preview.fx_rate === null) return fail('fx_rate_unavailable');
  const convert = (m: Money) => (sameCurrency ? m : m.convert(preview.fx_rate!, accountCurrency));
  const available = Money.of(input.available, accountCurrency);
  // spec 5: 'No available funds' applies when nothing is available
  if (!available.isPositive()) return fail('no_available_funds');
  if (preview.side === 'buy' && convert(gross).gt(available)) {
    return fail('amount_exceeds_available', {
      available: available.toString(),
      currency: accountCurrency,
    });
  }
  const required = convert(takes);
  if (required.gt(available)) {
    return fail('insufficient_balance', {
      required: required.toString(),
      available: available.toString(),
      currency: accountCurrency,
    });
  }
  return ok();
}
