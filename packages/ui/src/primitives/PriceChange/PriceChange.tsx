import { formatAmount, formatNumber, formatPercent } from '@invest/i18n';
import { Fragment, type Ref } from 'react';
import { cn } from '../../lib/cn';
import {
  decimalsOf,
  DirectionArrow,
  directionLooks,
  directionOf,
  figureDigits,
} from '../../lib/figures';
import { useLocale, useT } from '../../lib/i18n';

interface PriceChangeBase {
  /** ISO 4217 code: formats `value` as money (e.g. `'USD'`); without it, a plain number. */
  currency?: string;
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLSpanElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLSpanElement>;
}

export type PriceChangeProps = PriceChangeBase &
  (
    | {
        /** The change as a decimal string, e.g. `'-1.25'`; it also decides the direction. */
        value: string;
        /** The relative change in percent units as a decimal string (`'0.85'` is 0.85 %). */
        percent?: string;
      }
    | { value?: undefined; percent: string }
  );

/**
 * A change in price: sign, arrow and colour together (never colour alone), and a spoken text
 * such as "Up $3.40 (1.25%)". Tabular, lining figures.
 */
export function PriceChange({ value, percent, currency, className, ref }: PriceChangeProps) {
  const t = useT();
  const locale = useLocale();
  const direction = directionOf(value ?? percent ?? '0');
  const color = directionLooks[direction][0];
  // keep the string's own precision; money shows at least two fraction digits
  const decimals = value === undefined ? 0 : decimalsOf(value);

  const parts = (signDisplay: 'exceptZero' | 'never') => {
    const parts: string[] = [];
    if (value !== undefined) {
      parts.push(
        currency
          ? formatAmount(value, currency, locale, {
              signDisplay,
              maximumFractionDigits: Math.max(decimals, 2),
            })
          : formatNumber(value, locale, { signDisplay, minimumFractionDigits: decimals }),
      );
    }
    if (percent !== undefined) {
      // the percentage keeps its own precision too (up to two digits): '0.00' reads 0.00 %, '2.60'
      // 2.60 %, beside its neighbours' 2.61 %, not 0 % and 2.6 %
      const formatted = formatPercent(percent, locale, {
        signDisplay,
        minimumFractionDigits: Math.min(decimalsOf(percent), 2),
        maximumFractionDigits: 2,
      });
      parts.push(value === undefined ? formatted : `(${formatted})`);
    }
    return parts;
  };
  const text = (signDisplay: 'exceptZero' | 'never') => parts(signDisplay).join(' ');

  return (
    <span
      ref={ref}
      data-slot="price-change"
      data-direction={direction}
      className={cn(
        'inline-flex max-w-full items-center gap-1 font-medium [unicode-bidi:isolate]',
        figureDigits,
        color,
        className,
      )}
    >
      <DirectionArrow direction={direction} />
      {/* the amount and the percentage each stay whole; in a narrow card the line breaks
          between them, never inside a number */}
      <span aria-hidden="true" className="min-w-0">
        {parts('exceptZero').map((part, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            <span className="whitespace-nowrap">{part}</span>
          </Fragment>
        ))}
      </span>
      <span className="sr-only">{t(`priceChange.${direction}`, { value: text('never') })}</span>
    </span>
  );
}
