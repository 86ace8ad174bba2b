// The pieces the loan screens share: a loan product as the client sees it (with its spec 6
// eligibility), what borrowing costs (the domain's repayment schedule) and a loan's status in
// words beside its badge (spec 4, never colour alone).
import { loanSchedule, type Loan, type LoanProduct } from '@invest/domain';
import { useT } from '../../lib/i18n';
import { StatusBadge } from '../../primitives/StatusBadge';

/**
 * A loan product with the caller's eligibility, as GET /loan/app/v1/products answers it: when
 * not eligible, `eligibility` names why (spec 6 'not_eligible' with {reason, required, level |
 * score}).
 */
export type LoanProductOffer = LoanProduct & {
  eligible: boolean;
  eligibility: { code: string; params?: Record<string, string | number> } | null;
};

export type { Loan };

/** What a repayment pays (the wire's modes; spec 6: the outstanding amount is always paid first). */
export const loanRepayModes = ['due', 'instalment', 'full', 'amount'] as const;
export type LoanRepayMode = (typeof loanRepayModes)[number];

/** What the client asks for (spec 3 loan application: purpose, reason, application amount). */
export type LoanApplication = Pick<Loan, 'product_id' | 'purpose'> & {
  /** The application amount in the product's currency (a wire decimal). */
  amount: string;
  reason?: string;
};

/** A repayment the client confirmed: due now, the next instalment, all of it, or an amount. */
export interface LoanRepayChoice {
  mode: LoanRepayMode;
  amount?: string;
}

/** spec 6: why a product refuses the client, from the server's eligibility params. */
export type EligibilityRefusal =
  | { reason: 'vip'; required: number; level: number }
  | { reason: 'score'; required: number; score: number };

export function refusalOf(product: LoanProductOffer): EligibilityRefusal | undefined {
  const p = product.eligibility?.params;
  if (product.eligible || !p) return undefined;
  if (p.reason === 'vip')
    return { reason: 'vip', required: Number(p.required), level: Number(p.level) };
  if (p.reason === 'score')
    return { reason: 'score', required: Number(p.required), score: Number(p.score) };
  return undefined;
}

/**
 * What borrowing `amount` of a product costs: its first instalment (every instalment, for an
 * annuity), the total interest and the total repaid, by the domain's schedule and rounding rule.
 */
export function costOf(
  product: Pick<LoanProduct, 'currency' | 'annual_rate' | 'term_months' | 'schedule_kind'>,
  amount: string,
) {
  const schedule = loanSchedule({
    principal: amount,
    currency: product.currency,
    annualRate: product.annual_rate,
    termMonths: product.term_months,
    kind: product.schedule_kind,
    // the amounts do not depend on the start; the dates are not shown
    start: 0,
  });
  return {
    instalment: schedule.instalments[0]?.amount ?? '0',
    totalInterest: schedule.total_interest,
    total: schedule.total,
  };
}

/** spec 4: a loan's status as its badge and a sentence that says what it means here. */
export function LoanStatus({ status, id }: { status: Loan['status']; id?: string }) {
  const t = useT('loans');
  return (
    <span className="flex flex-col gap-1">
      <StatusBadge kind="common" status={status} className="self-start" />
      <span id={id} className="text-sm text-fg-muted" data-slot="status-meaning">
        {t(`status.${status}`)}
      </span>
    </span>
  );
}
