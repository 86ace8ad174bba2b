// Until the figures' Amount component lands (wt3-figures), the money views format through this
// one place; it then re-exports that component.
import { formatAmount } from '@invest/i18n';
import { useLocale } from '../../lib/i18n';

/** An amount with its currency (spec 1), from a decimal string. */
export function Amount({ value, currency }: { value: string; currency: string }) {
  const locale = useLocale();
  return <span data-slot="amount">{formatAmount(value, currency, locale)}</span>;
}
