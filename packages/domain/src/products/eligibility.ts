// Whether a client may take a product (spec 5, 6) and what a subscription must meet. zod-free,
// pure; the server and the screens ask the same questions.
import type { ClientPermissions } from '../clientPermissions';
import { compareDecimal } from '../money';
import { checkProductEligibility } from '../permissions';
import { fail, ok, type RuleResult } from '../result';
import { isBlank } from '../validation/text';

/** What eligibility reads of a product. */
export interface EligibleProduct {
  id: string;
  min_vip: number;
  min_score: number;
}

/**
 * spec 6: a product's own minimum VIP level and credit score (the stricter of the product's and
 * the client's permission payload `products` entry under its id). Refused as 'not_eligible'
 * (spec 6: 'You do not meet the eligibility requirements for this product.') with params
 * {reason: 'vip', required, level} (spec 5: the VIP message shows the required level and the
 * client's own: i18n `offerings:eligibility.vip`) or {reason: 'score', required, score}.
 */
export function checkCatalogueEligibility(
  perms: Pick<ClientPermissions, 'user' | 'products'>,
  product: EligibleProduct,
): RuleResult<'not_eligible'> {
  return checkProductEligibility(
    { ...perms, perms: [], features: {}, kycForce: false, clientDeposit: false },
    { id: product.id, minVip: product.min_vip, minScore: product.min_score },
  );
}

/** What a subscription must meet besides eligibility. */
export interface SubscriptionRules {
  /** spec 5: the minimum investment, in the product's currency. */
  min_investment: string;
  /** spec 5: the minimum quantity of units. */
  min_quantity: string;
  /** spec 5: a PAC code is required for some trades. */
  pac_code_required: boolean;
  currency: string;
}

/**
 * spec 5, after eligibility: the PAC code when the product asks for one ('pac_code_required'),
 * the minimum investment ('amount_below_minimum_investment' {min, currency}) and the minimum
 * quantity of the units the amount buys ('quantity_below_minimum' {min}).
 */
export function checkSubscriptionMinimums(
  product: SubscriptionRules,
  order: { amount: string; units: string; pacCode?: string | undefined },
): RuleResult<'pac_code_required' | 'amount_below_minimum_investment' | 'quantity_below_minimum'> {
  if (product.pac_code_required && isBlank(order.pacCode)) return fail('pac_code_required');
  if (compareDecimal(order.amount, product.min_investment) < 0) {
    return fail('amount_below_minimum_investment', {
      min: product.min_investment,
      currency: product.currency,
    });
  }
  if (
    compareDecimal(order.units, product.min_quantity) < 0 ||
    compareDecimal(order.units, '0') <= 0
  ) {
    return fail('quantity_below_minimum', { min: product.min_quantity });
  }
  return ok();
}
