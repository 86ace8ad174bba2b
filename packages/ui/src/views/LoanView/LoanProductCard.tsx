import { useId } from 'react';
import { useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { Percent } from '../../primitives/Percent';
import type { FieldIssue } from '../../forms/Form';
import { Figures } from '../../patterns/Figures';
import { LoanApplyPanel } from './LoanApplyPanel';
import {
  costOf,
  refusalOf,
  type EligibilityRefusal,
  type LoanApplication,
  type LoanProductOffer,
} from './parts';

export interface LoanProductCardProps {
  product: LoanProductOffer;
  /** Whether the application form of this product is open. */
  applying: boolean;
  onOpen: () => void;
  onClose: () => void;
  onApply?: (application: LoanApplication) => Promise<unknown> | void;
  submitting?: boolean;
  error?: string;
  fieldErrors?: readonly FieldIssue[];
  /** The server's spec 6 refusal of the last application for this product (NOT_ELIGIBLE). */
  refusal?: EligibilityRefusal;
}

/**
 * One loan product: the amounts one may apply for, the term, the rate, what borrowing the most
 * costs (instalment and total interest); an ineligible client is told why with the spec 6
 * texts instead of an Apply button.
 */
export function LoanProductCard({
  product: p,
  applying,
  onOpen,
  onClose,
  onApply,
  submitting,
  error,
  fieldErrors,
  refusal,
}: LoanProductCardProps) {
  const t = useT('loans');
  const headingId = useId();
  const money = (value: string) => <Amount value={value} currency={p.currency} />;
  const cost = costOf(p, p.max_amount);
  // the server's refusal wins: the list may be older than the client's level (spec 6)
  const refused = refusal ?? refusalOf(p);
  return (
    <li
      aria-labelledby={headingId}
      data-product={p.id}
      data-eligible={p.eligible}
      className="flex flex-col gap-3 p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="font-semibold text-fg">
          {p.name}
        </h3>
        {p.description && <p className="text-sm text-fg-muted">{p.description}</p>}
      </div>
      <Figures
        columns={2}
        rows={[
          {
            label: t('products.range'),
            value: (
              <>
                {money(p.min_amount)} – {money(p.max_amount)}
              </>
            ),
          },
          {
            label: t('products.term'),
            value: t('products.termValue', { count: p.term_months }),
          },
          { label: t('products.rate'), value: <Percent value={p.annual_rate} /> },
          { label: t('products.kind'), value: t(`products.kinds.${p.schedule_kind}`) },
        ]}
      />
      <div
        className="flex flex-col gap-1 rounded-md bg-surface-sunken p-3 text-sm"
        data-slot="product-cost"
      >
        <p className="font-medium text-fg">{t('products.costFor')}</p>
        <Figures
          rows={[
            { label: t('apply.amount'), value: money(p.max_amount) },
            {
              label: t(
                p.schedule_kind === 'annuity' ? 'products.instalment' : 'products.firstInstalment',
              ),
              value: money(cost.instalment),
            },
            { label: t('products.totalInterest'), value: money(cost.totalInterest) },
          ]}
        />
      </div>
      {refused || !p.eligible ? (
        <div
          // an application just refused is announced; a product shown as locked is not
          role={refusal ? 'alert' : 'note'}
          data-slot="not-eligible"
          className="flex flex-col gap-1 rounded-md border border-warning p-3 text-sm"
        >
          <p className="font-semibold text-fg">{t('eligibility.title')}</p>
          <p className="text-fg-muted">{t('eligibility.body')}</p>
          {refused && (
            <p className="text-fg-muted">{t(`eligibility.${refused.reason}`, { ...refused })}</p>
          )}
        </div>
      ) : applying ? (
        <LoanApplyPanel
          product={p}
          onApply={onApply}
          onCancel={onClose}
          submitting={submitting}
          error={error}
          fieldErrors={fieldErrors}
        />
      ) : (
        <Button
          className="self-start"
          onPress={onOpen}
          aria-label={t('products.apply', { name: p.name })}
        >
          {t('products.applyShort')}
        </Button>
      )}
    </li>
  );
}
