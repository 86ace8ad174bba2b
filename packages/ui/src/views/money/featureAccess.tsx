// spec 6 Feature access: the refusal of a gated feature and the state a screen shows for it.
import type { GatedFeature } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { useId, type ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';

/**
 * spec 6 Feature access: why the client may not use a money feature, as the domain rule
 * (`checkFeature`) answers it; the server refuses the same with 403 PERMISSION_DENIED.
 */
export interface FeatureRefusal {
  code: 'feature_disabled' | 'missing_permission' | 'vip_required' | 'score_required';
  /** vip_required {required, level}; score_required {required, score}. */
  params?: Readonly<Record<string, string | number>>;
}

/**
 * A refusal's params as its sentence shows them: a minimum VIP level or credit score and the
 * client's own are whole numbers written in the reader's locale.
 */
export function useRefusalValues(
  params: Readonly<Record<string, string | number>> | undefined,
): Record<string, string> {
  const locale = useLocale();
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([k, v]) => [
      k,
      typeof v === 'number' ? formatNumber(v, locale) : v,
    ]),
  );
}

/**
 * spec 6: a money screen's explanatory state in place of its form when the client may not use
 * the feature: what is unavailable and why (a minimum level names the required and the client's
 * own), the screen's action shown disabled and described by that reason, and customer service.
 */
export function FeatureUnavailable({
  feature,
  refusal,
  actionLabel,
  onContactSupport,
}: {
  feature: Extract<GatedFeature, 'deposit' | 'withdraw' | 'fx'>;
  refusal: FeatureRefusal;
  /** The screen's action ('Withdraw', 'Submit deposit', 'Exchange'), shown disabled. */
  actionLabel: ReactNode;
  onContactSupport?: () => void;
}) {
  const t = useT('money');
  const reasonId = useId();
  const values = useRefusalValues(refusal.params);
  return (
    <div data-slot="feature-unavailable" data-feature={feature} data-refusal={refusal.code}>
      <EmptyState
        title={t(`access.${feature}.title`)}
        description={<span id={reasonId}>{t(`access.${feature}.${refusal.code}`, values)}</span>}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button isDisabled aria-describedby={reasonId}>
              {actionLabel}
            </Button>
            {onContactSupport && (
              <Button variant="secondary" onPress={onContactSupport}>
                {t('access.contactSupport')}
              </Button>
            )}
          </div>
        }
      />
    </div>
  );
}
