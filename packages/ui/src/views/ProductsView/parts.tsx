// The pieces the product screens share: the type and risk badges (words, never colour alone),
// the VIP lock badge, the eligibility refusal with the spec 6 texts, a count of units.
import type { CatalogueProduct, ProductEligibility } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { Badge, type BadgeTone } from '../../primitives/Badge';

/** A catalogue product with the caller's eligibility (spec 6), as the lists answer. */
export type ProductWithEligibility = CatalogueProduct & { eligibility: ProductEligibility };

/** spec 4: the product's type, as a badge with its word. */
export function TypeBadge({ type }: Pick<CatalogueProduct, 'type'>) {
  const t = useT('products');
  return (
    <Badge size="sm" tone="primary" data-type={type}>
      {t(`types.${type}`)}
    </Badge>
  );
}

const riskTone: Record<number, BadgeTone> = {
  1: 'positive',
  2: 'positive',
  3: 'info',
  4: 'warning',
  5: 'negative',
};

/** The risk level 1 (lowest) to 5 in words ("Risk 3 of 5, medium"), the colour only echoes it. */
export function RiskBadge({ level }: { level: number }) {
  const t = useT('products');
  return (
    <Badge size="sm" tone={riskTone[level] ?? 'neutral'} data-risk={level}>
      {t(`riskLevels.${level}`)}
    </Badge>
  );
}

/** A product for VIP levels above the client's: locked, with the level it takes. */
export function LockedBadge({ level }: { level: number }) {
  const t = useT('products');
  return (
    <Badge
      size="sm"
      tone="warning"
      data-slot="locked"
      aria-label={t('lockedLabel', { level })}
      icon={
        <svg viewBox="0 0 16 16" width="12" height="12" fill="currentColor">
          <path d="M5 7V5a3 3 0 1 1 6 0v2h1v7H4V7h1Zm1.5 0h3V5a1.5 1.5 0 0 0-3 0v2Z" />
        </svg>
      }
    >
      {t('locked', { level })}
    </Badge>
  );
}

/** Whether the product is locked for the client by its VIP level (spec 6), and at which level. */
export const lockedLevel = (e: ProductEligibility): number | undefined =>
  !e.eligible && e.reason === 'vip' && e.required !== null ? e.required : undefined;

/**
 * spec 6: the refusal, 'You do not meet the eligibility requirements for this product.', and
 * with it the required VIP level and the client's own (or the score), as an alert.
 */
export function EligibilityRefusal({ eligibility: e }: { eligibility: ProductEligibility }) {
  const t = useT('products');
  let detail: ReactNode = null;
  if (e.reason && e.required !== null)
    detail = (
      <p className="text-fg-muted">
        {t(`eligibility.${e.reason}`, { required: e.required, own: e.own ?? 0 })}
      </p>
    );
  return (
    <div
      role="alert"
      data-slot="not-eligible"
      className="flex flex-col gap-1 rounded-md border border-warning p-3 text-sm"
    >
      <p className="font-semibold text-fg">{t('eligibility.title')}</p>
      <p className="text-fg">{t('eligibility.body')}</p>
      {detail}
    </div>
  );
}

/** A number of units, in the locale's digits (a count, not money). */
export function useUnits(): (value: string) => string {
  const locale = useLocale();
  return (value) => formatNumber(value, locale, { maximumFractionDigits: 4 });
}

export const card = 'flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:p-5';
