import { formatAmount } from '@invest/i18n';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { decimalsOf } from '../../lib/figures';
import { useLocale } from '../../lib/i18n';
import { amountVariants } from './Amount.variants';

export interface AmountProps {
  /** The amount as a decimal string, e.g. `'125400.50'`; it never becomes a JS number. */
  value: string;
  /** ISO 4217 currency code, e.g. `'USD'`. */
  currency: string;
  /**
   * When to show the sign: `always` (`+$5.00`), `exceptZero` (`+$5.00`, `$0.00`) or `auto`
   * (only a minus).
   * @default 'auto'
   */
  signDisplay?: 'auto' | 'always' | 'exceptZero';
  /** `compact` writes `$125K` (rounded; for overviews, never for a statement). @default 'standard' */
  notation?: 'standard' | 'compact';
  /** Size on the type scale. @default 'inherit' */
  size?: 'inherit' | 'caption' | 'body' | 'figure' | 'display';
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLSpanElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A money amount in the user's locale (`$1,250.50`, `1.250,50 €`) with tabular, lining figures.
 * Formatted exactly from the decimal string: a value with more fraction digits than the
 * currency's keeps them (`$0.0025`). Every screen shows money through this.
 */
export function Amount({
  value,
  currency,
  signDisplay = 'auto',
  notation = 'standard',
  size,
  className,
  ref,
}: AmountProps) {
  const locale = useLocale();
  const text = formatAmount(
    value,
    currency,
    locale,
    notation === 'compact'
      ? { notation, signDisplay }
      : { signDisplay, maximumFractionDigits: Math.max(decimalsOf(value), 2) },
  );
  return (
    <span
      ref={ref}
      data-slot="amount"
      data-notation={notation}
      className={cn(amountVariants({ size }), className)}
    >
      {text}
    </span>
  );
}
