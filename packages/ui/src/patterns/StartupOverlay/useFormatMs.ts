import { formatNumber } from '@invest/i18n';
import { useLocale } from '../../lib/i18n';

/** A duration in ms, in the user's locale ('120 ms'). */
export function useFormatMs(): (ms: number) => string {
  const locale = useLocale();
  return (ms) =>
    formatNumber(Math.round(ms), locale, {
      style: 'unit',
      unit: 'millisecond',
      unitDisplay: 'short',
    });
}
