import { formatNumber, formatPercent } from '@invest/i18n';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { DirectionArrow, directionLooks, directionOf, figureDigits } from '../../lib/figures';
import { useLocale, useT } from '../../lib/i18n';
import { amountVariants } from '../Amount/Amount.variants';

export interface PercentProps {
  /** The value in percent units as a decimal string: `'1.25'` is 1.25 %. */
  value: string;
  /**
   * A change rather than a share: shows the sign, an arrow and the up/down colour, and says
   * "Up 1.25 percent" to screen readers. Unsigned, it is a plain percentage (an allocation).
   * @default false
   */
  signed?: boolean;
  /** Fraction digits at most. @default 2 */
  maximumFractionDigits?: number;
  /** Size on the type scale. @default 'inherit' */
  size?: 'inherit' | 'caption' | 'body' | 'figure' | 'display';
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLSpanElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A percentage in the user's locale (`1.25%`, `1,25 %`) with tabular, lining figures. A signed
 * one is a change: sign, arrow and colour together (never colour alone).
 */
export function Percent({
  value,
  signed = false,
  maximumFractionDigits = 2,
  size,
  className,
  ref,
}: PercentProps) {
  const t = useT();
  const locale = useLocale();
  if (!signed) {
    return (
      <span ref={ref} data-slot="percent" className={cn(amountVariants({ size }), className)}>
        {formatPercent(value, locale, { maximumFractionDigits })}
      </span>
    );
  }
  const direction = directionOf(value);
  const visible = formatPercent(value, locale, {
    signDisplay: 'exceptZero',
    maximumFractionDigits,
  });
  // spoken as words ("Up 1.25 percent"): a screen reader may read "1.25%" without its sign
  const spoken = formatNumber(value, locale, { signDisplay: 'never', maximumFractionDigits });
  return (
    <span
      ref={ref}
      data-slot="percent"
      data-direction={direction}
      className={cn(
        'inline-flex items-center gap-1 font-medium',
        amountVariants({ size }),
        figureDigits,
        directionLooks[direction][0],
        className,
      )}
    >
      <DirectionArrow direction={direction} />
      <span aria-hidden="true">{visible}</span>
      <span className="sr-only">{t(`percent.${direction}`, { value: spoken })}</span>
    </span>
  );
}
